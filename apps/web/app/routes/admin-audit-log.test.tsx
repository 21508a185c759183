import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import {
  makeAuditEntry,
  makeMe,
  makeStaff,
  STAFF_COOKIE,
} from '~/features/admin/testing/admin-fixtures';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import { axeViolations } from '~/testing/axe';
import * as auditLog from './admin-audit-log';

const ENTRIES = [
  makeAuditEntry(),
  makeAuditEntry({
    id: 9,
    at: '2026-11-19T01:00:00.000Z',
    action: 'staff.create',
    entity_id: '4',
    before: null,
    after: { email: 'sari@kilau.id', role: 'content', locked: false },
    ip: null,
  }),
];

const render = (url = '/admin/audit-log', replies: ApiReplies = {}) => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('admin') },
    [`GET ${ADMIN_API.staff}`]: { data: [makeStaff({ id: 1, name: 'Rina Admin' }), makeStaff()] },
    [`GET ${ADMIN_API.auditLog}`]: { data: ENTRIES, meta: { total: 120 } },
    ...replies,
  });
  renderRouteModule(auditLog, {
    path: '/admin/audit-log',
    url,
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

const auditQueries = (callsTo: ReturnType<typeof stubApi>['callsTo']) =>
  callsTo('GET', ADMIN_API.auditLog).map((call) =>
    Object.fromEntries(new URL(call.path, 'http://x').searchParams),
  );

describe('/admin/audit-log (route module)', () => {
  it('lists the newest page with times in WIB and pages on by the address', async () => {
    const { callsTo } = render();
    const table = await screen.findByRole('table', { name: 'Catatan log audit' });
    expect(within(table).getByText('20 Nov 2026, 10:15')).toBeTruthy();
    expect(screen.getByText('1–2 dari 120')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lebih lama' }).getAttribute('href')).toBe(
      '/admin/audit-log?skip=50',
    );
    expect(screen.queryByRole('link', { name: 'Lebih baru' })).toBeNull();
    expect(auditQueries(callsTo)).toEqual([{ skip: '0', limit: '50' }]);
  });

  it('puts the filters in the address and asks the API for them', async () => {
    const { callsTo } = render();
    await screen.findByRole('table', { name: 'Catatan log audit' });
    const filters = within(screen.getByRole('search', { name: 'Saring log' }));
    fireEvent.change(filters.getByLabelText('Staf'), { target: { value: '1' } });
    fireEvent.change(filters.getByLabelText('Jenis data'), { target: { value: 'staff' } });
    fireEvent.change(filters.getByLabelText('Dari tanggal'), { target: { value: '01/11/2026' } });
    fireEvent.change(filters.getByLabelText('Sampai tanggal'), {
      target: { value: '30/11/2026' },
    });
    fireEvent.click(filters.getByRole('button', { name: 'Terapkan' }));
    await screen.findByDisplayValue('staff');
    await expect.poll(() => auditQueries(callsTo).length).toBe(2);
    expect(auditQueries(callsTo)[1]).toEqual({
      staff_id: '1',
      entity: 'staff',
      // WIB days: from the first instant of 1 Nov up to (the API's `to` excludes) 1 Dec.
      from: '2026-10-31T17:00:00.000Z',
      to: '2026-11-30T17:00:00.000Z',
      skip: '0',
      limit: '50',
    });
    // The page is the address: the next page keeps the filters.
    await expect
      .poll(() => screen.getByRole('link', { name: 'Lebih lama' }).getAttribute('href'))
      .toBe(
        '/admin/audit-log?staff_id=1&entity=staff&from=01%2F11%2F2026&to=30%2F11%2F2026&skip=50',
      );
  });

  it('reads the filters back from the address, and says which day is no day', async () => {
    const { callsTo } = render('/admin/audit-log?action=staff.update&from=31/02/2026&skip=50');
    const filters = within(await screen.findByRole('search', { name: 'Saring log' }));
    expect((filters.getByLabelText('Tindakan') as HTMLInputElement).value).toBe('staff.update');
    expect(await filters.findByText('Tulis tanggal seperti 01/11/2026.')).toBeTruthy();
    expect(auditQueries(callsTo)).toEqual([{ action: 'staff.update', skip: '50', limit: '50' }]);
    expect(screen.getByRole('link', { name: 'Lebih baru' }).getAttribute('href')).toBe(
      '/admin/audit-log?action=staff.update&from=31%2F02%2F2026',
    );
  });

  it('opens a row to what changed, before → after', async () => {
    render();
    await screen.findByRole('table', { name: 'Catatan log audit' });
    const [first] = screen.getAllByRole('button', { name: 'Lihat perubahan' });
    fireEvent.click(first as HTMLElement);
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    const diff = within(screen.getByRole('table', { name: 'Perubahan staff.update pada staff 2' }));
    expect(diff.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'role',
      'version',
    ]);
    const role = within(diff.getByRole('rowheader', { name: 'role' }).closest('tr') as HTMLElement);
    expect(role.getByText('merchandiser')).toBeTruthy();
    expect(role.getByText('support')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Tutup perubahan' }));
    expect(screen.queryByRole('table', { name: /Perubahan staff.update/ })).toBeNull();
  });

  it('is not for a role without audit.read', async () => {
    const api = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('content') } });
    renderRouteModule(auditLog, {
      path: '/admin/audit-log',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
    expect(api.callsTo('GET', ADMIN_API.auditLog)).toEqual([]);
  });
});
