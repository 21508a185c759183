import { describe, expect, it } from 'vitest';
import { cartLineKey, type LineIdentity } from './line-key';
import { isSameEntry, type CartLine } from './types';

describe('cart line key (design/the-bag.md line identity)', () => {
  it.each<[string, LineIdentity, string]>([
    ['a plain line', {}, ''],
    ['an empty pack choice', { pack: [] }, ''],
    [
      'a pack, components sorted',
      {
        pack: [
          { product_id: 9, combination_id: 91 },
          { product_id: 3, combination_id: '31' },
        ],
      },
      'pack:3:31,9:91',
    ],
    [
      'an e-gift: recipient in lower case and the day',
      { egift_info: { recipient_email: ' Sari@Mail.COM ', delivery_date: '2026-12-01' } },
      'egift:sari@mail.com/2026-12-01',
    ],
    ['a special-price line', { is_special_price: true }, 'special'],
    ['a free-product line', { is_applied_free_product: true }, 'free'],
    [
      'a special-price pack',
      { pack: [{ product_id: 1, combination_id: 2 }], is_special_price: true },
      'pack:1:2|special',
    ],
  ])('%s', (_case, line, key) => {
    expect(cartLineKey(line)).toBe(key);
  });

  it('the same pack chosen in another order is the same key', () => {
    const a = cartLineKey({
      pack: [
        { product_id: 1, combination_id: 10 },
        { product_id: 2, combination_id: 20 },
      ],
    });
    const b = cartLineKey({
      pack: [
        { product_id: 2, combination_id: 20 },
        { product_id: 1, combination_id: 10 },
      ],
    });
    expect(a).toBe(b);
  });

  const line = (over: Partial<CartLine>): CartLine => ({
    id: 1,
    combination_id: '5',
    quantity: 1,
    ...over,
  });
  it.each<[string, CartLine, CartLine, boolean]>([
    ['same combination, plain', line({}), line({ quantity: 3 }), true],
    ['another combination', line({}), line({ combination_id: '6' }), false],
    ['number and string ids', line({ id: 1 }), line({ id: '1' }), true],
    [
      'two e-gift recipients',
      line({ egift_info: { recipient_email: 'a@x.id', delivery_date: '2026-12-01' } }),
      line({ egift_info: { recipient_email: 'b@x.id', delivery_date: '2026-12-01' } }),
      false,
    ],
    [
      'a stored key wins',
      line({ line_key: 'k' }),
      line({ line_key: 'k', is_special_price: true }),
      true,
    ],
    ['plain and special-price lines', line({}), line({ is_special_price: true }), false],
  ])('same entry: %s', (_case, a, b, same) => {
    expect(isSameEntry(a, b)).toBe(same);
  });
});
