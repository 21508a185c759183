// Issue 24's ingestion figure: tracking events a second, sent as the browser sends them —
// batches of 50 (`text/plain`, as `navigator.sendBeacon` posts them) to many sessions at once,
// with analytics consent — and the share of them the database then holds.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { EVENT_BATCH_MAX } from '@kilau/domain/analytics';
import type { Figure } from './figures';

/** One batch of a shopper's browsing: views, impressions, clicks, a search, an add. */
function batchBody(trackingId: string, productIds: string[]) {
  const verbs = [
    'page_view',
    'tile_impression',
    'tile_click',
    'product_view',
    'search',
    'add_to_bag',
  ];
  const events = Array.from({ length: EVENT_BATCH_MAX }, (_, index) => {
    const verb = verbs[index % verbs.length] as string;
    const product = productIds[index % productIds.length] as string;
    return verb === 'search'
      ? {
          verb,
          object_type: 'search',
          object_id: 'serum',
          page_type: 'search',
          extras: { result_count: 12 },
        }
      : verb === 'page_view'
        ? {
            verb,
            object_type: 'page',
            object_id: '/shop/all',
            page_type: 'category_page',
            path: '/shop/all',
          }
        : {
            verb,
            object_type: 'product',
            object_id: product,
            page_type: 'category_page',
            extras: { position: index },
          };
  });
  return JSON.stringify({ tracking_id: trackingId, events });
}

/**
 * Event ingestion at `connections` connections for `duration` seconds, 500 sessions in rotation:
 * events/s = 2xx answers a second × 50. The 202 answer is sent after the batch's insert, so
 * every counted event was written.
 */
export async function measureIngestion(
  baseUrl: string,
  options: { connections: number; duration: number; productIds: string[] },
): Promise<Figure[]> {
  const sessions = Array.from({ length: 500 }, () => randomUUID());
  const trackingId = randomUUID();
  const body = batchBody(trackingId, options.productIds);
  const headers = {
    'content-type': 'text/plain;charset=UTF-8',
    cookie: 'kilau_consent=v1.a1.m1.1764000000',
    'x-kilau-platform': 'web',
  };
  const requests = sessions.map((session) => ({
    method: 'POST' as const,
    path: `/api/analytics/sessions/${session}`,
    headers,
    body,
  }));
  // Warm-up: JIT, the pool, the day's partition.
  await autocannon({ url: baseUrl, requests, connections: options.connections, duration: 2 });
  const result = await autocannon({
    url: baseUrl,
    requests,
    connections: options.connections,
    duration: options.duration,
  });
  const ok = result['2xx'];
  const perSecond = Math.round((ok * EVENT_BATCH_MAX) / options.duration);
  return [
    {
      figure: 'analytics ingestion',
      value: perSecond,
      unit: 'events/s',
      note: `batches of ${EVENT_BATCH_MAX} as text/plain to 500 sessions, c${options.connections}, ${options.duration} s: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed`,
    },
  ];
}
