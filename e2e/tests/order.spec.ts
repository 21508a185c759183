import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { addToBag, bagPage, bagProducts, rupiah } from '../support/order';
import { waitForHydration } from '../support/page';

/**
 * The bag page (000 §2, §4, §5, §8): a member's lines with quantities and exact totals, a
 * voucher by code, beauty points that clear the voucher, removing lines, and the guest's way
 * to the login. Lines are put in the bag through the cart API; the rest goes through the page.
 */

/** A new member, registered through the API (the page's request shares the browser cookies). */
async function signUp(page: Page) {
  const tag = randomBytes(4).toString('hex');
  const response = await page.request.post('/api/auth/register', {
    data: {
      is_agree_to_legal_statements: true,
      email: `bag.${tag}@example.com`,
      user_name: `bag_${tag}`,
      password: 'rahasia123',
      first_name: 'Nadia',
      last_name: 'Putri',
      phone_no: `0812${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`,
      salute_id: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a guest who opens the bag is sent home to log in', async ({ page }) => {
  await page.goto('/order');
  await expect(page).toHaveURL(/\/\?login=1&redirect=\/order$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

/** A new member with three plain products in the bag (through the API); answers them. */
async function memberWithThreeLines(page: Page) {
  await signUp(page);
  const [first, second, third] = await bagProducts(page.request, 3, { minPrice: 60_000 });
  if (!first || !second || !third) throw new Error('three products expected');
  for (const product of [first, second, third]) await addToBag(page.request, product);
  return [first, second, third] as const;
}

test('a member changes a quantity and removes a line: the totals follow', async ({ page }) => {
  const [first, second, third] = await memberWithThreeLines(page);
  const bag = bagPage(page);
  await bag.open();
  await expect(bag.lines.getByRole('article')).toHaveCount(3);
  const subtotal = first.price + second.price + third.price;
  await expect(bag.amountOf(/Subtotal \(3 produk\)/)).toHaveText(rupiah(subtotal));
  await expect(bag.amountOf(/Ongkos kirim/)).toHaveText('dihitung di langkah berikutnya');
  await expect(bag.total).toHaveText(rupiah(subtotal));

  // One more of the first product: its line, the subtotal and the total follow.
  await bag.increase(first.name);
  await expect(bag.line(first.name).getByRole('status')).toContainText('2');
  await expect(bag.amountOf(/Subtotal \(4 produk\)/)).toHaveText(rupiah(subtotal + first.price));
  await expect(bag.total).toHaveText(rupiah(subtotal + first.price));

  await expectNoAxeViolations(page);

  // Removing a line: gone from the bag (and after a reload), and the totals follow.
  await bag.remove(third.name);
  await expect(bag.lines.getByRole('article')).toHaveCount(2);
  const left = subtotal + first.price - third.price;
  await expect(bag.total).toHaveText(rupiah(left));
  await page.reload();
  await expect(bag.lines.getByRole('article')).toHaveCount(2);
  await expect(bag.total).toHaveText(rupiah(left));
});

test('a member uses a voucher code, then removes a line: the discount stays and totals follow', async ({
  page,
}) => {
  const [first, second, third] = await memberWithThreeLines(page);
  const subtotal = first.price + second.price + third.price;
  const bag = bagPage(page);
  await bag.open();

  // An empty code is refused on the page (nothing is sent); whitespace is removed from a code.
  await bag.applyVoucher('   ');
  await expect(bag.promotions).toContainText('Kode Voucher harus diisi');
  await bag.applyVoucher('HEMAT 25K');
  await expect(bag.promotions.getByText('HEMAT25K', { exact: true })).toBeVisible();
  await expect(bag.amountOf(/Diskon voucher/)).toHaveText(`−${rupiah(25_000)}`);
  await expect(bag.total).toHaveText(rupiah(subtotal - 25_000));

  await bag.remove(third.name);
  await expect(bag.total).toHaveText(rupiah(subtotal - third.price - 25_000));
});

test('the empty bag invites to shop', async ({ page }) => {
  await signUp(page);
  await page.goto('/order');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Tas belanjamu masih kosong' })).toBeVisible();
  await page.getByRole('link', { name: 'Mulai belanja' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
