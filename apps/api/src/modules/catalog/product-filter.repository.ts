import type { Database } from '@kilau/db';
import { oneLetterDropPattern, searchParts, searchWords } from '@kilau/domain/catalog';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

/**
 * Listing filters and sorts as SQL over the listing's narrow rows (`product_listing`, named
 * `products` in the query: its columns are named as on products; ADR 0025), each served by an
 * index: fragments the products repository composes.
 */
export type ProductSort =
  | 'newest'
  | 'bestseller'
  | 'price_asc'
  | 'price_desc'
  | 'rating'
  | 'discount'
  | 'relevance';

export interface ProductFilter {
  ids?: number[];
  categoryId?: number;
  brandIds?: number[];
  tagSlugs?: string[];
  /** Either bound may be open ('from Rp X', 'up to Rp Y'). */
  price?: { min?: number; max?: number };
  rating?: { min: number; max: number };
  preOrder?: boolean;
  flashSale?: boolean;
  isNew?: boolean;
  isSale?: boolean;
  promotionId?: number;
  sectionId?: number;
  excludeIds?: number[];
  /** Full-text words (prefix matching on the last one). */
  search?: string;
  /** With `search`: fall back to typo-tolerant trigram matching on the product name. */
  fuzzy?: boolean;
}

/**
 * How a search page of many or few matches is read (ADR 0025): `walk` goes down the sort's index
 * and tests each product's words (cheap when matches are common), `collect` gathers every match
 * from the text index and sorts them (cheap when they are few), `planner` leaves it to
 * PostgreSQL, whose guess for several words is often far off.
 */
export type SearchPath = 'planner' | 'walk' | 'collect';

/** The database as a listing query sees it: `products` is the listing's row. */
export type ListingDatabase = Omit<Database, 'products'> & {
  products: Database['product_listing'];
};

type Eb = ExpressionBuilder<ListingDatabase, 'products'>;

/**
 * `serum niacin` → `serum & niacin:*`: the words unaccented and stripped of tsquery syntax, the
 * last one a prefix; a word (or phrase) of a synonym family offers the whole family
 * (`maskara` → `(maskara:* | mascara:*)`, `tabir surya` → `(tabir <-> surya | sunscreen | …)`).
 */
export function toPrefixQuery(text: string): string | null {
  const parts = searchParts(text);
  if (parts.length === 0) return null;
  return parts
    .map((part, i) => {
      const last = i === parts.length - 1;
      const phrases = part.alternatives.map((words) =>
        words.map((word, j) => (last && j === words.length - 1 ? `${word}:*` : word)).join(' <-> '),
      );
      return phrases.length === 1 ? phrases[0] : `(${phrases.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The typo fallback's one-letter drops: every word of at least four letters, with one letter put
 * back anywhere, is a word of the name (`cusion` finds "Cushion"); null when no word is that long.
 */
function oneLetterDrops(text: string): Expression<SqlBool> | null {
  const patterns = searchWords(text)
    .slice(0, 8)
    .map(oneLetterDropPattern)
    .filter((pattern): pattern is string => pattern !== null);
  if (patterns.length === 0) return null;
  return sql<SqlBool>`(${sql.join(
    patterns.map((pattern) => sql`kilau_unaccent(lower(products.name)) ~ ${pattern}`),
    sql` and `,
  )})`;
}

const fuzzyTerm = (text: string) => sql`kilau_unaccent(lower(${text}))`;

export function productWhere(
  eb: Eb,
  filter: ProductFilter,
  now: Date,
  path: SearchPath = 'planner',
): Expression<SqlBool> {
  const clauses: Expression<SqlBool>[] = [eb('products.is_active', '=', true)];
  if (filter.ids) clauses.push(eb('products.id', 'in', filter.ids.length ? filter.ids : [0]));
  if (filter.excludeIds?.length) clauses.push(eb('products.id', 'not in', filter.excludeIds));
  if (filter.brandIds?.length) clauses.push(eb('products.brand_id', 'in', filter.brandIds));
  if (filter.isNew) clauses.push(eb('products.is_new', '=', true));
  if (filter.isSale) clauses.push(eb('products.max_discount_percentage', '>', 0));
  if (filter.price?.min !== undefined)
    clauses.push(eb('products.min_price_after_discount', '>=', filter.price.min));
  if (filter.price?.max !== undefined)
    clauses.push(eb('products.min_price_after_discount', '<=', filter.price.max));
  if (filter.rating) {
    clauses.push(eb('products.average_rating', '>=', filter.rating.min));
    clauses.push(eb('products.average_rating', '<=', filter.rating.max));
  }
  if (filter.categoryId !== undefined) {
    const categoryId = filter.categoryId;
    clauses.push(
      eb.exists(
        eb
          .selectFrom('product_categories as pc')
          .whereRef('pc.product_id', '=', 'products.id')
          .where('pc.category_id', '=', categoryId)
          .select(sql`1`.as('one')),
      ),
    );
  }
  if (filter.tagSlugs?.length) {
    const slugs = filter.tagSlugs;
    clauses.push(
      eb.exists(
        eb
          .selectFrom('product_tags as pt')
          .innerJoin('tags', 'tags.id', 'pt.tag_id')
          .whereRef('pt.product_id', '=', 'products.id')
          .where('tags.slug', 'in', slugs)
          .select(sql`1`.as('one')),
      ),
    );
  }
  if (filter.preOrder) {
    clauses.push(
      eb.exists(
        eb
          .selectFrom('combinations as c')
          .innerJoin('preorder_rules as pr', 'pr.combination_id', 'c.id')
          .whereRef('c.product_id', '=', 'products.id')
          .where('pr.is_active', '=', true)
          .select(sql`1`.as('one')),
      ),
    );
  }
  if (filter.flashSale) {
    clauses.push(
      eb.exists(
        eb
          .selectFrom('flash_sale_items as fi')
          .innerJoin('flash_sales as fs', 'fs.id', 'fi.flash_sale_id')
          .innerJoin('combinations as c', 'c.id', 'fi.combination_id')
          .whereRef('c.product_id', '=', 'products.id')
          .where('fs.is_active', '=', true)
          .where('fs.starts_at', '<=', now)
          .where('fs.ends_at', '>', now)
          .select(sql`1`.as('one')),
      ),
    );
  }
  if (filter.promotionId !== undefined) {
    const promotionId = filter.promotionId;
    clauses.push(
      eb.exists(
        eb
          .selectFrom('promotion_products as pp')
          .whereRef('pp.product_id', '=', 'products.id')
          .where('pp.promotion_id', '=', promotionId)
          .select(sql`1`.as('one')),
      ),
    );
  }
  if (filter.sectionId !== undefined) {
    const sectionId = filter.sectionId;
    clauses.push(
      eb.exists(
        eb
          .selectFrom('campaign_section_products as sp')
          .whereRef('sp.product_id', '=', 'products.id')
          .where('sp.section_id', '=', sectionId)
          .select(sql`1`.as('one')),
      ),
    );
  }
  if (filter.search !== undefined) {
    const query = toPrefixQuery(filter.search);
    // `coalesce` hides the match from the text index and from the planner's word statistics
    // (it guesses half the rows match), so the sort's index is walked instead.
    const text =
      path === 'walk'
        ? sql<SqlBool>`coalesce(products.search_vector @@ to_tsquery('simple', ${query ?? ''}), false)`
        : sql<SqlBool>`products.search_vector @@ to_tsquery('simple', ${query ?? ''})`;
    clauses.push(
      filter.fuzzy
        ? eb.or([
            text,
            sql<SqlBool>`${fuzzyTerm(filter.search)} <% kilau_unaccent(lower(products.name))`,
            ...[oneLetterDrops(filter.search)].filter((drop) => drop !== null),
          ])
        : text,
    );
  }
  return eb.and(clauses);
}

export function productOrder(
  sort: ProductSort,
  search?: string,
  fuzzy?: boolean,
  path: SearchPath = 'planner',
) {
  // `+ 0` keeps the sort off its index, so the matches are gathered first and then sorted.
  const sold =
    path === 'collect' ? sql`products.total_sold + 0 desc` : sql`products.total_sold desc`;
  switch (sort) {
    case 'bestseller':
      return [sold, sql`products.id desc`];
    case 'price_asc':
      return [sql`products.min_price_after_discount asc`, sql`products.id asc`];
    case 'price_desc':
      return [sql`products.min_price_after_discount desc`, sql`products.id desc`];
    case 'rating':
      return [
        sql`products.average_rating desc`,
        sql`products.total_reviews desc`,
        sql`products.id desc`,
      ];
    case 'discount':
      return [sql`products.max_discount_percentage desc`, sql`products.id desc`];
    case 'relevance':
      // Every word must match, so popularity orders the matches (index order, no ranking of
      // all matches); typo-tolerant matches order by how close the words are instead.
      if (search && fuzzy) {
        return [
          sql`word_similarity(${fuzzyTerm(search)}, kilau_unaccent(lower(products.name))) desc`,
          sql`products.total_sold desc`,
          sql`products.id desc`,
        ];
      }
      return [sold, sql`products.id desc`];
    case 'newest':
    default:
      return [sql`products.published_at desc`, sql`products.id desc`];
  }
}
