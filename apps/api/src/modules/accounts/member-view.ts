import type { Database } from '@kilau/db';
import { missingProfileFields, readPreferences, type MemberTagType } from '@kilau/domain/accounts';
import { sql, type Kysely } from 'kysely';

type MemberTag = { id: number; name: string; slug: string; type: MemberTagType };

/** Everything the member sees of their account, in one query (tags as a JSON array). */
export function selectMemberView(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'user_name',
      'first_name',
      'last_name',
      'gender',
      'salute',
      'phone_no',
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      'acquisition_source',
      'image_url',
      'bio',
      'social_links',
      'is_agree_to_legal_statements',
      'coachmark_visited',
      'is_verified_phone',
      'is_verified_email',
      'role',
      'preferences',
      sql<boolean>`password_hash is not null`.as('has_password'),
      sql<MemberTag[]>`(
        select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug, 'type', ut.type) order by t.name), '[]'::json)
        from user_tags ut join tags t on t.id = ut.tag_id
        where ut.user_id = users.id
      )`.as('tags'),
      'created_at',
    ])
    .where('removed_at', 'is', null);
}

export type MemberViewRow = Awaited<
  ReturnType<ReturnType<typeof selectMemberView>['executeTakeFirstOrThrow']>
>;

/**
 * The User of 001 §3 as the API answers it: the profile, `name`, `image`, the beauty and interest
 * tags, the preferences, and `missing_fields` / `is_profile_complete` (the mandatory info still
 * empty: the web sends the member to /complete-profile while it is not complete).
 */
export function toUser(row: MemberViewRow) {
  const { image_url, tags, preferences, ...profile } = row;
  const missing = missingProfileFields(row);
  const pick = (type: MemberTagType) =>
    tags.filter((tag) => tag.type === type).map(({ id, name, slug }) => ({ id, name, slug }));
  return {
    ...profile,
    _id: String(row.id),
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    image: image_url,
    tags: { beauty: pick('beauty'), interest: pick('interest') },
    preferences: readPreferences(preferences),
    missing_fields: missing,
    is_profile_complete: missing.length === 0,
  };
}

export type User = ReturnType<typeof toUser>;
