import { expect, test } from '@playwright/test';
import { shopperReadyToCheckOut } from '../support/checkout';
import { myOrders, orderByReference, placeOrderByApi, STATUS_LABEL } from '../support/orders';
import { rupiah } from '../support/order';

/**
 * Issue 8 on a phone as well as a desktop: a new member's order placed through the API shows
 * on /my-orders as its card, and the order detail opens from it. (The demo member's flows are
 * in my-orders.spec.)
 */
test('a new member sees the order just placed on /my-orders and opens its detail', async ({
  page,
}) => {
  const { addressId } = await shopperReadyToCheckOut(page);
  const placed = await placeOrderByApi(page.request, addressId, 'bca_virtual_account');
  const order = await orderByReference(page.request, placed.reference_code);
  const product = (
    (await (await page.request.get(`/api/order/orders/${placed._id}`)).json()) as {
      data: { products: Array<{ name: string }> };
    }
  ).data.products[0]!.name;
  const va = order.payment!.va_numbers![0]!.va_number;

  const orders = myOrders(page);
  await orders.open();
  await expect(orders.main).toContainText('1 pesanan');
  await expect(orders.cards).toHaveCount(1);
  const card = orders.card(placed.reference_code);
  await expect(card).toBeVisible();
  await expect(card).toContainText(product);
  await expect(card).toContainText(rupiah(order.total_paid));
  await expect(orders.stateOf(placed.reference_code, STATUS_LABEL.waitingPayment)).toBeVisible();
  // A VA confirms itself: its number and how to pay, no receipt upload (issue 17).
  await expect(orders.action(placed.reference_code, 'Konfirmasi pembayaran')).toHaveCount(0);
  await expect(orders.action(placed.reference_code, 'Cara bayar')).toBeVisible();
  await expect(card).toContainText(va);
  await expect(orders.action(placed.reference_code, 'Batalkan')).toBeVisible();
  // Nothing on the page is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await card.getByRole('button', { name: `Lihat detail pesanan ${placed.reference_code}` }).click();
  const detail = orders.dialog('Detail Pesanan');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(placed.reference_code);
  await expect(detail).toContainText(product);
  await expect(detail).toContainText(va);
  await expect(detail).toContainText(rupiah(order.total_paid));
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
});
