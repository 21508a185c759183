import { describe, expect, it } from 'vitest';
import {
  listingPageCount,
  listingTotalShown,
  dropEmptyQueryValues,
  isPriceFilterActive,
  normalizeListingQuery,
  ratingFilterRange,
} from './listing-query';
import { pageTypeForRoute } from './page-type';
import { categoryPath, parseCategoryRef, parseProductRef, productPath, tileLink } from './paths';
import { formatVariantLabel, pickVariant } from './variant';

describe('listing query normalisation (000 §5, 001 §5)', () => {
  it.each([
    ['ignored at 0 – 1,000,000', { min: 0, max: 1_000_000 }, false],
    ['ignored when bounds are equal', { min: 50_000, max: 50_000 }, false],
    ['applies for a narrower range', { min: 0, max: 500_000 }, true],
    ['applies above 1,000,000', { min: 0, max: 2_000_000 }, true],
    ["applies open-ended ('from Rp 100.000')", { min: 100_000 }, true],
    ['ignored open-ended from 0 (excludes nothing)', { min: 0 }, false],
  ])('§5 price filter %s', (_rule, price, expected) => {
    expect(isPriceFilterActive(price)).toBe(expected);
  });

  it('keeps an open-ended price range open (no invented upper bound)', () => {
    expect(normalizeListingQuery({ price: { min: 100_000 } }).price).toEqual({ min: 100_000 });
  });

  it.each([
    [4, { min: 4, max: 4.999 }],
    [1, { min: 1, max: 1.999 }],
  ])('§5 rating %d covers value to value + 0.999', (value, expected) => {
    expect(ratingFilterRange(value)).toEqual(expected);
  });

  it.each([
    ['pre-order filter applies', { preOrder: true }, true],
    ['pre-order filter off with all_product', { preOrder: true, allProduct: true }, undefined],
  ])('§5 %s', (_rule, input, expected) => {
    expect(normalizeListingQuery(input).preOrder).toBe(expected);
  });

  it('§5 drops empty or zero values', () => {
    expect(
      dropEmptyQueryValues({
        a: '',
        b: 0,
        c: '0',
        d: null,
        e: [],
        f: 'x',
        g: 3,
        h: ['y'],
        i: false,
      }),
    ).toEqual({
      f: 'x',
      g: 3,
      h: ['y'],
      i: false,
    });
  });

  it('§5 page converts to skip as limit × (page − 1)', () => {
    expect(normalizeListingQuery({ page: '3', limit: '16' })).toMatchObject({
      page: 3,
      limit: 16,
      skip: 32,
    });
  });

  it.each([
    ['filtered, under the cap', 87, true, { count: 87, atLeast: false }],
    ['filtered, at the cap', 100, true, { count: 100, atLeast: false }],
    ['filtered, past the cap (counted to 101)', 101, true, { count: 100, atLeast: true }],
    ['filtered, far past the cap', 176, true, { count: 100, atLeast: true }],
    ['unfiltered, 176 is exact', 176, false, { count: 176, atLeast: false }],
    ['unfiltered, at the exact limit', 1_000, false, { count: 1_000, atLeast: false }],
    ['unfiltered, an estimate', 1_001, false, { count: 1_000, atLeast: true }],
    ['unfiltered, a large estimate', 87_412, false, { count: 1_000, atLeast: true }],
    ['filtered, an estimate', 87_412, true, { count: 100, atLeast: true }],
    ['nothing', 0, true, { count: 0, atLeast: false }],
  ] as const)('§9 + ADR 0025/0036 the total shown: %s', (_rule, total, filtered, shown) => {
    expect(listingTotalShown(total, filtered)).toEqual(shown);
  });

  it.each([
    ['exact total: its pages', 40, false, 1, 16, 16, 3],
    ['exact total on its last page', 40, false, 3, 16, 8, 3],
    ['capped at 101: page 1 of at least 7', 101, true, 1, 16, 16, 7],
    ['capped: page 7 full offers page 8', 101, true, 7, 16, 16, 8],
    ['capped: page 11 full offers page 12', 101, true, 11, 16, 16, 12],
    ['capped: a short page is the last', 101, true, 11, 16, 4, 11],
    ['capped: an empty page past the end adds nothing', 101, true, 20, 16, 0, 7],
    ['estimate: its pages, or one past a full page', 1_200, false, 80, 16, 16, 81],
    ['exact: a full last page offers no more', 32, true, 2, 16, 16, 2],
  ] as const)(
    'the pages a listing offers: %s',
    (_rule, total, filtered, page, limit, itemsOnPage, pages) => {
      expect(listingPageCount({ total, filtered, page, limit, itemsOnPage })).toBe(pages);
    },
  );
});

describe('product and category path refs (000 §2)', () => {
  it.each([
    ['123-glow-serum', { productId: '123', productSlug: 'glow-serum' }],
    ['123-glow-serum.html', { productId: '123', productSlug: 'glow-serum' }],
    ['glow-serum', { productId: 'glow', productSlug: 'serum' }],
    ['123', null],
  ])('§2 product ref %s', (segment, expected) => {
    expect(parseProductRef(segment)).toEqual(expected);
  });

  it.each([
    ['12-skincare', { categoryId: 12, categorySlug: 'skincare' }],
    ['12-face-care', { categoryId: 12, categorySlug: 'face-care' }],
    ['abc-skincare', null],
  ])('§2 category ref %s (numeric id)', (segment, expected) => {
    expect(parseCategoryRef(segment)).toEqual(expected);
  });

  it('§2 builds paths', () => {
    expect(productPath({ categorySlug: 'serum', productId: 12, productSlug: 'glow' })).toBe(
      '/serum/12-glow',
    );
    expect(categoryPath({ categoryId: 3, categorySlug: 'lips' })).toBe('/shop/3-lips');
  });

  it.each([
    ['product page', {}, '/serum/1-glow'],
    ['special-price lists link to /', { list: 'special_price' }, '/'],
    [
      'self-checkout protocol keeps the current path',
      { selfCheckoutProtocol: true, currentFullPath: '/self-checkout?store=5' },
      '/self-checkout?store=5',
    ],
    ['academy enrolment has no link', { list: 'academy_enrolment' }, null],
  ])('000 §2 tile link: %s', (_rule, context, expected) => {
    expect(tileLink('/serum/1-glow', context)).toBe(expected);
  });
});

describe('page types for tracking (000 §2, 001 §2)', () => {
  it.each([
    ['SingleProduct', 'product_detail'],
    ['Manufacture', 'brand_page'],
    ['Category', 'category_page'],
    ['Order', 'cart'],
    ['OrderShipping', 'shipping'],
    ['OrderPayment', 'payment'],
    ['JustArrived', 'new_arrival'],
    ['StoreDeals', 'kilau_deals'],
    ['StoreSale', 'kilau_sale'],
    ['Home', 'homepage'],
    ['Promo', 'partner_promo'],
    ['BestSeller', 'BestSeller'],
    ['constructor', 'constructor'],
  ])('§2 %s → %s', (route, expected) => {
    expect(pageTypeForRoute(route)).toBe(expected);
  });
});

describe('variant label priority (000 §9 Shade > Variant > Size)', () => {
  it.each([
    [
      'shade first',
      { shade: { name: 'Rosy' }, variant: { name: 'Mini' }, size: { name: '30 ml' } },
      'Shade: Rosy',
    ],
    ['variant before size', { variant: { name: 'Mini' }, size: { name: '30 ml' } }, 'Varian: Mini'],
    ['size last', { size: { name: '30 ml' } }, 'Ukuran: 30 ml'],
    ['no option', { non_specify: { name: '-' } }, ''],
    ['no attributes', undefined, ''],
  ])('§9 %s', (_rule, attributes, expected) => {
    expect(formatVariantLabel(attributes)).toBe(expected);
  });

  it('picks the variant with its code', () => {
    expect(pickVariant({ size: { name: 'L' } })).toEqual({ code: 'variant_size', name: 'L' });
  });
});
