import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/**
 * A member's progress: the progress row (`lockProgress` first in every progress write, the
 * academy's lock order), the classes read and passed, the levels completed (migration 0052).
 */
export function createAcademyProgressRepository(db: Kysely<Database>) {
  return {
    progress: (userId: number) =>
      db
        .selectFrom('academy_progress')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** The member's progress row, locked: first in every progress write. */
    lockProgress: (userId: number) =>
      db
        .selectFrom('academy_progress')
        .selectAll()
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst(),

    classProgress: (userId: number) =>
      db.selectFrom('academy_class_progress').selectAll().where('user_id', '=', userId).execute(),

    completions: (userId: number) =>
      db
        .selectFrom('academy_level_completions')
        .selectAll()
        .where('user_id', '=', userId)
        .execute(),

    markRead: (userId: number, classId: number, now: Date) =>
      db
        .insertInto('academy_class_progress')
        .values({ user_id: userId, class_id: classId, read_at: now })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'class_id'])
            .doUpdateSet({ read_at: sql`coalesce(academy_class_progress.read_at, ${now})` }),
        )
        .execute(),

    setLastClass: (userId: number, classId: number, now: Date) =>
      db
        .updateTable('academy_progress')
        .set({ last_class_id: classId, updated_at: now, version: sql`version + 1` })
        .where('user_id', '=', userId)
        .execute(),
  };
}
