import { describe, expect, it } from 'vitest';
import { fakeApi, formOf, okResult } from '../testing/fake-api';
import { handleShippingAction } from './shipping-actions.server';

const LOGIN = '/?login=1&redirect=/order/shipping';

async function run(
  fields: Record<string, string>,
  api: Parameters<typeof handleShippingAction>[0]['api'],
) {
  const result = (await handleShippingAction({
    api,
    form: formOf(fields),
    locale: 'id',
    loginPath: LOGIN,
  })) as { data: Record<string, unknown>; init: { status?: number } | null };
  return { body: result.data, status: result.init?.status ?? 200 };
}

describe('the shipping step action, by intent (design/checkout-and-payment.md shipping as built)', () => {
  it('chooses the method with address_id, cart_id and service_code', async () => {
    const { api, calls } = fakeApi(() => okResult([], 'Metode pengiriman kamu sudah dipilih.'));
    const { body } = await run(
      { intent: 'choose-shipping', cart_id: '41', address_id: '7', service_code: 'jne_reg' },
      api,
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/shipping/user/me/shippings',
        body: { address_id: '7', cart_id: '41', service_code: 'jne_reg', shipping_type: 'all' },
      },
    ]);
    expect(body).toMatchObject({ intent: 'choose-shipping', ok: true, target: 'jne_reg' });
  });

  it('makes an address the bag’s with PUT /carts/{cartId}/address/{addressId}', async () => {
    const { api, calls } = fakeApi();
    const { body } = await run({ intent: 'choose-address', cart_id: '41', address_id: '8' }, api);
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/cart/carts/41/address/8', body: undefined },
    ]);
    expect(body).toMatchObject({ ok: true, message: 'Alamat pengiriman dipilih.' });
  });

  it.each([
    [
      'a field refusal answers the field’s message',
      {
        ok: false as const,
        status: 422,
        errorCode: 'shipping_service_unavailable',
        message: 'Data yang dikirim tidak valid.',
        data: { fields: { service_code: 'Layanan ini tidak tersedia.' } },
      },
      422,
      'Layanan ini tidak tersedia.',
    ],
    [
      'a refusal with a message answers it',
      { ok: false as const, status: 404, errorCode: 'cart_not_found', message: 'Tas tidak ada.' },
      404,
      'Tas tidak ada.',
    ],
    [
      'a failure without an answer says the generic retry text',
      { ok: false as const, status: 0 },
      503,
      'Silakan coba lagi dalam beberapa saat.',
    ],
  ])('%s', async (_rule, reply, status, message) => {
    const { api } = fakeApi(() => reply);
    const answer = await run(
      { intent: 'choose-shipping', cart_id: '41', address_id: '7', service_code: 'jne_reg' },
      api,
    );
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, message });
  });

  it('sends a shopper whose session ended to log in', async () => {
    const { api } = fakeApi(() => ({ ok: false, status: 401 }));
    await expect(
      run({ intent: 'choose-address', cart_id: '41', address_id: '8' }, api),
    ).rejects.toMatchObject({ status: 302 });
  });

  it('refuses an unknown intent or missing ids with a 400', async () => {
    const { api, calls } = fakeApi();
    await expect(run({ intent: 'nope' }, api)).rejects.toMatchObject({ init: { status: 400 } });
    await expect(run({ intent: 'choose-shipping', cart_id: '41' }, api)).rejects.toMatchObject({
      init: { status: 400 },
    });
    expect(calls).toEqual([]);
  });
});
