import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { AdminFeatureToggle, StaffRole } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as featuresPage from './admin-features';

const LIST = '/api/admin/feature-toggles';
const TOUR: AdminFeatureToggle = {
  key: 'kilau_quick_tour',
  enabled: true,
  version: 3,
  updated_at: '2026-11-20T03:15:00.000Z',
};
const UNKNOWN: AdminFeatureToggle = {
  key: 'beta_checkout',
  enabled: false,
  version: 1,
  updated_at: '2026-11-21T03:15:00.000Z',
};

const render = (replies: ApiReplies = {}, role: StaffRole = 'admin') => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    [`GET ${LIST}`]: { data: [TOUR, UNKNOWN] },
    ...replies,
  });
  renderRouteModule(featuresPage, {
    path: '/admin/features',
    url: '/admin/features',
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

describe('/admin/features', () => {
  it('lists each toggle by name with its switch, and switches the quick tour off at the version read', async () => {
    const { callsTo } = render({
      [`PATCH ${LIST}/kilau_quick_tour`]: { data: { ...TOUR, enabled: false, version: 4 } },
    });
    const tour = await screen.findByRole('switch', { name: 'Tur singkat' });
    expect(tour.getAttribute('aria-checked')).toBe('true');
    // A toggle the page does not know shows its key.
    expect(screen.getByRole('switch', { name: 'beta_checkout' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByText('Diubah 20 Nov 2026, 10:15', { exact: false })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(tour);
    expect(await screen.findByText('Tur singkat sekarang mati.')).toBeTruthy();
    expect(callsTo('PATCH', `${LIST}/kilau_quick_tour`).map((call) => call.body)).toEqual([
      { enabled: false, version: 3 },
    ]);
  }, 20_000);

  it('shows the API’s refusal when someone else switched it first', async () => {
    render({
      [`PATCH ${LIST}/kilau_quick_tour`]: {
        status: 409,
        errorCode: 'changed_by_someone_else',
        message: 'Data ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.',
      },
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Tur singkat' }));
    expect(
      await screen.findByText(
        'Data ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.',
      ),
    ).toBeTruthy();
  }, 20_000);

  it('is not for a role without settings.write, and asks the API for no list', async () => {
    const api = render({}, 'content');
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
    expect(api.callsTo('GET', LIST)).toEqual([]);
  });
});
