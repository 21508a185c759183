import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { RETURNS_API } from '~/features/admin/api/returns-admin.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { makeAdminReturn } from '~/features/admin/testing/admin-return-fixtures';
import type { AdminReturn, StaffRole } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as returnPage from './admin-return';

const REFERENCE = 'KLU-261120-ABC123-R1';
const URL_ = `/admin/returns/${REFERENCE}`;

/** The stand-in API: the return as it is, and as each write leaves it. */
function render(
  ret: AdminReturn = makeAdminReturn(),
  replies: ApiReplies = {},
  role: StaffRole = 'operations',
) {
  let current = ret;
  const moved =
    (next: Partial<AdminReturn>, message: string): ApiReplies[string] =>
    () => {
      current = { ...current, ...next };
      return { data: current, message };
    };
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    [`GET ${RETURNS_API.item(REFERENCE)}`]: () => ({ data: current }),
    [`POST ${RETURNS_API.approve(REFERENCE)}`]: moved(
      { status: 'approved', status_label: 'Disetujui, kirim barangnya' },
      'Pengembalian disetujui.',
    ),
    [`POST ${RETURNS_API.reject(REFERENCE)}`]: moved(
      { status: 'rejected', status_label: 'Ditolak' },
      'Pengembalian ditolak.',
    ),
    [`POST ${RETURNS_API.receive(REFERENCE)}`]: moved(
      { status: 'received', status_label: 'Barang diterima' },
      'Barang diterima.',
    ),
    [`POST ${RETURNS_API.refund(REFERENCE)}`]: moved(
      { status: 'refunded', status_label: 'Dana dikembalikan', transfer_reference: 'TRF-001' },
      'Dana dikembalikan.',
    ),
    ...replies,
  });
  renderRouteModule(returnPage, {
    path: '/admin/returns/:reference',
    url: URL_,
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
}

const heading = () => screen.findByRole('heading', { level: 1, name: `Pengembalian ${REFERENCE}` });
const actions = () => within(screen.getByRole('region', { name: 'Tindakan' }));

describe('/admin/returns/:reference (route module)', () => {
  it('shows the lines, the member’s reason and photos, the customer, the order and the refund', async () => {
    render();
    await heading();
    const lines = within(screen.getByRole('list', { name: 'Produk dan dana per produk' }));
    expect(lines.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'LuminéHydra Glow SerumShade: 01 Rosy2 pcsRp96.000',
      'TropikaDaily Sun Fluid SPF 501 pcsRp20.000',
    ]);
    expect(screen.getByText('Tutup botolnya retak, serumnya bocor.')).toBeTruthy();
    const photo = screen.getByRole('link', { name: 'Buka foto 1 ukuran penuh' });
    expect(photo.getAttribute('href')).toBe(`/api/admin/returns/${REFERENCE}/photos/5`);
    expect(photo.getAttribute('target')).toBe('_blank');
    expect(within(photo).getByRole('img', { name: 'Foto 1 dari member' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka pelanggan' }).getAttribute('href')).toBe(
      '/admin/customers/40',
    );
    expect(
      screen.getAllByRole('link', { name: /KLU-261120-ABC123$/ })[0]!.getAttribute('href'),
    ).toBe('/admin/orders/KLU-261120-ABC123');
    expect(screen.getByText('Dibayar Rp138.000 · BCA Virtual Account')).toBeTruthy();
    expect(screen.getByText('BCA 1234567890 a.n. SARI WULANDARI')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('approves with the default return address prefilled, edited by staff', async () => {
    const { callsTo } = render();
    await heading();
    const instructions = actions().getByLabelText<HTMLTextAreaElement>(
      'Petunjuk pengiriman untuk member',
    );
    expect(instructions.value).toContain('Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan');
    fireEvent.change(instructions, { target: { value: 'Kirim ke gudang Cikarang.' } });
    fireEvent.click(actions().getByRole('button', { name: 'Setujui' }));
    expect(await screen.findByText('Pengembalian disetujui.')).toBeTruthy();
    expect(callsTo('POST', RETURNS_API.approve(REFERENCE)).map((call) => call.body)).toEqual([
      { instructions: 'Kirim ke gudang Cikarang.' },
    ]);
    // Approved: the parcel is received next.
    expect(await screen.findByRole('button', { name: 'Tandai diterima' })).toBeTruthy();
  });

  it('rejects only with a reason of five characters or more', async () => {
    const { callsTo } = render();
    await heading();
    fireEvent.change(actions().getByLabelText('Alasan penolakan (dikirim ke member)'), {
      target: { value: 'no' },
    });
    fireEvent.click(actions().getByRole('button', { name: 'Tolak' }));
    expect(await screen.findByText('Tulis alasan penolakan (5–1.000 karakter).')).toBeTruthy();
    expect(callsTo('POST', RETURNS_API.reject(REFERENCE))).toEqual([]);
    fireEvent.change(actions().getByLabelText('Alasan penolakan (dikirim ke member)'), {
      target: { value: 'Segel sudah dibuka.' },
    });
    fireEvent.click(actions().getByRole('button', { name: 'Tolak' }));
    expect(await screen.findByText('Pengembalian ditolak.')).toBeTruthy();
    expect(callsTo('POST', RETURNS_API.reject(REFERENCE)).map((call) => call.body)).toEqual([
      { reason: 'Segel sudah dibuka.' },
    ]);
  });

  it('says what a move did when the API answers no message', async () => {
    render(makeAdminReturn(), {
      [`POST ${RETURNS_API.approve(REFERENCE)}`]: {
        data: makeAdminReturn({ status: 'approved', status_label: 'Disetujui' }),
      },
    });
    await heading();
    fireEvent.click(actions().getByRole('button', { name: 'Setujui' }));
    expect(
      await screen.findByText('Pengembalian disetujui. Member menerima petunjuknya.'),
    ).toBeTruthy();
  });

  it('receives every line, each sellable unless unticked', async () => {
    const { callsTo } = render(makeAdminReturn({ status: 'approved', status_label: 'Disetujui' }));
    await heading();
    const sun = actions().getByRole<HTMLInputElement>('checkbox', {
      name: 'Daily Sun Fluid SPF 50 × 1 layak jual',
    });
    expect(sun.checked).toBe(true);
    fireEvent.click(sun);
    fireEvent.click(actions().getByRole('button', { name: 'Tandai diterima' }));
    expect(await screen.findByText('Barang diterima.')).toBeTruthy();
    expect(callsTo('POST', RETURNS_API.receive(REFERENCE)).map((call) => call.body)).toEqual([
      {
        lines: [
          { order_line_id: '31', sellable: true },
          { order_line_id: '32', sellable: false },
        ],
      },
    ]);
  });

  it('refunds a bank transfer only with the transfer’s reference', async () => {
    const { callsTo } = render(makeAdminReturn({ status: 'received', status_label: 'Diterima' }));
    await heading();
    expect(actions().getByText(/Transfer Rp116\.000 ke rekening member/)).toBeTruthy();
    fireEvent.click(actions().getByRole('button', { name: 'Kembalikan dana Rp116.000' }));
    expect(
      await screen.findByText('Tulis nomor referensi transfer ke rekening pembeli.'),
    ).toBeTruthy();
    expect(callsTo('POST', RETURNS_API.refund(REFERENCE))).toEqual([]);
    fireEvent.change(actions().getByLabelText('No. referensi transfer'), {
      target: { value: ' TRF-001 ' },
    });
    fireEvent.click(actions().getByRole('button', { name: 'Kembalikan dana Rp116.000' }));
    expect(await screen.findByText('Dana dikembalikan.')).toBeTruthy();
    expect(callsTo('POST', RETURNS_API.refund(REFERENCE)).map((call) => call.body)).toEqual([
      { transfer_reference: 'TRF-001' },
    ]);
    // Refunded: nothing left to do.
    expect(await screen.findByText('Dana dikembalikan', { selector: '.order-state' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tindakan' })).toBeNull();
  });

  it('refunds to the original method through the gateway, asking nothing', async () => {
    const { callsTo } = render(
      makeAdminReturn({
        status: 'received',
        refund_method: 'original',
        refund_method_label: 'Ke metode pembayaran awal',
        bank: null,
        order: {
          reference: 'KLU-261120-ABC123',
          payment_method: 'gopay',
          payment_method_name: 'GoPay',
          total_paid: 138_000,
          delivered_at: null,
        },
      }),
    );
    await heading();
    expect(
      actions().getByText(
        'Dana Rp116.000 kembali lewat payment gateway ke GoPay yang dipakai member. Tidak perlu transfer manual.',
      ),
    ).toBeTruthy();
    expect(actions().queryByLabelText('No. referensi transfer')).toBeNull();
    fireEvent.click(actions().getByRole('button', { name: 'Kembalikan dana Rp116.000' }));
    expect(await screen.findByText('Dana dikembalikan.')).toBeTruthy();
    expect(callsTo('POST', RETURNS_API.refund(REFERENCE)).map((call) => call.body)).toEqual([{}]);
  });

  it('tells a move someone else made first, and shows the return as it is now', async () => {
    render(makeAdminReturn(), {
      [`POST ${RETURNS_API.approve(REFERENCE)}`]: {
        status: 409,
        errorCode: 'return_state_changed',
        message: 'Pengembalian ini sudah berubah status. Muat ulang halaman.',
      },
    });
    await heading();
    fireEvent.click(actions().getByRole('button', { name: 'Setujui' }));
    expect(
      await screen.findByText('Pengembalian ini sudah berubah status. Muat ulang halaman.'),
    ).toBeTruthy();
  });

  it('hides the actions from a role that may only look', async () => {
    render(makeAdminReturn(), {}, 'support');
    await heading();
    expect(screen.queryByRole('region', { name: 'Tindakan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull();
    expect(
      screen.getByText('Peranmu hanya bisa melihat. Tindakan butuh izin pesanan (orders.write).'),
    ).toBeTruthy();
  });
});
