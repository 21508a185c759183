import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
  concerns: [{ id: 1, name: 'Acne', slug: 'acne' }],
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
    await waitFor(() =>
      expect(within(form).getAllByRole('checkbox', { name: /^Brand / })).toHaveLength(20),
    );
    expect(within(form).getAllByRole('radio', { name: /^Category / })).toHaveLength(12);
  });
});
