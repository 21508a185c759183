import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMidtransSignature } from './gateway/signature';
import { orderRef, paymentTestApp, type PaymentTestApp } from '../../test/payment-app';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(async () => {
  await t?.close();
});

const VISA_3DS = '4811 1111 1111 1114';
const VISA_DENY = '4911 1111 1111 1113';
const VISA_CHALLENGE = '4511 1111 1111 1117';
const MASTERCARD = '5211 1111 1111 1117';

async function tokenFor(cardNumber: string) {
  const { status, body } = await t.cardToken({ card_number: cardNumber });
  expect(status).toBe(200);
  return String(body.token_id);
}

const threeDs = (transactionId: string, otp: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/v2/3ds/${transactionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ otp, ...extra }).toString(),
  });

describe('the tokeniser (POST /sandbox-gateway/v2/token)', () => {
  it('answers a token and the masked number, like Midtrans', async () => {
    const { status, body } = await t.cardToken({ card_number: VISA_3DS });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status_code: '200',
      status_message: 'OK, success request new token',
      hash: '481111-1114',
      token_id: expect.stringMatching(/^481111-1114-[0-9a-f-]{36}$/),
    });
  });

  it.each([
    [
      'a number failing Luhn',
      { card_number: '4811 1111 1111 1115' },
      'card_number does not match with luhn algorithm',
    ],
    ['no number', { card_number: '' }, 'card_number is required'],
    [
      'letters in the number',
      { card_number: '4811-1111-1111-1114' },
      'card_number does not match with luhn algorithm',
    ],
    [
      'an expired card',
      { card_number: VISA_3DS, card_exp_month: '10', card_exp_year: '2026' },
      'card is expired',
    ],
    [
      'month 13',
      { card_number: VISA_3DS, card_exp_month: '13' },
      'card_exp_month and card_exp_year must be a valid expiry',
    ],
    ['a two-digit CVV', { card_number: VISA_3DS, card_cvv: '12' }, 'card_cvv must be 3 digits'],
    [
      'an Amex with a 3-digit CVV',
      { card_number: '3782 822463 10005', card_cvv: '123' },
      'card_cvv must be 4 digits',
    ],
    [
      'a saved token that does not exist',
      { token_id: 'nope', card_cvv: '123' },
      'token_id is invalid or expired',
    ],
  ])('refuses %s (400)', async (_case, card, message) => {
    const { status, body } = await t.cardToken(card);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status_code: '400',
      validation_messages: expect.arrayContaining([message]),
    });
  });

  it('refuses another client key (401)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v2/token',
      payload: {
        client_key: 'SB-Mid-client-other',
        card_number: VISA_3DS,
        card_exp_month: '12',
        card_exp_year: '2030',
        card_cvv: '123',
      },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().status_code).toBe('401');
  });

  it('never stores a card number or a CVV: only the first six and last four digits', async () => {
    for (const number of [VISA_3DS, VISA_DENY, MASTERCARD]) {
      const token = await tokenFor(number);
      await t.gateway.charge({
        orderRef: orderRef(),
        grossAmount: 90_000,
        method: 'credit_debit_card',
        card: { tokenId: token },
      });
    }
    const { rows } = await sql<{ row: string }>`
      select row_to_json(tok)::text as row from gateway_card_tokens tok
      union all select row_to_json(tx)::text from gateway_transactions tx
      union all select row_to_json(n)::text from payment_notifications n
      union all select row_to_json(m)::text from midtrans_tokens m`.execute(t.db);
    expect(rows.length).toBeGreaterThan(3);
    const everything = rows.map((entry) => entry.row).join('\n');
    for (const number of [VISA_3DS, VISA_DENY, MASTERCARD]) {
      const digits = number.replace(/\s/g, '');
      expect(everything).not.toContain(digits);
      expect(everything).not.toContain(digits.slice(6, 12));
      expect(everything).not.toContain(number);
    }
    const tokens = await t.db
      .selectFrom('gateway_card_tokens')
      .select(['masked_card', 'card_brand'])
      .execute();
    for (const token of tokens) expect(token.masked_card).toMatch(/^\d{6}-\d{4}$/);
    expect(tokens.map((token) => token.card_brand)).toEqual(
      expect.arrayContaining(['visa', 'mastercard']),
    );
  });

  it('serves its script, exposing MidtransNew3ds', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/v2/assets/js/midtrans-new-3ds.min.js',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain('window.MidtransNew3ds');
    expect(res.body).toContain('getCardToken');
  });
});

describe('card charges and 3-D Secure', () => {
  it('a card charge asks for 3-D Secure; the OTP 112233 captures it and the shop is told', async () => {
    const token = await tokenFor(VISA_3DS);
    const ref = orderRef();
    const result = await t.gateway.charge({
      orderRef: ref,
      grossAmount: 310_000,
      method: 'credit_debit_card',
      card: { tokenId: token },
    });
    expect(result).toMatchObject({
      status: 'pending',
      status_code: '201',
      masked_card: '481111-1114',
      payment_type: 'credit_card',
    });
    expect(result.redirect_url).toBe(
      `http://127.0.0.1:3000/sandbox-gateway/v2/3ds/${result.transaction_id}`,
    );

    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/v2/3ds/${result.transaction_id}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="otp"');
    expect(page.body).toContain('Rp310.000');

    const done = await threeDs(result.transaction_id, '112233');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Payment authorised');
    expect(done.body).toContain('src="/sandbox-gateway/v2/assets/js/3ds-result.js"');
    expect(done.body).toMatch(
      /data-result="[^"]*&quot;transaction_status&quot;:&quot;capture&quot;/,
    );
    // No inline script: the page policy's script-src applies unchanged.
    expect(done.body.match(/<script\b[^>]*>/g)?.every((tag) => tag.includes(' src='))).toBe(true);
    const sent = t.lastNotification(ref) as Record<string, string>;
    expect(sent).toMatchObject({
      transaction_status: 'capture',
      fraud_status: 'accept',
      status_code: '200',
      masked_card: '481111-1114',
    });
    expect(verifyMidtransSignature(sent as never, t.keys.serverKey)).toBe(true);
    expect(await t.gateway.status(ref)).toMatchObject({ status: 'capture' });
  });

  it('a wrong OTP fails 3-D Secure: denied (202)', async () => {
    const token = await tokenFor(VISA_3DS);
    const result = await t.gateway.charge({
      orderRef: orderRef(),
      grossAmount: 100_000,
      method: 'credit_debit_card',
      card: { tokenId: token },
    });
    await threeDs(result.transaction_id, '000000');
    expect(await t.gateway.status(result.order_id)).toMatchObject({
      status: 'deny',
      status_code: '202',
    });
    const again = await threeDs(result.transaction_id, '112233');
    expect(again.statusCode).toBe(200);
    expect((await t.gateway.status(result.order_id)).status).toBe('deny');
  });

  it.each([
    [
      'the bank denies 4911…',
      VISA_DENY,
      { status: 'deny', status_code: '202', fraud_status: 'accept' },
    ],
    [
      'fraud detection challenges 4511…',
      VISA_CHALLENGE,
      {
        status: 'challenge',
        transaction_status: 'capture',
        fraud_status: 'challenge',
        status_code: '201',
      },
    ],
    [
      'a Mastercard is accepted',
      MASTERCARD,
      { status: 'capture', fraud_status: 'accept', status_code: '200' },
    ],
  ])('%s after 3-D Secure', async (_case, number, expected) => {
    const token = await tokenFor(number);
    const result = await t.gateway.charge({
      orderRef: orderRef(),
      grossAmount: 120_000,
      method: 'credit_debit_card',
      card: { tokenId: token },
    });
    await threeDs(result.transaction_id, '112233');
    expect(await t.gateway.status(result.order_id)).toMatchObject(expected);
  });

  it('a challenged capture is accepted by approving it on its page', async () => {
    const token = await tokenFor(VISA_CHALLENGE);
    const result = await t.gateway.charge({
      orderRef: orderRef(),
      grossAmount: 120_000,
      method: 'credit_debit_card',
      card: { tokenId: token },
    });
    await threeDs(result.transaction_id, '112233');
    expect((await t.gateway.core.act(result.transaction_id, 'approve')).ok).toBe(true);
    expect(await t.gateway.status(result.order_id)).toMatchObject({
      status: 'capture',
      fraud_status: 'accept',
    });
  });

  it('without 3-D Secure the card is decided at once; a token works once', async () => {
    const token = await tokenFor(MASTERCARD);
    const result = await t.gateway.charge({
      orderRef: orderRef(),
      grossAmount: 60_000,
      method: 'credit_debit_card',
      card: { tokenId: token, authentication: false },
    });
    expect(result).toMatchObject({ status: 'capture', status_code: '200' });
    expect(result.redirect_url).toBeUndefined();
    await expect(
      t.gateway.charge({
        orderRef: orderRef(),
        grossAmount: 60_000,
        method: 'credit_debit_card',
        card: { tokenId: token },
      }),
    ).rejects.toMatchObject({ kind: 'invalid', statusCode: '411' });
  });

  it('a card approve button does nothing before 3-D Secure', async () => {
    const token = await tokenFor(VISA_3DS);
    const result = await t.gateway.charge({
      orderRef: orderRef(),
      grossAmount: 60_000,
      method: 'credit_debit_card',
      card: { tokenId: token },
    });
    expect(await t.gateway.core.act(result.transaction_id, 'approve')).toMatchObject({
      ok: false,
      reason: 'not_allowed',
    });
  });

  it('a saved card: the capture reports saved_token_id, which with the CVV gives a new token', async () => {
    const token = await tokenFor(VISA_3DS);
    const ref = orderRef();
    const result = await t.gateway.charge({
      orderRef: ref,
      grossAmount: 75_000,
      method: 'credit_debit_card',
      card: { tokenId: token, saveCard: true },
    });
    await threeDs(result.transaction_id, '112233');
    const sent = t.lastNotification(ref) as Record<string, string>;
    expect(sent.saved_token_id).toMatch(/^481111[A-Za-z0-9_-]{20}1114$/);
    const status = await t.gateway.status(ref);
    expect(status.saved_token_id).toBe(sent.saved_token_id);

    const again = await t.cardToken({
      token_id: sent.saved_token_id,
      card_cvv: '123',
      card_number: undefined,
    });
    expect(again.status).toBe(200);
    expect(again.body.hash).toBe('481111-1114');
    const second = await t.gateway.charge({
      orderRef: orderRef(),
      grossAmount: 75_000,
      method: 'credit_debit_card',
      card: { tokenId: String(again.body.token_id) },
    });
    expect(second.status).toBe('pending');
  });

  it('run as a full page, 3-D Secure returns to the shop’s callback with the response', async () => {
    const token = await tokenFor(VISA_3DS);
    const result = await t.gateway.charge({
      orderRef: orderRef(),
      grossAmount: 55_000,
      method: 'credit_debit_card',
      card: { tokenId: token },
    });
    const res = await threeDs(result.transaction_id, '112233', {
      callback_url: 'http://127.0.0.1:3000/order/confirmation/9',
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe('/order/confirmation/9');
    expect(JSON.parse(location.searchParams.get('response') ?? '{}')).toMatchObject({
      transaction_status: 'capture',
    });
    // A callback to another site is dropped (no open redirect through the gateway).
    const token2 = await tokenFor(VISA_3DS);
    const other = await t.gateway.charge({
      orderRef: orderRef(),
      grossAmount: 55_000,
      method: 'credit_debit_card',
      card: { tokenId: token2 },
    });
    const foreign = await threeDs(other.transaction_id, '112233', {
      callback_url: 'https://evil.example/steal',
    });
    expect(foreign.statusCode).toBe(200);
  });
});
