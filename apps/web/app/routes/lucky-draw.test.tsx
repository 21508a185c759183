import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LUCKY_DRAW_API } from '~/features/lucky-draw/api/lucky-draw.server';
import { makeDrawVoucher } from '~/features/lucky-draw/testing/fixtures';
import {
  actionAnswer,
  renderRouteModule,
  routeRequest,
  stubApi,
  type ApiReplies,
} from '~/testing/route-module';
import * as route from './lucky-draw';

const CAMPAIGNS = LUCKY_DRAW_API.promotions;

const replies = (overrides: ApiReplies = {}): ApiReplies => ({
  [`GET ${LUCKY_DRAW_API.claim}`]: { data: null },
  [`GET ${CAMPAIGNS}`]: { data: [{ _id: '9', slug: 'lucky-draw' }] },
  ...overrides,
});

const context = (api: ReturnType<typeof stubApi>) => api.context;

const runAction = (api: ReturnType<typeof stubApi>, form: Record<string, string>) =>
  route.action({
    request: routeRequest('/lucky-draw', { form }),
    context: api.context,
    params: {},
  } as Parameters<typeof route.action>[0]);

describe('/lucky-draw, the route module', () => {
  it('sends a guest to the login and back (the claimed-voucher call answers 401)', async () => {
    const api = stubApi(replies({ [`GET ${LUCKY_DRAW_API.claim}`]: { status: 401 } }));
    renderRouteModule(route, { path: '/lucky-draw', context: context(api) });
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/?login=1&redirect=/lucky-draw',
    );
  });

  it('reads the earlier voucher and the campaign (001 §7), then offers the play', async () => {
    const api = stubApi(replies());
    renderRouteModule(route, { path: '/lucky-draw', context: context(api) });
    expect(
      await screen.findByText('Hadiah masih tersedia. Tekan tombol untuk bermain.'),
    ).toBeTruthy();
    expect(api.callsTo('GET', CAMPAIGNS).map((call) => decodeURIComponent(call.path))).toEqual([
      '/api/catalog/v3/promotions?filter[slug]=lucky-draw&filter[object_type]=campaign' +
        '&fields=name,slug,is_active,is_display_icon_web',
    ]);
  });

  it('a member who holds the voucher sees it instead of the play', async () => {
    const api = stubApi(
      replies({ [`GET ${LUCKY_DRAW_API.claim}`]: { data: makeDrawVoucher({ code: 'LUCKY50K' }) } }),
    );
    renderRouteModule(route, { path: '/lucky-draw', context: context(api) });
    expect(await screen.findByRole('heading', { name: 'Kamu sudah bermain' })).toBeTruthy();
    expect(screen.getByText('LUCKY50K')).toBeTruthy();
  });

  it('the claim posts no body; the e-mail step sends the voucher id', async () => {
    const api = stubApi(
      replies({
        [`POST ${LUCKY_DRAW_API.claim}`]: { data: makeDrawVoucher() },
        [`POST ${LUCKY_DRAW_API.email}`]: {
          data: { voucher_id: '41', emailed_at: '2026-11-27T10:00:00.000Z' },
          message: 'Voucher berhasil dikirim ke email',
        },
      }),
    );
    const claim = actionAnswer(await runAction(api, { intent: 'claim' }));
    expect(claim.body).toMatchObject({
      intent: 'claim',
      result: { ok: true, data: { _id: '41' } },
    });
    expect(api.callsTo('POST', LUCKY_DRAW_API.claim)).toEqual([
      { method: 'POST', path: LUCKY_DRAW_API.claim, body: undefined },
    ]);
    const email = actionAnswer(await runAction(api, { intent: 'email', voucher_id: '41' }));
    expect(email.body).toMatchObject({ intent: 'email', result: { ok: true } });
    expect(api.callsTo('POST', LUCKY_DRAW_API.email)[0]?.body).toEqual({ voucher_id: '41' });
  });

  it('refuses an e-mail step without a voucher id before calling the API', async () => {
    const api = stubApi(replies());
    await expect(runAction(api, { intent: 'email', voucher_id: 'x' })).rejects.toMatchObject({
      init: { status: 400 },
    });
    expect(api.callsTo('POST', LUCKY_DRAW_API.email)).toEqual([]);
  });
});
