import { expect, test } from '@playwright/test';
import { submitLogin } from '../support/accounts';
import { bag, shelfProducts } from '../support/bag';
import { DEMO_MEMBER, DEMO_MEMBER_LOCK, memberApi } from '../support/members';
import { approveInSandbox, checkout, fillBag, transactionOf } from '../support/checkout';
import { bagPage, emptyBag, rupiah } from '../support/order';
import { mailTo, type DevMail } from '../support/mailbox';
import { waitForHydration } from '../support/page';

/**
 * Issue 6's flow with the seeded demo member. One member for the whole suite, so these run one
 * after the other and on the desktop project only (playwright.config's mobile project leaves
 * this file out), never beside my-orders.spec (the shared lock); the bag is emptied through the
 * API first.
 */
test.describe.configure({ mode: 'serial', lock: DEMO_MEMBER_LOCK, timeout: 90_000 });

test('a guest bag of three (one shade) → the demo member → voucher → points clear it → remove', async ({
  page,
  request,
}) => {
  const demo = await memberApi(DEMO_MEMBER.email, DEMO_MEMBER.password);
  await emptyBag(demo);

  const { singles, shaded } = await shelfProducts(request, 2);
  const [first, second] = singles;
  const shade = shaded.combinations[1]?.attributes.shade?.name ?? '';
  const shop = bag(page);

  // As a guest: three products from tiles, one through the shade picker.
  await shop.addFromTile(first!.name);
  await shop.addShadeFromTile(shaded.name, shade);
  await shop.addFromTile(second!.name);
  await expect.poll(() => shop.count()).toBe(3);

  // Logging in merges the guest bag into the demo member's and lands on the bag page.
  await (await shop.open()).getByRole('button', { name: 'Masuk untuk checkout' }).click();
  await submitLogin(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/order$/);
  const order = bagPage(page);
  await expect(order.lines.getByRole('article')).toHaveCount(3);
  for (const name of [first!.name, shaded.name, second!.name])
    await expect(order.line(name)).toBeVisible();
  await expect(order.line(shaded.name)).toContainText(shade);

  // The bag as the API sees it: the subtotal the page shows, before any promotion.
  const cart = (await (await demo.get('/api/cart/user/me/carts')).json()).data as {
    totals: { total_amount: number };
  };
  const subtotal = cart.totals.total_amount;
  await expect(order.total).toHaveText(rupiah(subtotal));

  // A voucher by code, then beauty points: the voucher is released and the page says so.
  await order.applyVoucher('HEMAT25K');
  await expect(order.amountOf(/Diskon voucher/)).toHaveText(`−${rupiah(25_000)}`);
  await expect(order.total).toHaveText(rupiah(subtotal - 25_000));
  await order.redeemPoints(20);
  await expect(order.promotions).toContainText(
    'Voucher HEMAT25K dilepas karena voucher dan beauty points tidak bisa dipakai bersamaan.',
  );
  await expect(order.amountOf(/Diskon voucher/)).toHaveCount(0);
  await expect(order.amountOf(/Beauty points/)).toHaveText(`−${rupiah(20_000)}`);
  await expect(order.total).toHaveText(rupiah(subtotal - 20_000));

  // Removing a line: gone, and the total follows with the points kept.
  const removed = second!;
  const removedLine = (
    (await (await demo.get('/api/cart/user/me/carts')).json()).data as {
      products: { name: string; total_price: number }[];
    }
  ).products.find((line) => line.name === removed.name)!;
  await order.remove(removed.name);
  await expect(order.lines.getByRole('article')).toHaveCount(2);
  await expect(order.total).toHaveText(rupiah(subtotal - removedLine.total_price - 20_000));

  // Leave the demo member clean (points back to the balance) for the next run.
  await emptyBag(demo);
  await demo.dispose();
});

/** The demo member's order mail of `template` about `reference`, once the outbox has it. */
async function orderMail(
  request: Parameters<typeof mailTo>[0],
  template: string,
  reference: string,
): Promise<DevMail & { id: number }> {
  let found: (DevMail & { id: number }) | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailTo(request, DEMO_MEMBER.email, 50)) as Array<
          DevMail & { id: number }
        >;
        found = mails.find(
          (mail) => mail.template === template && mail.subject.includes(reference),
        );
        return Boolean(found);
      },
      { timeout: 30_000, message: `${template} for ${reference}` },
    )
    .toBe(true);
  return found!;
}

test('the demo member pays by BCA virtual account: the VA and due time, then the sandbox approves it', async ({
  page,
  request,
}) => {
  const demo = await memberApi(DEMO_MEMBER.email, DEMO_MEMBER.password);
  await emptyBag(demo);
  await fillBag(demo);

  await page.goto('/order');
  await waitForHydration(page);
  await submitLogin(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL((url) => url.pathname === '/order');
  // Signed in: the bag page shows the member's line (the checkout header has no account menu).
  await expect(
    page.getByRole('region', { name: 'Produk di tas belanja' }).getByRole('article'),
  ).toHaveCount(1);
  const steps = checkout(page);
  await steps.throughShipping();
  await steps.choose(/BCA Virtual Account/);
  await steps.placeOrder();

  // The confirmation page: the VA number, the amount and the due time in WIB.
  await expect(page).toHaveURL(/\/order\/confirmation\/\d+$/);
  const orderId = /(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  const order = await transactionOf(demo, orderId);
  const main = page.getByRole('main');
  const va = (
    (await (await demo.get(`/api/order/orders/${orderId}`)).json()).data as {
      payment: { va_numbers: Array<{ va_number: string }> };
    }
  ).payment.va_numbers[0]!.va_number;
  await expect(main).toContainText(va);
  await expect(main).toContainText(/WIB/);
  await expect(main).toContainText(order.reference_code);

  // The development mailbox: "placed" with the VA, the amount and the deadline in WIB, then the
  // reminder (this suite's server reminds a few seconds after placement, docs/design/order-messages.md).
  const total = rupiah(order.total_paid);
  const placed = await orderMail(request, 'order_placed', order.reference_code);
  expect(placed.subject).toBe(`Pesanan ${order.reference_code} menunggu pembayaran`);
  expect(placed.text).toContain(va);
  expect(placed.text).toContain(`Total pembayaran: ${total}`);
  expect(placed.text).toMatch(/Bayar sebelum: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} WIB/);
  const reminder = await orderMail(request, 'payment_reminder', order.reference_code);
  expect(reminder.text).toContain(total);
  expect(reminder.text).toContain(va);
  // The e-mail as the member sees it: the shop's HTML, with the VA and the button to pay.
  const html = await request.get(`/api/dev/outbox/${placed.id}/html`);
  expect(html.headers()['content-type']).toContain('text/html');
  const body = await html.text();
  expect(body).toContain(va);
  expect(body).toContain('Lihat cara bayar');

  // A person approves the transfer in the sandbox; the shop is told and the order is paid.
  await approveInSandbox(page.context(), order.payment.transaction_id);
  await expect
    .poll(async () => (await transactionOf(demo, orderId)).payment_status)
    .toBe('settlement');
  // The confirmation page looks again by itself and moves on once paid; the button asks now.
  const check = main.getByRole('button', { name: 'Cek status pembayaran' });
  if (await check.isVisible()) await check.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/order\/success/);
  const received = await orderMail(request, 'payment_received', order.reference_code);
  expect(received.subject).toBe(`Pembayaran pesanan ${order.reference_code} sudah diterima`);
  expect(received.text).toContain(`Total pembayaran: ${total}`);
  await demo.dispose();
});
