import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { toast, waitForHydration } from './page';

/**
 * The order history's verbs (/my-orders, issue 8) on role-based locators, and the calls that
 * arrange or check an order behind them.
 */

/** The status groups' labels on the cards and in the status filter (Indonesian). */
export const STATUS_LABEL = {
  waitingPayment: 'Menunggu Pembayaran',
  paymentVerification: 'Verifikasi Pembayaran',
  paymentAccepted: 'Pembayaran Diterima',
  inProgress: 'Pesanan Diproses',
  shipped: 'Dikirim',
  delivered: 'Pesanan Sampai',
  cancelled: 'Dibatalkan',
} as const;

export type HistoryEntry = {
  _id: string;
  reference_code: string;
  created_at: string;
  cart_id: string;
  state: { id: number; name: string };
  payment_method: { code: string } | null;
  products: Array<{ name: string }>;
};

type Envelope<T> = { success: boolean; data: T; message?: string };

async function read<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body.data;
}

/** Every order of the member `api` is signed in as, newest first, failed payments included. */
export async function orderHistory(api: APIRequestContext): Promise<HistoryEntry[]> {
  return read<HistoryEntry[]>(await api.get('/api/order/user/me/orders?limit=50'));
}

/**
 * The seeded order in a state and paid by a method: the oldest such, so an order a test placed
 * meanwhile (always newer than the seed) never stands in for it.
 */
export function seededOrder(
  entries: readonly HistoryEntry[],
  state: string,
  method?: string,
): HistoryEntry {
  const found = [...entries]
    .reverse()
    .find(
      (entry) => entry.state.name === state && (!method || entry.payment_method?.code === method),
    );
  expect(found, `a seeded order "${state}"${method ? ` paid by ${method}` : ''}`).toBeDefined();
  return found as HistoryEntry;
}

/** One of the member's orders by its reference, as the API answers it. */
export async function orderByReference(api: APIRequestContext, reference: string) {
  return read<{
    _id: string;
    state: { name: string };
    cancellation_reason: string | null;
    payment_status: string;
    total_paid: number;
    payment: { va_numbers?: Array<{ va_number: string }> } | null;
    payment_confirmation: { bank_name: string; account_name: string } | null;
  }>(await api.get(`/api/order/orders?filter[reference_code]=${encodeURIComponent(reference)}`));
}

/**
 * Places the member's bag as an order through the API, as the payment step does: the
 * cheapest shipping service to `addressId`, then the method with the total the bag shows.
 */
export async function placeOrderByApi(
  api: APIRequestContext,
  addressId: string,
  method = 'bca_virtual_account',
) {
  const cart = await read<{ _id: string }>(await api.get('/api/cart/user/me/carts'));
  const quotes = await read<Array<{ code: string; fee_after_discount: number }>>(
    await api.get(`/api/shipping/user/me/shippings?filter[address_id]=${addressId}`),
  );
  const cheapest = [...quotes].sort((a, b) => a.fee_after_discount - b.fee_after_discount)[0];
  if (!cheapest) throw new Error('a shipping service expected');
  await read(
    await api.post('/api/shipping/user/me/shippings', {
      data: {
        address_id: addressId,
        cart_id: cart._id,
        service_code: cheapest.code,
        shipping_type: 'all',
        total_amount_after_discount: 0,
      },
    }),
  );
  const bag = await read<{ totals: { total_amount_after_discount: number } }>(
    await api.get('/api/cart/user/me/carts'),
  );
  const response = await api.post('/api/order/orders', {
    headers: { 'Idempotency-Key': `e2e-${randomBytes(8).toString('hex')}` },
    data: {
      cart_id: cart._id,
      payment_method: method,
      total_price: bag.totals.total_amount_after_discount + cheapest.fee_after_discount,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Envelope<{ _id: string; reference_code: string }>).data;
}

/** A transfer receipt: a small real PNG (24 × 32, one colour). */
export const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAgCAIAAACHPC9vAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMUlEQVR4nGP49vwVVRDDqEHfRsPo22g6ej6aRZ6PFiOvRkvIV6O1yLfRCvLb0G5EAAA3elV5tObaVAAAAABJRU5ErkJggg==',
  'base64',
);

/** The /my-orders tab's verbs. */
export function myOrders(page: Page) {
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Pesanan Saya' });
  const cards = list.getByRole('article');
  /** A card by its reference code (the card is named "No. Pesanan <reference>"). */
  const card = (reference: string) => list.getByRole('article', { name: reference });
  const filters = main.getByRole('group', { name: 'Filter pesanan' });
  const dialog = (name: string) => page.getByRole('dialog', { name });

  return {
    main,
    list,
    cards,
    card,
    filters,
    dialog,
    toast: toast(page),
    /** The cards showing a status group's label on their state chip. */
    cardsIn: (label: string) => cards.filter({ has: page.getByText(label, { exact: true }) }),
    /** The state chip of a card: its group's label (the raw state name is its title). */
    stateOf: (reference: string, label: string) =>
      card(reference).getByText(label, { exact: true }),
    action: (reference: string, label: string) =>
      card(reference).getByRole('button', { name: label, exact: true }),

    async open(search = '') {
      await page.goto(`/my-orders${search}`);
      await waitForHydration(page);
      await expect(main.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
    },

    /** Chooses one status group in the status filter modal (or "Semua status"). */
    async filterByStatus(label: string) {
      await filters.getByRole('button', { name: /^Ubah filter Status/ }).click();
      const modal = dialog('Filter Status Pesanan');
      await modal.getByRole('radio', { name: label, exact: true }).check();
      await modal.getByRole('button', { name: 'Terapkan' }).click();
      await expect(modal).toBeHidden();
    },

    /** Chooses a quick pick of the date-range modal ("30 hari terakhir"…). */
    async filterByDates(preset: string) {
      await filters.getByRole('button', { name: /^Ubah filter Tanggal/ }).click();
      const modal = dialog('Pilih Tanggal Pesanan');
      await modal.getByRole('button', { name: preset }).click();
      await expect(modal.getByRole('button', { name: preset })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await modal.getByRole('button', { name: 'Terapkan' }).click();
      await expect(modal).toBeHidden();
    },

    removeFilter: (name: 'Status' | 'Tanggal') =>
      filters.getByRole('button', { name: `Hapus filter ${name}` }).click(),
    clearFilters: () => filters.getByRole('button', { name: 'Hapus semua filter' }).click(),
  };
}
