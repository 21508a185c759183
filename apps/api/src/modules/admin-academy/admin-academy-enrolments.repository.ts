/**
 * The enrolment queue in the back office (docs/design/academy.md). Shared on purpose: reads
 * `users` (the member's e-mail) and `products`, and lays down the member's `academy_progress` row
 * on approval. A decision is a conditional update on the enrolment's status.
 */
import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

const ENROLMENT_COLUMNS = [
  'e.id',
  'e.user_id',
  'u.email as member_email',
  'u.first_name',
  'e.status',
  'e.full_name',
  'e.phone_no',
  'e.city',
  'e.workplace_kind',
  'e.workplace_name',
  'e.instagram',
  'e.motivation',
  'e.rejection_reason',
  'e.auto_approved',
  'e.submitted_at',
  'e.decided_at',
  'e.version',
] as const;

export function createAdminAcademyEnrolmentsRepository(db: Kysely<Database>) {
  const enrolmentsQuery = () =>
    db
      .selectFrom('academy_enrolments as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(ENROLMENT_COLUMNS);

  return {
    // Enrolments.
    enrolments: (status: string | undefined, limit: number, offset: number) => {
      let query = enrolmentsQuery();
      if (status) query = query.where('e.status', '=', status as 'pending');
      return query
        .orderBy(sql`e.status = 'pending'`, 'desc')
        .orderBy('e.submitted_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    countEnrolments: async (status: string | undefined) => {
      let query = db.selectFrom('academy_enrolments').select(sql<number>`count(*)::int`.as('n'));
      if (status) query = query.where('status', '=', status as 'pending');
      return (await query.executeTakeFirstOrThrow()).n;
    },
    enrolment: (id: number) => enrolmentsQuery().where('e.id', '=', id).executeTakeFirst(),
    enrolmentProducts: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('academy_enrolment_products as ep')
            .innerJoin('products as p', 'p.id', 'ep.product_id')
            .select((eb) => [
              'ep.enrolment_id',
              'p.id',
              'p.name',
              // The product's cover (else its first picture), as the product list shows it.
              eb
                .selectFrom('product_images as i')
                .select('i.url')
                .whereRef('i.product_id', '=', 'p.id')
                .orderBy('i.is_cover', 'desc')
                .orderBy('i.position')
                .orderBy('i.id')
                .limit(1)
                .as('cover_image'),
            ])
            .where('ep.enrolment_id', 'in', ids)
            .orderBy('ep.enrolment_id')
            .orderBy('ep.position')
            .execute(),
    /** Decides a pending enrolment: false when it was not pending any more. */
    decideEnrolment: async (
      id: number,
      decision: { status: 'approved' } | { status: 'rejected'; reason: string },
      staffId: number | null,
      now: Date,
    ) => {
      const row = await db
        .updateTable('academy_enrolments')
        .set({
          status: decision.status,
          rejection_reason: decision.status === 'rejected' ? decision.reason : null,
          decided_by: staffId,
          decided_at: now,
          updated_at: now,
          version: sql`version + 1`,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },
    /** The member's progress row (kept when they were approved before). */
    startProgress: (userId: number, now: Date) =>
      db
        .insertInto('academy_progress')
        .values({ user_id: userId, started_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute(),
  };
}
