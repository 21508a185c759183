import { esc, fitSize, SANS, SERIF, shift } from './colour';
import { floorShadow, highlight, packLabel, type Paint } from './paint';
import { verticalBrand, type ShapeDraw } from './shapes-containers';

/** Compacts, palettes, lipsticks, sachets, tools and boxes, in the same 600×600 space. */
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;

const mirror = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#eef0f3"/><path d="M ${cx - r * 0.6} ${cy - r * 0.2} L ${cx - r * 0.1} ${cy - r * 0.7} M ${cx - r * 0.45} ${cy + r * 0.1} L ${cx + r * 0.15} ${cy - r * 0.5}" stroke="#ffffff" stroke-width="${r * 0.09}" stroke-linecap="round" opacity="0.9"/>`;

export const compact: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 482, 330),
    `<circle cx="300" cy="262" r="150" fill="${p.cap}"/>`,
    mirror(300, 262, 124),
    packLabel({ ...t, size: '' }, { cx: 300, y: 196, w: 170, h: 120 }, { ink: '#5b5f6a' }, 0.8),
    rect(266, 398, 68, 18, 4, p.metal),
    `<ellipse cx="300" cy="466" rx="166" ry="44" fill="${shift(p.capSolid, { l: -12 })}"/>`,
    rect(134, 428, 332, 38, 0, p.cap),
    `<ellipse cx="300" cy="428" rx="166" ry="44" fill="${p.body}"/>`,
    `<ellipse cx="300" cy="428" rx="130" ry="32" fill="${p.product}"/>`,
    `<ellipse cx="264" cy="420" rx="52" ry="10" fill="#ffffff" opacity="0.3"/>`,
  ].join('');

export function palette(swatches: readonly string[]): ShapeDraw {
  return (p, t) => {
    const colours = swatches.length > 0 ? swatches : [p.product, shift(p.product, { l: -15 })];
    const pans = Array.from({ length: 6 }, (_, i) => {
      const x = 168 + (i % 3) * 92;
      const y = 350 + Math.floor(i / 3) * 62;
      const fill = colours[i % colours.length] ?? p.product;
      return `${rect(x, y, 80, 52, 8, fill)}${rect(x + 8, y + 6, 40, 8, 4, '#ffffff', 'opacity="0.3"')}`;
    });
    return [
      floorShadow(p, 300, 482, 360),
      rect(150, 132, 300, 200, 16, p.cap),
      rect(166, 148, 268, 168, 10, '#eef0f3'),
      packLabel({ ...t, size: '' }, { cx: 300, y: 168, w: 220, h: 130 }, { ink: '#5b5f6a' }, 0.9),
      rect(150, 326, 300, 10, 3, p.metal),
      rect(150, 334, 300, 146, 16, p.body),
      ...pans,
    ].join('');
  };
}

export const lipstick: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 482, 280),
    rect(208, 332, 84, 148, 8, p.cap),
    rect(208, 322, 84, 14, 3, p.metal),
    rect(218, 262, 64, 64, 4, p.metal),
    `<path d="M 224 266 L 224 206 Q 224 190 240 182 L 276 150 L 276 266 Z" fill="${p.product}"/>`,
    `<path d="M 232 262 L 232 208 Q 232 196 242 190 L 252 182 L 252 262 Z" fill="#ffffff" opacity="0.25"/>`,
    highlight(p, 218, 350, 10, 110, 4),
    rect(330, 248, 88, 232, 8, p.cap),
    rect(330, 248, 88, 16, 3, p.metal),
    highlight(p, 342, 270, 10, 190, 4),
    verticalBrand(t, p.capInk, 374, 370, 190),
  ].join('');

export const sachet: ShapeDraw = (p, t) => {
  const teeth = (y: number) =>
    `<path d="${Array.from({ length: 28 }, (_, i) => `${i === 0 ? 'M' : 'L'} ${160 + i * 10} ${y + (i % 2) * 8}`).join(' ')}" stroke="${shift(p.bodySolid, { l: -18 })}" stroke-width="2" fill="none"/>`;
  return [
    floorShadow(p, 300, 482, 270),
    rect(160, 108, 280, 372, 12, p.body),
    teeth(116),
    teeth(462),
    `<circle cx="300" cy="250" r="92" fill="${p.product}" opacity="0.85"/>`,
    `<ellipse cx="232" cy="190" rx="46" ry="20" transform="rotate(-35 232 190)" fill="${shift(p.product, { h: 90, l: -20 })}" opacity="0.75"/>`,
    `<circle cx="270" cy="222" r="22" fill="#ffffff" opacity="0.35"/>`,
    packLabel(
      { ...t, size: '' },
      { cx: 300, y: 358, w: 224, h: 92 },
      { ink: p.panelInk, panel: '#ffffff', accent: p.accent },
      0.85,
    ),
  ].join('');
};

/** Tools are shown on a branded backing card. */
const card = (p: Paint, t: { brand: string; title: string }) => {
  const brand = t.brand.toUpperCase();
  const size = fitSize(brand, 200, 16, 0.25);
  const titleSize = fitSize(t.title, 200, 18);
  return [
    floorShadow(p, 300, 482, 250),
    rect(180, 100, 240, 380, 18, p.body),
    `<circle cx="300" cy="124" r="9" fill="${p.bgTop}"/>`,
    `<text x="300" y="166" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${size}" letter-spacing="${size * 0.22}" fill="${p.ink}">${esc(brand)}</text>`,
    `<text x="300" y="${452}" text-anchor="middle" font-family="${SERIF}" font-size="${titleSize}" fill="${p.ink}">${esc(t.title)}</text>`,
  ].join('');
};

export const brush: ShapeDraw = (p, t) =>
  [
    card(p, t),
    `<g transform="rotate(-18 300 300)">`,
    `<path d="M 262 262 C 258 200 276 176 300 176 C 324 176 342 200 338 262 Z" fill="${shift(p.product, { l: -25, s: -20 })}"/>`,
    `<path d="M 270 254 C 268 214 282 190 300 188 C 290 204 284 226 286 254 Z" fill="#ffffff" opacity="0.25"/>`,
    rect(264, 258, 72, 52, 6, p.metal),
    `<path d="M 270 308 L 330 308 L 312 420 Q 300 430 288 420 Z" fill="${p.cap}"/>`,
    `</g>`,
  ].join('');

export const sponge: ShapeDraw = (p, t) =>
  [
    card(p, t),
    `<path d="M 300 196 C 360 250 384 318 380 360 A 80 80 0 0 1 220 360 C 216 318 240 250 300 196 Z" fill="${p.product}"/>`,
    `<path d="M 300 196 C 360 250 384 318 380 360 A 80 80 0 0 1 220 360 C 216 318 240 250 300 196 Z" fill="${p.glass}" opacity="0.6"/>`,
    ...Array.from(
      { length: 14 },
      (_, i) =>
        `<circle cx="${250 + ((i * 37) % 100)}" cy="${290 + ((i * 23) % 110)}" r="2.5" fill="#000000" opacity="0.08"/>`,
    ),
  ].join('');

export const roller: ShapeDraw = (p, t) =>
  [
    card(p, t),
    `<path d="M 230 236 L 230 262 Q 300 300 300 330 M 370 236 L 370 262 Q 300 300 300 330" stroke="${p.metal}" stroke-width="8" fill="none"/>`,
    rect(218, 198, 164, 60, 30, p.product),
    rect(218, 198, 164, 60, 30, p.glass),
    rect(284, 326, 32, 104, 16, p.product),
    highlight(p, 240, 206, 120, 12, 6),
  ].join('');

export const curler: ShapeDraw = (p, t) =>
  [
    card(p, t),
    `<path d="M 226 222 Q 300 178 374 222" stroke="${p.metal}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    `<path d="M 232 226 L 282 330 M 368 226 L 318 330" stroke="${p.metal}" stroke-width="9" stroke-linecap="round"/>`,
    `<circle cx="268" cy="366" r="34" stroke="${p.metal}" stroke-width="9" fill="none"/>`,
    `<circle cx="332" cy="366" r="34" stroke="${p.metal}" stroke-width="9" fill="none"/>`,
    `<path d="M 240 232 Q 300 200 360 232" stroke="${p.product}" stroke-width="6" fill="none"/>`,
  ].join('');

export const pouch: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 482, 320),
    `<path d="M 150 252 Q 150 212 192 212 L 408 212 Q 450 212 450 252 L 466 440 Q 468 480 426 480 L 174 480 Q 132 480 134 440 Z" fill="${p.body}"/>`,
    `<path d="M 160 236 L 440 236" stroke="${p.metal}" stroke-width="6" stroke-dasharray="4 3"/>`,
    rect(392, 228, 18, 44, 6, p.metal),
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<path d="M ${170 + i * 64} 262 L ${230 + i * 64} 470" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/>`,
    ),
    packLabel(
      { ...t, subtitle: '', size: '' },
      { cx: 300, y: 300, w: 190, h: 110 },
      { ink: p.panelInk, panel: '#ffffff', accent: p.accent },
      0.9,
    ),
  ].join('');

export const giftcard: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 470, 400),
    `<g transform="rotate(-6 300 330)">`,
    rect(100, 200, 400, 252, 22, p.cap),
    rect(100, 200, 400, 252, 22, p.gloss, 'opacity="0.18"'),
    rect(360, 200, 36, 252, 0, p.metal),
    `<text x="130" y="260" font-family="${SANS}" font-weight="700" font-size="20" letter-spacing="5" fill="${p.capInk}">E-GIFT CARD</text>`,
    `<text x="130" y="340" font-family="${SERIF}" font-size="58" fill="${p.capInk}">${esc(t.brand)}</text>`,
    `<text x="130" y="412" font-family="${SANS}" font-size="18" fill="${p.capInk}" opacity="0.9">${esc(t.subtitle)}</text>`,
    `<ellipse cx="358" cy="206" rx="34" ry="18" transform="rotate(-25 358 206)" fill="${p.metal}"/>`,
    `<ellipse cx="398" cy="206" rx="34" ry="18" transform="rotate(25 398 206)" fill="${p.metal}"/>`,
    `</g>`,
  ].join('');

export const box: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 290, 482, 320),
    `<path d="M 150 250 L 210 200 L 470 200 L 410 250 Z" fill="${shift(p.bodySolid, { l: 6 })}"/>`,
    `<path d="M 410 250 L 470 200 L 470 430 L 410 480 Z" fill="${shift(p.bodySolid, { l: -12 })}"/>`,
    rect(150, 250, 260, 230, 0, p.bodySolid),
    rect(268, 250, 24, 230, 0, p.metal),
    `<path d="M 268 250 L 328 200 L 352 200 L 292 250 Z" fill="${p.metal}"/>`,
    `<ellipse cx="300" cy="212" rx="40" ry="18" transform="rotate(-20 300 212)" fill="${p.metal}"/>`,
    `<ellipse cx="346" cy="208" rx="40" ry="18" transform="rotate(20 346 208)" fill="${p.metal}"/>`,
    packLabel(
      { ...t, size: '' },
      { cx: 280, y: 300, w: 200, h: 128 },
      { ink: p.panelInk, panel: '#ffffff', accent: p.accent },
      0.9,
    ),
  ].join('');
