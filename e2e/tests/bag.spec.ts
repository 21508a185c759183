import { expect, test } from '@playwright/test';
import { newMember, submitLogin } from '../support/accounts';
import { bag, shelfProducts } from '../support/bag';
import { registerByApi } from '../support/members';
import { waitForHydration } from '../support/page';

// Each flow visits several pages as a guest, then signs in: more than the default 30 s on a
// busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/** A member of this test alone (the browser stays a guest until it logs in). */
async function freshMember() {
  const member = newMember('bag');
  await registerByApi(member);
  return { login: member.email, password: member.password };
}

test('a guest fills the bag from tiles, logs in, and the member bag holds it all', async ({
  page,
  request,
}) => {
  const { singles, shaded } = await shelfProducts(request, 2);
  const [first, second] = singles;
  const shade = shaded.combinations[1]?.attributes.shade?.name ?? '';
  const shop = bag(page);
  const member = await freshMember();

  // As a guest: each add is checked by the server and kept in the browser.
  await shop.addFromTile(first!.name);
  await shop.addShadeFromTile(shaded.name, shade);
  await shop.addFromTile(second!.name);
  await expect.poll(() => shop.count()).toBe(3);
  const guestBag = await shop.open();
  for (const name of [first!.name, shaded.name, second!.name])
    await expect(guestBag).toContainText(name);
  await expect(guestBag).toContainText(shade);
  await page.keyboard.press('Escape');
  await expect(guestBag).toBeHidden();

  // Checking out asks a guest to log in; the guest bag merges into the member's cart, the local
  // copy goes, and the shopper lands on the bag page.
  await (await shop.open()).getByRole('button', { name: 'Masuk untuk checkout' }).click();
  await expect(page.getByRole('dialog', { name: 'Masuk' })).toBeVisible();
  await submitLogin(page, member.login, member.password);
  await expect(page).toHaveURL(/\/order$/);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('kilau.guest-bag')))
    .toBeNull();
  await expect.poll(() => shop.count()).toBe(3);

  const memberBag = await shop.open();
  for (const name of [first!.name, shaded.name, second!.name])
    await expect(memberBag).toContainText(name);
  await expect(memberBag).toContainText(shade);
  await expect(memberBag.getByRole('link', { name: 'Lihat tas belanja' })).toHaveAttribute(
    'href',
    '/order',
  );
});

test('BUY NOW as a guest: the login form, then the bag page with the product in it', async ({
  page,
  request,
}) => {
  const { singles } = await shelfProducts(request, 3);
  const product = singles[2]!;
  const shop = bag(page);
  const member = await freshMember();
  await page.goto(product.url);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Beli sekarang' }).click();
  await expect(page.getByRole('dialog', { name: 'Masuk' })).toBeVisible();
  await expect.poll(() => shop.count()).toBe(1);
  await submitLogin(page, member.login, member.password);
  await expect(page).toHaveURL(/\/order$/);
  await expect(await shop.open()).toContainText(product.name);
});
