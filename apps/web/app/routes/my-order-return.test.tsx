import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURNS_PATHS } from '~/features/orders/api/return-calls';
import { forgetReturnPhotos } from '~/features/orders/lib/return-photo-queue';
import { makeReturn, makeReturnOptions } from '~/features/orders/testing/return-fixtures';
import { axeViolations } from '~/testing/axe';
import { fakeXhr } from '~/testing/fake-xhr';
import { memberCookie, renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as page from './my-order-return';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  forgetReturnPhotos();
  vi.unstubAllGlobals();
});

const REFERENCE = 'KL-2408-0001';
const URL_ = `/my-orders/${REFERENCE}/return`;
const OPTIONS = `GET ${RETURNS_PATHS.options(REFERENCE)}`;
const CREATE = `POST ${RETURNS_PATHS.returns(REFERENCE)}`;

const renderForm = (replies: ApiReplies = {}) => {
  const api = stubApi({ [OPTIONS]: { data: makeReturnOptions() }, ...replies });
  const view = renderRouteModule(page, {
    path: '/my-orders/:reference/return',
    url: URL_,
    context: api.context,
  });
  return { api, view };
};

/** The form's action as the browser posts it (a line ticked twice over is two `lines`). */
const post = (values: Array<[string, string]>, replies: ApiReplies) => {
  const api = stubApi({ [OPTIONS]: { data: makeReturnOptions() }, ...replies });
  const request = new Request(`http://localhost${URL_}`, {
    method: 'POST',
    headers: { Cookie: memberCookie() },
    body: new URLSearchParams(values),
  });
  return {
    api,
    run: () =>
      page.action({ request, context: api.context, params: { reference: REFERENCE } } as never),
  };
};

const VALID: Array<[string, string]> = [
  ['lines', '31'],
  ['quantity.31', '2'],
  ['reason', 'damaged'],
  ['note', 'Tutup botolnya retak.'],
  ['refund_method', 'bank_transfer'],
  ['bank.bank_code', 'bca'],
  ['bank.account_number', '1234567890'],
  ['bank.account_name', 'Sari Wulandari'],
];

const form = () => screen.findByRole('form', { name: 'Ajukan Pengembalian' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));

describe('/my-orders/:reference/return loader', () => {
  it('sends a guest to the login, and back here afterwards', async () => {
    renderForm({ [OPTIONS]: { status: 401 } });
    expect((await screen.findByTestId('landed')).textContent).toBe(`/?login=1&redirect=${URL_}`);
  });

  it('renders the lines to choose, the reasons, photos and refund methods', async () => {
    const { view } = renderForm();
    const shown = await form();
    expect(within(shown).getByRole('heading', { level: 1 }).textContent).toBe(
      'Ajukan Pengembalian',
    );
    expect(shown.textContent).toContain('Ajukan sebelum 12 Agu 2024, 12:00 WIB.');
    // The one line that may still be returned starts ticked.
    const serum = screen.getByRole<HTMLInputElement>('checkbox', { name: /Hydra Glow Serum/ });
    expect(serum.checked).toBe(true);
    // A line already returned stays to say so, and cannot be ticked.
    const sun = screen.getByRole<HTMLInputElement>('checkbox', { name: /Daily Sun Fluid/ });
    expect(sun.disabled).toBe(true);
    expect(shown.textContent).toContain('Sudah dikembalikan');
    expect(
      screen.getAllByRole('radio', { name: /Rusak|Tidak sesuai|Cacat|alergi|lain/ }),
    ).toHaveLength(5);
    const original = screen.getByRole<HTMLInputElement>('radio', {
      name: /metode pembayaran awal/,
    });
    expect(original.disabled).toBe(true);
    expect(shown.textContent).toContain(
      'Metode pembayaran pesanan ini tidak mendukung pengembalian dana otomatis.',
    );
    expect(screen.getByLabelText(/Pilih foto/)).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('says so, with the way back, when the order may not be returned', async () => {
    renderForm({
      [OPTIONS]: {
        data: makeReturnOptions({
          eligible: false,
          refusal: 'return_window_closed',
          refusal_message: 'Batas waktu pengembalian pesanan ini sudah lewat.',
        }),
      },
    });
    expect(await screen.findByText('Pesanan ini tidak bisa dikembalikan lewat sini.')).toBeTruthy();
    expect(screen.getByText('Batas waktu pengembalian pesanan ini sudah lewat.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke pesanan' }).getAttribute('href')).toBe(
      `/my-orders?order=${REFERENCE}`,
    );
  });
});

describe('the return form in the browser (001 §5)', () => {
  it('refuses an empty form on its fields and sends nothing', async () => {
    const { api } = renderForm();
    await form();
    fireEvent.click(screen.getByRole('checkbox', { name: /Hydra Glow Serum/ }));
    submit();
    expect(
      await screen.findByText('Pilih minimal satu produk yang ingin dikembalikan.'),
    ).toBeTruthy();
    expect(screen.getByText('Pilih alasan pengembalian.')).toBeTruthy();
    expect(screen.getByText('Pilih ke mana dana dikembalikan.')).toBeTruthy();
    expect(api.callsTo('POST', RETURNS_PATHS.returns(REFERENCE))).toHaveLength(0);
  });

  it('steps the quantity within what may be returned', async () => {
    renderForm();
    await form();
    const quantity = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Jumlah Hydra Glow Serum',
    });
    expect(quantity.value).toBe('1');
    const more = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Tambah jumlah Hydra Glow Serum',
    });
    fireEvent.click(more);
    expect(quantity.value).toBe('2');
    expect(more.disabled).toBe(true);
    expect(screen.getByText('2 produk dipilih')).toBeTruthy();
  });

  it('needs a note of ten characters for "other", and the bank’s digits for a transfer', async () => {
    renderForm();
    await form();
    fireEvent.click(screen.getByRole('radio', { name: 'Alasan lain' }));
    fireEvent.change(screen.getByLabelText(/Ceritakan kondisinya/), { target: { value: 'rusak' } });
    fireEvent.click(screen.getByRole('radio', { name: /Transfer ke rekening bank/ }));
    fireEvent.change(screen.getByLabelText('Bank tujuan'), { target: { value: 'bca' } });
    fireEvent.change(screen.getByLabelText('Nomor rekening'), { target: { value: '123456789' } });
    fireEvent.change(screen.getByLabelText('Nama pemilik rekening'), {
      target: { value: 'Sari Wulandari' },
    });
    submit();
    expect(await screen.findByText('Ceritakan alasannya (minimal 10 karakter).')).toBeTruthy();
    expect(screen.getByText('Nomor rekening BCA harus 10 digit angka.')).toBeTruthy();
    expect(screen.getByText('Nomor rekening BCA: 10 angka.')).toBeTruthy();
  });

  it('sends a valid request, queues its photo for the card and goes back to the order', async () => {
    const { requests, sent } = fakeXhr();
    const { api } = renderForm({ [CREATE]: { status: 201, data: makeReturn() } });
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah jumlah Hydra Glow Serum' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Rusak saat diterima' }));
    fireEvent.click(screen.getByRole('radio', { name: /Transfer ke rekening bank/ }));
    fireEvent.change(screen.getByLabelText('Bank tujuan'), { target: { value: 'bca' } });
    fireEvent.change(screen.getByLabelText('Nomor rekening'), {
      target: { value: '123 456 7890' },
    });
    fireEvent.change(screen.getByLabelText('Nama pemilik rekening'), {
      target: { value: 'Sari Wulandari' },
    });
    const bytes = new Uint8Array(64);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const photos = screen.getByLabelText<HTMLInputElement>(/Pilih foto/);
    Object.defineProperty(photos, 'files', {
      value: [new File([bytes], 'botol.png', { type: 'image/png' })],
      configurable: true,
    });
    await act(async () => {
      fireEvent.change(photos);
    });
    expect(await screen.findByRole('img', { name: 'Pratinjau botol.png' })).toBeTruthy();
    submit();
    expect((await screen.findByTestId('landed')).textContent).toBe(`/my-orders?order=${REFERENCE}`);
    expect(api.callsTo('POST', RETURNS_PATHS.returns(REFERENCE))[0]?.body).toEqual({
      lines: [{ order_line_id: '31', quantity: 2 }],
      reason: 'damaged',
      note: '',
      refund_method: 'bank_transfer',
      bank: { bank_code: 'bca', account_number: '1234567890', account_name: 'Sari Wulandari' },
    });
    // The photo goes up once the request exists, from the browser, in the field `photo`.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe(RETURNS_PATHS.photos('KL-2408-0001-R1'));
    expect((sent[0]?.body as FormData).get('photo')).toBeInstanceOf(File);
    requests[0]?.answer(201, { success: true, data: makeReturn(), meta: { code: 201 } });
  });
});

describe('/my-orders/:reference/return action', () => {
  it('puts the API’s field refusals on the form’s fields', async () => {
    const { run } = post(VALID, {
      [CREATE]: {
        status: 422,
        errorCode: 'validation_failed',
        message: 'Data tidak valid',
        data: {
          fields: {
            'lines.0.quantity': 'Jumlah produk yang dikembalikan tidak valid.',
            'bank.account_number': 'Nomor rekening BCA harus 10 digit angka.',
          },
        },
      },
    });
    expect(await run()).toEqual({
      ok: false,
      status: 422,
      message: 'Data tidak valid',
      fields: {
        'quantity.31': 'Jumlah produk yang dikembalikan tidak valid.',
        'bank.account_number': 'Nomor rekening BCA harus 10 digit angka.',
      },
    });
  });

  it('answers a 409 with the API’s message', async () => {
    const { run } = post(VALID, {
      [CREATE]: {
        status: 409,
        errorCode: 'return_already_open',
        message: 'Pesanan ini sudah punya pengajuan pengembalian yang sedang diproses.',
      },
    });
    expect(await run()).toEqual({
      ok: false,
      status: 409,
      message: 'Pesanan ini sudah punya pengajuan pengembalian yang sedang diproses.',
    });
  });

  it('checks the form again and calls nothing when it is wrong', async () => {
    const { api, run } = post(
      VALID.map(([name, value]) => [name, name === 'bank.account_number' ? '12' : value]),
      {},
    );
    const answer = await run();
    expect(answer).toMatchObject({ ok: false, status: 422 });
    expect(api.callsTo('POST', RETURNS_PATHS.returns(REFERENCE))).toHaveLength(0);
  });

  it('answers the new return’s reference and its order', async () => {
    const { run } = post(VALID, { [CREATE]: { status: 201, data: makeReturn() } });
    expect(await run()).toEqual({
      ok: true,
      reference: 'KL-2408-0001-R1',
      orderReference: REFERENCE,
    });
  });
});
