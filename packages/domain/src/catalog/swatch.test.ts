import { describe, expect, it } from 'vitest';
import { isHexColour, shadeSwatches, tileSwatchRow } from './swatch';

const shade = (name: string, hex: string | null) => ({ attributes: { shade: { name } }, hex });

describe('isHexColour', () => {
  it.each([
    ['#d99a94', true],
    ['#000000', true],
    ['#D99A94', false],
    ['#fff', false],
    ['d99a94', false],
    ['#d99a94ff', false],
    ['#12345g', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isHexColour(value)).toBe(expected);
  });
});

describe('shadeSwatches', () => {
  const seven = Array.from({ length: 7 }, (_, i) => shade(`0${i} Rosy`, `#00000${i}`));
  it.each([
    [
      'the first five shades, in order',
      seven,
      ['#000000', '#000001', '#000002', '#000003', '#000004'],
    ],
    [
      'a shade without a colour is skipped',
      [shade('01', null), shade('02', '#aabbcc')],
      ['#aabbcc'],
    ],
    ['sizes carry no swatch', [{ attributes: { size: { name: '30 ml' } }, hex: '#aabbcc' }], []],
    ['a variant carries no swatch', [{ attributes: { variant: { name: 'Mini' } }, hex: null }], []],
    ['no option', [{ attributes: { non_specify: { name: '' } }, hex: null }], []],
  ])('%s', (_, combinations, expected) => {
    expect(shadeSwatches(combinations)).toEqual(expected);
  });
});

describe('tileSwatchRow', () => {
  it.each([
    [
      '12 shades: five dots and +7',
      { swatches: ['#000001', '#000002', '#000003', '#000004', '#000005'], option_count: 12 },
      { hexes: ['#000001', '#000002', '#000003', '#000004', '#000005'], more: 7 },
    ],
    [
      '3 shades: three dots, nothing more',
      { swatches: ['#000001', '#000002', '#000003'], option_count: 3 },
      { hexes: ['#000001', '#000002', '#000003'], more: 0 },
    ],
    ['no swatches (sizes)', { option_count: 3 }, null],
    ['a single shade is no choice', { swatches: ['#000001'], option_count: 1 }, null],
    [
      'a malformed colour is not drawn',
      { swatches: ['red', '#000002'], option_count: 2 },
      { hexes: ['#000002'], more: 1 },
    ],
  ])('%s', (_, tile, expected) => {
    expect(tileSwatchRow(tile)).toEqual(expected);
  });
});
