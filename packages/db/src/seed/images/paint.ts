import { hashString } from '../random';
import {
  colourFromName,
  esc,
  fitSize,
  hexToHsl,
  hsl,
  isDark,
  SANS,
  SERIF,
  shift,
  twoLines,
  withLightness,
} from './colour';

/** Colours and gradients of one packshot; `url(#…)` values refer to its own `defs`. */
export interface Paint {
  body: string;
  bodySolid: string;
  cap: string;
  capSolid: string;
  metal: string;
  glass: string;
  liquid: string;
  product: string;
  gloss: string;
  shadow: string;
  ink: string;
  /** Text colour on the cap. */
  capInk: string;
  label: string;
  labelInk: string;
  /** Text colour on a white panel, whatever the pack's style. */
  panelInk: string;
  accent: string;
  bgTop: string;
  bgBottom: string;
  podium: string;
  podiumTop: string;
  defs: string;
}

/** The words printed on a pack. */
export interface PackText {
  brand: string;
  title: string;
  subtitle: string;
  size: string;
}

type Style = 'pastel' | 'white' | 'deep' | 'vivid';
const STYLES: Style[] = ['pastel', 'pastel', 'white', 'white', 'deep', 'vivid'];

const cylinder = (id: string, colour: string) => `
  <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${shift(colour, { l: -12 })}"/>
    <stop offset="0.3" stop-color="${colour}"/>
    <stop offset="0.5" stop-color="${shift(colour, { l: 9 })}"/>
    <stop offset="0.75" stop-color="${colour}"/>
    <stop offset="1" stop-color="${shift(colour, { l: -16 })}"/>
  </linearGradient>`;

/** Packaging colours from the product's name (and its shade or scent, when it has one). */
export function makePaint(prefix: string, seed: string, productColour: string | null): Paint {
  const hash = hashString(seed);
  const base =
    productColour && hexToHsl(productColour).s > 18 ? productColour : colourFromName(seed);
  const { h } = hexToHsl(base);
  const style = STYLES[hash % STYLES.length] ?? 'pastel';
  const gold = (hash >> 5) % 3 !== 0;
  const metalLight = gold ? '#f6e3b0' : '#f2f2f4';
  const metalDark = gold ? '#a98243' : '#9a9ca3';

  const bodySolid = {
    pastel: hsl({ h, s: 55, l: 84 }),
    white: '#f8f6f3',
    deep: hsl({ h, s: 42, l: 30 }),
    vivid: hsl({ h, s: 68, l: 60 }),
  }[style];
  const capSolid = {
    pastel: hsl({ h, s: 38, l: 46 }),
    white: hsl({ h, s: 55, l: 62 }),
    deep: gold ? '#c9a45c' : '#2b2b30',
    vivid: '#fbfaf8',
  }[style];
  const ink = isDark(bodySolid) ? '#ffffff' : hsl({ h, s: 35, l: 24 });
  const product = productColour ?? hsl({ h, s: 60, l: 72 });
  const ids = (name: string) => `${prefix}-${name}`;
  const url = (name: string) => `url(#${ids(name)})`;

  const defs = `
  ${cylinder(ids('body'), bodySolid)}
  ${cylinder(ids('cap'), capSolid)}
  <linearGradient id="${ids('metal')}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${metalDark}"/><stop offset="0.45" stop-color="${metalLight}"/>
    <stop offset="0.7" stop-color="${shift(metalLight, { l: -10 })}"/><stop offset="1" stop-color="${metalDark}"/>
  </linearGradient>
  <linearGradient id="${ids('glass')}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.25" stop-color="#ffffff" stop-opacity="0.15"/>
    <stop offset="0.7" stop-color="#ffffff" stop-opacity="0.1"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.45"/>
  </linearGradient>
  <linearGradient id="${ids('liquid')}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${shift(product, { l: 8 })}"/><stop offset="1" stop-color="${shift(product, { l: -10 })}"/>
  </linearGradient>
  <linearGradient id="${ids('gloss')}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.75"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </linearGradient>
  <radialGradient id="${ids('shadow')}" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0"/>
  </radialGradient>`;

  return {
    body: url('body'),
    bodySolid,
    cap: url('cap'),
    capSolid,
    metal: url('metal'),
    glass: url('glass'),
    liquid: url('liquid'),
    product,
    gloss: url('gloss'),
    shadow: url('shadow'),
    ink,
    capInk: isDark(capSolid) ? '#ffffff' : hsl({ h, s: 35, l: 22 }),
    label: style === 'deep' ? 'none' : '#ffffff',
    labelInk: style === 'deep' ? '#ffffff' : hsl({ h, s: 35, l: 24 }),
    panelInk: hsl({ h, s: 35, l: 24 }),
    accent: style === 'white' ? capSolid : gold ? '#c9a45c' : hsl({ h, s: 45, l: 40 }),
    bgTop: hsl({ h: h + 20, s: 70, l: 96 }),
    bgBottom: withLightness(hsl({ h, s: 55, l: 50 }), 88, 55),
    podium: hsl({ h, s: 40, l: 90 }),
    podiumTop: hsl({ h, s: 45, l: 95 }),
    defs,
  };
}

/** A soft floor shadow under something `width` wide standing on `y`. */
export const floorShadow = (p: Paint, cx: number, y: number, width: number) =>
  `<ellipse cx="${cx}" cy="${y}" rx="${width * 0.62}" ry="${Math.max(10, width * 0.09)}" fill="${p.shadow}"/>`;

/** A vertical glossy highlight stripe. */
export const highlight = (p: Paint, x: number, y: number, w: number, h: number, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${p.gloss}" opacity="0.55"/>`;

/**
 * Brand, title, subtitle and size centred in a box: brand in spaced capitals, the title in a
 * serif, the rest small. Sizes shrink to fit; long titles wrap to two lines.
 */
export function packLabel(
  text: PackText,
  box: { cx: number; y: number; w: number; h: number },
  colours: { ink: string; panel?: string; accent?: string },
  scale = 1,
): string {
  const parts: string[] = [];
  const { cx, w } = box;
  if (colours.panel && colours.panel !== 'none') {
    parts.push(
      `<rect x="${cx - w / 2}" y="${box.y}" width="${w}" height="${box.h}" rx="${6 * scale}" fill="${colours.panel}" opacity="0.92"/>`,
    );
  }
  const inner = w * 0.84;
  const brand = text.brand.toUpperCase();
  const brandSize = fitSize(brand, inner, 17 * scale, 0.25);
  const title = twoLines(text.title, 16);
  const titleSize = Math.min(...title.map((line) => fitSize(line, inner, 22 * scale)));
  const subtitleSize = fitSize(text.subtitle, inner, 13 * scale);
  let y = box.y + box.h * 0.2 + brandSize * 0.4;
  parts.push(
    `<text x="${cx}" y="${y}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${brandSize}" letter-spacing="${brandSize * 0.22}" fill="${colours.ink}">${esc(brand)}</text>`,
  );
  y += brandSize * 0.7;
  parts.push(
    `<rect x="${cx - 14 * scale}" y="${y}" width="${28 * scale}" height="${Math.max(1, 2 * scale)}" fill="${colours.accent ?? colours.ink}" opacity="0.8"/>`,
  );
  y += titleSize * 1.25;
  for (const line of title) {
    parts.push(
      `<text x="${cx}" y="${y}" text-anchor="middle" font-family="${SERIF}" font-size="${titleSize}" fill="${colours.ink}">${esc(line)}</text>`,
    );
    y += titleSize * 1.1;
  }
  if (text.subtitle) {
    y += subtitleSize * 0.35;
    parts.push(
      `<text x="${cx}" y="${y}" text-anchor="middle" font-family="${SANS}" font-weight="600" font-size="${subtitleSize}" letter-spacing="${subtitleSize * 0.06}" fill="${colours.ink}" opacity="0.85">${esc(text.subtitle.toUpperCase())}</text>`,
    );
  }
  if (text.size) {
    const size = 11 * scale;
    parts.push(
      `<text x="${cx}" y="${box.y + box.h - size * 0.8}" text-anchor="middle" font-family="${SANS}" font-size="${size}" fill="${colours.ink}" opacity="0.7">${esc(text.size)}</text>`,
    );
  }
  return parts.join('');
}
