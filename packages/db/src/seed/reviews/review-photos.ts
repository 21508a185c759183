import { packshotInput } from '../images/gallery';
import { shapeDraw } from '../images/packshot';
import { makePaint } from '../images/paint';
import { shift } from '../images/colour';
import { NEUTRAL_TEXTURE, textureBody, textureStyleOf } from '../images/texture';
import type { ProductPlan } from '../plan/types';
import { hashString } from '../random';
import type { PhotoKind } from './photo-plan';

/** The size review photos are rendered at: within the shop's 600 × 600 for review photos. */
export const REVIEW_PHOTO_SIZE = 400;

const SKIN = ['#f3d5bd', '#e7bf9c', '#d6a47c', '#c08a62', '#a36d48', '#7f4f31'];
const ROOMS = [
  ['#f4ede6', '#d9cbbf'],
  ['#eef0f2', '#c9ced6'],
  ['#f6e9e4', '#dcc2b8'],
  ['#f3efe3', '#d6ccb0'],
];

/** Soft light blobs, out of focus behind the subject. */
function bokeh(seed: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const x = ((seed >>> i % 16) + i * 97) % 600;
    const y = ((seed >>> (i + 5) % 16) + i * 53) % 260;
    const r = 24 + ((seed >>> (i + 2) % 13) % 60);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${(0.1 + (i % 3) * 0.06).toFixed(2)}"/>`;
  }).join('');
}

const frame = (defs: string, scene: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs>${defs}</defs>
${scene}
</svg>`;

/** The product's colour swatched on the back of a hand or a forearm, in a room's light. */
function swatchPhoto(product: ProductPlan, combination: number, seed: number): string {
  const style = textureStyleOf(product.leaf) ?? 'cream';
  const colour =
    product.combinations[combination]?.colour ?? product.look.colour ?? NEUTRAL_TEXTURE[style];
  const swatches = style === 'stripes' ? product.look.swatches : [];
  const skin = SKIN[seed % SKIN.length] ?? '#d6a47c';
  const [top, bottom] = ROOMS[(seed >>> 3) % ROOMS.length] ?? ['#f4ede6', '#d9cbbf'];
  const tilt = -22 + ((seed >>> 7) % 30);
  const defs = `<linearGradient id="rv-room" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="rv-skin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shift(skin, { l: 5 })}"/><stop offset="0.6" stop-color="${skin}"/><stop offset="1" stop-color="${shift(skin, { l: -10 })}"/></linearGradient>`;
  const arm = `M -60 300 C 120 250 420 230 680 250 L 680 560 C 420 600 140 610 -60 590 Z`;
  return frame(
    defs,
    [
      `<rect width="600" height="600" fill="url(#rv-room)"/>`,
      bokeh(seed, 6),
      `<g transform="rotate(${tilt} 300 420)">`,
      `<path d="${arm}" fill="${shift(skin, { l: -18 })}" opacity="0.25" transform="translate(0 18)"/>`,
      `<path d="${arm}" fill="url(#rv-skin)"/>`,
      `<path d="M 40 330 C 200 290 420 280 620 292" fill="none" stroke="#ffffff" stroke-width="26" stroke-linecap="round" opacity="0.12"/>`,
      `<g transform="translate(300 425) scale(0.68) translate(-300 -300)">${textureBody(style, colour, swatches)}</g>`,
      `</g>`,
      `<rect width="600" height="600" fill="#fff6e8" opacity="0.06"/>`,
    ].join(''),
  );
}

type Surface = { defs: string; draw: string };

/** What the pack stands on: marble, wood, linen or bathroom tiles. */
function surface(seed: number): Surface {
  const kind = seed % 4;
  if (kind === 0) {
    const veins = [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M ${-20 + i * 160} 600 C ${60 + i * 150} ${480 - i * 20} ${20 + i * 170} ${420} ${140 + i * 160} 330" fill="none" stroke="#b9b4b0" stroke-width="${2 + (i % 2)}" opacity="0.5"/>`,
      )
      .join('');
    return { defs: '', draw: `<rect y="330" width="600" height="270" fill="#f3f1ee"/>${veins}` };
  }
  if (kind === 1) {
    const planks = [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect y="${330 + i * 68}" width="600" height="66" fill="${shift('#b98a5e', { l: (i % 2) * 5 - 2 })}"/><path d="M 0 ${356 + i * 68} C 200 ${346 + i * 68} 400 ${366 + i * 68} 600 ${352 + i * 68}" fill="none" stroke="#8b6240" stroke-width="2" opacity="0.45"/>`,
      )
      .join('');
    return { defs: '', draw: planks };
  }
  if (kind === 2) {
    return {
      defs: `<pattern id="rv-linen" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#ece3d7"/><path d="M 0 6 H 12 M 6 0 V 12" stroke="#d8ccbc" stroke-width="2"/></pattern>`,
      draw: `<rect y="330" width="600" height="270" fill="url(#rv-linen)"/>`,
    };
  }
  const tiles = Array.from({ length: 5 }, (_, i) => i * 120)
    .map((x) => `<path d="M ${x} 330 V 600" stroke="#c9d3d6" stroke-width="4"/>`)
    .join('');
  return {
    defs: '',
    draw: `<rect y="330" width="600" height="270" fill="#e9f0f1"/>${tiles}<path d="M 0 460 H 600" stroke="#c9d3d6" stroke-width="4"/>`,
  };
}

/** The pack on a surface at home, a little turned, with a leaf or a towel beside it. */
function atHomePhoto(product: ProductPlan, combination: number, seed: number): string {
  const input = packshotInput(product);
  const colour = product.combinations[combination]?.colour ?? input.colour;
  const paint = makePaint('rv', `${input.key}`, colour);
  const pack = shapeDraw(input.shape, input.swatches)(paint, input.text);
  const [top, bottom] = ROOMS[(seed >>> 4) % ROOMS.length] ?? ['#f4ede6', '#d9cbbf'];
  const under = surface(seed >>> 2);
  const dx = -60 + ((seed >>> 9) % 120);
  const turn = -6 + ((seed >>> 11) % 12);
  const prop =
    seed % 2 === 0
      ? `<path d="M 470 470 C 520 400 580 390 600 360 C 590 420 540 470 470 470 Z" fill="#6f9a6a"/><path d="M 470 470 C 520 430 560 400 600 360" stroke="#4e7a4b" stroke-width="3" fill="none"/>`
      : `<rect x="-20" y="480" width="170" height="80" rx="16" fill="#fbfaf7"/><path d="M -20 506 H 150" stroke="#e4ddd2" stroke-width="5"/>`;
  return frame(
    `<linearGradient id="rv-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>${under.defs}${paint.defs}`,
    [
      `<rect width="600" height="600" fill="url(#rv-wall)"/>`,
      bokeh(seed, 5),
      under.draw,
      prop,
      `<ellipse cx="${300 + dx}" cy="505" rx="150" ry="22" fill="#000000" opacity="0.12"/>`,
      `<g transform="translate(${300 + dx} 505) rotate(${turn}) scale(0.78) translate(-300 -480)">${pack}</g>`,
      `<rect width="600" height="600" fill="#fff3df" opacity="0.07"/>`,
    ].join(''),
  );
}

/** A review photo of `product` as SVG (600 × 600 space), its look fixed by `name`. */
export function reviewPhotoSvg(
  product: ProductPlan,
  combination: number,
  kind: PhotoKind,
  name: string,
): string {
  const seed = hashString(name);
  return kind === 'swatch'
    ? swatchPhoto(product, combination, seed)
    : atHomePhoto(product, combination, seed);
}
