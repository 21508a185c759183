import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BagActions, BagAddMode, BagAddRequest } from '~/lib/bag-actions';
import { aCombination, aDetail } from '~/testing/products';
import { renderInShell } from '~/testing/render';
import type { ProductDetail } from '../../types';
import { BuyBox } from './buy-box';

/** 10 March 2026, 09:00 WIB. */
const NOW = Date.UTC(2026, 2, 10, 2);

const aProduct = (overrides: Partial<ProductDetail> = {}): ProductDetail => aDetail(overrides);

function renderBox(product: ProductDetail, combination = product.default_combination) {
  const adds: Array<{ request: BagAddRequest; mode: BagAddMode | undefined }> = [];
  const bag: BagActions = {
    add: vi.fn((request: BagAddRequest, mode?: BagAddMode) => {
      adds.push({ request, mode });
      return Promise.resolve('added' as const);
    }),
  };
  renderInShell(<BuyBox product={product} selected={combination} serverNow={NOW} />, { bag });
  return { adds, bag };
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Jumlah' }) as HTMLInputElement;

describe("the product page's buy box (000 §4, §9)", () => {
  it('adds the chosen quantity, capped at the product limit', async () => {
    const { adds } = renderBox(aProduct({ max_limit_per_order: 3 }));
    expect(screen.getByText('Maks. 3 per pesanan')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Tambah jumlah' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(more);
    expect(quantity().value).toBe('3');
    expect(more.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Kurangi jumlah' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke tas' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]).toEqual({
      mode: 'add',
      request: {
        product: { id: '7', combination_id: '11', quantity: 2 },
        action: 'add',
        reference: {
          route: 'SingleProduct',
          location_type: 'product_detail',
          slug: 'niacinamide-10-brightening-serum',
        },
        is_pre_order: false,
        from_product_detail: true,
      },
    });
  });

  it('never asks for more than 20, nor more than the stock', () => {
    renderBox(aProduct(), aCombination({ stock: 4 }));
    fireEvent.change(quantity(), { target: { value: '50' } });
    expect(quantity().value).toBe('4');
    expect(screen.getByText('Maks. 20 per pesanan')).toBeTruthy();
  });

  it('BUY NOW adds in buy mode', async () => {
    const { adds } = renderBox(aProduct());
    fireEvent.click(screen.getByRole('button', { name: 'Beli sekarang' }));
    await waitFor(() => expect(adds[0]?.mode).toBe('buy'));
  });

  it('a pack sends its parts', async () => {
    const { adds } = renderBox(
      aProduct({
        classification: 'bundle_physical',
        pack_detail: [
          {
            product_id: 1,
            combination_id: 11,
            name: 'A',
            brand: { name: 'X' },
            attributes: {},
            quantity: 1,
            stock: 5,
          },
          {
            product_id: 2,
            combination_id: 21,
            name: 'B',
            brand: { name: 'X' },
            attributes: {},
            quantity: 1,
            stock: 5,
          },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke tas' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.request.product).toMatchObject({
      is_pack: true,
      pack: [
        { product_id: '1', combination_id: '11' },
        { product_id: '2', combination_id: '21' },
      ],
    });
  });

  it('an e-gift card needs its recipient; the schema checks it before anything is added', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { adds, bag } = renderBox(aProduct({ classification: 'egift' }));
    const gift = screen.getByRole('group', { name: 'Kirim sebagai hadiah' });
    const date = within(gift).getByLabelText('Tanggal pengiriman') as HTMLInputElement;
    expect(date.value).toBe('2026-03-10');
    expect(date.min).toBe('2026-03-10');

    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke tas' }));
    expect(bag.add).not.toHaveBeenCalled();
    const email = within(gift).getByLabelText('Email penerima');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(gift.textContent).toContain('Data belum diisi');
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'sari@example.com' } });
    fireEvent.change(within(gift).getByLabelText(/Pesan untuk penerima/), {
      target: { value: 'Selamat ulang tahun!' },
    });
    fireEvent.change(date, { target: { value: '2026-03-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke tas' }));
    expect(gift.textContent).toContain('Tanggal pengiriman paling cepat hari ini');
    expect(bag.add).not.toHaveBeenCalled();
    fireEvent.change(date, { target: { value: '2026-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke tas' }));
    vi.useRealTimers();
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.request.egift_info).toEqual({
      recipient_email: 'sari@example.com',
      message: 'Selamat ulang tahun!',
      delivery_date: '2026-03-12',
    });
  });
});
