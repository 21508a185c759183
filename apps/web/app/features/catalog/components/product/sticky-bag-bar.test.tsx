import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BagActions, BagAddMode, BagAddRequest } from '~/lib/bag-actions';
import { stubIntersectionObserver } from '~/testing/intersection-observer';
import { aCombination, aDetail } from '~/testing/products';
import { renderInShell } from '~/testing/render';
import { BuyBox } from './buy-box';

let observer: ReturnType<typeof stubIntersectionObserver>;

/** The buy box's buttons: in view, scrolled away above the screen, or still below it. */
const scrollButtons = (where: 'in view' | 'above' | 'below') =>
  act(() =>
    observer.report({
      isIntersecting: where === 'in view',
      boundingClientRect: { top: where === 'above' ? -300 : where === 'below' ? 1200 : 400 },
    }),
  );

beforeEach(() => {
  observer = stubIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.stickyBagBar;
});

const rosy = aCombination({
  id: 12,
  _id: '12',
  attributes: { shade: { name: '02 Rosy' } },
  hex: '#d77a8a',
  price: 120_000,
  price_after_discount: 99_000,
  discount_percentage: 18,
});

function renderBox() {
  const adds: Array<{ request: BagAddRequest; mode: BagAddMode | undefined }> = [];
  const bag: BagActions = {
    add: vi.fn((request: BagAddRequest, mode?: BagAddMode) => {
      adds.push({ request, mode });
      return Promise.resolve('added' as const);
    }),
  };
  const product = aDetail({ name: 'Velvet Blush', combinations: [rosy] });
  renderInShell(<BuyBox product={product} selected={rosy} serverNow={0} />, { bag });
  return { adds };
}

const bar = () => screen.queryByRole('region', { name: 'Velvet Blush' });

describe("the phone's sticky add-to-bag bar", () => {
  it('shows only once the buy buttons have scrolled away above the screen', () => {
    renderBox();
    expect(bar()).toBeNull();
    scrollButtons('below');
    expect(bar()).toBeNull();
    scrollButtons('above');
    expect(bar()).not.toBeNull();
    scrollButtons('in view');
    expect(bar()).toBeNull();
  });

  it('names the chosen shade and its price, is hidden on desktop, and makes room below the page', () => {
    renderBox();
    scrollButtons('above');
    const region = bar()!;
    expect(region.textContent).toContain('02 Rosy');
    expect(region.textContent).toContain('Rp99.000');
    expect(region.textContent).toContain('Rp120.000');
    expect(region.className).toContain('dt:hidden');
    expect(document.documentElement.dataset.stickyBagBar).toBe('');
    scrollButtons('in view');
    expect(document.documentElement.dataset.stickyBagBar).toBeUndefined();
  });

  it("adds the buy box's quantity of the chosen shade to the bag", async () => {
    const { adds } = renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    scrollButtons('above');
    fireEvent.click(within(bar()!).getByRole('button', { name: 'Tambah ke tas' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.mode).toBe('add');
    expect(adds[0]?.request.product).toMatchObject({ combination_id: '12', quantity: 2 });
  });
});
