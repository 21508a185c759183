import type { Database } from '@kilau/db';
import { formatIsoDay, startOfWibIsoDay } from '@kilau/domain';
import type { EventBatch, TrackedEvent } from '@kilau/domain/analytics';
import type { Kysely } from 'kysely';
import { sandboxConversions } from '../adapters/conversions';
import { createAnalytics, shiftDay } from '../modules/analytics';

/** app_meta key: the demo shop's two weeks of tracked visits were written (once per database). */
export const DEMO_ANALYTICS_KEY = 'demo_analytics';
const DAYS = 14;
const H = 60 * 60 * 1000;

/** Where visits come from, with their weights and how keen their visitors are. */
const SOURCES = [
  { source: 'instagram', weight: 30, keen: 1.1 },
  { source: 'google.com', weight: 24, keen: 1.3 },
  { source: 'direct', weight: 20, keen: 1.5 },
  { source: 'tiktok', weight: 16, keen: 0.8 },
  { source: 'newsletter', weight: 6, keen: 1.8 },
  { source: 'facebook.com', weight: 4, keen: 0.7 },
] as const;
const FOUND = ['serum', 'sunscreen', 'lip tint', 'toner', 'cushion', 'micellar water', 'retinol'];
const NOT_FOUND = ['lipen', 'bedak bayi', 'toner jerawat anak', 'parfum refill 5 liter'];

/** A small deterministic generator (mulberry32): the same demo shop on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Two weeks of consented visits for the back office's analytics (docs/design/analytics.md):
 * sessions from the usual sources browse the real catalogue, search (some find nothing), add to
 * the bag, check out; a few place the demo member's orders, so the funnel's paid step and the
 * orders reconcile. Written through the analytics service (its schemas, partitions and
 * roll-ups), once per database.
 */
export async function seedDemoAnalytics(db: Kysely<Database>, options: { now: Date }) {
  const claimed = await db
    .insertInto('app_meta')
    .values({ key: DEMO_ANALYTICS_KEY, value: JSON.stringify(options.now.toISOString()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return { sessions: 0 };

  const products = await db
    .selectFrom('products')
    .select('id')
    .where('is_active', '=', true)
    .orderBy('total_sold', 'desc')
    .orderBy('id')
    .limit(60)
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select(['reference_code', 'created_at'])
    .orderBy('created_at')
    .execute();
  if (products.length === 0) return { sessions: 0 };

  let clock = options.now;
  const analytics = createAnalytics({
    db,
    clock: () => clock,
    conversions: sandboxConversions(),
    tiles: async () => [],
    retentionDays: 180,
  });
  const next = random(20_261_129);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  // Popular products are seen more: a product's weight falls with its rank.
  const product = () => String(products[Math.floor(products.length * next() ** 2)]!.id);
  const consent = {
    necessary: true as const,
    analytics: true,
    marketing: false,
    version: 1,
    decidedAt: 0,
  };
  const today = formatIsoDay(options.now);
  let sessions = 0;

  for (let offset = DAYS - 1; offset >= 0; offset -= 1) {
    const day = shiftDay(today, -offset);
    const start = startOfWibIsoDay(day).getTime();
    const weekend = [0, 6].includes(new Date(start + 7 * H).getUTCDay());
    const count = Math.round((weekend ? 95 : 70) * (0.85 + next() * 0.3));
    const dayOrders = orders.filter((order) => formatIsoDay(order.created_at) === day);
    for (let index = 0; index < count; index += 1) {
      const roll = next() * 100;
      let acc = 0;
      const source = SOURCES.find((item) => (acc += item.weight) >= roll) ?? SOURCES[0];
      const at = start + (8 + next() * 14) * H; // 08:00–22:00 WIB
      if (at > options.now.getTime()) continue;
      let minute = 0;
      const when = () => new Date(at + (minute += 1 + next() * 2) * 60_000).toISOString();
      const events: TrackedEvent[] = [
        {
          verb: 'page_view',
          object_type: 'page',
          object_id: '/',
          page_type: 'homepage',
          path: '/',
          occurred_at: when(),
        },
      ];
      if (next() < 0.35) {
        const missed = next() < 0.2;
        const query = missed ? pick(NOT_FOUND) : pick(FOUND);
        events.push({
          verb: 'search',
          object_type: 'search',
          object_id: query,
          page_type: 'Search',
          extras: { result_count: missed ? 0 : 4 + Math.floor(next() * 40) },
          occurred_at: when(),
        });
        if (!missed && next() < 0.6) {
          events.push({
            verb: 'search_result_click',
            object_type: 'product',
            object_id: product(),
            extras: { query, position: 1 + Math.floor(next() * 6) },
            occurred_at: when(),
          });
        }
      }
      const viewing = next() < 0.62 * source.keen;
      const viewed: string[] = [];
      if (viewing) {
        for (let view = 0; view < 1 + Math.floor(next() * 4); view += 1) {
          const id = product();
          viewed.push(id);
          events.push({
            verb: 'tile_click',
            object_type: 'product',
            object_id: id,
            page_type: 'category_page',
            occurred_at: when(),
          });
          events.push({
            verb: 'product_view',
            object_type: 'product',
            object_id: id,
            page_type: 'product_detail',
            occurred_at: when(),
          });
        }
      }
      const adding = viewing && next() < 0.3 * source.keen;
      if (adding) {
        events.push({
          verb: 'add_to_bag',
          object_type: 'product',
          object_id: pick(viewed),
          extras: { quantity: 1 },
          occurred_at: when(),
        });
      }
      if (adding && next() < 0.55) {
        events.push({ verb: 'begin_checkout', occurred_at: when() });
        const order = dayOrders.shift();
        if (order) {
          events.push({
            verb: 'order_placed',
            object_type: 'order',
            object_id: order.reference_code,
            occurred_at: when(),
          });
        } else if (next() < 0.45) {
          // An order of a shopper the demo does not keep: placed, never found among the orders.
          events.push({
            verb: 'order_placed',
            object_type: 'order',
            object_id: `KLU-DEMO-${day.replaceAll('-', '')}-${index}`,
            occurred_at: when(),
          });
        }
      }
      clock = new Date(Math.min(at + (minute + 5) * 60_000, options.now.getTime()));
      const sessionId = `demo-${day}-${String(index).padStart(3, '0')}`;
      const facts = {
        userId: null,
        platform: next() < 0.7 ? ('mobile_web' as const) : ('web' as const),
        ip: '127.0.0.1',
        userAgent: 'Kilau demo',
        consent,
      };
      await analytics.startSession(
        {
          session_id: sessionId,
          tracking_id: `demo-device-${day}-${index}`,
          acquisition_source: source.source,
          landing_path: '/',
        },
        facts,
      );
      const batch: EventBatch = { tracking_id: `demo-device-${day}-${index}`, events };
      await analytics.ingest(sessionId, batch, facts);
      sessions += 1;
    }
    clock = options.now;
    await analytics.rollUp(day);
  }
  return { sessions };
}
