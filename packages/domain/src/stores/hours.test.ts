import { describe, expect, it } from 'vitest';
import { directionsUrl, hoursOn, isStoreOpen, type WeekHours } from './hours';

const day = { open: '10:00', close: '22:00' };
const week: WeekHours = {
  mon: day,
  tue: day,
  wed: day,
  thu: day,
  fri: { open: '20:00', close: '02:00' },
  sat: day,
  sun: null,
};

describe('isStoreOpen: WIB wall-clock hours', () => {
  it.each([
    ['Monday 09:59 WIB', '2026-11-23T02:59:00Z', false],
    ['Monday 10:00 WIB', '2026-11-23T03:00:00Z', true],
    ['Monday 21:59 WIB', '2026-11-23T14:59:00Z', true],
    ['Monday 22:00 WIB', '2026-11-23T15:00:00Z', false],
    ['Sunday noon WIB (closed all day)', '2026-11-22T05:00:00Z', false],
    ['Friday 23:00 WIB (open past midnight)', '2026-11-27T16:00:00Z', true],
    ['Saturday 01:59 WIB (Friday night still)', '2026-11-27T18:59:00Z', true],
    ['Saturday 02:00 WIB', '2026-11-27T19:00:00Z', false],
  ])('%s', (_when, at, open) => {
    expect(isStoreOpen(week, new Date(at))).toBe(open);
  });

  it("reads today's hours on the WIB day", () => {
    // 18:00 UTC on Saturday is Sunday 01:00 WIB.
    expect(hoursOn(week, new Date('2026-11-21T18:00:00Z'))).toBeNull();
    expect(hoursOn(week, new Date('2026-11-21T16:59:00Z'))).toEqual(day);
  });

  it('links to Google Maps directions by coordinates', () => {
    expect(directionsUrl(-6.2297, 106.8093)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-6.2297,106.8093',
    );
  });
});
