import type { Database, MemberTagType } from '@kilau/db';
import { normalizePhoneNumber } from '@kilau/domain';
import { sql, type Kysely, type Updateable } from 'kysely';

/** The forms a phone may be stored in (what members typed: with 0, 62, +62 or none). */
const phoneForms = (phone: string) => {
  const national = normalizePhoneNumber(phone);
  return [national, `0${national}`, `62${national}`, `+62${national}`];
};

/** Reads and writes of a member's own profile; inside `transaction` they share one. */
function memberProfiles(db: Kysely<Database>) {
  return {
    /** The mandatory fields and what verification hangs on, the row locked for the update. */
    current: (id: number) =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'user_name', 'first_name', 'last_name', 'phone_no', 'gender'])
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .forUpdate()
        .executeTakeFirst(),

    /** Whether an e-mail or username is another member's (case-insensitive). */
    async takenByOthers(userId: number, email: string | undefined, userName: string | undefined) {
      const rows = await db
        .selectFrom('users')
        .select([
          sql<boolean>`lower(email) = ${email?.toLowerCase() ?? null}`.as('email'),
          sql<boolean>`lower(user_name) = ${userName?.toLowerCase() ?? null}`.as('username'),
        ])
        .where('id', '!=', userId)
        .where((eb) =>
          eb.or([
            eb(sql`lower(email)`, '=', email?.toLowerCase() ?? null),
            eb(sql`lower(user_name)`, '=', userName?.toLowerCase() ?? null),
          ]),
        )
        .execute();
      return {
        email: rows.some((row) => row.email === true),
        username: rows.some((row) => row.username === true),
      };
    },

    /** Whether another member holds this phone number, in whatever form it was typed. */
    async phoneTakenByOthers(userId: number, phone: string) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('id', '!=', userId)
        .where('phone_no', 'in', phoneForms(phone))
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async update(id: number, values: Updateable<Database['users']>) {
      await db.updateTable('users').set(values).where('id', '=', id).execute();
    },

    /** Appends coachmarks not yet seen, in order, keeping at most `max` (the oldest). */
    async addCoachmarks(id: number, names: readonly string[], max: number) {
      await db
        .updateTable('users')
        .set({
          coachmark_visited: sql`(
            select coalesce(array_agg(name order by first), '{}')
            from (
              select name, min(position) as first
              from unnest(coachmark_visited || ${sql.val([...names])}::text[]) with ordinality as seen(name, position)
              group by name
              order by first
              limit ${max}
            ) kept
          )`,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Accepting the legal statements is for good: the first moment is kept. */
    async agreeToLegalStatements(id: number, now: Date) {
      await db
        .updateTable('users')
        .set({
          is_agree_to_legal_statements: true,
          legal_statements_agreed_at: sql`coalesce(legal_statements_agreed_at, ${now})`,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Sets the photo; answers the previous one's URL. */
    async setImage(id: number, url: string, now: Date) {
      const before = await db
        .selectFrom('users')
        .select('image_url')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      await db
        .updateTable('users')
        .set({ image_url: url, updated_at: now })
        .where('id', '=', id)
        .execute();
      return before?.image_url ?? null;
    },

    async preferences(id: number) {
      const row = await db
        .selectFrom('users')
        .select('preferences')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      return row?.preferences;
    },

    /** Catalogue tags by id, name or slug (case-insensitive). */
    findTags: (ids: readonly number[], names: readonly string[]) =>
      db
        .selectFrom('tags')
        .select(['id', 'name', 'slug', 'type'])
        .where((eb) =>
          eb.or([
            ...(ids.length > 0 ? [eb('id', 'in', [...ids])] : []),
            ...(names.length > 0
              ? [eb(sql`lower(name)`, 'in', [...names]), eb(sql`lower(slug)`, 'in', [...names])]
              : []),
            eb.val(false),
          ]),
        )
        .execute(),

    async replaceTags(userId: number, type: MemberTagType, tagIds: readonly number[], now: Date) {
      await db
        .deleteFrom('user_tags')
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .execute();
      if (tagIds.length === 0) return;
      await db
        .insertInto('user_tags')
        .values(tagIds.map((tag_id) => ({ user_id: userId, tag_id, type, created_at: now })))
        .onConflict((oc) => oc.columns(['user_id', 'tag_id']).doNothing())
        .execute();
    },
  };
}

export type MemberProfiles = ReturnType<typeof memberProfiles>;

export function createProfileRepository(db: Kysely<Database>) {
  return {
    transaction: <T>(run: (profiles: MemberProfiles) => Promise<T>) =>
      db.transaction().execute((trx) => run(memberProfiles(trx))),

    tagsOfTypes: (types: ReadonlyArray<'concern' | 'benefit' | 'ingredient' | 'skin_type'>) =>
      db
        .selectFrom('tags')
        .select(['id', 'name', 'slug', 'type'])
        .where('type', 'in', [...types])
        .orderBy('type')
        .orderBy('name')
        .execute(),

    /** A member's public face by username (case-insensitive): never e-mail or phone. */
    publicProfile: (userName: string) =>
      db
        .selectFrom('users')
        .select(['id', 'user_name', 'first_name', 'last_name', 'image_url', 'bio', 'social_links'])
        .where(sql`lower(user_name)`, '=', userName.trim().toLowerCase())
        .where('removed_at', 'is', null)
        .executeTakeFirst(),
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
