import { describe, expect, it } from 'vitest';
import { addToGuestBag, emptyGuestBag, parseGuestBag, planGuestBagMerge } from './guest-bag';
import type { CartLine } from './types';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  combination_id: 'c1',
  quantity: 1,
  ...over,
});

describe('guest bag (000 §1, §4)', () => {
  it.each([
    ['a valid stored bag', { version: 1, lines: [line()] }, [line()]],
    ['another version', { version: 0, lines: [line()] }, []],
    ['garbage', 'not json', []],
    ['a line with a bad quantity', { version: 1, lines: [line({ quantity: 0 })] }, []],
    ['a line with a fractional quantity', { version: 1, lines: [line({ quantity: 1.5 })] }, []],
    [
      'a line with a numeric combination id',
      { version: 1, lines: [{ ...line(), combination_id: 7 }] },
      [],
    ],
    ['a line without an id', { version: 1, lines: [{ combination_id: 'c1', quantity: 1 }] }, []],
    ['lines that are not a list', { version: 1, lines: { 0: line() } }, []],
    ['nothing stored', null, []],
    ['an array', [line()], []],
    [
      'a line with extra facts (kept)',
      { version: 1, lines: [line({ is_egift: true, name: 'Serum' } as Partial<CartLine>)] },
      [line({ is_egift: true, name: 'Serum' } as Partial<CartLine>)],
    ],
  ])('reads %s', (_rule, stored, lines) => {
    expect(parseGuestBag(stored).lines).toEqual(lines);
  });

  it('000 §4 guests go through the cart-rule check', () => {
    const first = addToGuestBag(emptyGuestBag(), line());
    expect(first.outcome).toEqual({ kind: 'add', quantity: 1 });
    const egift = addToGuestBag(first.bag, line({ id: 2, combination_id: 'e', is_egift: true }));
    expect(egift.outcome).toMatchObject({ kind: 'refuse', code: 'cart_egift_alone' });
    expect(egift.bag).toBe(first.bag);
  });
});

describe('guest bag merge on login (000 §4: sum, then limits and rules, report)', () => {
  it.each([
    ['new lines are posted', [], [line()], [line()], []],
    [
      'same entry sums below the limit',
      [line({ quantity: 5 })],
      [line({ quantity: 4 })],
      [line({ quantity: 4 })],
      [],
    ],
    [
      'sum above 20 is cut to the limit and reported',
      [line({ quantity: 15 })],
      [line({ quantity: 8 })],
      [line({ quantity: 5 })],
      [{ code: 'cart_quantity_limit', added: 5, params: { limit: 20 } }],
    ],
    [
      'a full line adds nothing',
      [line({ quantity: 20 })],
      [line({ quantity: 1 })],
      [],
      [{ code: 'cart_quantity_limit', added: 0, params: { limit: 20 } }],
    ],
    [
      'above the stock: added up to the stock and reported',
      [line({ quantity: 2 })],
      [line({ quantity: 4, stock: 5 })],
      [line({ quantity: 3, stock: 5 })],
      [{ code: 'out_of_stock', added: 3 }],
    ],
    [
      'the stock already held: nothing added',
      [line({ quantity: 5 })],
      [line({ quantity: 1, stock: 5 })],
      [],
      [{ code: 'out_of_stock', added: 0 }],
    ],
    [
      'two e-gift recipients stay two lines',
      [line({ egift_info: { recipient_email: 'a@x.id', delivery_date: '2026-12-01' } })],
      [line({ egift_info: { recipient_email: 'b@x.id', delivery_date: '2026-12-01' } })],
      [line({ egift_info: { recipient_email: 'b@x.id', delivery_date: '2026-12-01' } })],
      [],
    ],
    [
      'a guest pre-order never replaces the member cart',
      [line()],
      [line({ id: 2, combination_id: 'p', is_pre_order: true })],
      [],
      [{ code: 'cart_preorder_mix_confirm', added: 0 }],
    ],
    [
      'an e-gift is reported',
      [line()],
      [line({ id: 3, combination_id: 'e', is_egift: true })],
      [],
      [{ code: 'cart_egift_alone', added: 0 }],
    ],
  ])('000 §4 %s', (_rule, server, guest, toPost, issues) => {
    const plan = planGuestBagMerge(server, guest);
    expect(plan.toPost).toEqual(toPost);
    expect(plan.issues).toEqual(issues.map((issue) => expect.objectContaining(issue)));
  });
});
