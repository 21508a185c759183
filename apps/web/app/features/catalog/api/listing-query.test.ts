import { describe, expect, it } from 'vitest';
import { countActiveFilters, readListingChoices, toCatalogQuery } from './listing-query';

const query = (search: string, options?: Parameters<typeof toCatalogQuery>[1]) =>
  toCatalogQuery(readListingChoices(new URLSearchParams(search)), options).params;

describe('listing URL → catalogue query (000 §5 through the domain)', () => {
  it.each([
    ['defaults: page 1, 16, newest', '', { skip: 0, limit: 16, sort: 'newest' }],
    ['page converts to skip', 'page=3&limit=20', { skip: 40, limit: 20 }],
    ['junk paging falls back', 'page=abc&limit=-4', { skip: 0, limit: 16 }],
    ['repeated and comma lists', 'brand_id=3&brand_id=7,9', { brand_id: [3, 7, 9] }],
    ['tags', 'tag=acne&tag=pores', { tag: ['acne', 'pores'] }],
    ['price range', 'min_price=50000&max_price=250000', { min_price: 50_000, max_price: 250_000 }],
    ['minimum only', 'min_price=100000', { min_price: 100_000 }],
    ['rating of n', 'rating=4', { rating: 4 }],
    ['pre-order', 'pre_order=true', { pre_order: true }],
    ['known sort', 'sort=price_asc', { sort: 'price_asc' }],
  ])('%s', (_rule, search, expected) => {
    expect(query(search)).toMatchObject(expected);
  });

  it.each([
    [
      'full 0–1,000,000 price range is ignored',
      'min_price=0&max_price=1000000',
      ['min_price', 'max_price'],
    ],
    ['equal bounds are ignored', 'min_price=5000&max_price=5000', ['min_price', 'max_price']],
    ["'from Rp X' sends no upper bound", 'min_price=100000', ['max_price']],
    ['from Rp 0 with no maximum is no filter', 'min_price=0', ['min_price', 'max_price']],
    ['pre-order is dropped with all_product', 'pre_order=true&all_product=true', ['pre_order']],
    [
      'zero and empty values are dropped',
      'category_id=0&brand_id=&tag=',
      ['category_id', 'brand_id', 'tag'],
    ],
    ['unknown sort falls back', 'sort=cheapest', []],
    ['rating above 5 is ignored', 'rating=9', ['rating']],
    ['bad tag slugs are ignored', 'tag=%3Cscript%3E', ['tag']],
  ])('%s', (_rule, search, absent) => {
    const params = query(search);
    for (const key of absent) expect(params).not.toHaveProperty(key);
    if (absent.length === 0) expect(params.sort).toBe('newest');
  });

  it("keeps the page's own scope and default sort", () => {
    expect(
      query('brand_id=4&tag=pores', {
        base: { category_id: 5, is_sale: true, tag: ['acne'] },
        defaultSort: 'discount',
      }),
    ).toMatchObject({
      category_id: 5,
      is_sale: true,
      tag: ['acne', 'pores'],
      brand_id: [4],
      sort: 'discount',
    });
    // A brand page's brand is fixed: the URL cannot widen it.
    expect(query('brand_id=9', { base: { brand_id: [4] } })).toMatchObject({ brand_id: [4] });
  });

  it('counts the chosen filters', () => {
    expect(
      countActiveFilters(
        readListingChoices(
          new URLSearchParams(
            'brand_id=1,2&tag=acne&min_price=1000&rating=4&pre_order=true&sort=rating',
          ),
        ),
      ),
    ).toBe(6);
  });
});
