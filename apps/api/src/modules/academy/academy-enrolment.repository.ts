import type { AcademyEnrolmentsTable, Database } from '@kilau/db';
import { sql, type Insertable, type Kysely } from 'kysely';

/** A payment that counts as paid for the academy's `auto_buyers` rule. */
const PAID = ['capture', 'settlement'] as const;

/**
 * A member's enrolment and the progress row its approval lays down (migration 0052). For the
 * `auto_buyers` rule reads `orders` / `order_lines` / `products`, shared on purpose, read only.
 */
export function createAcademyEnrolmentRepository(db: Kysely<Database>) {
  return {
    enrolment: (userId: number) =>
      db
        .selectFrom('academy_enrolments')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    lockEnrolment: (userId: number) =>
      db
        .selectFrom('academy_enrolments')
        .selectAll()
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst(),

    enrolmentProducts: async (enrolmentId: number) =>
      (
        await db
          .selectFrom('academy_enrolment_products')
          .select('product_id')
          .where('enrolment_id', '=', enrolmentId)
          .orderBy('position')
          .execute()
      ).map((row) => Number(row.product_id)),

    /** Which of these products are the brand's. */
    brandProducts: async (brandId: number, ids: number[]) =>
      new Set(
        (
          await db
            .selectFrom('products')
            .select('id')
            .where('brand_id', '=', brandId)
            .where('id', 'in', ids)
            .execute()
        ).map((row) => Number(row.id)),
      ),

    /** Whether the member has a paid order with a product of the brand (`auto_buyers`). */
    boughtBrand: async (userId: number, brandId: number) =>
      !!(await db
        .selectFrom('orders as o')
        .innerJoin('order_lines as l', 'l.order_id', 'o.id')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .select('o.id')
        .where('o.user_id', '=', userId)
        .where('o.payment_status', 'in', PAID)
        .where('p.brand_id', '=', brandId)
        .limit(1)
        .executeTakeFirst()),

    /** Inserts the member's enrolment, or replaces a rejected one; answers its id. */
    saveEnrolment: async (
      values: Omit<Insertable<AcademyEnrolmentsTable>, 'user_id'> & { user_id: number },
      existingId: number | null,
      productIds: number[],
    ) => {
      let id: number;
      if (existingId === null) {
        id = Number(
          (
            await db
              .insertInto('academy_enrolments')
              .values(values)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      } else {
        id = existingId;
        await db
          .updateTable('academy_enrolments')
          .set({ ...values, version: sql`version + 1` })
          .where('id', '=', id)
          .execute();
        await db.deleteFrom('academy_enrolment_products').where('enrolment_id', '=', id).execute();
      }
      await db
        .insertInto('academy_enrolment_products')
        .values(
          productIds.map((product_id, index) => ({
            enrolment_id: id,
            product_id,
            position: index + 1,
          })),
        )
        .execute();
      return id;
    },

    /** The approved member's progress row (none before approval). */
    insertProgress: (userId: number, now: Date) =>
      db
        .insertInto('academy_progress')
        .values({ user_id: userId, started_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute(),
  };
}
