import type { Database } from '@kilau/db';
import type { MemberTagType } from '@kilau/domain/accounts';
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
