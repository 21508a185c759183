import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '~/testing/render';
import { SHIPPING_INTENTS } from '../intents';
import { makeAddress, makeBag, makeBagTotals, makeMethod } from '../testing/fixtures';
import type { ShippingStepData } from '../types';
import { ShippingStep } from './shipping-step';

/** An action that records what the step's forms sent and answers as the route action would. */
function recordingAction(answer: (form: FormData) => unknown = () => null) {
  const sent: Array<Record<string, string>> = [];
  const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    sent.push(Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])));
    return answer(form);
  });
  return { action, sent };
}

const step = (overrides: Partial<ShippingStepData> = {}): ShippingStepData => ({
  bag: makeBag(),
  addresses: [makeAddress()],
  addressId: '7',
  methods: {
    state: 'ready',
    methods: [
      makeMethod(),
      makeMethod({
        _id: 'sicepat_reg',
        code: 'sicepat_reg',
        name: 'SiCepat REG',
        carrier: { code: 'sicepat', name: 'SiCepat', logo: '/logo/sicepat.svg', can_track: true },
        fee: 16_000,
        discount: 16_000,
        fee_after_discount: 0,
        is_free: true,
        discount_source: 'free_shipping_limit',
      }),
    ],
  },
  notice: null,
  ...overrides,
});

configure({ asyncUtilTimeout: 5_000 });
describe('the shipping step (000 §2, §4)', { timeout: 20_000 }, () => {
  it('shows the chosen address and each method with its fee, discount and arrival estimate', () => {
    renderInShell(<ShippingStep data={step()} />, { path: '/order/shipping' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pengiriman' })).toBeTruthy();
    expect(screen.getByText('Sari Wulandari')).toBeTruthy();
    expect(screen.getByText(/Jl\. Kemang Raya No\. 12, Pagar hijau, Bangka, Mampang/)).toBeTruthy();

    const jne = screen.getByRole('radio', { name: /JNE REG/ });
    const jneCard = jne.closest('label') as HTMLElement;
    expect(jneCard.textContent).toContain('Rp18.000');
    expect(jneCard.textContent).toContain('Estimasi tiba 2-3 hari');
    expect(jneCard.textContent).toMatch(/Tiba Sen, 24 Nov – Sel, 25 Nov/);
    // The carrier as a name badge in text (ADR 0033), its service beside it; nothing is cut.
    expect(jneCard.querySelector('[data-name-badge]')?.textContent).toBe('JNE');
    expect(jneCard.querySelector('img')).toBeNull();
    for (const element of jneCard.querySelectorAll('*')) {
      expect(String(element.className)).not.toMatch(/\b(truncate|text-ellipsis|line-clamp-\d)\b/);
    }

    const sicepat = screen.getByRole('radio', { name: /SiCepat REG/ }).closest('label');
    expect(sicepat?.textContent).toContain('GRATIS');
    expect(sicepat?.textContent).toContain('Gratis Ongkir');
    expect(sicepat?.querySelector('s')?.textContent).toBe('Rp16.000');
  });

  it('keeps Continue disabled until a method is chosen, and counts no shipping yet', () => {
    renderInShell(<ShippingStep data={step()} />, { path: '/order/shipping' });
    const buttons = screen.getAllByRole<HTMLButtonElement>('button', {
      name: 'Lanjut ke pembayaran',
    });
    expect(buttons.every((button) => button.disabled)).toBe(true);
    expect(screen.queryByRole('link', { name: 'Lanjut ke pembayaran' })).toBeNull();
    expect(screen.getByText('Pilih pengiriman')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('Rp318.000');
  });

  it('adds the chosen method to the total and leads on to payment', () => {
    const data = step();
    if (data.methods.state === 'ready') {
      data.methods.methods[0] = makeMethod({ is_selected: true });
    }
    renderInShell(<ShippingStep data={data} />, { path: '/order/shipping' });
    expect(screen.getByTestId('checkout-total').textContent).toBe('Rp336.000');
    const links = screen.getAllByRole('link', { name: 'Lanjut ke pembayaran' });
    expect(links[0]?.getAttribute('href')).toBe('/order/payment');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /JNE REG/ }).checked).toBe(true);
  });

  it('saves the method the shopper chooses for the bag and address', async () => {
    const { action, sent } = recordingAction(() => ({
      intent: SHIPPING_INTENTS.chooseMethod,
      target: 'sicepat_reg',
      ok: true,
      message: 'Metode pengiriman dipilih.',
    }));
    renderInShell(<ShippingStep data={step()} />, { path: '/order/shipping', action });
    fireEvent.click(screen.getByRole('radio', { name: /SiCepat REG/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      intent: 'choose-shipping',
      cart_id: '41',
      address_id: '7',
      service_code: 'sicepat_reg',
    });
  });

  it('waits to go on to payment while a new choice is being saved', async () => {
    let answer: (value: unknown) => void = () => {};
    const action = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const data = step();
    if (data.methods.state === 'ready') {
      data.methods.methods[0] = makeMethod({ is_selected: true });
    }
    renderInShell(<ShippingStep data={data} />, { path: '/order/shipping', action });
    expect(screen.getAllByRole('link', { name: 'Lanjut ke pembayaran' }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: /SiCepat REG/ }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'Lanjut ke pembayaran' })).toBeNull();
    for (const button of screen.getAllByRole('button', { name: 'Lanjut ke pembayaran' })) {
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(button.getAttribute('aria-busy')).toBe('true');
    }
    answer({ intent: SHIPPING_INTENTS.chooseMethod, target: 'sicepat_reg', ok: true });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Lanjut ke pembayaran' }).length).toBeGreaterThan(
        0,
      ),
    );
  });

  it('says why when the method cannot be chosen', async () => {
    const { action } = recordingAction(() => ({
      intent: SHIPPING_INTENTS.chooseMethod,
      target: 'jne_reg',
      ok: false,
      message: 'Layanan pengiriman ini tidak tersedia untuk alamat dan paketmu.',
      errorCode: 'shipping_service_unavailable',
    }));
    renderInShell(<ShippingStep data={step()} />, { path: '/order/shipping', action });
    fireEvent.click(screen.getByRole('radio', { name: /JNE REG/ }));
    expect(
      await screen.findByText('Layanan pengiriman ini tidak tersedia untuk alamat dan paketmu.'),
    ).toBeTruthy();
  });

  it('changes the address from the address list', async () => {
    const { action, sent } = recordingAction(() => ({
      intent: SHIPPING_INTENTS.chooseAddress,
      target: '8',
      ok: true,
      message: 'Alamat pengiriman dipilih.',
    }));
    const office = makeAddress({ _id: '8', title: 'Kantor', is_default: false });
    renderInShell(<ShippingStep data={step({ addresses: [makeAddress(), office] })} />, {
      path: '/order/shipping',
      action,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ganti alamat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pilih Alamat Pengiriman' });
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /Rumah/ }).checked).toBe(
      true,
    );
    expect(
      within(dialog).getByRole('link', { name: 'Tambah alamat baru' }).getAttribute('href'),
    ).toBe('/order/shipping/add');
    fireEvent.click(within(dialog).getByRole('radio', { name: /Kantor/ }));
    await waitFor(() =>
      expect(sent).toEqual([{ intent: 'choose-address', cart_id: '41', address_id: '8' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('invites a member without addresses to add one', () => {
    renderInShell(
      <ShippingStep
        data={step({ addresses: [], addressId: null, methods: { state: 'no_address' } })}
      />,
      { path: '/order/shipping' },
    );
    expect(screen.getByText('Belum ada alamat pengiriman')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tambah alamat baru' }).getAttribute('href')).toBe(
      '/order/shipping/add',
    );
    expect(screen.queryByRole('button', { name: 'Ganti alamat' })).toBeNull();
  });

  it('shows a refusal of the methods call and the notice the step was reached with', () => {
    renderInShell(
      <ShippingStep
        data={step({
          methods: {
            state: 'refused',
            message: 'Alamat harus memiliki kecamatan.',
            errorCode: 'address_district_required',
          },
          notice: 'Alamat pengiriman tidak valid. Silakan periksa kembali alamat kamu.',
        })}
      />,
      { path: '/order/shipping' },
    );
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Alamat harus memiliki kecamatan.');
    expect(alerts).toContain('Alamat pengiriman tidak valid. Silakan periksa kembali alamat kamu.');
  });

  it('sums the bag’s discounts and the shipping discount in the summary', () => {
    const data = step({
      bag: makeBag({
        voucher_code: 'GLOW50',
        totals: makeBagTotals({
          discount: 50_000,
          voucher_discount: 50_000,
          total_amount_after_discount: 268_000,
          total_amount_after_extra: 268_000,
        }),
      }),
    });
    if (data.methods.state === 'ready') {
      data.methods.methods[1] = { ...data.methods.methods[1]!, is_selected: true };
    }
    renderInShell(<ShippingStep data={data} />, { path: '/order/shipping' });
    const summary = screen.getByRole('region', { name: 'Ringkasan Pesanan' });
    expect(summary.textContent).toContain('GLOW50');
    expect(summary.textContent).toContain('−Rp50.000');
    expect(screen.getByTestId('checkout-total').textContent).toBe('Rp268.000');
    expect(summary.textContent).toContain('Kamu hemat Rp66.000');
  });
});
