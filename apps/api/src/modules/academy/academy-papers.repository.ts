import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * A member's practice papers and their images (migration 0052); a paper is inserted under the
 * member's progress row's lock.
 */
export function createAcademyPapersRepository(db: Kysely<Database>) {
  return {
    papers: (userId: number) =>
      db
        .selectFrom('academy_practice_papers')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    paperImages: (paperIds: number[]) =>
      paperIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('academy_practice_paper_images')
            .selectAll()
            .where('paper_id', 'in', paperIds)
            .orderBy('paper_id')
            .orderBy('position')
            .execute(),

    waitingPaper: (userId: number, levelId: number) =>
      db
        .selectFrom('academy_practice_papers')
        .select('id')
        .where('user_id', '=', userId)
        .where('level_id', '=', levelId)
        .where('status', '=', 'submitted')
        .executeTakeFirst(),

    insertPaper: async (paper: {
      userId: number;
      levelId: number;
      body: string;
      images: string[];
      now: Date;
    }) => {
      const last = await db
        .selectFrom('academy_practice_papers')
        .select((eb) => eb.fn.max('attempt_no').as('n'))
        .where('user_id', '=', paper.userId)
        .where('level_id', '=', paper.levelId)
        .executeTakeFirst();
      const inserted = await db
        .insertInto('academy_practice_papers')
        .values({
          user_id: paper.userId,
          level_id: paper.levelId,
          attempt_no: Number(last?.n ?? 0) + 1,
          body: paper.body,
          created_at: paper.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      if (paper.images.length > 0)
        await db
          .insertInto('academy_practice_paper_images')
          .values(
            paper.images.map((storage_key, index) => ({
              paper_id: id,
              position: index + 1,
              storage_key,
            })),
          )
          .execute();
      return id;
    },

    /** Which of these keys a paper holds already. */
    heldImages: async (keys: string[]) =>
      keys.length === 0
        ? new Set<string>()
        : new Set(
            (
              await db
                .selectFrom('academy_practice_paper_images')
                .select('storage_key')
                .where('storage_key', 'in', keys)
                .execute()
            ).map((row) => row.storage_key),
          ),
  };
}
