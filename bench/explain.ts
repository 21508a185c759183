// `DATABASE_URL=… npx tsx bench/explain.ts`: the hot catalogue, order-history and reviews queries, made by
// the shop's own repositories on a (scale-seeded) PostgreSQL database, each run once to warm up
// and then under `EXPLAIN (ANALYZE, BUFFERS)`; prints per query its plan's shape (node types, top
// down), planning and execution time and shared buffers hit/read. docs/performance.md keeps them.
import type { Database } from '@kilau/db';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createProductDetailRepository } from '../apps/api/src/modules/catalog/product-detail.repository';
import { createProductsRepository } from '../apps/api/src/modules/catalog/products.repository';
import { createOrderHistoryRepository } from '../apps/api/src/modules/orders/order-history.repository';
import { createReviewReadsRepository } from '../apps/api/src/modules/reviews/review-reads.repository';
import { SCALE_SHOPPER } from '../packages/db/src/seed/scale/scale-orders';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the scale-seeded PostgreSQL database to explain on');

let capture: CompiledQuery[] | undefined;
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  log(event) {
    if (event.level === 'query') capture?.push(event.query);
  },
});

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Actual Rows'?: number;
  'Heap Fetches'?: number;
};

/** `Limit › Index Only Scan (product_listing_published_idx)`, subplans left out past depth 3. */
function shape(node: PlanNode, depth = 0): string {
  const name = `${node['Node Type']}${node['Index Name'] ? ` (${node['Index Name']})` : node['Relation Name'] ? ` (${node['Relation Name']})` : ''}${node['Heap Fetches'] ? ` [heap fetches ${node['Heap Fetches']}]` : ''}`;
  const children = (node.Plans ?? []).filter((child) => depth < 3 || !child.Plans);
  if (children.length === 0 || depth >= 3) return name;
  const inner = children.map((child) => shape(child, depth + 1));
  return `${name} › ${inner.length === 1 ? inner[0] : `[${inner.join(' + ')}]`}`;
}

async function explain(label: string, run: () => Promise<unknown>) {
  await run(); // warm: plan caches, buffers
  capture = [];
  await run();
  // The planner's estimate of a total is an `explain` already: it plans, it does not run.
  const queries = capture.filter(
    (query) => !/^explain /i.test(query.sql) && !/from pg_class/.test(query.sql),
  );
  capture = undefined;
  for (const [i, query] of queries.entries()) {
    const result = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`explain (analyze, buffers, format json) ${query.sql}`, [
        ...query.parameters,
      ]),
    );
    const value = result.rows[0]?.['QUERY PLAN'];
    const [plan] = (typeof value === 'string' ? JSON.parse(value) : value) as Array<{
      Plan: PlanNode;
      'Planning Time': number;
      'Execution Time': number;
    }>;
    if (!plan) continue;
    console.log(
      `| ${label}${queries.length > 1 ? ` (${i + 1}/${queries.length})` : ''} | ${shape(plan.Plan)} | ${plan['Planning Time'].toFixed(2)} | ${plan['Execution Time'].toFixed(2)} | ${plan.Plan['Shared Hit Blocks'] ?? 0} / ${plan.Plan['Shared Read Blocks'] ?? 0} |`,
    );
  }
}

const now = new Date();
const products = createProductsRepository(db);
const details = createProductDetailRepository(db);
const history = createOrderHistoryRepository(db);
const { rows: top } = await sql<{
  id: number;
  category: number;
}>`select p.id, p.default_category_id as category from products p
   where p.is_active order by p.total_sold desc, p.id desc limit 1`.execute(db);
const product = top[0];
if (!product) throw new Error('no products: seed the database first');
const shopper = await db
  .selectFrom('users')
  .select('id')
  .where('email', '=', SCALE_SHOPPER.email)
  .executeTakeFirst();
const page = (skip: number) => ({ skip, limit: 16 });

console.log('| query | plan | planning ms | execution ms | shared hit / read |');
console.log('| --- | --- | ---: | ---: | ---: |');
await explain('listing ids, newest, page 1', () => products.findIds({}, 'newest', page(0), now));
await explain('listing ids, newest, page 300 (skip 4,784)', () =>
  products.findIds({}, 'newest', page(4_784), now),
);
await explain('listing total (all products)', () => products.count({}, now));
await explain('category listing ids, best sellers', () =>
  products.findIds({ categoryId: product.category }, 'bestseller', page(0), now),
);
await explain('category listing total', () =>
  products.count({ categoryId: product.category }, now),
);
await explain('listing ids, price ascending, Rp 50,000–150,000', () =>
  products.findIds({ price: { min: 50_000, max: 150_000 } }, 'price_asc', page(160), now),
);
await explain('tiles of a page (16 ids)', async () =>
  products.loadTileRows(await products.findIds({}, 'newest', page(160), now), now, false),
);
await explain('product detail: texts and tags', () => details.findDetail(product.id));
await explain('search "serum": total', () => products.count({ search: 'serum' }, now));
// As the search service asks: with the total it counted first (it picks the path).
const search = async (q: string, skip: number) =>
  products.findIds(
    { search: q },
    'relevance',
    page(skip),
    now,
    await products.count({ search: q }, now),
  );
await explain('search "serum": ids', () => search('serum', 0));
await explain('search "serum": ids, page 21', () => search('serum', 320));
await explain('search a brand "hanami cosme": ids', () => search('hanami cosme', 0));
await explain('search a rarer word "multi": ids', () => search('multi', 0));
await explain('search with a typo "niacinamdi": total (trigram)', () =>
  products.count({ search: 'niacinamdi', fuzzy: true }, now),
);
if (shopper) {
  const filter = { isPaymentFailed: false };
  await explain("a member's history: count", () => history.count(shopper.id, filter));
  await explain("a member's history: page 1 of 10", () =>
    history.page(shopper.id, filter, { skip: 0, limit: 10, ascending: false }),
  );
}
const { rows: reviewed } = await sql<{ product_id: number; review_count: number }>`
  select product_id, review_count from product_review_stats order by review_count desc limit 1`.execute(
  db,
);
if (reviewed[0]) {
  const reviews = createReviewReadsRepository(db);
  const filter = { productId: Number(reviewed[0].product_id) };
  const label = `${reviewed[0].review_count.toLocaleString('en-US')} reviews`;
  const first = (await reviews.page(filter, 'newest', 0, 10)).map((row) => row.id);
  await explain(`a product's reviews (${label}): page 1, newest`, () =>
    reviews.page(filter, 'newest', 0, 10),
  );
  await explain(`a product's reviews (${label}): page 1's ratings, tags and photos`, () =>
    reviews.detailsOf(first),
  );
  await explain(`a product's reviews (${label}): page 2, most helpful`, () =>
    reviews.page(filter, 'helpful', 10, 10),
  );
  await explain(`a product's reviews (${label}): their count`, () => reviews.count(filter));
  await explain(`a product's reviews (${label}): five stars, count`, () =>
    reviews.count({ ...filter, stars: 5 }),
  );
  await explain(`a product's reviews (${label}): with photos, count`, () =>
    reviews.count({ ...filter, withImages: true }),
  );
}
await db.destroy();
