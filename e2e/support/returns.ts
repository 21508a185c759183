import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { demoAdminApi, signInFirstTime } from './admin';
import { BANDUNG } from './bandung-address';
import { addToBag, bagProducts, type BagProduct } from './order';
import { placeOrderByApi } from './orders';
import { waitForHydration } from './page';

/**
 * Returns and refunds (issue 25, docs/design/returns.md): a member with a delivered order, an
 * operations staff member in a desktop window of their own, and the verbs of the member's order
 * detail, the return form and the back office's return page, on role-based locators.
 */

/** The order states the back office moves a paid transfer through until it is delivered. */
const TO_DELIVERED = [4, 15, 5, 6, 7, 8, 9] as const;

/**
 * A new member (signed in on `page`) with a delivered order of two products, the first twice;
 * paid by manual transfer, which the gateway cannot refund (so the refund goes to a bank).
 */
export async function memberWithDeliveredOrder(
  page: Page,
  { firstName = 'Nadia', lastName = 'Putri' } = {},
) {
  const tag = randomBytes(4).toString('hex');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      is_agree_to_legal_statements: true,
      email: `retur.${tag}@example.com`,
      user_name: `retur_${tag}`,
      password: 'rahasia123',
      first_name: firstName,
      last_name: lastName,
      phone_no: `0813${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`,
      salute_id: 1,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const address = await page.request.post('/api/addresses', {
    data: {
      ...BANDUNG,
      contact: `${firstName} ${lastName}`,
      firstname: firstName,
      lastname: lastName,
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const products = await bagProducts(page.request, 2, { minPrice: 50_000, maxPrice: 300_000 });
  const [twice, once] = products as [BagProduct, BagProduct];
  await addToBag(page.request, twice, 2);
  await addToBag(page.request, once, 1);
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id;
  const placed = await placeOrderByApi(page.request, addressId, 'bank_transfer');
  const admin = await demoAdminApi();
  for (const state of TO_DELIVERED) {
    const moved = await admin.post(`/api/admin/orders/${placed.reference_code}/advance`, {
      data: { state },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { reference: placed.reference_code, twice, once };
}

/** A new operations staff member, signed in on a desktop page of their own. */
export async function operationsStaff(browser: Browser) {
  const tag = randomBytes(3).toString('hex');
  const email = `operations.returns.${tag}@kilau.id`;
  const password = 'rahasia-staf-e2e';
  const demo: APIRequestContext = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: `Ops Retur ${tag}`, role: 'operations', password },
  });
  expect(made.status(), await made.text()).toBe(201);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInFirstTime(page, email, password);
  return { page, close: () => context.close() };
}

/** The member's order detail (`/my-orders?order=…`) and its returns. */
export function orderDetail(page: Page, reference: string) {
  const dialog = page.getByRole('dialog', { name: 'Detail Pesanan' });
  const card = (returnReference: string) =>
    dialog.getByRole('article', { name: `Pengembalian ${returnReference}` });
  return {
    dialog,
    card,
    async open() {
      await page.goto(`/my-orders?order=${encodeURIComponent(reference)}`);
      await waitForHydration(page);
      await expect(dialog).toBeVisible();
    },
    /** The return's state chip, as the API words it. */
    stateOf: (returnReference: string) => card(returnReference).locator('header .order-state'),
    /** The return's step list: each step's name and time (or "Menunggu"). */
    steps: (returnReference: string) =>
      card(returnReference).getByRole('list', { name: 'Tahapan pengembalian' }),
  };
}

/** The back office's return page (`/admin/returns/:reference`) and its actions. */
export function adminReturn(page: Page) {
  const actions = page.getByRole('region', { name: 'Tindakan' });
  return {
    actions,
    heading: (reference: string) =>
      page.getByRole('heading', { level: 1, name: `Pengembalian ${reference}` }),
    /** Presses an action's button and waits for the saved state's label on the page. */
    async act(button: string | RegExp, then: string) {
      await actions.getByRole('button', { name: button }).click();
      await expect(page.locator('h1 + p .order-state')).toHaveText(then);
    },
  };
}
