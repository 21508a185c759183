import type { MemberView } from '@kilau/domain/accounts';

/** The signed-in member as the account screen reads `GET /api/accounts/user/me` (001 §3). */
export type Member = Pick<
  MemberView,
  | 'id'
  | 'email'
  | 'user_name'
  | 'first_name'
  | 'last_name'
  | 'gender'
  | 'salute'
  | 'phone_no'
  | 'date_of_birth'
  | 'image'
  | 'bio'
  | 'social_links'
  | 'tags'
  | 'preferences'
>;

/** What the account screen's layout route hands its pages (React Router outlet context). */
export type AccountOutletContext = { member: Member };

/** The name the account screen greets the member by. */
export const displayName = (member: Pick<Member, 'first_name' | 'last_name' | 'user_name'>) =>
  `${member.first_name} ${member.last_name}`.trim() || member.user_name;
