import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/** Rows inserted per statement (three parameters each). */
const CHUNK = 2_000;

/**
 * The back office's authenticity batches (migration 0042). Reads `products`, `brands`,
 * `combinations`, `product_images` and `staff` for the batch's product and author: shared on
 * purpose (architecture.md).
 */
export function createAdminAuthenticityRepository(db: Kysely<Database>) {
  const batches = () =>
    db
      .selectFrom('authenticity_batches as b')
      .innerJoin('products as p', 'p.id', 'b.product_id')
      .innerJoin('brands as br', 'br.id', 'p.brand_id')
      .leftJoin('combinations as c', 'c.id', 'b.combination_id')
      .leftJoin('staff as s', 's.id', 'b.created_by')
      .select([
        'b.id',
        'b.product_id',
        'p.name',
        'p.slug',
        'br.name as brand',
        'b.combination_id',
        'c.attributes',
        'b.batch_number',
        sql<string>`b.produced_on::text`.as('produced_on'),
        sql<string>`b.expires_on::text`.as('expires_on'),
        'b.code_count',
        'b.printed_at',
        's.email as created_by',
        'b.created_at',
        sql<string | null>`(select i.url from product_images i where i.product_id = p.id
          order by i.is_cover desc, i.position, i.id limit 1)`.as('image'),
        sql<number>`(select count(*) from authenticity_codes k
          where k.batch_id = b.id and k.check_count > 0)::int`.as('checked_count'),
        sql<number>`(select count(*) from authenticity_codes k
          where k.batch_id = b.id and k.check_count > 1)::int`.as('repeated_count'),
      ]);
  return {
    async list(skip: number, limit: number) {
      const [rows, total] = await Promise.all([
        batches()
          .orderBy('b.created_at', 'desc')
          .orderBy('b.id', 'desc')
          .offset(skip)
          .limit(limit)
          .execute(),
        db
          .selectFrom('authenticity_batches')
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.total };
    },

    one: (id: number) => batches().where('b.id', '=', id).executeTakeFirst(),

    /** The product a combination belongs to, or undefined. */
    combination: (id: number) =>
      db
        .selectFrom('combinations')
        .select(['id', 'product_id'])
        .where('id', '=', id)
        .executeTakeFirst(),

    product: (id: number) =>
      db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst(),

    /** The new batch's id, or undefined when the product has a batch with this number. */
    async insertBatch(batch: {
      product_id: number;
      combination_id: number | null;
      batch_number: string;
      produced_on: string;
      expires_on: string;
      code_count: number;
      created_by: number | null;
      created_at: Date;
    }) {
      const row = await db
        .insertInto('authenticity_batches')
        .values(batch)
        .onConflict((oc) => oc.constraint('authenticity_batches_number_unique').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Inserts the codes; answers how many went in (a hash already taken is left out). */
    async insertCodes(batchId: number, codes: Array<{ code_hash: string; sealed_code: string }>) {
      let inserted = 0;
      for (let start = 0; start < codes.length; start += CHUNK) {
        const rows = await db
          .insertInto('authenticity_codes')
          .values(codes.slice(start, start + CHUNK).map((code) => ({ batch_id: batchId, ...code })))
          .onConflict((oc) => oc.column('code_hash').doNothing())
          .returning('id')
          .execute();
        inserted += rows.length;
      }
      return inserted;
    },

    /** A page of a batch's sealed codes in printing order (keyset on id). */
    sealedCodes: (batchId: number, afterId: number, limit: number) =>
      db
        .selectFrom('authenticity_codes')
        .select(['id', 'code_hash', 'sealed_code'])
        .where('batch_id', '=', batchId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Marks an unprinted batch printed and drops its clear codes; false when already printed. */
    async markPrinted(batchId: number, now: Date) {
      const marked = await db
        .updateTable('authenticity_batches')
        .set({ printed_at: now })
        .where('id', '=', batchId)
        .where('printed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!marked) return false;
      await db
        .updateTable('authenticity_codes')
        .set({ sealed_code: null })
        .where('batch_id', '=', batchId)
        .execute();
      return true;
    },
  };
}

export type AdminAuthenticityRepository = ReturnType<typeof createAdminAuthenticityRepository>;
