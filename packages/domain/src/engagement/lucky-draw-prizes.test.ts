import { describe, expect, it } from 'vitest';
import { drawPrize, hasPrizeLeft, remainingForQuota } from './lucky-draw-prizes';

const prize = (id: number, weight: number, remaining = 5, is_active = true) => ({
  id,
  weight,
  remaining,
  is_active,
});
// Weights 1, 3 (of 4): [0, 0.25) draws prize 1, [0.25, 1) prize 2.
const two = [prize(2, 3), prize(1, 1)];

describe('drawPrize: by weight among the prizes left (issue 21)', () => {
  it.each([
    ['the first quarter of the odds draws the weight-1 prize', two, 0, 1],
    ['just below its share still draws it', two, 0.2499, 1],
    ['its share ends where the next prize starts', two, 0.25, 2],
    ['the top of the range draws the last prize', two, 0.9999999, 2],
    ['a random of 1 is kept inside the range', two, 1, 2],
    ['a prize with none left is out of the draw', [prize(1, 1, 0), prize(2, 3)], 0, 2],
    ['an inactive prize is out of the draw', [prize(1, 1, 5, false), prize(2, 3)], 0, 2],
    ['nothing left draws nothing', [prize(1, 1, 0), prize(2, 3, 0)], 0.5, null],
    ['no prizes draw nothing', [], 0.5, null],
  ])('%s', (_line, prizes, random, expected) => {
    expect(drawPrize(prizes, random)?.id ?? null).toBe(expected);
  });

  it('draws each prize in proportion to its weight', () => {
    const counts = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const won = drawPrize(two, i / 1000)!;
      counts.set(won.id, (counts.get(won.id) ?? 0) + 1);
    }
    expect(counts.get(1)).toBe(250);
    expect(counts.get(2)).toBe(750);
  });
});

describe('hasPrizeLeft: the campaign is listed only with quota', () => {
  it.each([
    ['an active prize with some left', [prize(1, 1, 1)], true],
    ['every prize drawn', [prize(1, 1, 0)], false],
    ['only inactive prizes left', [prize(1, 1, 3, false)], false],
    ['no prizes at all', [], false],
  ])('%s', (_line, prizes, expected) => {
    expect(hasPrizeLeft(prizes)).toBe(expected);
  });
});

describe('remainingForQuota: a new quota keeps what was claimed', () => {
  it.each([
    ['raised: the new units are left to draw', { quota: 10, remaining: 4 }, 12, 6],
    ['lowered to the claimed count: none left', { quota: 10, remaining: 4 }, 6, 0],
    ['lowered below the claimed count: refused', { quota: 10, remaining: 4 }, 5, null],
  ])('%s', (_line, current, quota, expected) => {
    expect(remainingForQuota(current, quota)).toBe(expected);
  });
});
