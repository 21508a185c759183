import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

export type Role = 'member' | 'operator';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  user_name: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  gender: 'Female' | 'Male' | null;
  salute: 'Ms' | 'Mr' | null;
  phone_no: string | null;
  date_of_birth: ColumnType<Date | null, Date | string | null, Date | string | null>;
  acquisition_source: string | null;
  image_url: string | null;
  bio: Generated<string>;
  social_links: ColumnType<Array<{ type: string; url: string }>, string | undefined, string>;
  is_agree_to_legal_statements: Generated<boolean>;
  coachmark_visited: Generated<string[]>;
  is_verified_phone: Generated<boolean>;
  is_verified_email: Generated<boolean>;
  role: Generated<Role>;
  /** The member's preferences; parsed by the domain's `MemberPreferencesSchema`. */
  preferences: ColumnType<unknown, string | undefined, string>;
  legal_statements_agreed_at: Timestamp | null;
  failed_login_count: Generated<number>;
  locked_at: Timestamp | null;
  /** Suspended by the shop's staff (migration 0034): no sign-in until lifted. */
  suspended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Bumped by the back office's writes (their optimistic check, migration 0034). */
  version: Generated<number>;
  removed_at: Timestamp | null;
  /** When the member closed their account (migration 0061): the row keeps no personal data. */
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
  ip: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A browser a member signed in from: its own failed-login count and lock (ADR 0015). */
export interface LoginDevicesTable {
  user_id: number;
  /** SHA-256 of the `kilau_device` cookie. */
  device_hash: string;
  failed_login_count: Generated<number>;
  locked_at: Timestamp | null;
  created_at: Timestamp;
  last_login_at: Timestamp;
}

export type MemberTagType = 'beauty' | 'interest';

/** A catalogue tag on a member's beauty profile or interests. */
export interface UserTagsTable {
  user_id: number;
  tag_id: number;
  type: MemberTagType;
  created_at: Timestamp;
}

export type SocialProvider = 'google' | 'facebook';

/** A social sign-in linked to a member: the provider's stable subject id. */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: SocialProvider;
  subject: string;
  email: string | null;
  created_at: Timestamp;
  last_login_at: Timestamp | null;
}

/**
 * A one-time sign-on ticket (migration 0058, docs/design/sign-on.md): SHA-256 hex of the ticket
 * and of the browser's state cookie it is bound to; redeemable once, on its target origin only.
 */
export interface SignOnTicketsTable {
  hash: string;
  member_id: number;
  target_origin: string;
  state_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}
