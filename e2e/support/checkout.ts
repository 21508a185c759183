import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { addToBag, bagProducts } from './order';
import { waitForHydration } from './page';
import { BANDUNG } from './bandung-address';

/**
 * Checkout's set-up calls and verbs: a new member (through the page's request context, which
 * shares the browser's cookies) with an address and a product in the bag, then the shipping and
 * payment steps on role-based locators.
 */

export async function shopperReadyToCheckOut(page: Page) {
  const tag = randomBytes(4).toString('hex');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      is_agree_to_legal_statements: true,
      email: `pay.${tag}@example.com`,
      user_name: `pay_${tag}`,
      password: 'rahasia123',
      first_name: 'Nadia',
      last_name: 'Putri',
      phone_no: `0812${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`,
      salute_id: 1,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const address = await page.request.post('/api/addresses', { data: BANDUNG });
  expect(address.status(), await address.text()).toBe(201);
  await fillBag(page.request);
  return { addressId: ((await address.json()) as { data: { _id: string } }).data._id };
}

/** One plain product into the bag of the member `api` is signed in as. */
export async function fillBag(api: APIRequestContext) {
  const [product] = await bagProducts(api, 1, { minPrice: 60_000 });
  if (!product) throw new Error('a product expected');
  await addToBag(api, product);
}

export function checkout(page: Page) {
  const main = page.getByRole('main');
  return {
    /** The bag page's Checkout (a link, or a button while the bag is checked). */
    startCheckout: () =>
      main
        .getByRole('link', { name: 'Checkout' })
        .or(main.getByRole('button', { name: 'Checkout' }))
        .first()
        .click(),
    /** From the bag page (already open when `fromBag`) to the shipping step. */
    async toShipping({ fromBag = false } = {}) {
      if (!fromBag) {
        await page.goto('/order');
        await waitForHydration(page);
      }
      await this.startCheckout();
      await expect(page).toHaveURL(/\/order\/shipping$/);
      await waitForHydration(page);
    },
    /** From the bag page to the shipping step; the first service chosen; on to payment. */
    async throughShipping() {
      await this.toShipping();
      const services = main.getByRole('radio');
      await expect(services.first()).toBeVisible();
      // The radio is drawn by its label (the input itself is visually hidden).
      await main
        .locator('label')
        .filter({ has: page.getByRole('radio') })
        .first()
        .click();
      await expect(services.first()).toBeChecked();
      const next = main
        .getByRole('link', { name: 'Lanjut ke pembayaran' })
        .or(main.getByRole('button', { name: 'Lanjut ke pembayaran' }))
        .first();
      await expect(next).toBeEnabled();
      await next.click();
      await expect(page).toHaveURL(/\/order\/payment/);
      await waitForHydration(page);
    },
    /**
     * The method chooser, open. With no method in the address the step opens it by itself once
     * hydrated (a click on the button underneath would race it); with one, "Ganti" opens it.
     */
    async openChooser() {
      const chooser = page.getByRole('dialog', { name: 'Pilih Metode Pembayaran' });
      if (new URL(page.url()).searchParams.has('method')) {
        await main.getByRole('button', { name: 'Ganti', exact: true }).click();
      }
      await expect(chooser).toBeVisible();
      return chooser;
    },
    /** Opens the method chooser and picks `name`. */
    async choose(name: string | RegExp) {
      const chooser = await this.openChooser();
      await chooser.getByRole('button', { name }).first().click();
      await expect(chooser).toBeHidden();
      // The choice lands in the address once the step's data is read again.
      await expect(page).toHaveURL(/[?&]method=/);
    },
    placeOrder: () => main.getByRole('button', { name: 'Buat pesanan' }).click(),
    /**
     * Pays with a card typed on the step (`number`, digits only), then passes the sandbox
     * issuer's 3-D Secure page in the card-authentication modal (OTP 112233).
     */
    async payByCard(number: string) {
      await this.choose(/Kartu Kredit|Credit/);
      await main.getByLabel('Nomor Kartu').fill(number);
      await main.getByLabel('Masa Berlaku').fill('12/30');
      await main.getByLabel('CVV').fill('123');
      await this.placeOrder();
      const auth = page.getByRole('dialog', { name: 'Verifikasi Kartu' });
      await expect(auth).toBeVisible();
      const bank = auth.frameLocator('iframe');
      await bank.getByLabel('One-time password').fill('112233');
      await bank.getByRole('button', { name: 'OK' }).click();
    },
  };
}

/** The order's gateway transaction, as the member's API sees it. */
export async function transactionOf(api: APIRequestContext, orderId: string) {
  const response = await api.get(`/api/order/orders/${orderId}`);
  const body = (await response.json()) as {
    data: {
      payment: { transaction_id: string };
      payment_status: string;
      reference_code: string;
      total_paid: number;
    };
  };
  return body.data;
}

/**
 * A person approves a payment on the sandbox gateway's page (a page of its own in `context`);
 * the form's post lands before the page closes (closing at once can cancel it).
 */
export async function approveInSandbox(context: BrowserContext, transactionId: string) {
  const sandbox = await context.newPage();
  await sandbox.goto(`/sandbox-gateway/transactions/${transactionId}`);
  await sandbox.getByRole('button', { name: 'Approve' }).click();
  await expect(sandbox.getByRole('button', { name: 'Approve' })).toBeHidden();
  await sandbox.close();
}
