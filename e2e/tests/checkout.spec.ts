import { expect, test, type Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { checkout, shopperReadyToCheckOut, transactionOf } from '../support/checkout';
import { waitForHydration } from '../support/page';

/**
 * Checkout and payment through the sandbox gateway (issue 7): a card through 3-D Secure to the
 * success page — with no card number in any request to the shop — and an OVO payment declined
 * in the sandbox reaching the failed page.
 */
test.describe.configure({ timeout: 90_000 });

const CARD = '4811 1111 1111 1114';
const digits = CARD.replaceAll(' ', '');

test('a card payment through 3-D Secure reaches success; the shop never sees the card number', async ({
  page,
}) => {
  const toShop: Request[] = [];
  const toGateway: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    (pathname.startsWith('/sandbox-gateway/') ? toGateway : toShop).push(request);
  });
  await shopperReadyToCheckOut(page);
  const steps = checkout(page);
  await steps.throughShipping();
  await steps.payByCard(digits);
  await expect(page).toHaveURL(/\/order\/success/);
  await expect(page.getByRole('main')).toContainText(/Pembayaran berhasil|berhasil/i);

  // The card went to the gateway's tokeniser; the shop received the order (posts), never the card.
  expect(toGateway.some((request) => request.url().includes('/v2/token'))).toBe(true);
  expect(toShop.filter((request) => request.method() === 'POST').length).toBeGreaterThan(0);
  for (const request of toShop) {
    const body = request.postData() ?? '';
    expect(`${request.url()} ${body}`).not.toContain(digits);
    expect(body).not.toContain(CARD);
  }
});

test('an OVO request sent again, then declined in the sandbox, reaches the failed page', async ({
  page,
}) => {
  await shopperReadyToCheckOut(page);
  const steps = checkout(page);
  await steps.throughShipping();
  await steps.choose(/OVO/);
  await page.getByRole('main').getByLabel('Nomor Handphone OVO').fill('081234567890');
  await steps.placeOrder();
  await expect(page).toHaveURL(/\/order\/success\/\d+/);
  const orderId = /\/(\d+)/.exec(new URL(page.url()).pathname)![1]!;
  const first = await transactionOf(page.request, orderId);

  // No push arrived: the request goes again, to another number, as a new attempt.
  const resend = page.getByRole('region', { name: 'Belum menerima notifikasi OVO?' });
  await resend.getByLabel('Nomor Handphone OVO').fill('085712345678');
  await resend.getByRole('button', { name: 'Kirim ulang ke OVO' }).click();
  await expect(resend).toContainText('Permintaan pembayaran sudah dikirim.');
  const order = await transactionOf(page.request, orderId);
  expect(order.payment.transaction_id).not.toBe(first.payment.transaction_id);

  const sandbox = await page.context().newPage();
  await sandbox.goto(`/sandbox-gateway/transactions/${order.payment.transaction_id}`);
  await sandbox.getByRole('button', { name: 'Decline' }).click();
  await expect(sandbox.locator('body')).toContainText(/declin/i);
  await sandbox.close();

  await expect
    .poll(async () => (await transactionOf(page.request, orderId)).payment_status)
    .toBe('deny');
  await page.reload();
  await expect(page).toHaveURL(/\/order\/failed/);
});

test('axe finds no violations on the shipping step, the payment step and the confirmation', async ({
  page,
}) => {
  const audit = async () => {
    await expectNoAxeViolations(page);
  };
  await shopperReadyToCheckOut(page);
  const steps = checkout(page);
  await page.goto('/order/shipping');
  await waitForHydration(page);
  await audit();
  await steps.throughShipping();
  await steps.choose(/BCA Virtual Account/);
  await audit();
  await steps.placeOrder();
  await expect(page).toHaveURL(/\/order\/confirmation\/\d+$/);
  await waitForHydration(page);
  await audit();
});
