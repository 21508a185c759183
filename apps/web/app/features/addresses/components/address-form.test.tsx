import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '~/testing/render';
import { ADDRESS_INTENTS, parseAddressForm } from '../address-forms';
import { AddressForm } from './address-form';
import { stubRegionApi } from '../testing/regions';

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);

/** What a screen reader hears after a field's name: its error and hint, by `aria-describedby`. */
const descriptionOf = (label: string | RegExp) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

async function choose(label: string, option: string) {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  const item = await waitFor(() => {
    const found = Array.from(select.options).find((entry) => entry.text === option);
    if (!found) throw new Error(`${option} is not offered yet`);
    return found;
  });
  fireEvent.change(select, { target: { value: item.value } });
}

function renderForm(action?: ActionFunction) {
  const handlers = { onSaved: vi.fn(), onCancel: vi.fn(), onLimitReached: vi.fn() };
  renderInShell(<AddressForm {...handlers} />, action ? { action } : {});
  return handlers;
}

async function fillValidAddress() {
  type('Label Alamat', 'Rumah');
  type('Nama Penerima', 'Sari Wulandari');
  type('Nomor Handphone', '081234567890');
  await choose('Provinsi', 'DKI JAKARTA');
  await choose('Kota/Kabupaten', 'KOTA ADMINISTRASI JAKARTA PUSAT');
  await choose('Kecamatan', 'Gambir');
  await choose('Kelurahan/Desa', 'Cideng');
  type('Kode Pos', '10150');
  type('Alamat Lengkap', 'Jl. Tanah Abang II No. 12');
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Simpan alamat' }));

describe('AddressForm validation (000 §5, 001 §5)', () => {
  it("stops an empty submit with 'Data belum diisi' on every required field", async () => {
    stubRegionApi();
    const action = vi.fn();
    renderForm(action);
    save();

    for (const label of [
      'Label Alamat',
      'Nama Penerima',
      'Nomor Handphone',
      'Provinsi',
      'Kota/Kabupaten',
      'Kecamatan',
      'Kelurahan/Desa',
      'Alamat Lengkap',
      'Kode Pos',
    ]) {
      expect(descriptionOf(label), label).toContain('Data belum diisi');
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    // Optional fields stay quiet, focus goes to the first wrong field, nothing is sent.
    expect(descriptionOf(/^Detail Lainnya/)).not.toContain('Data belum diisi');
    expect(document.activeElement).toBe(field('Label Alamat'));
    expect(action).not.toHaveBeenCalled();
  });

  it('checks a field as the shopper types in it', () => {
    stubRegionApi();
    renderForm();
    type('Label Alamat', 'R1');
    expect(descriptionOf('Label Alamat')).toContain('Label hanya boleh berisi huruf dan spasi');
    type('Label Alamat', 'Rum');
    expect(descriptionOf('Label Alamat')).toContain('Label harus 4 sampai 16 karakter');
    type('Label Alamat', 'Rumah');
    expect(descriptionOf('Label Alamat')).not.toMatch(/Label (hanya|harus)/);
    // Untouched fields do not speak yet.
    expect(descriptionOf('Nama Penerima')).toBe('');
  });

  it('checks a field when the shopper leaves it', () => {
    stubRegionApi();
    renderForm();
    fireEvent.blur(field('Nama Penerima'));
    expect(descriptionOf('Nama Penerima')).toContain('Data belum diisi');

    field('Kode Pos').value = '123';
    fireEvent.blur(field('Kode Pos'));
    expect(descriptionOf('Kode Pos')).toContain('Kode pos harus 5 digit angka');

    type('Nomor Handphone', '0812345');
    fireEvent.blur(field('Nomor Handphone'));
    expect(descriptionOf('Nomor Handphone')).toContain('Nomor handphone minimal 10 digit');
    type('Nomor Handphone', '08123abc');
    expect(descriptionOf('Nomor Handphone')).toContain('Nomor handphone hanya boleh berisi angka');
  });

  it('posts an address that the action parses into what the API takes', async () => {
    stubRegionApi();
    const received: FormData[] = [];
    const handlers = renderForm(async ({ request }) => {
      received.push(await request.formData());
      return {
        intent: ADDRESS_INTENTS.create,
        ok: true,
        message: 'Alamat kamu berhasil tersimpan.',
      };
    });
    await fillValidAddress();
    save();

    await waitFor(() => expect(handlers.onSaved).toHaveBeenCalledTimes(1));
    expect(received[0]?.get('intent')).toBe('create-address');
    // The same schema on the server: region codes, Indonesia, the phone without its leading 0.
    expect(parseAddressForm(received[0]!, 'id')).toEqual({
      ok: true,
      data: {
        title: 'Rumah',
        contact: 'Sari Wulandari',
        address1: 'Jl. Tanah Abang II No. 12',
        country: 'Indonesia',
        province: '31',
        city: '31.71',
        district: '31.71.01',
        subdistrict: '31.71.01.1002',
        zipcode: '10150',
        phone: '81234567890',
        default: false,
      },
    });
    expect(screen.getByRole('status').textContent).toContain('Alamat kamu berhasil tersimpan.');
  });

  it("shows the API's 422 field messages on their fields", async () => {
    stubRegionApi();
    renderForm(() => ({
      intent: ADDRESS_INTENTS.create,
      ok: false,
      fields: { subdistrict: 'Pilihan tidak sesuai dengan wilayah di atasnya' },
    }));
    await fillValidAddress();
    save();
    await waitFor(() =>
      expect(descriptionOf('Kelurahan/Desa')).toContain(
        'Pilihan tidak sesuai dengan wilayah di atasnya',
      ),
    );
    // Focus moves in an effect after the messages are committed.
    await waitFor(() => expect(document.activeElement).toBe(field('Kelurahan/Desa')));
  });

  it('hands a full address book to the max-address alert', async () => {
    stubRegionApi();
    const handlers = renderForm(() => ({
      intent: ADDRESS_INTENTS.create,
      ok: false,
      errorCode: 'address_limit_reached',
      message: 'Kamu hanya dapat menyimpan maksimal 10 alamat.',
    }));
    await fillValidAddress();
    save();
    await waitFor(() => expect(handlers.onLimitReached).toHaveBeenCalledTimes(1));
    expect(handlers.onSaved).not.toHaveBeenCalled();
  });

  it('shows the Papua alert when a Papua province is chosen', async () => {
    stubRegionApi();
    renderForm();
    await choose('Provinsi', 'DKI JAKARTA');
    expect(screen.queryByRole('dialog')).toBeNull();
    await choose('Provinsi', 'PAPUA');
    const alert = await screen.findByRole('dialog', { name: 'Pengiriman ke Papua' });
    expect(alert.textContent).toContain('Pengiriman ke wilayah Papua membutuhkan waktu lebih lama');
    fireEvent.click(within(alert).getByRole('button', { name: 'Mengerti' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
