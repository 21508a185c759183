import type { MemberPreferences, MemberTag } from '@kilau/domain/accounts';

/** The signed-in member as `GET /api/accounts/user/me` answers (001 §3 User). */
export type Member = {
  id: number;
  email: string;
  user_name: string;
  first_name: string;
  last_name: string;
  gender: 'Female' | 'Male' | null;
  salute: 'Ms' | 'Mr' | null;
  phone_no: string | null;
  /** ISO timestamp of the day (`1995-02-28T00:00:00.000Z`) or null. */
  date_of_birth: string | null;
  image: string | null;
  bio: string;
  social_links: Array<{ url: string; type?: string }>;
  /** The beauty profile (skin type, concerns) and interests (benefits, ingredients). */
  tags: { beauty: MemberTag[]; interest: MemberTag[] };
  preferences: MemberPreferences;
};

/** What the account screen's layout route hands its pages (React Router outlet context). */
export type AccountOutletContext = { member: Member };

/** The name the account screen greets the member by. */
export const displayName = (member: Pick<Member, 'first_name' | 'last_name' | 'user_name'>) =>
  `${member.first_name} ${member.last_name}`.trim() || member.user_name;
