import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { RECEIPT_PNG } from '../support/orders';
import { waitForHydration } from '../support/page';
import {
  adminReturn,
  memberWithDeliveredOrder,
  operationsStaff,
  orderDetail,
} from '../support/returns';

/**
 * Returns and refunds (issue 25, docs/design/returns.md): a member asks to return two products
 * of a delivered order (one of them twice), damaged, with a photo and a refund to their bank;
 * operations approve it with the return address, receive the parcel (sellable) and refund the
 * transfer; the member follows each step on the order's detail, then sees the refund.
 */
test.describe.configure({ timeout: process.env.CI ? 300_000 : 180_000 });

test('a member returns a delivered order’s products; operations approve, receive and refund it', async ({
  page,
  browser,
}) => {
  const { reference, twice, once } = await memberWithDeliveredOrder(page);
  const returnReference = `${reference}-R1`;
  const detail = orderDetail(page, reference);

  // The delivered order offers a return, until the window's end in WIB.
  await detail.open();
  await expect(detail.dialog.getByText(/^Bisa diajukan sampai .+ WIB$/)).toBeVisible();
  await detail.dialog.getByRole('link', { name: /Ajukan pengembalian/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${reference}/return$`));
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Ajukan Pengembalian' });
  await expect(form.getByRole('heading', { level: 1, name: 'Ajukan Pengembalian' })).toBeVisible();

  // Sent empty, it is refused on its fields.
  await form.getByRole('button', { name: 'Kirim pengajuan' }).click();
  await expect(form.getByText('Pilih minimal satu produk yang ingin dikembalikan.')).toBeVisible();

  // Both lines, the first twice; damaged; a photo; to a BCA account.
  await form.getByRole('checkbox', { name: new RegExp(escape(twice.name)) }).check();
  await form.getByRole('button', { name: `Tambah jumlah ${twice.name}` }).click();
  await expect(form.getByRole('textbox', { name: `Jumlah ${twice.name}` })).toHaveValue('2');
  await form.getByRole('checkbox', { name: new RegExp(escape(once.name)) }).check();
  await form.getByRole('radio', { name: 'Rusak saat diterima' }).check();
  await form
    .getByLabel(/Ceritakan kondisinya/)
    .fill('Kemasan penyok dan segel botolnya sobek saat paket dibuka.');
  await form.getByLabel(/Pilih foto/).setInputFiles({
    name: 'kemasan.png',
    mimeType: 'image/png',
    buffer: RECEIPT_PNG,
  });
  await expect(form.getByRole('img', { name: 'Pratinjau kemasan.png' })).toBeVisible();
  // The original method cannot take a transfer's refund: it says why.
  await expect(form.getByRole('radio', { name: /Ke metode pembayaran awal/ })).toBeDisabled();
  await form.getByRole('radio', { name: /Transfer ke rekening bank/ }).check();
  await form.getByLabel('Bank tujuan').selectOption('bca');
  await form.getByLabel('Nomor rekening').fill('12345678');
  await form.getByLabel('Nama pemilik rekening').fill('Nadia Putri');
  await form.getByRole('button', { name: 'Kirim pengajuan' }).click();
  await expect(form.getByText('Nomor rekening BCA harus 10 digit angka.')).toBeVisible();
  await form.getByLabel('Nomor rekening').fill('123 456 7890');
  await expect(form.getByText('3 produk dipilih · Transfer ke rekening bank')).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Kirim pengajuan' }).click();

  // Back on the order's detail: the request, its photo uploaded from the card.
  await expect(page).toHaveURL(new RegExp(`/my-orders\\?order=${reference}$`));
  await expect(detail.dialog).toBeVisible();
  const card = detail.card(returnReference);
  await expect(detail.stateOf(returnReference)).toHaveText('Diajukan');
  await expect(
    card.getByRole('img', { name: `Foto 1 pengembalian ${returnReference}` }),
  ).toBeVisible();
  await expect(card.getByText('BCA ••••••7890 a.n. NADIA PUTRI')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Batalkan pengajuan' })).toBeVisible();
  await expect(detail.dialog.getByRole('link', { name: /Ajukan pengembalian/ })).toHaveCount(0);
  const refund = await card.getByTestId('return-refund').innerText();
  expect(refund).toMatch(/^Rp[\d.]+$/);

  // Operations: the queue, then the return — approved with the return address.
  const staff = await operationsStaff(browser);
  const back = adminReturn(staff.page);
  await staff.page.goto('/admin/returns');
  await waitForHydration(staff.page);
  await staff.page.getByRole('link', { name: returnReference, exact: true }).click();
  await expect(back.heading(returnReference)).toBeVisible();
  await waitForHydration(staff.page);
  await expect(staff.page.getByRole('img', { name: 'Foto 1 dari member' })).toBeVisible();
  await expect(back.actions.getByLabel('Petunjuk pengiriman untuk member')).toHaveValue(
    /Jl\. Senopati No\. 88/,
  );
  await back.act('Setujui', 'Disetujui, kirim barangnya');

  await detail.open();
  await expect(detail.stateOf(returnReference)).toHaveText('Disetujui, kirim barangnya');
  await expect(card.getByText('Cara mengirim paket')).toBeVisible();
  await expect(card.getByText(/Jl\. Senopati No\. 88/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Batalkan pengajuan' })).toHaveCount(0);

  // The parcel arrives: everything sellable.
  await expect(
    back.actions.getByRole('checkbox', { name: `${twice.name} × 2 layak jual` }),
  ).toBeChecked();
  await back.act('Tandai diterima', 'Barang diterima');

  await detail.open();
  await expect(detail.stateOf(returnReference)).toHaveText('Barang diterima');
  await expect(detail.steps(returnReference).getByRole('listitem')).toHaveText([
    /^Diajukan.+WIB$/,
    /^Disetujui, kirim barangnya.+WIB$/,
    /^Barang diterima.+WIB$/,
    /^Dana dikembalikanMenunggu$/,
  ]);

  // The transfer made, operations refund with its reference.
  await back.actions.getByLabel('No. referensi transfer').fill('TRF-E2E-0001');
  await back.act(/^Kembalikan dana Rp/, 'Dana dikembalikan');
  await expect(staff.page.getByText('TRF-E2E-0001')).toBeVisible();
  await staff.close();

  // The member sees the money back, where it went and the transfer's reference.
  await detail.open();
  await expect(detail.stateOf(returnReference)).toHaveText('Dana dikembalikan');
  await expect(card.getByText('Dana kembali', { exact: true })).toBeVisible();
  await expect(card.getByTestId('return-refund')).toHaveText(refund);
  await expect(card.getByText('TRF-E2E-0001')).toBeVisible();
  await expect(detail.steps(returnReference).getByRole('listitem').last()).toHaveText(
    /^Dana dikembalikan.+WIB$/,
  );
  await expectNoAxeViolations(page, '[role="dialog"]');
});

/** A product's name as a literal in a pattern. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
