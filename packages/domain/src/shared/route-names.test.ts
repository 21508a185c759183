import { describe, expect, it } from 'vitest';
import { isSamePath, routeNameForPath, type RouteName } from './route-names';

describe('route names by path (000 §2, 001 §2)', () => {
  it.each<[string, string, RouteName | null]>([
    ['000 §2', '/', 'Home'],
    ['000 §2', '/flash-sale', 'FlashSale'],
    ['000 §2', '/promo', 'Promo'],
    ['001 §2', '/promo/12-serum', 'CategoryPromo'],
    ['000 §2 partner promotions (page type partner_promo)', '/partners-promo', 'Promo'],
    ['000 §2', '/partners-promo/bank-jaya', 'Promo'],
    ['000 §2 brand page (Manufacture)', '/brand/sari-botanica', 'Manufacture'],
    ['000 §2 a brand slug is not a product', '/brand/12-sari', 'Manufacture'],
    ['001 §2 category promo id is numeric', '/promo/serum', null],
    ['000 §2', '/promotion/ramadan', 'Promotion'],
    ['000 §2', '/shop', 'Category'],
    ['000 §2', '/shop/all', 'Category'],
    ['000 §2', '/shop/3-skincare', 'Category'],
    ['000 §2', '/search', 'Search'],
    ['000 §2', '/just-arrived', 'JustArrived'],
    ['000 §2', '/best-seller', 'BestSeller'],
    ['000 §2', '/tag/acne', 'TagConcern'],
    ['001 §2 the store-branded sale route', '/sale/payday', 'StoreSale'],
    ['001 §2 the store-branded deals route', '/deals/weekend', 'StoreDeals'],
    ['000 §2', '/order', 'Order'],
    ['000 §2 trailing slash', '/order/', 'Order'],
    ['000 §2', '/order/shipping', 'OrderShipping'],
    ['000 §2', '/order/shipping/add', 'OrderShippingAdd'],
    ['000 §2', '/order/payment', 'OrderPayment'],
    ['000 §2', '/midtrans-failed', 'MidtransFailed'],
    ['001 §2', '/wishlist', 'Wishlist'],
    ['001 §2', '/complete-profile', 'CompleteProfile'],
    ['000 §2 product', '/skincare/123-hydrating-toner', 'SingleProduct'],
    ['000 §2 product slug may end in .html', '/skincare/123-hydrating-toner.html', 'SingleProduct'],
    ['001 §2 content page is not a product', '/content/4-about-us', null],
    ['001 §2 weekly highlight is not a product', '/weekly-highlight/7-glow', null],
    ['001 §2 a page without a route name', '/faq', null],
  ])('%s: %s → %s', (_spec, path, name) => {
    expect(routeNameForPath(path)).toBe(name);
  });

  it.each([
    ['same path', '/promo', '/promo', true],
    ['trailing slash aside', '/shop/all/', '/shop/all', true],
    ['home is home', '/', '/', true],
    ['different pages', '/promo', '/promo/12-serum', false],
  ])('000 §2 same page: %s', (_rule, a, b, expected) => {
    expect(isSamePath(a, b)).toBe(expected);
  });
});
