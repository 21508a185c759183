import { describe, expect, it } from 'vitest';
import { createNotifyMeSchema } from './notify-me';
import { rememberRecentlyViewed } from './recently-viewed';
import { variantOptions } from './variant';

describe('recently viewed (000 §7, §9: 10)', () => {
  it.each([
    ['first view', [], 7, ['7']],
    ['newest first', ['3', '2'], 7, ['7', '3', '2']],
    ['a repeat moves to the front once', ['3', '7', '2'], 7, ['7', '3', '2']],
    [
      'keeps at most ten',
      ['1', '2', '3', '4', '5', '6', '8', '9', '10', '11'],
      7,
      ['7', '1', '2', '3', '4', '5', '6', '8', '9', '10'],
    ],
    ['drops junk from storage', ['3', null, 'x', { id: 4 }, 5], '7', ['7', '3', '5']],
    ['drops duplicates from storage', ['3', '3', 3], 7, ['7', '3']],
  ] as const)('%s', (_rule, ids, id, expected) => {
    expect(rememberRecentlyViewed(ids, id)).toEqual(expected);
  });
});

describe('variant options (000 §9 Shade, Variant, Size)', () => {
  it('names each combination by its shade, variant or size', () => {
    const options = variantOptions([
      { attributes: { shade: { name: '01 Rosy' } } },
      { attributes: { size: { name: '30 ml' } } },
      { attributes: { variant: { name: 'Mini' } } },
    ]);
    expect(options.map(({ key, code, name }) => [key, code, name])).toEqual([
      ['shade', 'variant_shade', '01 Rosy'],
      ['size', 'variant_size', '30 ml'],
      ['variant', 'variant_variant', 'Mini'],
    ]);
  });

  it('offers nothing for a product without options', () => {
    expect(variantOptions([{ attributes: { non_specify: { name: '' } } }])).toEqual([]);
    expect(variantOptions(undefined)).toEqual([]);
  });
});

describe('notify me (000 §7)', () => {
  const schema = createNotifyMeSchema('en');
  it.each([
    ['valid', { product_id: '4', combination_id: '9', email: ' ayu@example.com ' }, true],
    ['email required', { product_id: 4, combination_id: 9, email: '' }, false],
    ['email malformed', { product_id: 4, combination_id: 9, email: 'ayu@' }, false],
    ['combination required', { product_id: 4, email: 'ayu@example.com' }, false],
  ] as const)('%s', (_rule, input, ok) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });

  it('gives the catalogue message', () => {
    const result = schema.safeParse({ product_id: 4, combination_id: 9, email: 'x' });
    expect(result.success ? null : result.error.issues[0]?.message).toBe('E-mail is not valid');
    expect(schema.parse({ product_id: '4', combination_id: '9', email: 'a@b.co' })).toEqual({
      product_id: 4,
      combination_id: 9,
      email: 'a@b.co',
    });
  });
});
