import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type DataExportList } from '@kilau/domain/accounts';
import { USER_ME_PATH } from '~/features/account/api/account.server';
import type { Member } from '~/features/account/types';
import { axeViolations } from '~/testing/axe';
import { actionAnswer, renderRouteModule, routeRequest, stubApi } from '~/testing/route-module';
import * as layout from './account';
import * as page from './my-privacy';

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

const EXPORTS: DataExportList = {
  can_request: false,
  requests: [
    {
      id: '12',
      status: 'ready',
      requested_at: '2026-11-29T03:00:00.000Z',
      ready_at: '2026-11-29T03:01:00.000Z',
      expires_at: '2026-11-30T03:01:00.000Z',
      size_bytes: 4096,
    },
    {
      id: '11',
      status: 'expired',
      requested_at: '2026-11-20T03:00:00.000Z',
      ready_at: '2026-11-20T03:01:00.000Z',
      expires_at: '2026-11-21T03:01:00.000Z',
      size_bytes: 4000,
    },
  ],
};

const renderPrivacy = (exports: DataExportList | null = EXPORTS) => {
  const api = stubApi({
    [`GET ${USER_ME_PATH}`]: { data: SARI },
    'GET /api/account/data-export': exports ? { data: exports } : { status: 500 },
  });
  const view = renderRouteModule(page, {
    parent: { id: 'routes/account', path: '/', module: layout },
    path: 'my-privacy',
    url: '/my-privacy',
    context: api.context,
  });
  return { api, view };
};

const post = (form: Record<string, string>, replies: Parameters<typeof stubApi>[0]) => {
  const api = stubApi(replies);
  const request = routeRequest('/my-privacy', { form });
  return {
    api,
    run: () => page.action({ request, context: api.context, params: {} } as never),
  };
};

describe('/my-privacy: "Privasi & data" (issue 25)', () => {
  it('lists the requests, a ready one with its download link, and the closure card', async () => {
    const { view } = renderPrivacy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privasi & data' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Unduh data saya' });
    const link = within(list).getByRole('link', { name: 'Unduh (.zip)' });
    expect(link.getAttribute('href')).toBe('/api/account/data-export/12/download');
    expect(within(list).getByText('Kedaluwarsa')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Minta unduhan data' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Tutup akun' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privasi & data' })).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('says so when the requests cannot be read', async () => {
    renderPrivacy(null);
    expect(await screen.findByText(/tidak bisa dimuat/)).toBeTruthy();
  });

  it('asks for an export through the API', async () => {
    const { api, run } = post(
      { intent: 'data-export' },
      { 'POST /api/account/data-export': { data: EXPORTS, message: 'Permintaan diterima.' } },
    );
    expect(await run()).toEqual({
      intent: 'data-export',
      ok: true,
      message: 'Permintaan diterima.',
    });
    expect(api.callsTo('POST', '/api/account/data-export')).toHaveLength(1);
  });

  it('refuses a closure form without the code, the choice or the tick, before the API', async () => {
    const { api, run } = post({ intent: 'close-account', code: '12', reviews: 'anonymise' }, {});
    const answer = actionAnswer(await run());
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as { fields: object }).fields).sort()).toEqual([
      'code',
      'confirm',
    ]);
    expect(api.callsTo('POST', '/api/account/closure')).toEqual([]);
  });

  it('shows a wrong code on its field', async () => {
    const { run } = post(
      { intent: 'close-account', code: '123456', reviews: 'remove', confirm: 'on' },
      {
        'POST /api/account/closure': {
          status: 422,
          errorCode: 'incorrect_otp',
          message: 'Kode OTP salah.',
        },
      },
    );
    expect(actionAnswer(await run())).toEqual({
      status: 422,
      body: { intent: 'close-account', ok: false, fields: { code: 'Kode OTP salah.' } },
    });
  });

  it('closes the account and sends the browser home, signed out', async () => {
    const { api, run } = post(
      { intent: 'close-account', code: '123456', reviews: 'remove', confirm: 'on' },
      {
        'POST /api/account/closure': {
          data: { closed_at: '2026-11-29T03:00:00.000Z', reviews: 'remove', reviews_affected: 2 },
        },
      },
    );
    const thrown = await run().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(page.CLOSED_ACCOUNT_REDIRECT);
    expect(api.callsTo('POST', '/api/account/closure')[0]!.body).toEqual({
      code: '123456',
      reviews: 'remove',
    });
  });
});
