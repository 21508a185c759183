import { describe, expect, it } from 'vitest';
import { STATES } from '../testing/fixtures';
import {
  chipDate,
  daysBefore,
  filterFromUrl,
  filterSearch,
  listRequest,
  parseDay,
  statusBuckets,
  todayWib,
} from './filter';

const buckets = statusBuckets(STATES);
const fromUrl = (search: string) =>
  filterFromUrl(new URL(`http://shop/my-orders${search}`), buckets);

describe('the order filter in the URL (000 §4, §9)', () => {
  it.each([
    ['nothing', '', { status: null, from: null, to: null }],
    ['a known bucket', '?status=shipped', { status: 'shipped', from: null, to: null }],
    ['an unknown bucket is ignored', '?status=lost', { status: null, from: null, to: null }],
    [
      'a range',
      '?from=2024-08-01&to=2024-08-31',
      { status: null, from: '2024-08-01', to: '2024-08-31' },
    ],
    [
      'a reversed range is swapped',
      '?from=2024-08-31&to=2024-08-01',
      { status: null, from: '2024-08-01', to: '2024-08-31' },
    ],
    ['an impossible day is ignored', '?from=2024-02-30', { status: null, from: null, to: null }],
    ['a malformed day is ignored', '?to=5-8-2024', { status: null, from: null, to: null }],
  ])('%s', (_case, search, expected) => {
    expect(fromUrl(search)).toEqual(expected);
  });

  it('writes back what it reads', () => {
    const filter = { status: 'cancelled', from: '2024-08-01', to: null };
    expect(filterSearch(filter)).toBe('?status=cancelled&from=2024-08-01');
    expect(fromUrl(filterSearch(filter))).toEqual(filter);
    expect(filterSearch({ status: null, from: null, to: null })).toBe('');
  });

  it('turns a bucket into its state ids (buckets by formatted state name)', () => {
    expect(
      listRequest(20, { status: 'in_progress', from: '2024-08-01', to: null }, buckets),
    ).toEqual({
      skip: 20,
      stateIds: [5, 6, 7],
      from: '2024-08-01',
      to: null,
    });
    expect(listRequest(0, { status: 'cancelled', from: null, to: null }, buckets).stateIds).toEqual(
      [11, 13],
    );
  });

  it('shows days as dd - MM - yy and counts days in WIB', () => {
    expect(chipDate('2024-08-05')).toBe('05 - 08 - 24');
    // 23:30 UTC on 4 Aug is 06:30 on 5 Aug in WIB.
    const now = Date.parse('2024-08-04T23:30:00Z');
    expect(todayWib(now)).toBe('2024-08-05');
    expect(daysBefore(now, 6)).toBe('2024-07-30');
    expect(parseDay('2024-13-01')).toBeNull();
  });
});
