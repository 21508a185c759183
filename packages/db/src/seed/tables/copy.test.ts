import { describe, expect, it } from 'vitest';
import { Random } from '../random';
import { areaOf, writeCopy, type Area } from './copy';
import { FRAGRANCE_TOOL_LINES } from './lines-fragrance-tools';
import { BODY_HAIR_LINES } from './lines-body-hair';
import { MAKEUP_LINES } from './lines-makeup';
import { SKINCARE_LINES } from './lines-skincare';
import type { ProductLine } from './product-line';

const LINES: readonly ProductLine[] = [
  ...SKINCARE_LINES,
  ...MAKEUP_LINES,
  ...BODY_HAIR_LINES,
  ...FRAGRANCE_TOOL_LINES,
];

/** Parts of the body a description of each area must not speak of. */
const FOREIGN: Record<Area, RegExp> = {
  lips: /rambut|pipi|bulu mata|kelopak|wajah/i,
  cheeks: /bibir|rambut|bulu mata|kelopak/i,
  eyes: /bibir|rambut|pipi/i,
  lashes: /bibir|rambut|pipi|kelopak/i,
  face: /bibir|rambut|pipi|bulu mata/i,
  skin: /bibir|rambut/i,
  hair: /bibir|wajah|pipi|bulu mata/i,
  body: /bibir|rambut|wajah|bulu mata/i,
  other: /bibir|aroma mawar/i,
};

describe('product descriptions match the product type', () => {
  it.each([
    ['Lipstick', 'lips'],
    ['Blush', 'cheeks'],
    ['Mascara', 'lashes'],
    ['Eyeshadow', 'eyes'],
    ['Cushion', 'face'],
    ['Serum & Essence', 'skin'],
    ['Shampoo', 'hair'],
    ['Body Lotion', 'body'],
    ['Facial Tools', 'other'],
  ] as const)('a %s line is for the %s', (category, area) => {
    const line = LINES.find((candidate) => candidate.category === category);
    expect(line && areaOf(line)).toBe(area);
  });

  it('a long-lasting blush speaks of cheeks, a mascara of lashes, a lipstick of lips', () => {
    const copy = (category: string, name: string) => {
      const line = LINES.find((candidate) => candidate.category === category)!;
      return writeCopy(new Random(1), {
        name,
        brand: 'Kilau',
        line,
        active: name,
        extra: 'Long Lasting',
      }).description;
    };
    expect(copy('Blush', 'Velvet Blush Long Lasting')).toContain('Rona pipi tahan hingga 12 jam');
    expect(copy('Blush', 'Velvet Blush Long Lasting')).not.toContain('bibir');
    expect(copy('Mascara', 'Curl Up Mascara Long Lasting')).toContain('Bulu mata tetap lentik');
    expect(copy('Lipstick', 'Velvet Lipstick Long Lasting')).toContain('nyaman di bibir');
  });

  it('no line of any type talks about another part of the body', () => {
    const wrong: string[] = [];
    for (const line of LINES) {
      const foreign = FOREIGN[areaOf(line)];
      for (const form of line.forms) {
        for (const active of line.actives) {
          for (const extra of line.extras) {
            const name = `${active} ${form} ${extra}`;
            // Several draws: the closing sentences are picked at random.
            for (let seed = 0; seed < 8; seed += 1) {
              const { description } = writeCopy(new Random(`${name}:${seed}`), {
                name,
                brand: 'Kilau',
                line,
                active,
                extra,
              });
              if (foreign.test(description)) wrong.push(`${line.category}: ${description}`);
            }
          }
        }
      }
    }
    expect([...new Set(wrong)].slice(0, 5)).toEqual([]);
  });
});
