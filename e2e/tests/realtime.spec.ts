import { expect, test } from '@playwright/test';
import {
  approveInSandbox,
  checkout,
  shopperReadyToCheckOut,
  transactionOf,
} from '../support/checkout';
import { waitForHydration } from '../support/page';

/**
 * Issue 24 "Realtime": a VA order's confirmation page turns paid the moment the bank (the
 * sandbox gateway) settles it — no reload, no "check" button, no polling loop; and the bag's
 * count in a second tab follows an add in the first.
 */
test("a VA order's confirmation page turns paid without a reload when the sandbox approves it", async ({
  page,
}) => {
  await shopperReadyToCheckOut(page);
  const steps = checkout(page);
  await steps.throughShipping();
  await steps.choose(/BCA Virtual Account/);
  await steps.placeOrder();
  await expect(page).toHaveURL(/\/order\/confirmation\/\d+$/);
  await waitForHydration(page);
  const orderId = /\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  const order = await transactionOf(page.request, orderId);
  expect(order.payment_status).toBe('pending');
  // The page's own document is never loaded again: only the live event moves it on.
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });

  await approveInSandbox(page.context(), order.payment.transaction_id);
  await expect(page).toHaveURL(new RegExp(`/order/success/${orderId}$`));
  await expect(page.getByRole('main')).toContainText(/berhasil/i);
  expect(documents).toBe(0);
});

test("the bag's count follows an add made in another tab", async ({ page, context }) => {
  await shopperReadyToCheckOut(page);
  await page.goto('/');
  await waitForHydration(page);
  const bagButton = page.getByRole('button', { name: /^Tas belanja/ }).first();
  const before = await bagButton.getAttribute('aria-label');

  const other = await context.newPage();
  await other.goto('/shop/all');
  await waitForHydration(other);
  const tile = other.locator('article[data-product-id]').first();
  const productId = await tile.getAttribute('data-product-id');
  const detail = await other.request.get(`/api/catalog/v2/products/${productId}`);
  const combination = (await detail.json()).data.default_combination;
  const added = await other.request.post('/api/cart/carts', {
    data: {
      product: { id: String(productId), combination_id: String(combination.id), quantity: 1 },
    },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const count = (await added.json()).data.count as number;
  await expect(bagButton).toHaveAccessibleName(`Tas belanja, ${count} produk`);
  expect(before).not.toBe(`Tas belanja, ${count} produk`);
});
