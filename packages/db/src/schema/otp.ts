import type { Generated } from 'kysely';
import type { Timestamp } from './foundation';

export type OtpScopeColumn =
  | 'verification'
  | 'forget-password'
  | 'change-number'
  /** Confirms closing one's account (migration 0061); never asked for at `/auth/otp/code`. */
  | 'close-account';
export type OtpMethodColumn = 'sms' | 'whatsapp' | 'email';

/** One-time codes: only an HMAC of the code is stored. */
export interface OtpCodesTable {
  id: Generated<number>;
  scope: OtpScopeColumn;
  method: OtpMethodColumn;
  /** E-mail lowercased, phone as `+62…`. */
  recipient: string;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  failed_attempts: Generated<number>;
  user_id: number | null;
}

export interface FeatureTogglesTable {
  key: string;
  enabled: boolean;
  updated_at: Timestamp;
  /** Raised by each back-office switch (migration 0045). */
  version: Generated<number>;
}
