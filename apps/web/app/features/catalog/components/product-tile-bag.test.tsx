import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BagActions, BagAddOutcome, BagAddRequest } from '~/lib/bag-actions';
import { aCombination, aDetail, aTile, serveDetails, tileCombination } from '~/testing/products';
import { renderInShell } from '~/testing/render';
import type { ProductTile as Product } from '../types';
import { ProductTile } from './product-tile';

/** A bag whose adds wait until the test answers them. */
function pendingBag() {
  const requests: BagAddRequest[] = [];
  let answer: (outcome: BagAddOutcome) => void = () => {};
  const bag: BagActions = {
    add: vi.fn((request: BagAddRequest) => {
      requests.push(request);
      return new Promise<BagAddOutcome>((resolve) => {
        answer = resolve;
      });
    }),
  };
  return { bag, requests, answer: (outcome: BagAddOutcome) => act(() => answer(outcome)) };
}

const SHADES = [
  aCombination({ id: 1, _id: '1', attributes: { shade: { name: '01 Rosy' } } }),
  aCombination({ id: 2, _id: '2', attributes: { shade: { name: '02 Nude' } } }),
];

/** A tile with two shades, led by `lead`, and the detail its modals read. */
function shaded(lead = 0, overrides: Partial<Product> = {}) {
  const detail = aDetail({ combinations: SHADES, default_combination: SHADES[lead]! });
  serveDetails(detail);
  return aTile({
    option_count: 2,
    default_combination: tileCombination(SHADES[lead]!),
    ...overrides,
  });
}

function tile(product: Product, bag: BagActions, options: { list?: Product['slug'] } = {}) {
  renderInShell(<ProductTile product={product} list={(options.list as 'listing') ?? 'listing'} />, {
    path: '/best-seller',
    bag,
  });
  return screen.getByRole('article', { name: product.name });
}

const addButton = (card: HTMLElement) =>
  within(card).getByRole('button', { name: /Tambah ke tas/ });

describe('ADD TO BAG on a tile (000 §4 "Add to bag from a tile")', () => {
  it('adds one unit of the only combination, with a loading flag until the bag answers', async () => {
    const { bag, requests, answer } = pendingBag();
    const card = tile(aTile(), bag);
    fireEvent.click(addButton(card));
    expect(requests).toEqual([
      {
        product: { id: '7', combination_id: '11', quantity: 1 },
        action: 'add',
        reference: { route: 'BestSeller', location_type: 'listing' },
        is_pre_order: false,
      },
    ]);
    const busy = within(card).getByRole('button', { name: /Menambahkan/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    // A second click while the add runs is ignored.
    fireEvent.click(busy);
    expect(bag.add).toHaveBeenCalledTimes(1);
    await answer('refused');
    await waitFor(() => expect(addButton(card).hasAttribute('aria-busy')).toBe(false));
  });

  it('a product with shades opens the option modal first; the chosen shade is added', async () => {
    const { bag, requests, answer } = pendingBag();
    const card = tile(shaded(), bag);
    fireEvent.click(addButton(card));
    expect(bag.add).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Pilih varian' });
    // The shades come from the product's detail.
    fireEvent.click(await within(dialog).findByRole('button', { name: /02 Nude/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Tambah ke tas/ }));
    expect(requests[0]?.product).toEqual({ id: '7', combination_id: '2', quantity: 1 });
    await answer('added');
    // 000 §4: on success the add-to-bag modal hides.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pilih varian' })).toBeNull());
  });

  it('the option modal stays open when the add is refused or cancelled', async () => {
    const { bag, answer } = pendingBag();
    const card = tile(shaded(), bag);
    fireEvent.click(addButton(card));
    const dialog = await screen.findByRole('dialog', { name: 'Pilih varian' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Tambah ke tas/ }));
    await answer('cancelled');
    expect(screen.getByRole('dialog', { name: 'Pilih varian' })).toBeTruthy();
  });

  // The domain's rules also add a selected variant directly (tile.test.ts); the API sends none.
  it('a sale product adds its default combination directly', () => {
    const { bag, requests } = pendingBag();
    const card = tile(shaded(1, { is_sale: true }), bag);
    fireEvent.click(addButton(card));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests[0]?.product.combination_id).toBe('2');
  });

  it('a pre-order combination is sent as a pre-order', () => {
    const { bag, requests } = pendingBag();
    const preorder = aCombination({
      is_pre_order: true,
      preorder: [
        {
          product_preorder_rules_id: 1,
          total_quota: 10,
          sold_quota: 2,
          delivery_date: '2026-07-01',
        },
      ],
    });
    const card = tile(aTile({ default_combination: tileCombination(preorder) }), bag);
    fireEvent.click(addButton(card));
    expect(requests[0]?.is_pre_order).toBe(true);
  });

  it('a sold-out product shows SOLD OUT and adds nothing', () => {
    const { bag } = pendingBag();
    const card = tile(aTile({ is_in_stock: false, is_in_stock_original: false }), bag);
    const button = within(card).getByRole('button', { name: /Stok habis/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(bag.add).not.toHaveBeenCalled();
  });

  const special = { special_price: 99_000, special_price_voucher_id: 'sp-4' };

  it('000 §5: a special price that does not apply cannot be added', () => {
    const { bag } = pendingBag();
    const card = tile(
      aTile({
        ...special,
        is_special_price_applicable: false,
        reason: {
          min_oder: null,
          min_qty: null,
          quota_reached: true,
          brands: [],
          categories: [],
          products: [],
        },
      }),
      bag,
      { list: 'special_price' },
    );
    expect(addButton(card).hasAttribute('disabled')).toBe(true);
  });

  it('000 §5: a special price that applies is added with its voucher', () => {
    const { bag, requests } = pendingBag();
    const card = tile(aTile({ ...special, is_special_price_applicable: true }), bag, {
      list: 'special_price',
    });
    fireEvent.click(addButton(card));
    expect(requests[0]?.product).toMatchObject({
      is_special_price: true,
      special_price_voucher_id: 'sp-4',
    });
    expect(requests[0]?.reference?.location_type).toBe('special_price');
  });

  it('QUICK VIEW adds the shade chosen there and closes', async () => {
    const { bag, requests, answer } = pendingBag();
    const card = tile(shaded(1), bag);
    fireEvent.click(within(card).getByRole('button', { name: /Lihat cepat/ }));
    const dialog = await screen.findByRole('dialog', { name: /Niacinamide/ });
    fireEvent.click(await within(dialog).findByRole('button', { name: /01 Rosy/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Tambah ke tas/ }));
    expect(requests[0]?.product.combination_id).toBe('1');
    await answer('added');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a tile on a chosen shade names it, links to it and adds it without the option modal', async () => {
    const { bag, requests, answer } = pendingBag();
    const product = shaded();
    renderInShell(
      <ProductTile
        product={product}
        chosen={{ id: 2, name: '02 Nude', hex: '#d9a58a', is_pre_order: false }}
      />,
      { path: '/quiz/shade-foundation', bag },
    );
    const card = screen.getByRole('article', { name: product.name });
    expect(within(card).getByText('Shade: 02 Nude')).toBeTruthy();
    expect(within(card).getByRole('link', { name: product.name }).getAttribute('href')).toBe(
      `${product.url}?variant=2`,
    );
    fireEvent.click(addButton(card));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests[0]?.product.combination_id).toBe('2');
    await answer('added');
  });
});
