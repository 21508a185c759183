import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../test/members';
import { normaliseMaskedCard, rememberCard } from './saved-cards';
import { FIXED_NOW, paymentTestApp, type PaymentTestApp } from '../../test/payment-app';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;
const cardsOf = async (member: Member) =>
  (await member.inject({ method: 'GET', url: '/api/payment/midtrans-tokens' })).json()
    .data as Array<{
    id: number;
    masked_card: string;
    saved_token_id: string;
  }>;

describe('saved cards (GET / DELETE /api/payment/midtrans-tokens)', () => {
  it.each([
    ['GET', '/api/payment/midtrans-tokens'],
    ['DELETE', '/api/payment/midtrans-tokens/1'],
  ] as const)('%s %s answers 401 for guests', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'unauthorized', message: 'Silakan login.' });
  });

  it('lists the cards the gateway saved for the member, masked; saving one again refreshes it', async () => {
    const member = await registerMember(t.app);
    expect(await cardsOf(member)).toEqual([]);
    expect(
      await rememberCard(
        t.db,
        member.id,
        { savedTokenId: '481111aaaaaaaaaaaaaaaaaaaa1114', maskedCard: '481111-1114' },
        FIXED_NOW,
      ),
    ).toBe(true);
    await rememberCard(
      t.db,
      member.id,
      {
        savedTokenId: '521111bbbbbbbbbbbbbbbbbbbb1117',
        maskedCard: '521111-1117',
        expiryMonth: 12,
        expiryYear: 2030,
      },
      new Date(FIXED_NOW.getTime() + 1000),
    );
    await rememberCard(
      t.db,
      member.id,
      { savedTokenId: '481111cccccccccccccccccccc1114', maskedCard: '481111-XXXX-1114' },
      new Date(FIXED_NOW.getTime() + 2000),
    );
    const cards = await cardsOf(member);
    expect(cards).toEqual([
      expect.objectContaining({
        masked_card: '481111-XXXX-1114',
        saved_token_id: '481111cccccccccccccccccccc1114',
        card_brand: 'visa',
      }),
      expect.objectContaining({
        masked_card: '521111-XXXX-1117',
        card_brand: 'mastercard',
        expiry_month: 12,
        expiry_year: 2030,
      }),
    ]);
  });

  it('a card whose token expired is not listed; a masked number that is not one is not kept', async () => {
    const member = await registerMember(t.app);
    await rememberCard(
      t.db,
      member.id,
      {
        savedTokenId: 'expired-token-1',
        maskedCard: '481111-1114',
        tokenExpiresAt: new Date(FIXED_NOW.getTime() - 1),
      },
      FIXED_NOW,
    );
    expect(
      await rememberCard(
        t.db,
        member.id,
        { savedTokenId: 'x', maskedCard: '4811111111111114' },
        FIXED_NOW,
      ),
    ).toBe(false);
    expect(await cardsOf(member)).toEqual([]);
    expect(normaliseMaskedCard('4811111111111114')).toBeNull();
  });

  it("deletes the member's own card; another member's is 404; a second delete is 404", async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    await rememberCard(
      t.db,
      owner.id,
      { savedTokenId: 'tok-owner-1', maskedCard: '481111-1114' },
      FIXED_NOW,
    );
    const [card] = await cardsOf(owner);
    const notTheirs = await other.inject({
      method: 'DELETE',
      url: `/api/payment/midtrans-tokens/${card!.id}`,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({
      errorCode: 'saved_card_not_found',
      message: 'Kartu tersimpan tidak ditemukan.',
    });
    expect(await cardsOf(owner)).toHaveLength(1);
    const removed = await owner.inject({
      method: 'DELETE',
      url: `/api/payment/midtrans-tokens/${card!.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      success: true,
      data: { _id: String(card!.id), deleted: true },
      message: 'Kartu berhasil dihapus.',
    });
    expect(await cardsOf(owner)).toEqual([]);
    expect(
      (await owner.inject({ method: 'DELETE', url: `/api/payment/midtrans-tokens/${card!.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('a card id %s is 422', async (id) => {
    const member = await registerMember(t.app);
    const res = await member.inject({
      method: 'DELETE',
      url: `/api/payment/midtrans-tokens/${id}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toHaveProperty('id');
  });

  it("a failure to delete answers the spec's 'Silakan coba lagi dalam beberapa saat'", async () => {
    const member = await registerMember(t.app);
    await sql`alter table midtrans_tokens rename to midtrans_tokens_away`.execute(t.db);
    try {
      const res = await member.inject({ method: 'DELETE', url: '/api/payment/midtrans-tokens/1' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'card_delete_failed',
        message: 'Silakan coba lagi dalam beberapa saat',
      });
    } finally {
      await sql`alter table midtrans_tokens_away rename to midtrans_tokens`.execute(t.db);
    }
  });
});
