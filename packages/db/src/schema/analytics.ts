import type { ColumnType, Generated } from 'kysely';
import type { DateColumn } from './catalogue';
import type { Timestamp } from './foundation';

/** Tracking and analytics (migration 0056, docs/design/analytics.md). */

type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;
type JsonRecord = ColumnType<
  Record<string, unknown> | null,
  string | null | undefined,
  string | null
>;

export interface AnalyticsSessionsTable {
  session_id: string;
  tracking_id: string;
  user_id: number | null;
  platform: string;
  acquisition_source: string;
  landing_path: string | null;
  referrer: string | null;
  day: DateColumn;
  started_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface AnalyticsEventsTable {
  occurred_at: Timestamp;
  received_at: Timestamp;
  session_id: string;
  tracking_id: string;
  user_id: number | null;
  platform: string;
  verb: string;
  object_type: string | null;
  object_id: string | null;
  referrer: string | null;
  page_type: string | null;
  path: string | null;
  extras: JsonRecord;
}

export interface AnalyticsUserActionsTable {
  id: Generated<number>;
  verb: string;
  user_id: number | null;
  is_guest: boolean;
  device_id: string;
  acquisition_source: string | null;
  accessed_at: Timestamp;
  received_at: Timestamp;
}

export interface ConsentRecordsTable {
  id: Generated<number>;
  tracking_id: string | null;
  user_id: number | null;
  analytics: boolean;
  marketing: boolean;
  version: number;
  ip_hash: string | null;
  decided_at: Timestamp;
}

export interface AdEventsTable {
  id: Generated<number>;
  event_name: string;
  event_id: string;
  event_time: Timestamp;
  source_url: string;
  email_hash: string | null;
  fbp: string | null;
  fbc: string | null;
  client_ip: string | null;
  client_user_agent: string | null;
  custom_data: JsonRecord;
  session_id: string | null;
  received_at: Timestamp;
  sent_at: NullableTime;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
}

export interface AnalyticsDailyFunnelTable {
  day: DateColumn;
  source: string;
  sessions: number;
  viewed: number;
  added: number;
  checked_out: number;
  placed: number;
  paid: number;
}

export interface AnalyticsDailyProductsTable {
  day: DateColumn;
  product_id: number;
  views: number;
  viewers: number;
  clicks: number;
  adds: number;
}

export interface AnalyticsDailySearchesTable {
  day: DateColumn;
  query: string;
  searches: number;
  no_results: number;
  clicks: number;
}

export interface AnalyticsCoViewsTable {
  day: DateColumn;
  product_id: number;
  other_id: number;
  sessions: number;
}

export interface AnalyticsRollupsTable {
  day: DateColumn;
  events: number;
  rolled_at: Timestamp;
}
