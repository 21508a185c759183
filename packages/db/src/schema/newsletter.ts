import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** The newsletter (migration 0044, docs/design/newsletter.md). */

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';
export type NewsletterSource = 'modal' | 'footer' | 'register' | 'account';

type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  status: NewsletterStatus;
  consent_version: string;
  language: 'id' | 'en';
  source: NewsletterSource;
  user_id: number | null;
  consented_at: Timestamp;
  confirmed_at: NullableTime;
  unsubscribed_at: NullableTime;
  confirm_token_hash: string | null;
  confirm_expires_at: NullableTime;
  confirm_sent_at: NullableTime;
  ip_hash: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsletterUnsubscribeTokensTable {
  token_hash: string;
  subscription_id: number;
  created_at: Timestamp;
}
