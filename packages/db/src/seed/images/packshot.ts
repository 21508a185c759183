import type { Shape } from '../tables/lines';
import type { ImageView } from '../plan/types';
import { hashString } from '../random';
import { esc, fitSize, SANS, SERIF, shift } from './colour';
import { makePaint, type PackText, type Paint } from './paint';
import * as containers from './shapes-containers';
import type { ShapeDraw } from './shapes-containers';
import * as others from './shapes-others';

export interface PackshotInput {
  /** Seed for colours: the product name, plus the shade when it has one. */
  key: string;
  shape: Shape;
  colour: string | null;
  swatches: readonly string[];
  text: PackText;
}

export function shapeDraw(shape: Shape, swatches: readonly string[]): ShapeDraw {
  if (shape === 'palette') return others.palette(swatches);
  const draws: Record<Exclude<Shape, 'palette'>, ShapeDraw> = {
    bottle: containers.bottle,
    pump: containers.pump,
    dropper: containers.dropper,
    jar: containers.jar,
    tube: containers.tube,
    spray: containers.spray,
    rollon: containers.rollon,
    perfume: containers.perfume,
    wand: containers.wand,
    mascara: containers.mascara,
    compact: others.compact,
    lipstick: others.lipstick,
    sachet: others.sachet,
    brush: others.brush,
    sponge: others.sponge,
    roller: others.roller,
    curler: others.curler,
    pouch: others.pouch,
    giftcard: others.giftcard,
    box: others.box,
  };
  return draws[shape];
}

/** Soft studio backdrop: gradient, a halo behind the product, bokeh dots and a podium. */
function backdrop(p: Paint, seed: number, size: number): string {
  const dots = Array.from({ length: 7 }, (_, i) => {
    const x = (seed >> i) % 560;
    const y = ((seed >> (i + 3)) % 300) + 20;
    const r = 8 + ((seed >> (i + 5)) % 26);
    return `<circle cx="${x + 20}" cy="${y}" r="${r}" fill="#ffffff" opacity="${0.18 + (i % 3) * 0.08}"/>`;
  });
  return [
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    `<circle cx="300" cy="290" r="215" fill="#ffffff" opacity="0.42"/>`,
    ...dots,
    `<ellipse cx="300" cy="548" rx="236" ry="42" fill="${shift(p.podium, { l: -8 })}"/>`,
    `<rect x="64" y="480" width="472" height="68" fill="${p.podium}"/>`,
    `<ellipse cx="300" cy="480" rx="236" ry="42" fill="${p.podiumTop}"/>`,
  ].join('');
}

/** A dollop or swipe of the product's texture, for the second angle. */
function swatch(p: Paint): string {
  return [
    `<path d="M 352 470 C 360 432 420 420 470 430 C 520 440 540 468 512 482 C 470 500 380 500 352 470 Z" fill="${p.product}"/>`,
    `<path d="M 380 458 C 410 440 450 438 486 446" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round" fill="none"/>`,
    `<circle cx="520" cy="418" r="10" fill="${p.product}"/><circle cx="540" cy="444" r="6" fill="${p.product}"/>`,
  ].join('');
}

/** The retail carton behind the product, for the third angle. */
function carton(p: Paint, text: PackText): string {
  const brand = text.brand.toUpperCase();
  const brandSize = fitSize(brand, 150, 15, 0.25);
  const titleSize = fitSize(text.title, 150, 17);
  return [
    `<path d="M 330 180 L 360 160 L 520 160 L 490 180 Z" fill="${shift(p.capSolid, { l: 8 })}"/>`,
    `<path d="M 490 180 L 520 160 L 520 456 L 490 480 Z" fill="${shift(p.capSolid, { l: -12 })}"/>`,
    `<rect x="330" y="180" width="160" height="300" fill="${p.capSolid}"/>`,
    `<rect x="330" y="180" width="160" height="300" fill="url(#bg)" opacity="0.12"/>`,
    `<text x="410" y="232" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${brandSize}" letter-spacing="${brandSize * 0.22}" fill="${p.capInk}">${esc(brand)}</text>`,
    `<text x="410" y="266" text-anchor="middle" font-family="${SERIF}" font-size="${titleSize}" fill="${p.capInk}">${esc(text.title)}</text>`,
    `<rect x="394" y="280" width="32" height="2" fill="${p.capInk}" opacity="0.7"/>`,
  ].join('');
}

const svgDocument = (p: Paint, seed: number, defs: string, scene: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
    <stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/>
  </linearGradient>
  ${defs}
</defs>
${backdrop(p, seed, 600)}
${scene}
</svg>`;

/** A pack's contents: up to three of its products side by side on one podium. */
export function contentsSvg(key: string, parts: readonly PackshotInput[]): string {
  const p = makePaint('k', key, null);
  const shown = parts.slice(0, 3);
  const offsets = shown.length === 1 ? [0] : shown.length === 2 ? [-90, 90] : [-150, 0, 150];
  const drawn = shown.map((part, i) => {
    const paint = makePaint(`k${i}`, part.key, part.colour);
    const body = shapeDraw(part.shape, part.swatches)(paint, part.text);
    const scale = shown.length === 3 && i !== 1 ? 0.7 : 0.82;
    return {
      defs: paint.defs,
      body: `<g transform="translate(${300 + (offsets[i] ?? 0)} 480) scale(${scale}) translate(-300 -480)">${body}</g>`,
    };
  });
  const order = shown.length === 3 ? [drawn[0], drawn[2], drawn[1]] : drawn;
  return svgDocument(
    p,
    hashString(key),
    drawn.map((part) => part.defs).join(''),
    order.map((part) => part?.body ?? '').join(''),
  );
}

/** One product image as SVG (600×600): cover, texture or box view. */
export function packshotSvg(input: PackshotInput, view: ImageView = 'cover'): string {
  const seed = hashString(input.key);
  const p = makePaint('p', input.key, input.colour);
  const draw = shapeDraw(input.shape, input.swatches);
  // Drawn a little larger than the shapes' own space so the pack fills a small tile.
  let scene = `<g transform="translate(300 480) scale(1.12) translate(-300 -480)">${draw(p, input.text)}</g>`;
  if (view === 'texture') {
    scene = `<g transform="translate(-60 46) scale(0.9)">${scene}</g>${swatch(p)}`;
  } else if (view === 'box') {
    scene = `${carton(p, input.text)}<g transform="translate(-40 72) scale(0.85)">${scene}</g>`;
  }
  return svgDocument(p, seed, p.defs, scene);
}
