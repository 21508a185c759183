import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '~/lib/i18n';
import { renderInShell } from '~/testing/render';
import { LISTING_SORTS, readListingChoices } from '../../api/listing-query';
import { FilterPanel, SERVER_OPTIONS, type FilterFacets } from './filter-panel';

const facets: FilterFacets = {
  brands: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Brand ${i + 1}`, total: 3 })),
  categories: Array.from({ length: 12 }, (_, i) => ({
    id: 100 + i,
    name: `Category ${i + 1}`,
    total: 5,
  })),
  concerns: [{ id: 1, name: 'Acne', slug: 'acne', total: 4 }],
};

const choicesAt = (search: string) =>
  readListingChoices(new URLSearchParams(search), LISTING_SORTS);

/** The panel as the server renders it (before hydration): its HTML in a detached document. */
function serverPanel(search: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '*',
        element: (
          <LocaleProvider locale="id">
            <FilterPanel choices={choicesAt(search)} facets={facets} />
          </LocaleProvider>
        ),
      },
    ],
    { initialEntries: [`/shop/all${search}`], hydrationData: { loaderData: { root: null } } },
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={router} />);
  return container;
}

const values = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)]
    .filter((input) => input.value !== '')
    .map((input) => input.value);

describe('the listing filters: the first screen on the server, the rest in the browser', () => {
  it('renders the first options of each long list on the server', () => {
    const panel = serverPanel('');
    expect(values(panel, 'brand_id')).toEqual(
      Array.from({ length: SERVER_OPTIONS }, (_, i) => String(i + 1)),
    );
    expect(values(panel, 'category_id')).toHaveLength(SERVER_OPTIONS);
    expect(values(panel, 'tag')).toEqual(['acne']);
  });

  it("keeps the shopper's chosen options beyond them, checked", () => {
    const panel = serverPanel('?brand_id=15&brand_id=2&category_id=111');
    expect(values(panel, 'brand_id')).toEqual([
      ...Array.from({ length: SERVER_OPTIONS }, (_, i) => String(i + 1)),
      '15',
    ]);
    const checked = [...panel.querySelectorAll<HTMLInputElement>('input[checked]')].map(
      (input) => `${input.name}=${input.value}`,
    );
    expect(checked).toEqual(
      expect.arrayContaining(['brand_id=2', 'brand_id=15', 'category_id=111']),
    );
    expect(values(panel, 'category_id')).toContain('111');
  });

  it('renders every option in the browser once it is idle', async () => {
    renderInShell(<FilterPanel choices={choicesAt('')} facets={facets} />, { path: '/shop/all' });
    const form = await screen.findByRole('form', { name: 'Filter' });
    // Counted by their inputs: role queries over every option are slow on a busy machine.
    await waitFor(() => expect(values(form, 'brand_id')).toHaveLength(20));
    expect(values(form, 'category_id')).toHaveLength(12);
  });
});

describe('choosing several filters, then one "Terapkan" (issue 17 item 20)', () => {
  const widths = { phone: 390, desktop: 1440 };
  const atWidth = (width: number) => {
    // Writable, as in a browser: test files share one window (isolate: false).
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      writable: true,
      value: width,
    });
  };
  afterEach(() => atWidth(1024));

  const panelAt = async (width: number) => {
    atWidth(width);
    const { router } = renderInShell(<FilterPanel choices={choicesAt('')} facets={facets} />, {
      path: '/shop/all',
    });
    const form = await screen.findByRole('form', { name: 'Filter' });
    return { router, form };
  };

  it('on a phone, ticking boxes applies nothing until "Terapkan", which applies them all', async () => {
    const { router, form } = await panelAt(widths.phone);
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Brand 1 / }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Brand 2 / }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Jerawat/ }));
    fireEvent.click(within(form).getByRole('radio', { name: '4 bintang' }));
    expect(router.state.location.search).toBe('');
    fireEvent.click(within(form).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(router.state.location.search).not.toBe(''));
    const applied = new URLSearchParams(router.state.location.search);
    expect(applied.getAll('brand_id')).toEqual(['1', '2']);
    expect(applied.getAll('tag')).toEqual(['acne']);
    expect(applied.get('rating')).toBe('4');
    // Empty fields stay out of the URL.
    expect(applied.has('min_price')).toBe(false);
  });

  it('on desktop, a ticked box applies at once', async () => {
    const { router, form } = await panelAt(widths.desktop);
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Brand 3 / }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand_id=3'));
  });

  it('"Hapus semua" clears every filter, and each value shows its count', async () => {
    atWidth(widths.phone);
    renderInShell(<FilterPanel choices={choicesAt('?brand_id=1&tag=acne')} facets={facets} />, {
      path: '/shop/all?brand_id=1&tag=acne',
    });
    const form = await screen.findByRole('form', { name: 'Filter' });
    expect(within(form).getByRole('link', { name: 'Hapus semua' }).getAttribute('href')).toBe(
      '/shop/all',
    );
    const acne = within(form)
      .getByRole('checkbox', { name: /^Jerawat/ })
      .closest('label');
    expect(acne?.textContent).toBe('Jerawat 4');
  });

  it('without JavaScript the panel is a GET form with a submit button', () => {
    const panel = serverPanel('');
    const form = panel.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Terapkan');
  });
});
