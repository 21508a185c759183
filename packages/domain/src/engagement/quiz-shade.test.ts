import { modeLch65, modeRgb, useMode } from 'culori/fn';
import { describe, expect, it } from 'vitest';
import {
  deriveShadeTarget,
  matchShades,
  shadeDifference,
  type QuizShadeAnswer,
  type QuizShadeCandidate,
} from './quiz-shade';
import { QUIZ_SHADE_MAX_DIFFERENCE, shadeCloseness } from './quiz-shade-rules';

useMode(modeRgb);
const lch = useMode(modeLch65);

const answer = (
  question_position: number,
  shade_hex: string | null,
  undertone: QuizShadeAnswer['undertone'] = null,
): QuizShadeAnswer => ({ question_position, shade_hex, undertone });

describe('deriveShadeTarget (the skin colour and undertone of the chosen answers)', () => {
  it.each<[string, QuizShadeAnswer[], { skin_hex: string; undertone: string } | null]>([
    ['no answer names a colour: no shade', [answer(1, null, 'warm')], null],
    ['no answers: no shade', [], null],
    [
      'one colour, no undertone: neutral',
      [answer(1, '#e0b48f')],
      {
        skin_hex: '#e0b48f',
        undertone: 'neutral',
      },
    ],
    [
      'the undertone of another question joins the colour',
      [answer(1, '#e0b48f'), answer(3, null, 'cool')],
      { skin_hex: '#e0b48f', undertone: 'cool' },
    ],
    [
      'two undertones: the earliest question wins',
      [answer(4, null, 'cool'), answer(1, '#c68e62'), answer(2, null, 'warm')],
      { skin_hex: '#c68e62', undertone: 'warm' },
    ],
    [
      'two colours are averaged (in CIELAB)',
      [answer(1, '#f5d7bf'), answer(2, '#e0b48f')],
      { skin_hex: '#ebc5a7', undertone: 'neutral' },
    ],
  ])('%s', (_name, answers, expected) => {
    const target = deriveShadeTarget(answers);
    if (expected === null) expect(target).toBeNull();
    else expect(target).toMatchObject(expected);
  });

  it.each([
    ['neutral keeps the skin colour', 'neutral', 0],
    ['warm turns it toward yellow', 'warm', 1],
    ['cool turns it toward pink', 'cool', -1],
  ] as const)('%s', (_name, undertone, direction) => {
    const target = deriveShadeTarget([answer(1, '#e0b48f', undertone)]);
    if (!target) throw new Error('no target');
    const hue = (hex: string) => lch(hex)?.h ?? 0;
    expect(Math.sign(Math.round(hue(target.target_hex) - hue('#e0b48f')))).toBe(direction);
  });
});

const FACE: [string, string][] = [
  ['Porcelain', '#f3d9c4'],
  ['Light Rose', '#eccbb3'],
  ['Fair Ivory', '#efd2b6'],
  ['Natural Beige', '#ddb48f'],
  ['Warm Beige', '#d9ae85'],
  ['Golden Tan', '#bd8a5d'],
  ['Mocha', '#7f5334'],
];
const range = (productId: number, names: string[], totalSold = 0): QuizShadeCandidate[] =>
  FACE.filter(([name]) => names.includes(name)).map(([, hex], i) => ({
    product_id: productId,
    combination_id: productId * 100 + i,
    hex,
    total_sold: totalSold,
  }));
const target = (hex: string, undertone: QuizShadeAnswer['undertone'] = null) => {
  const found = deriveShadeTarget([answer(1, hex, undertone)]);
  if (!found) throw new Error('no target');
  return found;
};

describe('matchShades (each product its closest shade, best first)', () => {
  it.each<[string, ReturnType<typeof target>, QuizShadeCandidate[], [number, string][]]>([
    [
      'a medium skin gets each range’s beige',
      target('#e0b48f'),
      [...range(1, ['Porcelain', 'Natural Beige', 'Golden Tan']), ...range(2, ['Warm Beige'])],
      [
        [1, '#ddb48f'],
        [2, '#d9ae85'],
      ],
    ],
    [
      'a range with nothing near is left out, not matched badly',
      target('#8d5a3b'),
      [...range(1, ['Porcelain', 'Light Rose']), ...range(2, ['Mocha'])],
      [[2, '#7f5334']],
    ],
    [
      'a cool undertone picks the rosy shade of a fair range',
      target('#f1d2bc', 'cool'),
      range(1, ['Light Rose', 'Fair Ivory']),
      [[1, '#eccbb3']],
    ],
    [
      'a warm undertone picks the ivory shade of the same range',
      target('#f1d2bc', 'warm'),
      range(1, ['Light Rose', 'Fair Ivory']),
      [[1, '#efd2b6']],
    ],
    [
      'equal differences go to the best-selling product',
      target('#ddb48f'),
      [...range(1, ['Natural Beige'], 5), ...range(2, ['Natural Beige'], 9)],
      [
        [2, '#ddb48f'],
        [1, '#ddb48f'],
      ],
    ],
    ['no candidates, no match', target('#ddb48f'), [], []],
  ])('%s', (_name, goal, candidates, expected) => {
    expect(matchShades(goal, candidates).map((m) => [m.product_id, m.hex])).toEqual(expected);
  });

  it('names at most the limit, and never a shade past the largest difference', () => {
    const many = Array.from({ length: 6 }, (_, i) =>
      range(i + 1, ['Natural Beige', 'Mocha']),
    ).flat();
    const matches = matchShades(target('#e0b48f'), many);
    expect(matches).toHaveLength(3);
    for (const match of matches)
      expect(match.difference).toBeLessThanOrEqual(QUIZ_SHADE_MAX_DIFFERENCE);
  });

  it('measures the CIEDE2000 difference (0 for the same colour, symmetric)', () => {
    expect(shadeDifference('#ddb48f', '#ddb48f')).toBe(0);
    expect(shadeDifference('#ddb48f', '#7f5334')).toBe(shadeDifference('#7f5334', '#ddb48f'));
    expect(shadeDifference('#ddb48f', '#7f5334')).toBeGreaterThan(QUIZ_SHADE_MAX_DIFFERENCE);
  });
});

describe('shadeCloseness (how the result words a match)', () => {
  it.each([
    [0, 'exact'],
    [2, 'exact'],
    [2.1, 'close'],
    [5, 'close'],
    [5.1, 'near'],
    [8, 'near'],
  ] as const)('a difference of %s is %s', (difference, closeness) => {
    expect(shadeCloseness(difference)).toBe(closeness);
  });
});
