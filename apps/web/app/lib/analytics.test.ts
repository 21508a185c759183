import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_DELAY_MS, parseConsent } from '@kilau/domain/analytics';
import {
  flushTracking,
  pageTypeForPath,
  resetTrackingForTests,
  sessionId,
  setTrackingConsent,
  track,
  trackAd,
  type TrackingTransport,
} from './analytics';
import { platformOf } from './use-page-views';

type Sent = { via: 'beacon' | 'post'; url: string; body: Record<string, unknown> };

function recordingTransport(beaconWorks = true) {
  const sent: Sent[] = [];
  const transport: TrackingTransport = {
    beacon: (url, body) => {
      if (beaconWorks) sent.push({ via: 'beacon', url, body: JSON.parse(body) });
      return beaconWorks;
    },
    post: async (url, body) => {
      sent.push({ via: 'post', url, body: JSON.parse(body) });
    },
  };
  return { sent, transport };
}

const batches = (sent: Sent[]) => sent.filter((item) => /\/sessions\/[^/]+$/.test(item.url));
const verbs = (sent: Sent[]) =>
  batches(sent).flatMap((item) => (item.body.events as Array<{ verb: string }>).map((e) => e.verb));

const ALL = parseConsent('v1.a1.m1.1764000000');
const NECESSARY = parseConsent('v1.a0.m0.1764000000');
const ANALYTICS = parseConsent('v1.a1.m0.1764000000');

beforeEach(() => {
  vi.useFakeTimers();
  // Other files' pages track too (one window for all, isolate: false): start from nothing.
  window.localStorage.clear();
  delete window.dataLayer;
  document.cookie = 'kilau_consent=; Max-Age=0; Path=/';
  resetTrackingForTests();
});
afterEach(() => {
  vi.useRealTimers();
  resetTrackingForTests();
  window.localStorage.clear();
  delete window.dataLayer;
  document.cookie = 'kilau_consent=; Max-Age=0; Path=/';
});

describe('tracking (issue 24)', () => {
  it('sends nothing before a choice, then the waiting events once the shopper agrees', () => {
    const { sent, transport } = recordingTransport();
    resetTrackingForTests(transport);
    track('page_view', { type: 'page', id: '/' });
    track('tile_click', { type: 'product', id: 7 }, { position: 2 });
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
    // Each event reached the dataLayer at once.
    expect(window.dataLayer?.map((event) => event.event)).toEqual(['page_view', 'tile_click']);
    setTrackingConsent(ANALYTICS);
    vi.advanceTimersByTime(5_000);
    expect(verbs(sent)).toEqual(['page_view', 'tile_click']);
    // A new session is announced with its source before its first batch.
    expect(sent[0]?.url).toBe('/api/analytics/sessions');
    expect(sent[0]?.body).toMatchObject({ platform: 'web', acquisition_source: 'direct' });
  });

  it('forgets the waiting events when the shopper refuses, and sends none after', () => {
    const { sent, transport } = recordingTransport();
    resetTrackingForTests(transport);
    track('page_view');
    setTrackingConsent(NECESSARY);
    track('product_view', { type: 'product', id: 3 });
    vi.advanceTimersByTime(10_000);
    flushTracking(true);
    expect(sent).toEqual([]);
  });

  it('batches: one request per 5 s, at once at 50 events, by beacon when the page hides', () => {
    const { sent, transport } = recordingTransport();
    resetTrackingForTests(transport);
    setTrackingConsent(ANALYTICS);
    for (let i = 0; i < 3; i++) track('tile_impression', { type: 'product', id: i + 1 });
    expect(batches(sent)).toHaveLength(0);
    vi.advanceTimersByTime(5_000);
    expect(batches(sent)).toHaveLength(1);
    for (let i = 0; i < 50; i++) track('tile_impression', { type: 'product', id: i + 1 });
    expect(batches(sent)).toHaveLength(2);
    expect((batches(sent)[1]?.body.events as unknown[]).length).toBe(50);
    track('add_to_bag', { type: 'product', id: 9 });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(batches(sent).at(-1)).toMatchObject({ via: 'beacon' });
    expect(verbs(sent).at(-1)).toBe('add_to_bag');
  });

  it('falls back to a kept-alive post when the beacon is refused', () => {
    const { sent, transport } = recordingTransport(false);
    resetTrackingForTests(transport);
    setTrackingConsent(ANALYTICS);
    track('search', { type: 'search', id: 'serum' }, { result_count: 0 });
    window.dispatchEvent(new Event('pagehide'));
    expect(batches(sent).at(-1)).toMatchObject({ via: 'post' });
  });

  it('keeps one session while active and starts another after 30 idle minutes', () => {
    const first = sessionId(1_000_000);
    expect(first.fresh).toBe(true);
    expect(sessionId(1_000_000 + 29 * 60_000)).toEqual({ id: first.id, fresh: false });
    const later = sessionId(1_000_000 + 29 * 60_000 + 30 * 60_000);
    expect(later.fresh).toBe(true);
    expect(later.id).not.toBe(first.id);
  });

  it('sends an ad event only with marketing consent', () => {
    const { sent, transport } = recordingTransport();
    resetTrackingForTests(transport);
    setTrackingConsent(ANALYTICS);
    trackAd('AddToCart', { value: 10 }, { eventId: 'bag-12345678' });
    expect(sent.filter((item) => item.url === '/api/analytics/ad-events')).toHaveLength(0);
    setTrackingConsent(ALL);
    trackAd('AddToCart', { value: 10 }, { eventId: 'bag-12345678', email: 'a@b.id' });
    expect(sent.find((item) => item.url === '/api/analytics/ad-events')?.body).toMatchObject({
      event_name: 'AddToCart',
      event_id: 'bag-12345678',
      user: { email: 'a@b.id' },
      custom_data: { value: 10 },
    });
  });

  it.each([
    ['/', 'homepage'],
    ['/skincare/12-serum-lumera', 'product_detail'],
    ['/shop/3-skincare', 'category_page'],
    ['/order', 'cart'],
    ['/order/payment', 'payment'],
    ['/brand/lumera', 'brand_page'],
  ])('%s is page type %s (001 §2)', (path, type) => {
    expect(pageTypeForPath(path)).toBe(type);
  });

  it.each([
    [{ store: true, apps: false }, false, 'store'],
    [{ store: false, apps: true }, true, 'apps'],
    [{ store: false, apps: false }, true, 'mobile_web'],
    [{ store: false, apps: false }, false, 'web'],
  ])('platform of %o (narrow %s) is %s', (mode, narrow, platform) => {
    expect(platformOf(mode, narrow)).toBe(platform);
  });

  it('waits 400 ms for the page view (001 §2)', () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(400);
  });
});
