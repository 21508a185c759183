import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCombination, aDetail } from '~/testing/products';
import { stubIntersectionObserver } from '~/testing/intersection-observer';
import { renderRouteModule, stubApi } from '~/testing/route-module';
import * as productPage from './product';

const DETAIL = '/api/catalog/v2/products/7-niacinamide-10-brightening-serum';
const URL_PATH = '/serum/7-niacinamide-10-brightening-serum';

beforeEach(() => {
  stubIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const runLoader = (context: unknown) =>
  productPage.loader({
    request: new Request(`http://localhost${URL_PATH}`, {
      headers: { Cookie: 'kilau_staff=staff-session' },
    }),
    context,
    params: { categorySlug: 'serum', productRef: '7-niacinamide-10-brightening-serum' },
  } as never) as Promise<{ data: Record<string, unknown>; init: ResponseInit | null }>;

describe('the product page as a staff member’s preview', () => {
  it('says it is a preview, and is private, unstored and not indexed', async () => {
    const api = stubApi({ [`GET ${DETAIL}`]: { data: aDetail({ preview: true }) } });
    renderRouteModule(productPage, {
      path: '/:categorySlug/:productRef',
      url: URL_PATH,
      context: api.context,
      cookie: 'kilau_staff=staff-session',
    });
    const notice = await screen.findByRole('note', {
      name: 'Pratinjau — produk ini belum tampil di toko',
    });
    expect(notice.textContent).toContain('Hanya staf yang melihat halaman ini.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Niacinamide');

    const answer = await runLoader(api.context);
    const headers = productPage.headers({
      loaderHeaders: new Headers(answer.init?.headers),
    } as never) as Record<string, string>;
    expect(headers['Cache-Control']).toBe('private, no-store');
    const meta = productPage.meta({ data: answer.data, matches: [] } as never);
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('is the shop’s own page for an active product: no notice, no private header', async () => {
    const api = stubApi({ [`GET ${DETAIL}`]: { data: aDetail() } });
    renderRouteModule(productPage, {
      path: '/:categorySlug/:productRef',
      url: URL_PATH,
      context: api.context,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();

    const answer = await runLoader(api.context);
    const headers = productPage.headers({
      loaderHeaders: new Headers(answer.init?.headers),
    } as never);
    expect(new Headers(headers as HeadersInit).get('Cache-Control')).toBeNull();
    const meta = productPage.meta({ data: answer.data, matches: [] } as never);
    expect(meta).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });
});

describe('the product page opened by a scanned barcode (`?barcode=`, self-checkout)', () => {
  const small = aCombination({
    id: 31,
    _id: '31',
    sku: 'KL-31',
    barcode: '8990000000167',
    attributes: { size: { name: '30 ml' } },
    price: 150_000,
    price_after_discount: 150_000,
    is_default: true,
  });
  const large = aCombination({
    id: 32,
    _id: '32',
    sku: 'KL-32',
    barcode: '8990000000174',
    attributes: { size: { name: '50 ml' } },
    price: 249_000,
    price_after_discount: 249_000,
    is_default: false,
    images: [
      {
        url: '/media/products/7-50ml.webp',
        alt: 'Lumera serum 50 ml',
        alt_en: 'Lumera serum 50 ml',
        is_cover: false,
        kind: 'packshot',
        combination_id: 32,
      },
    ],
  });
  const sized = () => aDetail({ combinations: [small, large], default_combination: small });
  const openAt = async (search: string) => {
    const api = stubApi({ [`GET ${DETAIL}`]: { data: sized() } });
    renderRouteModule(productPage, {
      path: '/:categorySlug/:productRef',
      url: `${URL_PATH}${search}`,
      context: api.context,
    });
    await screen.findByRole('heading', { level: 1 });
  };
  const chosen = () =>
    screen.getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'true')
      ?.textContent;

  it.each([
    ['as stored', '?barcode=8990000000174'],
    ['typed with spaces and a hyphen', '?barcode=899%200000%2000017-4'],
  ])('opens on the combination the barcode names (%s): option, price, picture', async (_c, q) => {
    await openAt(q);
    expect(chosen()).toBe('50 ml');
    expect(screen.getAllByText(/249\.000/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/150\.000/)).toBeNull();
    const pictures = screen.getAllByRole('img').map((img) => img.getAttribute('src') ?? '');
    expect(pictures.some((src) => src.includes('7-50ml'))).toBe(true);
  });

  it('an unknown barcode leaves the default combination', async () => {
    await openAt('?barcode=4006381333931');
    expect(chosen()).toBe('30 ml');
    expect(screen.getAllByText(/150\.000/).length).toBeGreaterThan(0);
  });

  it('a variant the shopper chose afterwards wins over the scanned barcode', async () => {
    await openAt('?barcode=8990000000174&variant=31');
    expect(chosen()).toBe('30 ml');
  });
});

describe('the product page in a store’s self-checkout mode', () => {
  it('asks for the store’s own stock; outside the mode, the online stock', async () => {
    const api = stubApi({ [`GET ${DETAIL}`]: { data: aDetail() } });
    const load = (cookie: string | null) =>
      productPage.loader({
        request: new Request(`http://localhost${URL_PATH}`, {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        context: api.context,
        params: { categorySlug: 'serum', productRef: '7-niacinamide-10-brightening-serum' },
      } as never);
    await load('kilau_store=6%3Akiosk-3');
    await load(null);
    expect(api.callsTo('GET', DETAIL).map((call) => call.path)).toEqual([
      `${DETAIL}?store_id=6`,
      DETAIL,
    ]);
  });
});
