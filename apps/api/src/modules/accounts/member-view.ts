import { missingProfileFields, readPreferences, type MemberTagType } from '@kilau/domain/accounts';
import type { MemberViewRow } from './member-view.repository';

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
