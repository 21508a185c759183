import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchResultClicks } from './search-result-clicks';

function results() {
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    posted.push(JSON.parse(String(init.body)));
    return new Response(null, { status: 201 });
  });
  render(
    <SearchResultClicks q="serum" firstPosition={17}>
      {[7, 9].map((id) => (
        <article key={id} data-product-id={id}>
          {/* A real tile's link; `href="#"` keeps jsdom from navigating. */}
          <a href={`#product-${id}`}>Product {id}</a>
          <button type="button">Add {id}</button>
        </article>
      ))}
    </SearchResultClicks>,
  );
  return posted;
}

describe('search result clicks (001 §7 search-history-clicks)', () => {
  it('records the followed product with its position over the whole result list', () => {
    const posted = results();
    fireEvent.click(screen.getByRole('link', { name: 'Product 9' }));
    expect(posted).toEqual([{ keyword: 'serum', product_id: 9, position: 18, source: 'result' }]);
  });

  it('leaves buttons on a tile alone', () => {
    const posted = results();
    fireEvent.click(screen.getByRole('button', { name: 'Add 7' }));
    expect(posted).toEqual([]);
  });
});
