import { describe, expect, it } from 'vitest';
import { auditPageHref, isoDayOf, readAuditFilters } from './audit-filters';

describe('the audit log filters', () => {
  it.each([
    ['01/11/2026', '2026-11-01'],
    ['1/2/2026', '2026-02-01'],
    [' 29/02/2028 ', '2028-02-29'],
    ['29/02/2026', null],
    ['2026-11-01', null],
    ['11/2026', null],
  ])('day %j', (text, day) => {
    expect(isoDayOf(text)).toBe(day);
  });

  it('reads WIB days, known filters and the page from the address', () => {
    const read = readAuditFilters(
      new URLSearchParams('staff_id=7&entity=staff&from=01/11/2026&to=bad&skip=100&limit=9999'),
    );
    expect(read.invalid).toEqual(['to']);
    expect(read.query).toEqual({
      staff_id: '7',
      entity: 'staff',
      from: '2026-10-31T17:00:00.000Z',
      skip: 100,
      limit: 50,
    });
  });

  it('asks up to the start of the day after `to` (the API’s `to` excludes)', () => {
    const read = readAuditFilters(new URLSearchParams('from=30/11/2026&to=30/11/2026'));
    expect(read.query).toMatchObject({
      from: '2026-11-29T17:00:00.000Z',
      to: '2026-11-30T17:00:00.000Z',
    });
  });

  it('refuses a staff id that is not a number and a negative page', () => {
    const read = readAuditFilters(new URLSearchParams('staff_id=1 or 1&skip=-5'));
    expect(read.query).toEqual({ skip: 0, limit: 50 });
    expect(readAuditFilters(new URLSearchParams('staff_id=0')).query.staff_id).toBeUndefined();
    expect(read.filters.staff_id).toBe('1 or 1');
  });

  it('writes another page of the same filters', () => {
    const { filters } = readAuditFilters(new URLSearchParams('action=staff.update'));
    expect(auditPageHref(filters, 0)).toBe('/admin/audit-log?action=staff.update');
    expect(auditPageHref(filters, 50)).toBe('/admin/audit-log?action=staff.update&skip=50');
  });
});
