import { hashString } from '../random';
import { hexToHsl, shift } from './colour';

/**
 * How a product looks out of its pack, swatched on a pale surface (600×600): a lipstick swipe,
 * a lip-tint streak, a foundation smear, a cushion dab, crushed powder, mascara strokes, a cream
 * swirl, serum drops, foam, scrub, or a palette's stripes. The picture depends only on the style
 * and the colour, so one file serves every product of that texture and shade (a shade's swatch
 * looks the same whoever sells it): the seed renders each once. Its middle is the colour, so a
 * round crop of it reads as the shade.
 */
export type TextureStyle =
  | 'swipe'
  | 'tint'
  | 'smear'
  | 'dab'
  | 'powder'
  | 'lashes'
  | 'cream'
  | 'drops'
  | 'foam'
  | 'scrub'
  | 'stripes';

/** The texture of a leaf category; none for fragrances, tools, sets and cards. */
const STYLE_BY_LEAF: Record<string, TextureStyle> = {
  Lipstick: 'swipe',
  'Lip Tint': 'tint',
  Foundation: 'smear',
  Cushion: 'dab',
  Powder: 'powder',
  Blush: 'powder',
  Eyeshadow: 'stripes',
  Mascara: 'lashes',
  Moisturizer: 'cream',
  Sunscreen: 'cream',
  'Eye Care': 'cream',
  'Body Lotion': 'cream',
  'Hand & Foot Cream': 'cream',
  'Hair Mask': 'cream',
  Conditioner: 'cream',
  Deodorant: 'cream',
  'Serum & Essence': 'drops',
  Toner: 'drops',
  'Hair Serum & Oil': 'drops',
  'Hair Mist & Styling': 'drops',
  Mask: 'drops',
  Cleanser: 'foam',
  Shampoo: 'foam',
  'Body Wash': 'foam',
  'Body Scrub': 'scrub',
};

export const textureStyleOf = (leaf: string): TextureStyle | undefined => STYLE_BY_LEAF[leaf];

/** The colour of a texture whose product has none of its own: creams are white, oils golden. */
export const NEUTRAL_TEXTURE: Record<TextureStyle, string> = {
  swipe: '#c0505a',
  tint: '#d23a4f',
  smear: '#ddb48f',
  dab: '#ddb48f',
  powder: '#ecd0b4',
  lashes: '#1b1b1f',
  cream: '#fbf4ee',
  drops: '#f2dfae',
  foam: '#fdfbfa',
  scrub: '#c99f78',
  stripes: '#c99a86',
};

/** A pale surface; a deeper, warm one under a white or near-white texture so it shows. */
const surface = (colour: string) => {
  const [from, to] = hexToHsl(colour).l > 82 ? ['#e8d6cb', '#d3bcae'] : ['#fbf7f3', '#eee4dc'];
  return `<linearGradient id="t-bg" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
</linearGradient>`;
};

/** A stroke along a path with a darker rim, a body and a light sheen: a swatch on paper. */
function stroke(d: string, colour: string, width: number, sheen = 0.35) {
  return [
    `<path d="${d}" fill="none" stroke="${shift(colour, { l: -10 })}" stroke-width="${width + 10}" stroke-linecap="round" stroke-linejoin="round" opacity="0.55"/>`,
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${width * 0.18}" stroke-linecap="round" opacity="${sheen}" transform="translate(-${width * 0.12} -${width * 0.2})"/>`,
  ].join('');
}

/** Small grains scattered around a centre, from a seed (powder dust, scrub granules). */
function grains(seed: number, colour: string, count: number, cx: number, cy: number, r: number) {
  return Array.from({ length: count }, (_, i) => {
    const a = ((seed >> i % 24) % 360) + i * 37;
    const d = r * (0.55 + (((seed >> i % 17) + i * 13) % 100) / 150);
    const x = cx + Math.cos((a * Math.PI) / 180) * d;
    const y = cy + Math.sin((a * Math.PI) / 180) * d;
    const size = 2 + (((seed >> i % 11) + i) % 6);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size}" fill="${colour}" opacity="${(0.45 + (i % 5) * 0.1).toFixed(2)}"/>`;
  }).join('');
}

type Stroke = [d: string, width: number, opacity: number];

/** A blob of colour with a lighter stroke where light falls and a darker one in its shadow. */
function lit(colour: string, shape: string, highlight: Stroke, shadow: Stroke) {
  const line = ([d, width, opacity]: Stroke, ink: string) =>
    `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;
  return [
    `<path d="${shape}" fill="${colour}"/>`,
    line(highlight, shift(colour, { l: 12 })),
    line(shadow, shift(colour, { l: -14 })),
  ].join('');
}

function body(style: TextureStyle, colour: string, seed: number, swatches: readonly string[]) {
  const dark = shift(colour, { l: -14 });
  const light = shift(colour, { l: 12 });
  switch (style) {
    case 'swipe':
      return stroke('M 110 400 C 200 250 330 300 490 170', colour, 150, 0.3);
    case 'tint':
      return [
        `<g opacity="0.55">${stroke('M 90 420 C 210 300 360 330 510 180', colour, 170, 0.2)}</g>`,
        stroke('M 140 380 C 240 290 360 310 470 210', colour, 90, 0.5),
        `<path d="M 470 420 C 470 380 500 350 500 350 C 500 350 530 380 530 420 C 530 440 516 452 500 452 C 484 452 470 440 470 420 Z" fill="${colour}"/>`,
        `<ellipse cx="490" cy="418" rx="6" ry="10" fill="#ffffff" opacity="0.6"/>`,
      ].join('');
    case 'smear':
      return [
        lit(
          colour,
          'M 90 330 C 120 200 300 160 420 190 C 540 220 540 330 470 380 C 400 430 250 440 170 420 C 110 405 80 380 90 330 Z',
          ['M 150 320 C 200 250 330 230 430 260', 26, 0.7],
          ['M 170 380 C 260 400 370 390 450 350', 14, 0.35],
        ),
        `<path d="M 200 300 C 260 280 330 280 380 290" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.45"/>`,
      ].join('');
    case 'dab':
      return [
        `<circle cx="300" cy="300" r="170" fill="${colour}"/>`,
        `<circle cx="300" cy="300" r="170" fill="none" stroke="${dark}" stroke-width="10" opacity="0.25"/>`,
        ...Array.from({ length: 9 }, (_, i) => {
          const a = (i * 40 * Math.PI) / 180;
          return `<circle cx="${(300 + Math.cos(a) * 95).toFixed(1)}" cy="${(300 + Math.sin(a) * 95).toFixed(1)}" r="22" fill="${light}" opacity="0.55"/>`;
        }),
        `<ellipse cx="250" cy="240" rx="60" ry="26" fill="#ffffff" opacity="0.28"/>`,
      ].join('');
    case 'powder':
      return [
        lit(
          colour,
          'M 150 300 C 140 190 250 130 330 150 C 430 170 480 250 450 340 C 420 430 300 460 220 420 C 170 395 155 350 150 300 Z',
          ['M 200 240 C 240 200 320 190 380 220', 30, 0.6],
          ['M 220 380 C 290 410 370 390 420 330', 18, 0.3],
        ),
        grains(seed, colour, 36, 300, 300, 200),
        grains(seed >> 3, dark, 14, 300, 300, 190),
      ].join('');
    case 'lashes':
      return [
        ...[0, 1, 2, 3, 4].map((i) =>
          stroke(
            `M ${120 + i * 20} ${470 - i * 12} C ${220 + i * 10} ${300 - i * 20} ${330} ${260 - i * 14} ${480 - i * 6} ${140 + i * 30}`,
            colour,
            34 - i * 3,
            0.15,
          ),
        ),
      ].join('');
    case 'cream':
      return [
        `<ellipse cx="300" cy="360" rx="190" ry="70" fill="${dark}" opacity="0.18"/>`,
        `<path d="M 120 340 C 110 280 190 250 300 252 C 410 250 490 280 480 340 C 470 390 380 410 300 410 C 220 410 130 390 120 340 Z" fill="${colour}"/>`,
        `<path d="M 170 300 C 200 230 250 210 300 212 C 360 214 420 240 430 300 C 380 320 230 320 170 300 Z" fill="${light}"/>`,
        `<path d="M 240 240 C 260 180 300 160 330 170 C 360 180 370 220 350 240 C 320 250 270 250 240 240 Z" fill="${colour}"/>`,
        `<path d="M 300 172 C 320 150 350 140 360 150" fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="round"/>`,
        `<path d="M 200 300 C 250 280 330 278 400 296" fill="none" stroke="${dark}" stroke-width="5" opacity="0.25"/>`,
        `<path d="M 262 232 C 280 214 310 208 332 214" fill="none" stroke="${dark}" stroke-width="4" opacity="0.25"/>`,
        `<ellipse cx="250" cy="270" rx="40" ry="10" fill="#ffffff" opacity="0.7"/>`,
      ].join('');
    case 'drops':
      return [
        `<ellipse cx="300" cy="330" rx="200" ry="90" fill="${colour}" opacity="0.55"/>`,
        ...[
          [230, 300, 70],
          [380, 270, 52],
          [330, 390, 40],
          [170, 400, 26],
          [450, 380, 22],
        ].map(
          ([x, y, r]) =>
            `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${dark}" stroke-width="3" opacity="0.35"/><ellipse cx="${(x ?? 0) - (r ?? 0) * 0.35}" cy="${(y ?? 0) - (r ?? 0) * 0.4}" rx="${(r ?? 0) * 0.28}" ry="${(r ?? 0) * 0.16}" fill="#ffffff" opacity="0.8"/>`,
        ),
      ].join('');
    case 'foam':
      return [
        `<ellipse cx="300" cy="310" rx="200" ry="150" fill="${colour}"/>`,
        ...Array.from({ length: 26 }, (_, i) => {
          const a = i * 2.4;
          const d = 30 + ((i * 53) % 170);
          const r = 14 + ((seed >> i % 13) % 26);
          const x = 300 + Math.cos(a) * d;
          const y = 310 + Math.sin(a) * d * 0.72;
          return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="#ffffff" stroke="${dark}" stroke-width="2" stroke-opacity="0.3"/><circle cx="${(x - r * 0.35).toFixed(1)}" cy="${(y - r * 0.35).toFixed(1)}" r="${(r * 0.2).toFixed(1)}" fill="#ffffff"/>`;
        }),
      ].join('');
    case 'scrub':
      return [
        `<path d="M 130 320 C 120 230 220 180 310 186 C 420 192 490 250 470 330 C 450 410 350 430 270 420 C 190 410 136 380 130 320 Z" fill="${colour}"/>`,
        grains(seed, dark, 60, 300, 305, 120),
        grains(seed >> 5, light, 40, 300, 305, 110),
      ].join('');
    case 'stripes':
      return (swatches.length > 0 ? swatches : [colour])
        .slice(0, 6)
        .map((swatch, i, all) => {
          const y = 300 + (i - (all.length - 1) / 2) * 62;
          return stroke(
            `M 120 ${y + 40} C 230 ${y - 10} 380 ${y + 20} 480 ${y - 30}`,
            swatch,
            54,
            0.3,
          );
        })
        .join('');
  }
}

/** The texture alone (no surface), drawn around the middle of a 600×600 space. */
export const textureBody = (
  style: TextureStyle,
  colour: string,
  swatches: readonly string[] = [],
) => body(style, colour, hashString(`${style}${colour}${swatches.join('')}`), swatches);

/** One texture as SVG (600×600). */
export function textureSvg(style: TextureStyle, colour: string, swatches: readonly string[] = []) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs>${surface(colour)}</defs>
<rect width="600" height="600" fill="url(#t-bg)"/>
${textureBody(style, colour, swatches)}
</svg>`;
}

/** Where a texture is stored: the same style and colour share one file. */
export const textureKey = (style: TextureStyle, colour: string, swatches: readonly string[] = []) =>
  `products/textures/${style}-${(swatches.length > 0 ? swatches.join('') : colour).replace(/[^0-9a-f]/gi, '').toLowerCase()}.webp`;
