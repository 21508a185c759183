// `npm run seed:scale -- --products 100000 [--orders 1000000] [--reviews 1000000]`: a large
// catalogue (and past orders, and reviews) for benchmarks on DATABASE_URL when set, else the
// embedded database in DATA_DIR. Migrates first; tops up to the targets on reruns.
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createDatabase,
  migrateToLatest,
  seedScaleCatalogue,
  seedScaleOrders,
  seedScaleReviews,
} from '../index';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '5000' },
    orders: { type: 'string', default: '0' },
    reviews: { type: 'string', default: '0' },
  },
});
const products = Number(values.products);
const orders = Number(values.orders);
const reviews = Number(values.reviews);
const batchSize = Number(values.batch);
if (
  !Number.isInteger(products) ||
  products < 0 ||
  !Number.isInteger(orders) ||
  orders < 0 ||
  !Number.isInteger(reviews) ||
  reviews < 0 ||
  !Number.isInteger(batchSize) ||
  batchSize < 1
) {
  console.error(
    'Usage: npm run seed:scale -- --products <count> [--orders <count>] [--reviews <count>] [--batch <size>]',
  );
  process.exit(2);
}

const url = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data', 'pglite');
const handle = await createDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir });
const startedAt = Date.now();
let batchesStartedAt = 0;
const interactive = process.stderr.isTTY;
let lastReported = -1;

const formatNumber = (n: number) => n.toLocaleString('en-US');
const formatSeconds = (s: number) =>
  s >= 60
    ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`
    : `${Math.round(s)}s`;

/** `[██████░░░░] 60.0%  60,000/100,000  2,950 products/s  ETA 14s` on stderr. */
const progressOf =
  (unit: string) =>
  ({ done, total }: { done: number; total: number }) => {
    if (done === 0) batchesStartedAt = Date.now();
    const seconds = (Date.now() - batchesStartedAt) / 1000;
    const share = total === 0 ? 1 : done / total;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? (total - done) / rate : 0;
    const width = 30;
    const filled = Math.round(share * width);
    const line = `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${(share * 100).toFixed(1).padStart(5)}%  ${formatNumber(done)}/${formatNumber(total)}  ${formatNumber(Math.round(rate))} ${unit}/s  ETA ${formatSeconds(eta)}`;
    if (interactive) {
      process.stderr.write(`\r${line}`);
      if (done === total) process.stderr.write('\n');
    } else if (Math.floor(share * 10) > lastReported || done === total) {
      lastReported = Math.floor(share * 10);
      process.stderr.write(`${line}\n`);
    }
  };

try {
  await migrateToLatest(handle.db);
  console.error(
    `Seeding ${formatNumber(products)} generated products on ${url ? 'PostgreSQL' : `PGlite at ${dataDir}`}…`,
  );
  const result = await seedScaleCatalogue(handle.db, {
    products,
    batchSize,
    now: new Date(),
    onProgress: progressOf('products'),
  });
  console.error(
    `Added ${formatNumber(result.added)} products (${formatNumber(result.combinations)} combinations); ` +
      `${formatNumber(result.products)} generated in total. Analyzed. ${formatSeconds((Date.now() - startedAt) / 1000)}.`,
  );
  if (orders > 0) {
    const ordersStartedAt = Date.now();
    lastReported = -1;
    console.error(`Seeding ${formatNumber(orders)} generated orders…`);
    const written = await seedScaleOrders(handle.db, {
      orders,
      now: new Date(),
      onProgress: progressOf('orders'),
    });
    console.error(
      `Added ${formatNumber(written.added)} orders; ${formatNumber(written.orders)} generated in total, ` +
        `over ${formatNumber(written.members)} members and the bench shopper. ${formatSeconds((Date.now() - ordersStartedAt) / 1000)}.`,
    );
  }
  if (reviews > 0) {
    const reviewsStartedAt = Date.now();
    lastReported = -1;
    console.error(`Seeding ${formatNumber(reviews)} generated reviews…`);
    const written = await seedScaleReviews(handle.db, {
      reviews,
      now: new Date(),
      onProgress: progressOf('reviews'),
    });
    console.error(
      `Added ${formatNumber(written.added)} reviews; ${formatNumber(written.reviews)} generated in total, ` +
        `by ${formatNumber(written.reviewers)} reviewers; stats recomputed. ${formatSeconds((Date.now() - reviewsStartedAt) / 1000)}.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
