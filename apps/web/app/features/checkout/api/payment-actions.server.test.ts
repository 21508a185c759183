import { describe, expect, it } from 'vitest';
import type { ApiClient } from '~/lib/api-client.server';
import { makeOrder } from '../testing/fixtures';
import { fakeApi, formOf, okResult } from '../testing/fake-api';
import { handlePaymentAction, orderRequestOf } from './payment-actions.server';

const LOGIN = '/?login=1&redirect=/order/payment';

async function run(fields: Record<string, string>, api: ApiClient) {
  const result = (await handlePaymentAction({
    api,
    form: formOf(fields),
    locale: 'id',
    loginPath: LOGIN,
  })) as { data: Record<string, unknown>; init: { status?: number } | null };
  return { body: result.data, status: result.init?.status ?? 200 };
}

const PLACE = {
  intent: 'place-order',
  cart_id: '41',
  payment_method: 'ovo',
  total_price: '336000',
  phone_no: '081234567890',
  idempotency_key: '6f1c8a57-0e0d-4c3b-9f0e-3c1f2a9d8b11',
};

describe('placing the order from the payment step (design/checkout-and-payment.md orders as built)', () => {
  it('posts the Order payment request with the attempt’s Idempotency-Key', async () => {
    const { api } = fakeApi(() => ({
      ...okResult(makeOrder({ payment_method: 'ovo', payment: {} })),
      status: 201,
    }));
    await expect(run(PLACE, api)).rejects.toMatchObject({
      status: 302,
      headers: expect.any(Headers),
    });
    expect(api.post).toHaveBeenCalledWith(
      '/api/order/orders',
      { cart_id: '41', payment_method: 'ovo', total_price: 336_000, phone_no: '081234567890' },
      { headers: { 'Idempotency-Key': PLACE.idempotency_key } },
    );
  });

  it('goes on to the page the outcome names', async () => {
    const { api } = fakeApi(() => okResult(makeOrder()));
    const thrown = await run(PLACE, api).catch((response: Response) => response);
    expect((thrown as Response).headers.get('Location')).toBe('/order/confirmation/9001');
  });

  it('answers a provider’s page for the browser to open', async () => {
    const { api } = fakeApi(() =>
      okResult(
        makeOrder({ payment_method: 'kredivo', redirect_url: '/sandbox-gateway/redirect/t1' }),
      ),
    );
    const { body } = await run(
      { ...PLACE, payment_method: 'kredivo', installment_term: '3', phone_no: '' },
      api,
    );
    expect(body).toEqual({
      intent: 'place-order',
      outcome: 'provider',
      via: 'redirect',
      url: '/sandbox-gateway/redirect/t1',
      fields: {},
    });
  });

  it('stays on the step with the message when the call never reached the shop', async () => {
    const { api } = fakeApi(() => ({ ok: false, status: 0 }));
    const { body, status } = await run(PLACE, api);
    expect(status).toBe(503);
    expect(body).toMatchObject({ outcome: 'refused', retry: true });
  });

  it('sends a shopper whose session ended to log in', async () => {
    const { api } = fakeApi(() => ({ ok: false, status: 401 }));
    const thrown = await run(PLACE, api).catch((response: Response) => response);
    expect((thrown as Response).headers.get('Location')).toBe(LOGIN);
  });

  it('refuses a request without its key or total (400)', async () => {
    const { api, calls } = fakeApi();
    await expect(run({ ...PLACE, idempotency_key: '' }, api)).rejects.toMatchObject({
      init: { status: 400 },
    });
    await expect(run({ ...PLACE, total_price: 'abc' }, api)).rejects.toMatchObject({
      init: { status: 400 },
    });
    expect(calls).toEqual([]);
  });

  it('never lets a card number or CVV through to the API', () => {
    const body = orderRequestOf(
      formOf({
        ...PLACE,
        payment_method: 'credit_debit_card',
        token_id: '481111-1114-tok',
        save_card: 'true',
        card_number: '4811111111111114',
        card_cvv: '123',
      }),
    );
    expect(body).toEqual({
      cart_id: '41',
      payment_method: 'credit_debit_card',
      total_price: 336_000,
      phone_no: '081234567890',
      token_id: '481111-1114-tok',
      save_card: true,
    });
  });
});

describe('forgetting a saved card', () => {
  it('deletes it and says so', async () => {
    const { api, calls } = fakeApi(() =>
      okResult({ _id: '5', deleted: true }, 'Kartu berhasil dihapus.'),
    );
    const { body } = await run({ intent: 'delete-card', card_id: '5' }, api);
    expect(calls).toEqual([
      { method: 'DELETE', path: '/api/payment/midtrans-tokens/5', body: undefined },
    ]);
    expect(body).toEqual({
      intent: 'delete-card',
      target: '5',
      ok: true,
      message: 'Kartu berhasil dihapus.',
    });
  });

  it('says the catalogue’s card-delete failure when it fails (000 §8)', async () => {
    const { api } = fakeApi(() => ({ ok: false, status: 500, message: 'Internal' }));
    const { body, status } = await run({ intent: 'delete-card', card_id: '5' }, api);
    expect(status).toBe(500);
    expect(body).toMatchObject({ ok: false, message: 'Silakan coba lagi dalam beberapa saat' });
  });
});
