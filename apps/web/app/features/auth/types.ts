import type { MemberView } from '@kilau/domain/accounts';

/** What the page shell knows of the signed-in member: a trimmed `user/me` (001 §3). */
export type Member = Pick<
  MemberView,
  | 'id'
  | 'user_name'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone_no'
  | 'image'
  | 'is_agree_to_legal_statements'
  | 'is_verified_phone'
  | 'is_verified_email'
  /** Mandatory profile fields still empty (001 §3); non-empty sends the member to complete them. */
  | 'missing_fields'
  /** Quick-tour coachmarks seen (001 §3): the tour opens only for a member who has not seen it. */
  | 'coachmark_visited'
> & {
  /** How the header greets the member: first name, else username, else e-mail. */
  name: string;
};
