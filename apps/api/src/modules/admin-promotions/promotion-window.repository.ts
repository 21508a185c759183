import type { PromotionListQuery, VoucherStatus } from '@kilau/domain/admin';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';

/**
 * The lists' status filter over a promotion table with `starts_at`, `ends_at` (both set) and
 * `is_active`, aliased `alias`: the same order as the domain's `promotionStatus` — expired (the
 * end passed), then inactive (switched off), then scheduled (not started), else active. Null for
 * `all`.
 */
export function statusCondition(
  alias: string,
  status: VoucherStatus | 'all',
  now: Date,
): Expression<SqlBool> | null {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const running = sql<SqlBool>`${column('ends_at')} > ${now}`;
  switch (status) {
    case 'expired':
      return sql<SqlBool>`${column('ends_at')} <= ${now}`;
    case 'inactive':
      return sql<SqlBool>`not ${column('is_active')} and ${running}`;
    case 'scheduled':
      return sql<SqlBool>`${column('is_active')} and ${running} and ${column('starts_at')} > ${now}`;
    case 'active':
      return sql<SqlBool>`${column('is_active')} and ${running} and ${column('starts_at')} <= ${now}`;
    default:
      return null;
  }
}

/** `q` as an `ilike` pattern matching any part (its `%`, `_` and `\` taken literally). */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type PromotionPage = PromotionListQuery & { now: Date };

/**
 * A page of a promotion list, newest window first (`starts_at`, then `id`, descending), with its
 * total: `select` is the filtered list without columns, `columns` adds what a row carries.
 */
export async function newestWindowPage<DB, TB extends keyof DB, O, R>(
  select: SelectQueryBuilder<DB, TB, O>,
  columns: (select: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  alias: string,
  page: { skip: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    columns(select)
      .orderBy(sql.ref(`${alias}.starts_at`), 'desc')
      .orderBy(sql.ref(`${alias}.id`), 'desc')
      .offset(page.skip)
      .limit(page.limit)
      .execute(),
    select.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number((count as { total: string | number }).total) };
}
