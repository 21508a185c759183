import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useFetcher, useLoaderData, type AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  ORDER_FIELDS,
  ORDER_INTENTS,
  type OrderActionData,
} from '~/features/orders/lib/order-intents';
import { makeDetail, makeEntry, STATES } from '~/features/orders/testing/fixtures';
import { action, loader } from './my-orders';

type Answer = { status?: number; data?: unknown; message?: string; errorCode?: string };

/** The API host as the route sees it: answers by "METHOD path" (anything else is a 404). */
function fakeApi(answers: Record<string, Answer>) {
  const apiFetch = vi.fn(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path.split('?')[0]}`;
    const answer = answers[key] ?? { status: 404, message: 'Tidak ada' };
    const status = answer.status ?? 200;
    return Response.json(
      {
        success: status < 400,
        data: answer.data ?? null,
        message: answer.message,
        errorCode: answer.errorCode,
        meta: { code: status, ...(status < 400 ? { total: 1 } : {}) },
      },
      { status },
    );
  });
  const context = { apiFetch, cspNonce: '', requestId: 'test' } as AppLoadContext;
  return { apiFetch, context };
}

function LoaderProbe() {
  const data = useLoaderData<typeof loader>();
  const first = data.initial.first;
  return (
    <p>
      {first ? `${first.total} pesanan: ${first.entries.map((e) => e.reference_code).join()}` : ''}
      {data.initial.failure ? `gagal: ${data.initial.failure}` : ''}
    </p>
  );
}

function ActionProbe({ fields }: { fields: Record<string, string> }) {
  const fetcher = useFetcher<OrderActionData>();
  const result = fetcher.data?.result;
  return (
    <>
      <button type="button" onClick={() => void fetcher.submit(fields, { method: 'post' })}>
        kirim
      </button>
      {result ? (
        <output>
          {JSON.stringify({
            ok: result.ok,
            status: result.status,
            fields: result.ok ? undefined : (result.data as { fields?: unknown })?.fields,
            message: result.message,
          })}
        </output>
      ) : null}
    </>
  );
}

describe('/my-orders loader', () => {
  it('renders the first page with the order states', async () => {
    const { context } = fakeApi({
      'GET /api/order/order-state': { data: STATES },
      'GET /api/order/user/me/orders': { data: [makeEntry()] },
    });
    const Stub = createRoutesStub(
      [{ path: '/my-orders', Component: LoaderProbe, loader, HydrateFallback: () => null }],
      context,
    );
    render(<Stub initialEntries={['/my-orders']} />);
    expect(await screen.findByText('1 pesanan: KL-2408-0001')).toBeTruthy();
  });

  it('sends a guest (401) to the login and back here', async () => {
    const { context } = fakeApi({
      'GET /api/order/user/me/orders': { status: 401, message: 'Silakan login.' },
    });
    const Stub = createRoutesStub(
      [
        { path: '/my-orders', Component: LoaderProbe, loader, HydrateFallback: () => null },
        // loginRedirectPath: the home page opens the login dialog (`/?login=1&redirect=…`).
        { path: '/', Component: () => <p>halaman login</p> },
      ],
      context,
    );
    render(<Stub initialEntries={['/my-orders?status=unpaid']} />);
    expect(await screen.findByText('halaman login')).toBeTruthy();
  });
});

const order = (intent: string, fields: Record<string, string> = {}) => ({
  [ORDER_FIELDS.intent]: intent,
  [ORDER_FIELDS.orderId]: '1',
  ...fields,
});

describe('/my-orders action, one intent at a time', () => {
  const cases: {
    name: string;
    fields: Record<string, string>;
    api: Record<string, Answer>;
    calls: string | null;
    answer: Record<string, unknown>;
  }[] = [
    {
      name: 'cancel: sends the reason with the reference',
      fields: order(ORDER_INTENTS.cancel, {
        cancellation_reason: '  Ingin pesan bersama teman ',
        reference_code: 'KL-2408-0001',
      }),
      api: { 'PUT /api/order/order/1/cancelled': { data: makeDetail(), message: 'Dibatalkan.' } },
      calls: 'PUT /api/order/order/1/cancelled',
      answer: { ok: true, status: 200, message: 'Dibatalkan.' },
    },
    {
      name: 'cancel: refuses an empty reason on its field, without calling the API',
      fields: order(ORDER_INTENTS.cancel, { cancellation_reason: ' ', reference_code: 'KL' }),
      api: {},
      calls: null,
      answer: { ok: false, status: 422, fields: { cancellation_reason: 'Data belum diisi' } },
    },
    {
      name: 'pay-ovo: sends the number as 08…',
      fields: order(ORDER_INTENTS.payOvo, { phone_no: '812 3456 7890' }),
      api: { 'POST /api/payment/payments': { data: makeDetail({ payment_method: 'ovo' }) } },
      calls: 'POST /api/payment/payments',
      answer: { ok: true, status: 200 },
    },
    {
      name: 'pay-ovo: refuses a number outside the OVO rule on its field',
      fields: order(ORDER_INTENTS.payOvo, { phone_no: '12345' }),
      api: {},
      calls: null,
      answer: { ok: false, status: 422, fields: { phone_no: 'Nomor handphone OVO tidak valid' } },
    },
    {
      name: 'retry-gopay: a new charge',
      fields: order(ORDER_INTENTS.retryGopay),
      api: { 'PUT /api/order/order/1/retry': { data: makeDetail({ payment_method: 'gopay' }) } },
      calls: 'PUT /api/order/order/1/retry',
      answer: { ok: true, status: 200 },
    },
    {
      name: "retry-gopay: the API's refusal comes back as a value",
      fields: order(ORDER_INTENTS.retryGopay),
      api: {
        'PUT /api/order/order/1/retry': {
          status: 409,
          message: 'Pesanan tidak dapat dibayar ulang.',
          errorCode: 'order_not_retryable',
        },
      },
      calls: 'PUT /api/order/order/1/retry',
      answer: { ok: false, status: 409, message: 'Pesanan tidak dapat dibayar ulang.' },
    },
    {
      name: "reorder: re-adds the order's cart",
      fields: order(ORDER_INTENTS.reorder, { [ORDER_FIELDS.cartId]: '501' }),
      api: { 'POST /api/cart/carts/reorder': { data: { added: [], skipped: [] } } },
      calls: 'POST /api/cart/carts/reorder',
      answer: { ok: true, status: 200 },
    },
    {
      name: 'reorder: a guest is told 401',
      fields: order(ORDER_INTENTS.reorder, { [ORDER_FIELDS.cartId]: '501' }),
      api: { 'POST /api/cart/carts/reorder': { status: 401, message: 'Silakan login.' } },
      calls: 'POST /api/cart/carts/reorder',
      answer: { ok: false, status: 401, message: 'Silakan login.' },
    },
  ];

  it.each(cases)('$name', async ({ fields, api, calls, answer }) => {
    const { apiFetch, context } = fakeApi(api);
    const Stub = createRoutesStub(
      [
        {
          path: '/my-orders',
          Component: () => <ActionProbe fields={fields} />,
          action,
          // The page's own rule: its intents do not reload the list.
          shouldRevalidate: () => false,
        },
      ],
      context,
    );
    render(<Stub initialEntries={['/my-orders']} />);
    fireEvent.click(screen.getByRole('button', { name: 'kirim' }));
    const shown = JSON.parse((await screen.findByRole('status')).textContent ?? '{}') as Record<
      string,
      unknown
    >;
    expect(shown).toMatchObject(answer);
    const made = apiFetch.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${path}`);
    expect(made).toEqual(calls ? [calls] : []);
    if (calls === 'PUT /api/order/order/1/cancelled')
      expect(JSON.parse(String(apiFetch.mock.calls[0]?.[1]?.body))).toEqual({
        cancellation_reason: 'Ingin pesan bersama teman',
        reference_code: 'KL-2408-0001',
      });
    if (calls === 'POST /api/payment/payments')
      expect(JSON.parse(String(apiFetch.mock.calls[0]?.[1]?.body))).toEqual({
        id_order: '1',
        phone_no: '081234567890',
      });
  });
});
