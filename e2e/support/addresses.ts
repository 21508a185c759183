import { expect, type Page } from '@playwright/test';
import { toast as shopToast, waitForHydration } from './page';

export type NewAddress = {
  title: string;
  contact: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  subdistrict: string;
  zipcode: string;
  street: string;
};

export const RUMAH: NewAddress = {
  title: 'Rumah',
  contact: 'Sari Wulandari',
  phone: '081234567890',
  province: 'DKI Jakarta',
  city: 'Kota Administrasi Jakarta Pusat',
  district: 'Gambir',
  subdistrict: 'Cideng',
  zipcode: '10150',
  street: 'Jl. Tanah Abang II No. 12, RT 03/RW 05',
};

export const KANTOR: NewAddress = {
  title: 'Kantor',
  contact: 'Sari Wulandari',
  phone: '087812345678',
  province: 'DKI Jakarta',
  city: 'Kota Administrasi Jakarta Selatan',
  district: 'Tebet',
  subdistrict: 'Manggarai',
  zipcode: '12850',
  street: 'Jl. Dr. Saharjo No. 45, Lantai 7',
};

/** The address book's verbs, on role-based locators. */
export function addressBook(page: Page) {
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Alamat tersimpan' });
  const card = (title: string) => list.getByRole('article', { name: title, exact: true });
  const toast = shopToast(page);
  const badge = (title: string) => card(title).getByText('Utama', { exact: true });

  async function fillRegion(dialog: ReturnType<Page['getByRole']>, address: NewAddress) {
    await dialog.getByLabel('Provinsi').selectOption({ label: address.province });
    await dialog.getByLabel('Kota/Kabupaten').selectOption({ label: address.city });
    await dialog.getByLabel('Kecamatan').selectOption({ label: address.district });
    await dialog.getByLabel('Kelurahan/Desa').selectOption({ label: address.subdistrict });
    await dialog.getByLabel('Kode Pos').fill(address.zipcode);
  }

  return {
    card,
    badge,
    cards: list.getByRole('article'),
    toast,
    async open() {
      await page.goto('/shipping-address');
      await waitForHydration(page);
    },
    async add(address: NewAddress, { papuaFirst = false } = {}) {
      await main.getByRole('button', { name: 'Tambah Alamat' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tambah Alamat' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Label Alamat').fill(address.title);
      await dialog.getByLabel('Nama Penerima').fill(address.contact);
      await dialog.getByLabel('Nomor Handphone').fill(address.phone);
      if (papuaFirst) {
        await dialog.getByLabel('Provinsi').selectOption({ label: 'Papua' });
        const alert = page.getByRole('dialog', { name: 'Pengiriman ke Papua' });
        await expect(alert).toContainText('Papua');
        await alert.getByRole('button', { name: 'Mengerti' }).click();
        await expect(alert).toBeHidden();
      }
      await fillRegion(dialog, address);
      await dialog.getByLabel('Alamat Lengkap').fill(address.street);
      await dialog.getByRole('button', { name: 'Simpan alamat' }).click();
      await expect(toast).toContainText('Alamat kamu berhasil tersimpan.');
      await expect(dialog).toBeHidden();
    },
    async edit(title: string, change: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
      await card(title)
        .getByRole('button', { name: `Ubah alamat ${title}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Ubah Alamat' });
      await change(dialog);
      await dialog.getByRole('button', { name: 'Simpan alamat' }).click();
      await expect(toast).toContainText('Alamat kamu berhasil tersimpan.');
      await expect(dialog).toBeHidden();
    },
    async makeDefault(title: string) {
      await card(title)
        .getByRole('button', { name: `Jadikan Utama: ${title}` })
        .click();
      // The add's toast may still show the same words: the badge moving is the answer.
      await expect(badge(title)).toBeVisible();
      await expect(toast).toContainText('Alamat kamu berhasil tersimpan.');
    },
    async remove(title: string) {
      await card(title)
        .getByRole('button', { name: `Hapus alamat ${title}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Hapus alamat ini?' });
      await expect(confirm).toContainText(title);
      await confirm.getByRole('button', { name: 'Ya, hapus' }).click();
      await expect(toast).toContainText('Alamat kamu berhasil dihapus.');
      await expect(card(title)).toHaveCount(0);
    },
  };
}
