/**
 * The academy's settings and levels in the back office (docs/design/academy.md). Reads `brands`
 * and `vouchers` (shared on purpose, read only). Locks: the settings row; every level in position
 * order (a reorder, a new level, a deletion), a level.
 */
import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

export type SettingsRow = {
  name: string;
  path_segment: string;
  brand_id: number;
  tagline_id: string;
  tagline_en: string;
  description_id: string;
  description_en: string;
  logo_url: string | null;
  primary_colour: string;
  accent_colour: string;
  enrolment_mode: 'manual' | 'auto_all' | 'auto_buyers';
  graduation_voucher_id: number | null;
  is_active: boolean;
};

export type LevelColumns = {
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  assignment_title_id: string | null;
  assignment_title_en: string | null;
  assignment_brief_id: string | null;
  assignment_brief_en: string | null;
  assignment_pass_score: number | null;
};

const SETTINGS_COLUMNS = [
  's.name',
  's.path_segment',
  's.brand_id',
  'b.name as brand_name',
  's.tagline_id',
  's.tagline_en',
  's.description_id',
  's.description_en',
  's.logo_url',
  's.primary_colour',
  's.accent_colour',
  's.enrolment_mode',
  's.graduation_voucher_id',
  's.is_active',
  's.version',
  's.updated_at',
] as const;

const LEVEL_COLUMNS = [
  'l.id',
  'l.position',
  'l.title_id',
  'l.title_en',
  'l.summary_id',
  'l.summary_en',
  'l.assignment_title_id',
  'l.assignment_title_en',
  'l.assignment_brief_id',
  'l.assignment_brief_en',
  'l.assignment_pass_score',
  'l.version',
] as const;

export function createAdminAcademySettingsRepository(db: Kysely<Database>) {
  const settingsQuery = () =>
    db
      .selectFrom('academy_settings as s')
      .innerJoin('brands as b', 'b.id', 's.brand_id')
      .select(SETTINGS_COLUMNS)
      .where('s.id', '=', 1);

  const levelsQuery = () =>
    db
      .selectFrom('academy_levels as l')
      .select(LEVEL_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('academy_classes as c')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('c.level_id', '=', 'l.id')
          .as('class_count'),
      );

  return {
    // Settings.
    settings: () => settingsQuery().executeTakeFirst(),
    lockSettings: () =>
      db
        .selectFrom('academy_settings')
        .selectAll()
        .where('id', '=', 1)
        .forNoKeyUpdate()
        .executeTakeFirst(),
    brandExists: async (id: number) =>
      Boolean(await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst()),
    voucherExists: async (id: number) =>
      Boolean(await db.selectFrom('vouchers').select('id').where('id', '=', id).executeTakeFirst()),
    /** Writes row 1 (inserted the first time); false when the segment is another's (none yet). */
    saveSettings: async (row: SettingsRow, now: Date, exists: boolean) => {
      if (exists) {
        await db
          .updateTable('academy_settings')
          .set({ ...row, version: sql`version + 1`, updated_at: now })
          .where('id', '=', 1)
          .execute();
      } else {
        await db
          .insertInto('academy_settings')
          .values({ ...row, updated_at: now })
          .execute();
      }
    },

    // Levels.
    levels: () => levelsQuery().orderBy('l.position').execute(),
    level: (id: number) => levelsQuery().where('l.id', '=', id).executeTakeFirst(),
    lockLevel: (id: number) =>
      db
        .selectFrom('academy_levels as l')
        .select(LEVEL_COLUMNS)
        .where('l.id', '=', id)
        .forUpdate()
        .executeTakeFirst(),
    /** Every level's id, locked in position order (the reorder's and a new level's lock). */
    lockAllLevels: () =>
      db
        .selectFrom('academy_levels')
        .select(['id', 'position'])
        .orderBy('position')
        .forUpdate()
        .execute(),
    insertLevel: async (position: number, columns: LevelColumns, now: Date) =>
      (
        await db
          .insertInto('academy_levels')
          .values({ ...columns, position, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    updateLevel: (id: number, columns: LevelColumns, now: Date) =>
      db
        .updateTable('academy_levels')
        .set({ ...columns, version: sql`version + 1`, updated_at: now })
        .where('id', '=', id)
        .execute(),
    classCount: async (levelId: number) =>
      (
        await db
          .selectFrom('academy_classes')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('level_id', '=', levelId)
          .executeTakeFirstOrThrow()
      ).n,
    deleteLevel: (id: number) => db.deleteFrom('academy_levels').where('id', '=', id).execute(),
    /** Rewrites the positions (the unique constraint is checked at commit). */
    setLevelPositions: async (ids: readonly number[], now: Date) => {
      for (const [index, id] of ids.entries()) {
        await db
          .updateTable('academy_levels')
          .set({ position: index + 1, version: sql`version + 1`, updated_at: now })
          .where('id', '=', id)
          .execute();
      }
    },
    /** Closes the gap a deleted level left. */
    compactLevels: async (now: Date) => {
      const rows = await db
        .selectFrom('academy_levels')
        .select(['id', 'position'])
        .orderBy('position')
        .execute();
      for (const [index, row] of rows.entries()) {
        if (row.position !== index + 1) {
          await db
            .updateTable('academy_levels')
            .set({ position: index + 1, updated_at: now })
            .where('id', '=', row.id)
            .execute();
        }
      }
    },
  };
}
