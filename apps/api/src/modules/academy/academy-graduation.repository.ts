import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/**
 * A level's completion, the graduation and its certificate (migration 0052), under the member's
 * progress row's lock. Reads `users` (the certificate's holder), shared on purpose, read only.
 */
export function createAcademyGraduationRepository(db: Kysely<Database>) {
  return {
    /** Answers whether this call completed it (false: it was completed already). */
    completeLevel: async (userId: number, levelId: number, now: Date) =>
      (
        await db
          .insertInto('academy_level_completions')
          .values({ user_id: userId, level_id: levelId, completed_at: now })
          .onConflict((conflict) => conflict.columns(['user_id', 'level_id']).doNothing())
          .returning('level_id')
          .execute()
      ).length === 1,

    graduate: (userId: number, now: Date) =>
      db
        .updateTable('academy_progress')
        .set({ graduated_at: now, updated_at: now, version: sql`version + 1` })
        .where('user_id', '=', userId)
        .where('graduated_at', 'is', null)
        .execute(),

    /** Inserts the certificate; false when the code is taken (the caller draws another). */
    insertCertificate: async (values: {
      user_id: number;
      code: string;
      holder_name: string;
      academy_name: string;
      voucher_code: string | null;
      issued_at: Date;
    }) =>
      (
        await db
          .insertInto('academy_certificates')
          .values(values)
          .onConflict((conflict) => conflict.column('code').doNothing())
          .returning('id')
          .execute()
      ).length === 1,

    certificateOf: (userId: number) =>
      db
        .selectFrom('academy_certificates')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    certificateByCode: (code: string) =>
      db.selectFrom('academy_certificates').selectAll().where('code', '=', code).executeTakeFirst(),

    member: (userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'user_name', 'first_name', 'last_name', 'image_url'])
        .where('id', '=', userId)
        .executeTakeFirst(),
  };
}
