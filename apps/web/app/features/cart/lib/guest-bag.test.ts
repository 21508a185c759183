import { afterEach, describe, expect, it, vi } from 'vitest';
import { aLine } from '../testing/lines';
import {
  clearGuestBag,
  GUEST_BAG_KEY,
  guestBagCount,
  guestLineOf,
  putGuestLine,
  readGuestBag,
  subscribeGuestBag,
  toGuestLine,
  writeGuestBag,
} from './guest-bag';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const stored = () => JSON.parse(window.localStorage.getItem(GUEST_BAG_KEY) ?? 'null');

afterEach(() => window.localStorage.clear());

describe('the guest bag in the browser (000 §1, §3, §4)', () => {
  it('starts empty with a random merge key that stays while the bag is unchanged', () => {
    const bag = readGuestBag();
    expect(bag.lines).toEqual([]);
    expect(bag.mergeKey).toMatch(UUID);
    expect(readGuestBag()).toBe(bag);
  });

  it('keeps its lines and merge key, versioned, under one storage key', () => {
    const { mergeKey } = readGuestBag();
    writeGuestBag({ mergeKey, lines: [aLine({ quantity: 2 })] });
    expect(stored()).toMatchObject({ version: 1, merge_key: mergeKey, lines: [{ id: '7' }] });
    const read = readGuestBag();
    expect(read.mergeKey).toBe(mergeKey);
    expect(read.lines).toEqual([aLine({ quantity: 2 })]);
  });

  it.each([
    ['another version', { version: 0, merge_key: crypto.randomUUID(), lines: [aLine()] }],
    ['garbage', 'not json {'],
    [
      'a bad quantity',
      { version: 1, merge_key: crypto.randomUUID(), lines: [aLine({ quantity: 0 })] },
    ],
  ])('reads %s as an empty bag', (_case, value) => {
    window.localStorage.setItem(
      GUEST_BAG_KEY,
      typeof value === 'string' ? value : JSON.stringify(value),
    );
    expect(readGuestBag().lines).toEqual([]);
  });

  it('gives a stored bag without a valid merge key a new one', () => {
    window.localStorage.setItem(
      GUEST_BAG_KEY,
      JSON.stringify({ version: 1, merge_key: 'guessable', lines: [aLine()] }),
    );
    expect(readGuestBag().mergeKey).toMatch(UUID);
  });

  it('an emptied bag is removed from storage', () => {
    writeGuestBag({ mergeKey: readGuestBag().mergeKey, lines: [aLine()] });
    writeGuestBag({ mergeKey: readGuestBag().mergeKey, lines: [] });
    expect(window.localStorage.getItem(GUEST_BAG_KEY)).toBeNull();
  });

  it('is cleared after a merge only when it is still the merged bag', () => {
    const first = readGuestBag().mergeKey;
    writeGuestBag({ mergeKey: first, lines: [aLine()] });
    clearGuestBag('00000000-0000-4000-8000-000000000000');
    expect(readGuestBag().lines).toHaveLength(1);
    clearGuestBag(first);
    expect(window.localStorage.getItem(GUEST_BAG_KEY)).toBeNull();
    expect(readGuestBag().mergeKey).not.toBe(first);
  });

  it('tells subscribers of its own writes and of other tabs', () => {
    const listener = vi.fn();
    const stop = subscribeGuestBag(listener);
    writeGuestBag({ mergeKey: readGuestBag().mergeKey, lines: [aLine()] });
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: GUEST_BAG_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    writeGuestBag({ mergeKey: readGuestBag().mergeKey, lines: [] });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('guest bag lines', () => {
  it('puts a line at the checked total: a new entry is appended, the same entry replaced', () => {
    const serum = aLine();
    const toner = aLine({ id: '8', combination_id: '21', name: 'Toner' });
    let lines = putGuestLine([], serum, 1);
    lines = putGuestLine(lines, toner, 1);
    lines = putGuestLine(lines, serum, 3);
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([
      ['7', 3],
      ['8', 1],
    ]);
    expect(guestBagCount(lines)).toBe(4);
  });

  it('keeps e-gift cards for different recipients apart', () => {
    const card = (recipient_email: string) =>
      aLine({ egift_info: { recipient_email, delivery_date: '2026-05-01' } });
    const lines = putGuestLine(
      putGuestLine([], card('a@example.com'), 1),
      card('b@example.com'),
      1,
    );
    expect(lines).toHaveLength(2);
  });

  it('sends ids as strings, a pack with its parts and an e-gift with its recipient', () => {
    const pack = aLine({
      id: 30 as unknown as string,
      combination_id: 300 as unknown as string,
      is_pack: true,
      pack_content: [
        { product_id: '1', name: 'A', combination_id: '11', combination_name: null, quantity: 1 },
        { product_id: '2', name: 'B', combination_id: '21', combination_name: null, quantity: 1 },
      ],
    });
    expect(toGuestLine(pack)).toEqual({
      id: '30',
      combination_id: '300',
      quantity: 1,
      is_pack: true,
      pack: [
        { product_id: '1', combination_id: '11' },
        { product_id: '2', combination_id: '21' },
      ],
    });
    const egift = { recipient_email: 'a@example.com', delivery_date: '2026-05-01' };
    expect(toGuestLine(aLine({ egift_info: egift }))).toEqual({
      id: '7',
      combination_id: '11',
      quantity: 1,
      egift_info: egift,
    });
  });

  it('turns an add request into the line the rule check takes', () => {
    expect(
      guestLineOf({
        product: { id: '7', combination_id: '11', quantity: 2, is_special_price: true },
        reference: { route: 'Home', location_type: 'slider' },
      }),
    ).toEqual({ id: '7', combination_id: '11', quantity: 2 });
  });
});
