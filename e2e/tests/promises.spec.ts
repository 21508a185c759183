import { expect, test } from '@playwright/test';
import { checkout, shopperReadyToCheckOut } from '../support/checkout';
import { addToBag, bagProducts } from '../support/order';
import { waitForHydration } from '../support/page';

/**
 * Promises the shop makes are kept (issue 17): the home page's strips speak of the live offers,
 * and the shipping step starts from the cheapest service, free when the bag said it would be.
 */
test.describe.configure({ timeout: 90_000 });

const rupiah = (text: string) =>
  /GRATIS|FREE/.test(text)
    ? 0
    : Number((text.match(/Rp\s?([\d.]+)\s*$/)?.[1] ?? '').replaceAll('.', ''));

test('the home page advertises the live vouchers and the free-shipping minimum', async ({
  page,
}) => {
  await page.goto('/');
  const strip = page.getByRole('list', { name: 'Info promo' });
  await expect(strip).toContainText('Gratis ongkir min. belanja Rp200.000');
  await expect(strip).toContainText('Member baru: voucher potongan Rp25.000');
  await expect(strip).not.toContainText('pesanan pertama');
  await expect(page.getByRole('main')).toContainText('Pakai kode HEMAT25K, potongan Rp25.000');
  await expect(page.getByRole('main')).not.toContainText('KILAUHEMAT');
});

test('the shipping step starts from the cheapest service, free once the bag says so', async ({
  page,
}) => {
  await shopperReadyToCheckOut(page);
  const [product] = await bagProducts(page.request, 1, { minPrice: 100_000 });
  await addToBag(page.request, product!, 2);
  await page.goto('/order');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main).toContainText('Yay, belanjaanmu bisa dapat gratis ongkir!');
  await checkout(page).toShipping({ fromBag: true });
  const options = main.locator('label').filter({ has: page.getByRole('radio') });
  await expect(options.first()).toBeVisible();
  const prices = (await options.allTextContents()).map(rupiah);
  const checked = main.locator('label').filter({ has: page.getByRole('radio', { checked: true }) });
  await expect(checked).toHaveCount(1);
  expect(rupiah((await checked.textContent()) ?? '')).toBe(Math.min(...prices));
  await expect(checked).toContainText('GRATIS');
  await expect(main.getByRole('link', { name: 'Lanjut ke pembayaran' }).first()).toBeVisible();
});
