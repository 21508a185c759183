import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { demoAdminApi, signInFirstTime } from '../support/admin';
import { waitForHydration } from '../support/page';

// Issue 18's flow for the catalogue: a merchandiser makes a lipstick with two shades, colours and
// pictures in the back office; it is in the shop at once (listing, search, the product page with
// its swatches); a shade counted to 0 is sold out, and received stock brings it back; the audit
// log lists each step.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'rahasia-merch-e2e';

const axeClean = (page: Page) => expectNoAxeViolations(page);

/** A small PNG of one colour (a packshot stand-in), made without a library. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array(height).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a merchandiser makes a lipstick with two shades that the shop shows at once, sells out a shade and brings it back', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  const email = `merch.flow.${tag}@kilau.id`;
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: `Merch ${tag}`, role: 'merchandiser', password: PASSWORD },
  });
  expect(made.status(), await made.text()).toBe(201);
  await demo.dispose();
  await signInFirstTime(page, email, PASSWORD);

  // A new product, two shades with their colours.
  const name = `Lip Velvet Uji ${tag}`;
  await page.getByRole('link', { name: 'Produk' }).first().click();
  await expect(page).toHaveURL(/\/admin\/products/);
  await waitForHydration(page);
  await axeClean(page);
  await page.goto('/admin/products/new');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Produk baru' });
  await form.getByLabel('Nama produk').fill(name);
  await form.getByLabel('Brand', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Kategori utama').selectOption({ index: 1 });
  await form.getByLabel('Aktif (tampil di toko)').check();
  const shades = [
    { sku: `LVU-${tag}-RED`, shade: 'Merah Bata', hex: '#a23b2c' },
    { sku: `LVU-${tag}-NUD`, shade: 'Nude Pasir', hex: '#c99a82' },
  ];
  for (const [i, shade] of shades.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'Tambah kombinasi' }).click();
    const group = form.getByRole('group', { name: `Kombinasi ${i + 1}` });
    await group.getByLabel('SKU', { exact: true }).fill(shade.sku);
    await group.getByLabel('Shade (opsional)').fill(shade.shade);
    await group.getByLabel('Harga (Rp)').fill('149000');
    await group.getByLabel('Kode warna (opsional)').fill(shade.hex);
    await group.getByLabel('Stok awal').fill('12');
  }
  await axeClean(page);
  await form.getByRole('button', { name: 'Buat produk' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?created=1/);
  const productId = Number(/\/admin\/products\/(\d+)/.exec(page.url())![1]);
  await waitForHydration(page);

  // A packshot for each shade.
  for (const [i, shade] of shades.entries()) {
    const upload = page.getByRole('form', { name: 'Unggah gambar' });
    await upload.getByLabel('File gambar').setInputFiles({
      name: `shade-${i}.png`,
      mimeType: 'image/png',
      buffer: png(64, 64, i === 0 ? [162, 59, 44] : [201, 154, 130]),
    });
    await upload.getByLabel('Untuk kombinasi').selectOption({ label: shade.shade });
    await upload
      .getByLabel('Teks alternatif (opsional)', { exact: true })
      .fill(`${name} ${shade.shade}`);
    await upload.getByRole('button', { name: 'Unggah gambar' }).click();
    await expect(page.getByRole('listitem', { name: `Gambar ${i + 1}` })).toBeVisible();
  }
  await axeClean(page);

  // The shop: the listing (newest first), search and the product page with its swatches.
  const shop = await page.context().newPage();
  await shop.goto('/shop/all?sort=newest');
  await expect(
    shop.getByRole('main').getByRole('article', { name, exact: true }).first(),
  ).toBeVisible();
  await shop.goto(`/search?q=${encodeURIComponent(name)}`);
  const tile = shop.getByRole('main').getByRole('article', { name, exact: true }).first();
  await expect(tile).toBeVisible();
  await expect(tile.getByText('Tersedia 2 warna')).toBeAttached();
  await tile.getByRole('link').first().click();
  await waitForHydration(shop);
  const swatches = shop.getByRole('main').getByRole('radiogroup', { name: 'Shade' });
  await expect(swatches.getByRole('radio', { name: 'Merah Bata', exact: true })).toBeVisible();
  await expect(swatches.getByRole('radio', { name: 'Nude Pasir', exact: true })).toBeVisible();

  // Counted to 0: the shade is sold out in the shop; received stock brings it back.
  await page.goto(`/admin/stock?q=${encodeURIComponent(shades[0]!.sku)}`);
  await waitForHydration(page);
  const item = `${name} — ${shades[0]!.shade}`;
  await page.getByRole('button', { name: `Sesuaikan stok ${item}` }).click();
  let dialog = page.getByRole('dialog', { name: `Sesuaikan stok ${item}` });
  await dialog.getByLabel('Alasan').selectOption('count');
  await dialog.getByLabel('Jumlah').fill('0');
  await dialog.getByRole('button', { name: 'Simpan penyesuaian' }).click();
  await expect(page.getByText(`Stok ${item} sekarang 0.`)).toBeVisible();
  await axeClean(page);
  await shop.reload();
  await expect(
    swatches.getByRole('radio', { name: 'Merah Bata (Habis)', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: `Sesuaikan stok ${item}` }).click();
  dialog = page.getByRole('dialog', { name: `Sesuaikan stok ${item}` });
  await dialog.getByLabel('Alasan').selectOption('received');
  await dialog.getByLabel('Jumlah').fill('24');
  await dialog.getByRole('button', { name: 'Simpan penyesuaian' }).click();
  await expect(page.getByText(`Stok ${item} sekarang 24.`)).toBeVisible();
  await shop.reload();
  await expect(swatches.getByRole('radio', { name: 'Merah Bata', exact: true })).toBeVisible();
  await shop.close();

  // The audit log (read by an admin): each step, by the merchandiser.
  const admin = await demoAdminApi();
  const log = await admin.get(`/api/admin/audit-log?limit=100`);
  const actions = ((await log.json()).data as Array<{ staff_email: string; action: string }>)
    .filter((entry) => entry.staff_email === email)
    .map((entry) => entry.action)
    .reverse();
  expect(actions).toEqual([
    'product.create',
    'product.image.add',
    'product.image.add',
    'stock.adjust',
    'stock.adjust',
  ]);
  const product = await admin.get(`/api/admin/audit-log?entity=product&entity_id=${productId}`);
  expect(((await product.json()).data as unknown[]).length).toBe(3);
  await admin.dispose();
});
