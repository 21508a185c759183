import { esc, fitSize, SANS } from './colour';
import { floorShadow, highlight, packLabel, type PackText, type Paint } from './paint';

/**
 * Bottles, jars and tubes, drawn in a 600×600 space standing on y = 480 around x = 300.
 * Each returns an SVG fragment that uses the paint's gradients.
 */
export type ShapeDraw = (p: Paint, t: PackText) => string;

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;

const label = (p: Paint, t: PackText, y: number, w: number, h: number, compact = false) =>
  packLabel(
    compact ? { ...t, subtitle: '', size: '' } : t,
    { cx: 300, y, w, h },
    { ink: p.label === 'none' ? p.ink : p.labelInk, panel: p.label, accent: p.accent },
    compact ? 0.85 : 1,
  );

/** Brand name written up the side of a slim pack. */
export const verticalBrand = (t: PackText, ink: string, cx: number, cy: number, length: number) => {
  const brand = t.brand.toUpperCase();
  const size = fitSize(brand, length, 18, 0.25);
  return `<text x="${cx}" y="${cy + size * 0.35}" transform="rotate(-90 ${cx} ${cy})" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${size}" letter-spacing="${size * 0.22}" fill="${ink}">${esc(brand)}</text>`;
};

export const bottle: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 480, 150),
    rect(225, 225, 150, 255, 26, p.body),
    rect(268, 196, 64, 40, 8, p.body),
    rect(262, 128, 76, 76, 10, p.cap),
    highlight(p, 242, 250, 16, 200, 8),
    label(p, t, 290, 126, 150),
  ].join('');

export const pump: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 480, 160),
    rect(220, 232, 160, 248, 28, p.body),
    rect(266, 204, 68, 34, 8, p.cap),
    rect(292, 170, 16, 40, 3, p.capSolid),
    rect(262, 146, 76, 28, 9, p.cap),
    rect(326, 152, 52, 13, 6, p.cap),
    highlight(p, 238, 256, 16, 196, 8),
    label(p, t, 288, 132, 150),
  ].join('');

export const dropper: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 480, 140),
    rect(230, 292, 140, 188, 26, p.body),
    rect(230, 292, 140, 188, 26, p.glass),
    rect(268, 264, 64, 36, 6, p.metal),
    rect(276, 166, 48, 104, 24, p.cap),
    highlight(p, 246, 312, 13, 140, 6),
    label(p, t, 324, 118, 128),
  ].join('');

export const jar: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 480, 250),
    rect(178, 376, 244, 104, 24, p.body),
    rect(172, 312, 256, 72, 14, p.cap),
    rect(172, 374, 256, 8, 2, p.metal),
    rect(186, 318, 228, 10, 5, p.gloss, 'opacity="0.45"'),
    highlight(p, 196, 390, 18, 78, 8),
    label(p, { ...t, subtitle: t.subtitle, size: '' }, 386, 196, 88, true),
  ].join('');

export const tube: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 480, 130),
    `<path d="M 236 428 L 210 176 L 390 176 L 364 428 Z" fill="${p.body}"/>`,
    rect(204, 150, 192, 30, 4, p.body),
    `<path d="M 210 158 H 390 M 210 166 H 390" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`,
    rect(246, 422, 108, 58, 12, p.cap),
    highlight(p, 232, 196, 14, 200, 7),
    label(p, t, 212, 134, 170),
  ].join('');

export const spray: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 480, 150),
    rect(228, 252, 144, 228, 32, p.body),
    rect(252, 228, 96, 34, 12, p.body),
    rect(278, 198, 44, 34, 6, p.capSolid),
    rect(316, 206, 14, 8, 3, p.capSolid),
    rect(248, 150, 104, 84, 20, '#ffffff', 'opacity="0.35" stroke="#ffffff" stroke-width="2"'),
    highlight(p, 244, 276, 14, 180, 7),
    label(p, t, 292, 124, 150),
  ].join('');

export const rollon: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 480, 110),
    rect(246, 332, 108, 148, 26, p.liquid),
    rect(246, 332, 108, 148, 26, p.glass),
    rect(254, 222, 92, 118, 22, p.cap),
    rect(254, 330, 92, 8, 2, p.metal),
    highlight(p, 258, 350, 10, 110, 5),
    label(p, t, 360, 92, 96, true),
  ].join('');

export const perfume: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 480, 220),
    rect(192, 272, 216, 208, 20, p.liquid, 'opacity="0.92"'),
    rect(192, 272, 216, 208, 20, p.glass),
    rect(206, 286, 188, 180, 12, 'none', 'stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"'),
    rect(276, 246, 48, 30, 4, p.metal),
    rect(244, 160, 112, 90, 12, p.cap),
    rect(244, 160, 112, 90, 12, p.gloss, 'opacity="0.25"'),
    highlight(p, 214, 296, 16, 160, 8),
    label(p, t, 336, 150, 84, true),
  ].join('');

export const wand: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 480, 90),
    rect(262, 300, 76, 180, 16, p.liquid),
    rect(262, 300, 76, 180, 16, p.glass),
    rect(268, 138, 64, 170, 14, p.cap),
    rect(268, 296, 64, 10, 2, p.metal),
    highlight(p, 274, 316, 9, 148, 4),
    verticalBrand(t, p.capInk, 300, 222, 150),
    `<ellipse cx="410" cy="452" rx="46" ry="20" fill="${p.product}" opacity="0.9"/>`,
    `<ellipse cx="398" cy="446" rx="18" ry="6" fill="#ffffff" opacity="0.35"/>`,
  ].join('');

export const mascara: ShapeDraw = (p, t) =>
  [
    floorShadow(p, 300, 480, 80),
    rect(266, 170, 68, 310, 32, p.body),
    rect(266, 170, 68, 160, 32, p.cap),
    rect(266, 318, 68, 12, 0, p.metal),
    highlight(p, 276, 190, 10, 270, 5),
    verticalBrand(t, p.ink, 300, 405, 140),
  ].join('');
