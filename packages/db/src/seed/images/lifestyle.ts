import { hashString } from '../random';
import { shift } from './colour';
import type { PackshotInput } from './packshot';
import { shapeDraw } from './packshot';
import { makePaint } from './paint';

/**
 * The product in a setting (600×600), drawn: on a marble vanity, on folded linen, on a
 * terrazzo bathroom shelf or on a wooden dressing table before an arched mirror, with a few
 * props (a frangipani, a leaf sprig, pebbles, a rolled towel) and a dab of its texture. The
 * setting comes from the product's name, so it stays the same from one seed to the next.
 */
export type LifestyleScene = 'marble' | 'linen' | 'terrazzo' | 'vanity';
export const LIFESTYLE_SCENES: readonly LifestyleScene[] = [
  'marble',
  'linen',
  'terrazzo',
  'vanity',
];

/** The words for a scene in the alternative text: Indonesian and English. */
export const SCENE_WORDS: Record<LifestyleScene, { id: string; en: string }> = {
  marble: { id: 'di atas meja rias marmer', en: 'on a marble vanity' },
  linen: { id: 'di atas kain linen', en: 'on folded linen' },
  terrazzo: { id: 'di rak kamar mandi terrazzo', en: 'on a terrazzo bathroom shelf' },
  vanity: { id: 'di meja rias kayu dengan cermin', en: 'on a wooden dressing table with a mirror' },
};

export const sceneFor = (key: string): LifestyleScene =>
  LIFESTYLE_SCENES[hashString(`scene:${key}`) % LIFESTYLE_SCENES.length] ?? 'marble';

function backdrop(scene: LifestyleScene, tint: string, seed: number): string {
  switch (scene) {
    case 'marble':
      return [
        `<rect width="600" height="600" fill="${shift(tint, { s: -30, l: 4 })}"/>`,
        `<rect y="380" width="600" height="220" fill="#f4f1ee"/>`,
        `<path d="M 0 430 C 120 400 180 470 300 440 C 420 410 480 470 600 450" fill="none" stroke="#c9c3c0" stroke-width="3" opacity="0.7"/>`,
        `<path d="M 40 600 C 120 520 200 540 260 480 C 300 440 360 450 420 400" fill="none" stroke="#bdb6b3" stroke-width="2" opacity="0.6"/>`,
        `<path d="M 380 600 C 420 540 500 530 600 500" fill="none" stroke="#d4cecb" stroke-width="4" opacity="0.6"/>`,
        `<rect y="376" width="600" height="6" fill="#e2dcd8"/>`,
      ].join('');
    case 'linen':
      return [
        `<rect width="600" height="600" fill="${shift(tint, { s: -25, l: 2 })}"/>`,
        `<path d="M 0 360 C 150 330 250 390 400 350 C 500 325 560 340 600 330 L 600 600 L 0 600 Z" fill="#f1e9e1"/>`,
        `<path d="M 0 420 C 120 400 240 450 360 420 C 460 396 540 410 600 400" fill="none" stroke="#ded2c6" stroke-width="10" opacity="0.8"/>`,
        `<path d="M 0 520 C 160 490 260 540 420 500 C 500 480 560 495 600 488" fill="none" stroke="#e3d8cd" stroke-width="14" opacity="0.7"/>`,
        `<path d="M 60 600 C 120 520 220 480 320 470" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.5"/>`,
      ].join('');
    case 'terrazzo': {
      const chips = Array.from({ length: 22 }, (_, i) => {
        const x = (seed >> i % 20) % 600;
        const y = 400 + ((seed >> (i + 5) % 20) % 190);
        const colour = ['#e8b4a8', '#b9cbb8', '#d9c8a9', '#9fb2c4'][i % 4];
        return `<ellipse cx="${(x + i * 27) % 600}" cy="${y}" rx="${5 + (i % 4) * 2}" ry="${3 + (i % 3) * 2}" fill="${colour}"/>`;
      }).join('');
      return [
        `<rect width="600" height="600" fill="#eef1ef"/>`,
        ...[0, 1, 2, 3, 4].map(
          (i) =>
            `<rect x="${i * 120}" y="0" width="120" height="390" fill="none" stroke="#dfe5e2" stroke-width="3"/>`,
        ),
        `<rect y="130" width="600" height="3" fill="#dfe5e2"/><rect y="260" width="600" height="3" fill="#dfe5e2"/>`,
        `<rect y="390" width="600" height="210" fill="#f6f2ee"/>`,
        chips,
        `<rect y="386" width="600" height="8" fill="#e6e0da"/>`,
      ].join('');
    }
    case 'vanity':
      return [
        `<rect width="600" height="600" fill="${shift(tint, { s: -20, l: 3 })}"/>`,
        `<path d="M 330 380 L 330 140 A 110 110 0 0 1 550 140 L 550 380 Z" fill="#ffffff" opacity="0.55"/>`,
        `<path d="M 330 380 L 330 140 A 110 110 0 0 1 550 140 L 550 380" fill="none" stroke="#c9a45c" stroke-width="6"/>`,
        `<path d="M 380 160 L 420 120 M 392 200 L 470 122" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.8"/>`,
        `<rect y="380" width="600" height="220" fill="#c99c75"/>`,
        `<rect y="380" width="600" height="14" fill="#b38560"/>`,
        `<path d="M 0 460 C 200 450 400 470 600 455 M 0 540 C 220 530 380 552 600 538" fill="none" stroke="#b88c66" stroke-width="3" opacity="0.7"/>`,
      ].join('');
  }
}

const FRANGIPANI = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${[0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<ellipse cx="0" cy="-26" rx="17" ry="30" transform="rotate(${a})" fill="#fffaf2" stroke="#f1e3cf" stroke-width="2"/>`,
    )
    .join('')}<circle r="12" fill="#f6c453"/></g>`;

const LEAVES = (x: number, y: number, s: number, flip = false) =>
  `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M 0 0 C 40 -40 90 -70 140 -80" fill="none" stroke="#6f8f62" stroke-width="5"/>${[
    [30, -24, -30],
    [62, -46, -40],
    [96, -64, -25],
    [128, -78, -15],
  ]
    .map(
      ([lx, ly, a]) =>
        `<ellipse cx="${lx}" cy="${(ly ?? 0) - 16}" rx="10" ry="24" transform="rotate(${a} ${lx} ${ly})" fill="#86a878"/>`,
    )
    .join('')}</g>`;

const PEBBLES = (x: number, y: number) =>
  [
    `<ellipse cx="${x}" cy="${y}" rx="38" ry="20" fill="#d8d2cc"/>`,
    `<ellipse cx="${x + 46}" cy="${y + 8}" rx="26" ry="14" fill="#bfb7b0"/>`,
    `<ellipse cx="${x - 8}" cy="${y - 6}" rx="16" ry="5" fill="#ffffff" opacity="0.5"/>`,
  ].join('');

const TOWEL = (x: number, y: number, colour: string) =>
  [
    `<rect x="${x}" y="${y - 60}" width="150" height="62" rx="31" fill="${colour}"/>`,
    `<ellipse cx="${x + 150}" cy="${y - 29}" rx="24" ry="31" fill="${shift(colour, { l: -6 })}"/>`,
    `<ellipse cx="${x + 150}" cy="${y - 29}" rx="10" ry="14" fill="${shift(colour, { l: -16 })}"/>`,
  ].join('');

/** The product in its setting, as SVG (600×600). */
export function lifestyleSvg(input: PackshotInput, scene: LifestyleScene): string {
  const seed = hashString(input.key);
  const p = makePaint('l', input.key, input.colour);
  const draw = shapeDraw(input.shape, input.swatches);
  const left = seed % 2 === 0;
  // The pack stands on the surface (y 404 in this space), a little off centre.
  const x = left ? -60 : 60;
  const product = `<g transform="translate(${300 + x} 404) scale(0.92) translate(-300 -480)">${draw(p, input.text)}</g>`;
  const dab = `<ellipse cx="${left ? 440 : 160}" cy="470" rx="44" ry="16" fill="${p.product}"/><ellipse cx="${left ? 430 : 150}" cy="465" rx="16" ry="4" fill="#ffffff" opacity="0.55"/>`;
  const props = {
    marble: FRANGIPANI(left ? 470 : 130, 440, 1.1) + LEAVES(left ? 600 : 0, 380, 1, left),
    linen: LEAVES(left ? 610 : -10, 420, 1.2, left) + FRANGIPANI(left ? 500 : 100, 520, 0.8),
    terrazzo: PEBBLES(left ? 440 : 120, 420) + TOWEL(left ? 400 : 40, 560, '#f3e6da'),
    vanity: FRANGIPANI(left ? 420 : 180, 520, 0.8) + PEBBLES(left ? 500 : 60, 440),
  }[scene];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs>${p.defs}</defs>
${backdrop(scene, p.bgBottom, seed)}
${props}
${scene === 'terrazzo' ? '' : dab}
${product}
</svg>`;
}
