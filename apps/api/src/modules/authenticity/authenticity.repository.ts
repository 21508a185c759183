import type { AuthenticityResult, Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/**
 * Authenticity checks' SQL (migration 0042). Reads `products`, `brands`, `combinations` and
 * `product_images` for the product a code belongs to: shared on purpose (architecture.md).
 */
export function createAuthenticityRepository(db: Kysely<Database>) {
  const cover = sql<string | null>`(select i.url from product_images i
      where i.product_id = p.id order by i.is_cover desc, i.position, i.id limit 1)`;
  return {
    /**
     * Counts one check of the code with this hash, exactly once per call (one conditional update:
     * parallel checks queue on the row, so one of them sees the count go from 0 to 1).
     */
    countCheck(codeHash: string, now: Date) {
      return db
        .updateTable('authenticity_codes')
        .set({
          check_count: sql`check_count + 1`,
          first_checked_at: sql`coalesce(first_checked_at, ${now})`,
          last_checked_at: now,
        })
        .where('code_hash', '=', codeHash)
        .returning(['id', 'batch_id', 'check_count', 'first_checked_at'])
        .executeTakeFirst();
    },

    async recordCheck(row: {
      code_id: number | null;
      code_hash: string;
      result: AuthenticityResult;
      user_id: number | null;
      ip_hash: string;
      checked_at: Date;
    }) {
      await db.insertInto('authenticity_checks').values(row).execute();
    },

    /** The batch and product of a code's batch. */
    batchFacts(batchId: number) {
      return db
        .selectFrom('authenticity_batches as b')
        .innerJoin('products as p', 'p.id', 'b.product_id')
        .innerJoin('brands as br', 'br.id', 'p.brand_id')
        .leftJoin('combinations as c', 'c.id', 'b.combination_id')
        .select([
          'p.id as product_id',
          'p.name',
          'p.slug',
          'br.name as brand',
          'c.attributes',
          'b.batch_number',
          sql<string>`b.produced_on::text`.as('produced_on'),
          sql<string>`b.expires_on::text`.as('expires_on'),
          cover.as('image'),
        ])
        .where('b.id', '=', batchId)
        .executeTakeFirst();
    },

    /** Unknown codes checked since `since` from this IP and, when given, by this member. */
    async unknownSince(since: Date, ipHash: string, userId: number | null) {
      const row = await db
        .selectFrom('authenticity_checks')
        .select([
          sql<number>`count(*) filter (where ip_hash = ${ipHash})::int`.as('by_ip'),
          sql<number>`count(*) filter (where user_id = ${userId ?? 0})::int`.as('by_member'),
          sql<Date | null>`min(checked_at)`.as('oldest'),
        ])
        .where('result', '=', 'unknown')
        .where('checked_at', '>', since)
        .where((eb) =>
          userId === null
            ? eb('ip_hash', '=', ipHash)
            : eb.or([eb('ip_hash', '=', ipHash), eb('user_id', '=', userId)]),
        )
        .executeTakeFirstOrThrow();
      return {
        count: Math.max(row.by_ip, row.by_member),
        oldest: row.oldest === null ? null : new Date(row.oldest),
      };
    },

    /** A member's checks, newest first, with the product of the known ones. */
    async history(userId: number, skip: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('authenticity_checks as k')
          .leftJoin('authenticity_codes as code', 'code.id', 'k.code_id')
          .leftJoin('authenticity_batches as b', 'b.id', 'code.batch_id')
          .leftJoin('products as p', 'p.id', 'b.product_id')
          .leftJoin('brands as br', 'br.id', 'p.brand_id')
          .leftJoin('combinations as c', 'c.id', 'b.combination_id')
          .select([
            'k.id',
            'k.result',
            'k.checked_at',
            'p.id as product_id',
            'p.name',
            'p.slug',
            'br.name as brand',
            'c.attributes',
            'b.batch_number',
            cover.as('image'),
          ])
          .where('k.user_id', '=', userId)
          .orderBy('k.checked_at', 'desc')
          .orderBy('k.id', 'desc')
          .offset(skip)
          .limit(limit)
          .execute(),
        db
          .selectFrom('authenticity_checks')
          .select(sql<number>`count(*)::int`.as('total'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.total };
    },
  };
}

export type AuthenticityRepository = ReturnType<typeof createAuthenticityRepository>;
