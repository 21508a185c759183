import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BagAddRequest } from '~/lib/bag-actions';
import { aTile } from '~/testing/products';
import { renderInShell } from '~/testing/render';
import { AddAllToBag } from './add-all-to-bag';

const TILES = [
  aTile({ id: 21, name: 'Gentle Foam Cleanser' }),
  aTile({ id: 22, name: 'Balancing Toner' }),
  aTile({ id: 23, name: 'Clarifying Serum' }),
  aTile({ id: 25, name: 'Daily Sun Fluid' }),
];

describe('ADD ALL TO BAG (a recommended routine)', () => {
  it('adds every step one click can add through the bag, one after another, and says how many', async () => {
    const requests: BagAddRequest[] = [];
    const bag = {
      add: vi.fn(async (request: BagAddRequest) => {
        requests.push(request);
        return 'added' as const;
      }),
    };
    // The toner has options: its tile opens them, so ADD ALL leaves it to the shopper.
    const tiles = TILES.map((tile) => (tile.id === 22 ? { ...tile, option_count: 3 } : tile));
    renderInShell(<AddAllToBag products={tiles} />, { path: '/quiz/tipe-kulit', bag });
    fireEvent.click(screen.getByRole('button', { name: 'TAMBAH SEMUA KE TAS' }));
    await waitFor(() =>
      expect(screen.getByText(/produk ditambahkan ke tas belanja/).textContent).toBe(
        '3 produk ditambahkan ke tas belanja.',
      ),
    );
    expect(requests.map((request) => request.product.id)).toEqual(['21', '23', '25']);
    expect(requests[0]).toMatchObject({ action: 'add', product: { quantity: 1 } });
  });

  it('stops at the first add the bag refuses', async () => {
    const bag = { add: vi.fn(async () => 'refused' as const) };
    renderInShell(<AddAllToBag products={TILES} />, { path: '/quiz/tipe-kulit', bag });
    fireEvent.click(screen.getByRole('button', { name: 'TAMBAH SEMUA KE TAS' }));
    await waitFor(() =>
      expect(screen.getByText(/produk ditambahkan ke tas belanja/).textContent).toBe(
        '0 produk ditambahkan ke tas belanja.',
      ),
    );
    expect(bag.add).toHaveBeenCalledTimes(1);
  });
});
