import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberRewards, PartnerPrize } from '@kilau/domain/rewards';
import { REWARDS_API } from '~/features/rewards/api/rewards.server';
import { RewardsPage } from '~/features/rewards/components/rewards-page';
import { renderInShell } from '~/testing/render';
import { actionAnswer, routeRequest, stubApi } from '~/testing/route-module';
import * as route from './my-rewards';

const PRIZES: PartnerPrize[] = [
  {
    id: '1',
    kind: 'phone_credit',
    partner_name: 'Telkomsel',
    name: 'Pulsa Rp25.000',
    cost: 250,
    type: 'points',
    image: null,
    stock: null,
    needs_phone: true,
  },
  {
    id: '4',
    kind: 'partner_voucher',
    partner_name: 'Kopi Kenangan',
    name: 'Voucher Kopi Kenangan',
    cost: 3,
    type: 'tokens',
    image: null,
    stock: 50,
    needs_phone: false,
  },
];

const MINE: MemberRewards = {
  own: true,
  badges: [{ key: 'first_order', name: 'Pesanan Pertama', earned_at: '2026-11-20T03:00:00.000Z' }],
  points: { count: 150 },
  total_october_campaign_tokens: 5,
  redemptions: [],
};

const runLoader = (api: ReturnType<typeof stubApi>) =>
  route.loader({
    request: routeRequest('/my-rewards'),
    context: api.context,
    params: {},
  } as Parameters<typeof route.loader>[0]);

const runAction = (api: ReturnType<typeof stubApi>, form: Record<string, string>) =>
  route.action({
    request: routeRequest('/my-rewards', { form }),
    context: api.context,
    params: {},
  } as Parameters<typeof route.action>[0]);

const kopi = {
  intent: 'redeem',
  partner_id: '4',
  points: '3',
  type: 'tokens',
  prize_name: 'Voucher Kopi Kenangan',
  idempotency_key: 'attempt-1234-4',
};

describe('/my-rewards, the route module', () => {
  it('reads the member’s rewards and the prizes; a guest goes to the login', async () => {
    const api = stubApi({
      [`GET ${REWARDS_API.mine}`]: { data: MINE },
      [`GET ${REWARDS_API.prizes}`]: { data: PRIZES },
    });
    const loaded = (await runLoader(api)) as Awaited<ReturnType<typeof route.loader>>;
    expect(loaded).toMatchObject({ rewards: MINE, prizes: PRIZES });
    expect(loaded.attemptKey).toMatch(/^[0-9a-f-]{36}$/);

    const guest = stubApi({ [`GET ${REWARDS_API.mine}`]: { status: 401 } });
    await expect(runLoader(guest)).rejects.toMatchObject({ status: 302 });
  });

  it('redeems with the form’s fields and answers the API’s message', async () => {
    const api = stubApi({
      [`POST ${REWARDS_API.redeem}`]: { data: {}, message: 'Hadiah berhasil ditukar.' },
    });
    const answer = actionAnswer(await runAction(api, { ...kopi, tnc: 'on' }));
    expect(answer.body).toEqual({
      intent: 'redeem',
      partnerId: '4',
      ok: true,
      message: 'Hadiah berhasil ditukar.',
    });
    expect(api.callsTo('POST', REWARDS_API.redeem)[0]?.body).toEqual({
      partner_id: '4',
      points: 3,
      type: 'tokens',
      prize_name: 'Voucher Kopi Kenangan',
      tnc: true,
    });
  });

  it('INSUFFICIENT_POINTS: the spec’s message, as the API says it (001 §8)', async () => {
    const api = stubApi({
      [`POST ${REWARDS_API.redeem}`]: {
        status: 422,
        errorCode: 'INSUFFICIENT_POINTS',
        message: 'Mohon maaf token anda tidak mencukupi.',
      },
    });
    const answer = actionAnswer(await runAction(api, { ...kopi, tnc: 'on' }));
    expect(answer.body).toMatchObject({
      ok: false,
      message: 'Mohon maaf token anda tidak mencukupi.',
    });
  });

  it('refuses unticked terms before calling the API', async () => {
    const api = stubApi({});
    const answer = actionAnswer(await runAction(api, kopi));
    expect(answer.body).toMatchObject({ ok: false, fields: { tnc: expect.any(String) } });
    expect(api.calls).toEqual([]);
  });
});

describe('the rewards page', () => {
  it('shows the balances, the badges earned and to earn, and a form per prize', () => {
    renderInShell(
      <RewardsPage rewards={MINE} prizes={PRIZES} userName="ayu" attemptKey="attempt-1" />,
    );
    const balances = screen.getByRole('region', { name: 'Saldo kamu' });
    expect(within(balances).getByText('150 poin')).toBeTruthy();
    expect(within(balances).getByText('5 token')).toBeTruthy();
    const badges = screen.getByRole('region', { name: 'Badge' });
    expect(within(badges).getByText('Pesanan Pertama')).toBeTruthy();
    expect(within(badges).getAllByText('Belum didapat')).toHaveLength(3);
    expect(within(badges).getByRole('link', { name: 'Lihat profil publik' })).toHaveProperty(
      'href',
      expect.stringContaining('/profile/ayu'),
    );
    const pulsa = screen.getByRole('article', { name: 'Pulsa Rp25.000' });
    expect(within(pulsa).getByLabelText(/Nomor HP penerima/)).toBeTruthy();
    expect(within(pulsa).getByRole('button', { name: 'Tukar 250 poin' })).toBeTruthy();
    const kopiCard = screen.getByRole('article', { name: 'Voucher Kopi Kenangan' });
    expect(within(kopiCard).queryByLabelText(/Nomor HP/)).toBeNull();
    expect(within(kopiCard).getByText(/Sisa 50/)).toBeTruthy();
  });
});
