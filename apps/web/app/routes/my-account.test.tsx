import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@kilau/domain/accounts';
import { ACADEMY_PATHS } from '~/features/academy/api/academy-calls';
import { USER_ME_PATH } from '~/features/account/api/account.server';
import type { Member } from '~/features/account/types';
import { AN_ACADEMY, PROGRESS } from '~/testing/academy';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as layout from './account';
import * as page from './my-account';

/** Member 5 as `GET /api/accounts/user/me` answers the account screen. */
const SARI: Member = {
  id: 5,
  email: 'sari@example.com',
  user_name: 'sari',
  first_name: 'Sari',
  last_name: 'Dewi',
  gender: 'Female',
  salute: 'Ms',
  phone_no: '081234567890',
  date_of_birth: null,
  image: null,
  bio: '',
  social_links: [],
  tags: { beauty: [], interest: [] },
  preferences: DEFAULT_PREFERENCES,
};

const ENROLMENT = {
  id: 1,
  status: 'pending',
  full_name: 'Sari Dewi',
  phone_no: '081234567890',
  city: 'Bandung',
  workplace_kind: 'shopper',
  workplace_name: '',
  instagram: '',
  motivation: 'Ingin belajar.',
  rejection_reason: null,
  submitted_at: '2026-11-20T17:30:00.000Z',
  decided_at: null,
  products: [],
};

/** The account page of Sari, with the academy answering `academy` and her enrolment. */
const renderAccount = (academy: ApiReplies) => {
  const api = stubApi({ [`GET ${USER_ME_PATH}`]: { data: SARI }, ...academy });
  const view = renderRouteModule(page, {
    parent: { id: 'routes/account', path: '/', module: layout },
    path: 'my-account',
    url: '/my-account',
    context: api.context,
  });
  return { api, view };
};

const card = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Lumera Academy' })).closest('section')!;

const withEnrolment = (enrolment: unknown, more: ApiReplies = {}): ApiReplies => ({
  [`GET ${ACADEMY_PATHS.settings}`]: { data: AN_ACADEMY },
  [`GET ${ACADEMY_PATHS.enrol}`]: { data: enrolment },
  ...more,
});

describe('/my-account: the academy card (001 §4)', () => {
  it('invites a member who never enrolled to enrol, asking for her own enrolment', async () => {
    const { api, view } = renderAccount(withEnrolment(null));
    const section = await card();
    expect(within(section).getByText('Akademi')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Daftar' }).getAttribute('href')).toBe(
      '/lumera-academy/enroll',
    );
    expect(api.callsTo('GET', ACADEMY_PATHS.enrol).map((call) => call.path)).toEqual([
      ACADEMY_PATHS.enrolment(5),
    ]);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('tells a pending member since when her enrolment is being reviewed', async () => {
    const { api } = renderAccount(withEnrolment(ENROLMENT));
    const section = await card();
    expect(
      within(section).getByText('Pendaftaranmu dikirim 21 Nov 2026 dan sedang ditinjau.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
    expect(api.callsTo('GET', ACADEMY_PATHS.progress)).toHaveLength(0);
  });

  it('shows a rejected member the reason and the way to enrol again', async () => {
    renderAccount(
      withEnrolment({ ...ENROLMENT, status: 'rejected', rejection_reason: 'Data belum lengkap.' }),
    );
    const section = await card();
    expect(
      within(section).getByText('Pendaftaranmu belum diterima: Data belum lengkap.'),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Daftar lagi' }).getAttribute('href')).toBe(
      '/lumera-academy/enroll',
    );
  });

  it('shows an approved member her progress and the way back to her classes', async () => {
    renderAccount(
      withEnrolment(
        { ...ENROLMENT, status: 'approved' },
        { [`GET ${ACADEMY_PATHS.progress}`]: { data: PROGRESS } },
      ),
    );
    const section = await card();
    expect(within(section).getByText('Kamu peserta aktif. Progres belajar 33%.')).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'Lanjutkan belajar' }).getAttribute('href'),
    ).toBe('/lumera-academy');
  });

  it('sends a graduate to her graduation page', async () => {
    renderAccount(
      withEnrolment(
        { ...ENROLMENT, status: 'approved' },
        {
          [`GET ${ACADEMY_PATHS.progress}`]: {
            data: { ...PROGRESS, percent: 100, graduated_at: '2026-11-25T03:00:00.000Z' },
          },
        },
      ),
    );
    const section = await card();
    expect(
      within(section).getByRole('link', { name: 'Lihat kelulusan' }).getAttribute('href'),
    ).toBe('/lumera-academy/graduation');
  });

  it('shows no card when no academy is active', async () => {
    const { api } = renderAccount({
      [`GET ${ACADEMY_PATHS.settings}`]: {
        status: 404,
        errorCode: 'academy_not_found',
        message: 'Akademi tidak ditemukan.',
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Akun Saya' })).toBeTruthy();
    expect(screen.queryByText('Akademi')).toBeNull();
    expect(api.callsTo('GET', ACADEMY_PATHS.enrol)).toHaveLength(0);
  });
});
