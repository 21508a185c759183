import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDetail } from '~/testing/products';
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
