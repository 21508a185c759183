import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import type { CartLine } from '~/lib/cart-api';
import { BagLine } from './bag-line';
import { makeLine } from '../testing/fixtures';
import { recordingAction } from '../testing/recording-action';

const renderLine = (
  line: CartLine,
  options: { action?: (args: ActionFunctionArgs) => unknown; path?: string } = {},
) => {
  renderInShell(<BagLine line={line} cartId="cart-1" />, options);
  return screen.getByRole('article', { name: line.name });
};

describe('a bag line (000 §3 cart item, §4, §9)', () => {
  it('shows picture, brand, name linked to the product, the shade, prices and total', () => {
    const card = renderLine(makeLine());
    expect(within(card).getByText('Glowlab')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Luminous Dewy Skin Tint' }).getAttribute('href'),
    ).toBe('/foundation/101-luminous-dewy-skin-tint');
    // The option is named with its prefix (Shade, Variant, Size in that priority).
    expect(card.textContent).toContain('Shade: 02 Light');
    // Unit price after discount, the original struck through, and the line total.
    expect(card.textContent).toContain('Rp159.000');
    expect(within(card).getByText('Rp189.000', { exact: false }).closest('s')).toBeTruthy();
    expect(card.textContent).toContain('Rp318.000');
  });

  it('names a variant or a size when the line has no shade', () => {
    const card = renderLine(
      makeLine({
        combination: {
          attributes: { size: { name: '30 ml' } },
          price: 99_000,
          price_after_discount: 99_000,
        },
        combination_name: null,
        unit_price: 99_000,
      }),
    );
    expect(card.textContent).toContain('Ukuran: 30 ml');
    expect(card.querySelector('s')).toBeNull();
  });

  it('shows the pack content, the pre-order delivery date and e-gift details', () => {
    const pack = renderLine(
      makeLine({
        _id: 'pack',
        name: 'Glow Ritual Set',
        is_pack: true,
        pack_content: [
          {
            product_id: '1',
            name: 'Gentle Cleanser',
            combination_id: '11',
            combination_name: null,
            quantity: 1,
          },
          {
            product_id: '2',
            name: 'Barrier Serum',
            combination_id: '21',
            combination_name: '30 ml',
            quantity: 2,
          },
        ],
      }),
    );
    expect(pack.textContent).toContain('Isi paket');
    expect(pack.textContent).toContain('1× Gentle Cleanser');
    expect(pack.textContent).toContain('2× Barrier Serum · 30 ml');
  });

  it('shows when a pre-order ships and who receives an e-gift', () => {
    renderInShell(
      <>
        <BagLine
          cartId="cart-1"
          line={makeLine({
            _id: 'pre',
            name: 'Pre Serum',
            is_pre_order: true,
            delivery_date: '2026-08-05',
          })}
        />
        <BagLine
          cartId="cart-1"
          line={makeLine({
            _id: 'gift',
            name: 'E-Gift Card Rp100.000',
            egift_info: {
              recipient_email: 'sari@example.com',
              recipient_name: 'Sari',
              sender_name: 'Ayu',
              delivery_date: '2026-08-10',
            },
          })}
        />
      </>,
    );
    const pre = screen.getByRole('article', { name: 'Pre Serum' });
    expect(pre.textContent).toContain('PRE-ORDER');
    expect(pre.textContent).toContain('Dikirim mulai 5 Agu 2026');
    const gift = screen.getByRole('article', { name: 'E-Gift Card Rp100.000' });
    expect(gift.textContent).toContain('Untuk Sari');
    expect(gift.textContent).toContain('Dari Ayu');
    expect(gift.textContent).toContain('10 Agu 2026');
  });

  it('keeps the quantity between 1 and the line limit', () => {
    renderLine(makeLine({ quantity: 1, quantity_limit: 1 }));
    expect(
      screen.getByRole<HTMLButtonElement>('button', {
        name: 'Kurangi jumlah Luminous Dewy Skin Tint',
      }).disabled,
    ).toBe(true);
    expect(
      screen.getByRole<HTMLButtonElement>('button', {
        name: 'Tambah jumlah Luminous Dewy Skin Tint',
      }).disabled,
    ).toBe(true);
  });

  it('sends the new quantity (intent update) and shows it at once', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { action, sent } = recordingAction(async () => {
      await held;
      return { intent: 'update', ok: true, message: 'ok' };
    });
    const card = renderLine(makeLine({ quantity: 2 }), { action });
    fireEvent.click(
      within(card).getByRole('button', { name: 'Tambah jumlah Luminous Dewy Skin Tint' }),
    );
    await waitFor(() => expect(action).toHaveBeenCalled());
    expect(within(card).getByRole('status').textContent).toContain('3');
    expect(card.textContent).toContain('Rp477.000');
    release();
    expect(sent[0]).toMatchObject({
      intent: 'update',
      cart_id: 'cart-1',
      line_id: 'line-1',
      product_id: '101',
      combination_id: '1001',
      quantity: '3',
    });
  });

  it('removes the line (intent remove) with the path the shopper is on', async () => {
    const { action, sent } = recordingAction(() => ({
      intent: 'remove',
      ok: false,
      message: 'Silakan coba lagi dalam beberapa saat',
    }));
    const card = renderLine(makeLine(), { action, path: '/order/shipping' });
    fireEvent.click(
      within(card).getByRole('button', { name: 'Hapus Luminous Dewy Skin Tint dari tas belanja' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ intent: 'remove', line_id: 'line-1', from: '/order/shipping' });
    // The removal failed: the line comes back with the reason, announced.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Silakan coba lagi dalam beberapa saat',
    );
  });

  it('shows the quantity error of an unavailable product and what is left of a short one', () => {
    renderInShell(
      <>
        <BagLine
          cartId="cart-1"
          line={makeLine({
            _id: 'gone',
            name: 'Gone Serum',
            is_available: false,
            stock: 0,
            quantity_error: 'out_of_stock',
          })}
        />
        <BagLine
          cartId="cart-1"
          line={makeLine({
            _id: 'short',
            name: 'Short Toner',
            quantity: 5,
            stock: 2,
            quantity_error: 'out_of_stock',
          })}
        />
      </>,
    );
    const gone = screen.getByRole('article', { name: 'Gone Serum' });
    expect(gone.textContent).toContain('Stok produk tidak mencukupi');
    expect(gone.textContent).toContain('sedang tidak tersedia');
    const short = screen.getByRole('article', { name: 'Short Toner' });
    expect(short.textContent).toContain('Stok tersisa 2');
  });
});
