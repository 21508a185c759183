import { expect, test, type Page } from '@playwright/test';
import {
  approveInSandbox,
  checkout,
  shopperReadyToCheckOut,
  transactionOf,
} from '../support/checkout';
import { waitForHydration } from '../support/page';

/**
 * After a declined card (issue 17 item 6, ADR 0034): the order is kept with its items and shows
 * in "Pesanan Saya"; the shopper pays again with a BCA VA and the order is paid — or puts the
 * order back in the bag and finds its lines there.
 */
test.describe.configure({ timeout: 120_000 });

/** The sandbox's Visa the bank declines after 3-D Secure. */
const DECLINED = '4911111111111113';

/** Through checkout with the declined card, to the order's failed page; answers the order id. */
async function declinedCard(page: Page) {
  await shopperReadyToCheckOut(page);
  const bag = await page.request.get('/api/cart/user/me/carts');
  const { products } = ((await bag.json()) as { data: { products: { name: string }[] } }).data;
  const steps = checkout(page);
  await steps.throughShipping();
  await steps.payByCard(DECLINED);
  await expect(page).toHaveURL(/\/order\/failed\/\d+$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pembayaran belum berhasil');
  await expect(page.getByRole('main')).toContainText('Tenang, pesananmu belum batal.');
  const orderId = /\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  const { reference_code: reference } = await transactionOf(page.request, orderId);
  return { orderId, reference, productName: products[0]!.name };
}

test('a declined card is paid again with a BCA VA, from the failed page and the history', async ({
  page,
}) => {
  const { orderId, reference } = await declinedCard(page);

  // The order is in "Pesanan Saya", its RETRY leading back to the failed page.
  await page.goto('/my-orders');
  await waitForHydration(page);
  const card = page.getByRole('article', { name: new RegExp(reference) });
  await expect(card).toContainText('Pembayaran gagal. Produkmu masih kami simpan');
  await card.getByRole('button', { name: 'Coba bayar lagi' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/failed/${orderId}$`));
  await waitForHydration(page);

  const panel = page.getByRole('region', { name: 'Bayar ulang' });
  await panel.locator('label').filter({ hasText: 'BCA Virtual Account' }).click();
  await panel.getByRole('button', { name: 'Bayar ulang' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/confirmation/${orderId}$`));
  const order = await transactionOf(page.request, orderId);
  expect(order.payment_status).toBe('pending');

  // Paid into the VA at the gateway: the order's page says so.
  await approveInSandbox(page.context(), order.payment.transaction_id);
  await page.goto(`/order/success/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/order/success/${orderId}$`));
  await expect(page.getByRole('main')).toContainText(/berhasil/i);
  expect((await transactionOf(page.request, orderId)).payment_status).toBe('settlement');
});

test('a declined card goes back to the bag, with its lines, and the order is cancelled', async ({
  page,
}) => {
  const { reference, productName } = await declinedCard(page);
  await page.getByRole('button', { name: 'Kembalikan ke keranjang' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('main')).toContainText(productName);

  await page.goto('/my-orders');
  await waitForHydration(page);
  const card = page.getByRole('article', { name: new RegExp(reference) });
  await expect(card).toContainText('Dibatalkan');
  await expect(card.getByRole('button', { name: 'Beli lagi' })).toBeVisible();
});
