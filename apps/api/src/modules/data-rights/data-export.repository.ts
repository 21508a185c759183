import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/**
 * The reads of a member's data export (docs/design/data-rights.md): every kind of personal
 * record the schema holds for one member, one short query per kind (no transaction is held
 * while the job zips). Reads every module's member tables — shared on purpose, read only.
 *
 * A kind is a table and how its rows belong to the member: its own `user_id` (or `member_id`,
 * `id` for the profile), or its parent's (an order's lines, a review's ratings). Secrets are
 * never exported: columns ending in `_hash`, stored tokens (`saved_token_id`, `token_id`).
 */
export interface ExportKind {
  /** The file's name in the zip (`orders.csv`) and the key in `data.json`. */
  name: string;
  table: keyof Database & string;
  /** The column naming the member, or the parent link. */
  owner:
    | { column: string }
    | { column: string; parent: { table: keyof Database & string; column: string } };
  /** Ordering for a stable file. */
  orderBy: string;
}

const own = (column = 'user_id') => ({ column });
const child = (column: string, table: keyof Database & string, parentColumn = 'user_id') => ({
  column,
  parent: { table, column: parentColumn },
});

/** Every kind, in the order the export lists them. */
export const EXPORT_KINDS: readonly ExportKind[] = [
  { name: 'profile', table: 'users', owner: own('id'), orderBy: 'id' },
  { name: 'addresses', table: 'addresses', owner: own(), orderBy: 'id' },
  { name: 'orders', table: 'orders', owner: own(), orderBy: 'id' },
  { name: 'order_lines', table: 'order_lines', owner: child('order_id', 'orders'), orderBy: 'id' },
  {
    name: 'order_free_products',
    table: 'order_free_products',
    owner: child('order_id', 'orders'),
    orderBy: 'order_id',
  },
  {
    name: 'order_history',
    table: 'order_state_histories',
    owner: child('order_id', 'orders'),
    orderBy: 'id',
  },
  {
    name: 'order_payment_confirmations',
    table: 'order_payment_confirmations',
    owner: child('order_id', 'orders'),
    orderBy: 'id',
  },
  {
    name: 'order_refunds',
    table: 'order_refunds',
    owner: child('order_id', 'orders'),
    orderBy: 'id',
  },
  {
    name: 'order_shipments',
    table: 'order_shipments',
    owner: child('order_id', 'orders'),
    orderBy: 'id',
  },
  { name: 'returns', table: 'return_requests', owner: own(), orderBy: 'id' },
  {
    name: 'return_lines',
    table: 'return_request_lines',
    owner: child('return_id', 'return_requests'),
    orderBy: 'return_id',
  },
  {
    name: 'return_steps',
    table: 'return_request_events',
    owner: child('return_id', 'return_requests'),
    orderBy: 'id',
  },
  {
    name: 'return_photos',
    table: 'return_request_photos',
    owner: child('return_id', 'return_requests'),
    orderBy: 'id',
  },
  { name: 'reviews', table: 'reviews', owner: own(), orderBy: 'id' },
  {
    name: 'review_ratings',
    table: 'review_ratings',
    owner: child('review_id', 'reviews'),
    orderBy: 'review_id',
  },
  {
    name: 'review_images',
    table: 'review_images',
    owner: child('review_id', 'reviews'),
    orderBy: 'review_id',
  },
  {
    name: 'review_tags',
    table: 'review_tag_links',
    owner: child('review_id', 'reviews'),
    orderBy: 'review_id',
  },
  { name: 'review_votes', table: 'review_votes', owner: own(), orderBy: 'review_id' },
  { name: 'review_reports', table: 'review_reports', owner: own(), orderBy: 'review_id' },
  { name: 'points_balance', table: 'point_balances', owner: own(), orderBy: 'user_id' },
  { name: 'points_ledger', table: 'point_ledger', owner: own(), orderBy: 'id' },
  { name: 'vouchers', table: 'member_vouchers', owner: own(), orderBy: 'id' },
  { name: 'voucher_holds', table: 'voucher_holds', owner: own(), orderBy: 'id' },
  { name: 'consents_tracking', table: 'consent_records', owner: own(), orderBy: 'id' },
  { name: 'consents_newsletter', table: 'newsletter_subscriptions', owner: own(), orderBy: 'id' },
  { name: 'member_tags', table: 'user_tags', owner: own(), orderBy: 'tag_id' },
  { name: 'wishlist', table: 'wishlists', owner: own(), orderBy: 'id' },
  { name: 'carts', table: 'carts', owner: own(), orderBy: 'id' },
  { name: 'cart_lines', table: 'cart_lines', owner: child('cart_id', 'carts'), orderBy: 'id' },
  { name: 'search_history', table: 'search_history_keywords', owner: own(), orderBy: 'id' },
  { name: 'search_clicks', table: 'search_history_clicks', owner: own(), orderBy: 'id' },
  { name: 'back_in_stock_requests', table: 'notify_me_requests', owner: own(), orderBy: 'id' },
  { name: 'social_logins', table: 'user_identities', owner: own(), orderBy: 'id' },
  { name: 'sessions', table: 'sessions', owner: own(), orderBy: 'id' },
  { name: 'login_devices', table: 'login_devices', owner: own(), orderBy: 'created_at' },
  { name: 'saved_cards', table: 'midtrans_tokens', owner: own(), orderBy: 'id' },
  { name: 'one_time_codes', table: 'otp_codes', owner: own(), orderBy: 'id' },
  { name: 'password_resets', table: 'password_resets', owner: own(), orderBy: 'id' },
  { name: 'lucky_draw_entries', table: 'lucky_draw_claims', owner: own(), orderBy: 'id' },
  { name: 'quiz_submissions', table: 'quiz_submissions', owner: own(), orderBy: 'id' },
  { name: 'tokens_balance', table: 'token_balances', owner: own(), orderBy: 'user_id' },
  { name: 'tokens_ledger', table: 'token_ledger', owner: own(), orderBy: 'id' },
  { name: 'reward_redemptions', table: 'reward_redemptions', owner: own(), orderBy: 'id' },
  { name: 'badges', table: 'member_badges', owner: own(), orderBy: 'badge_key' },
  { name: 'academy_enrolment', table: 'academy_enrolments', owner: own(), orderBy: 'id' },
  { name: 'academy_progress', table: 'academy_progress', owner: own(), orderBy: 'user_id' },
  {
    name: 'academy_class_progress',
    table: 'academy_class_progress',
    owner: own(),
    orderBy: 'class_id',
  },
  { name: 'academy_quiz_attempts', table: 'academy_quiz_attempts', owner: own(), orderBy: 'id' },
  {
    name: 'academy_level_completions',
    table: 'academy_level_completions',
    owner: own(),
    orderBy: 'level_id',
  },
  {
    name: 'academy_practice_papers',
    table: 'academy_practice_papers',
    owner: own(),
    orderBy: 'id',
  },
  { name: 'academy_comments', table: 'academy_post_comments', owner: own(), orderBy: 'id' },
  {
    name: 'academy_comment_reports',
    table: 'academy_comment_reports',
    owner: own(),
    orderBy: 'comment_id',
  },
  { name: 'academy_wins', table: 'academy_winners', owner: own(), orderBy: 'id' },
  { name: 'academy_certificate', table: 'academy_certificates', owner: own(), orderBy: 'id' },
  { name: 'support_tickets', table: 'support_tickets', owner: own(), orderBy: 'id' },
  {
    name: 'support_ticket_messages',
    table: 'support_ticket_messages',
    owner: child('ticket_id', 'support_tickets'),
    orderBy: 'id',
  },
  { name: 'support_chats', table: 'support_chats', owner: own(), orderBy: 'id' },
  {
    name: 'support_chat_messages',
    table: 'support_chat_messages',
    owner: child('chat_id', 'support_chats'),
    orderBy: 'id',
  },
  { name: 'authenticity_checks', table: 'authenticity_checks', owner: own(), orderBy: 'id' },
  { name: 'analytics_sessions', table: 'analytics_sessions', owner: own(), orderBy: 'session_id' },
  {
    name: 'analytics_actions',
    table: 'analytics_user_actions',
    owner: own(),
    orderBy: 'id',
  },
  { name: 'data_export_requests', table: 'data_export_requests', owner: own(), orderBy: 'id' },
];

/**
 * Tables that hold a member's id but are not exported, and why (the export test checks that
 * every table naming a member is in one list or the other).
 */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  sign_on_tickets: 'a 60-second ticket between the shop’s own sites, nothing the member gave',
  cart_merges: 'the replay record of a guest bag merged at sign-in (its result is the cart)',
  analytics_events:
    'raw page events, rolled up within the retention period; their sessions are exported',
};

/** Never exported: secrets and hashes of them. */
const isSecretColumn = (column: string) =>
  column === 'hash' ||
  column.endsWith('_hash') ||
  column === 'saved_token_id' ||
  column === 'token_id';

export type ExportRow = Record<string, unknown>;

export function createDataExportRepository(db: Kysely<Database>) {
  return {
    /** One kind's rows of one member, secrets left out. One query, no transaction. */
    async rowsOf(kind: ExportKind, userId: number): Promise<ExportRow[]> {
      const table = sql.table(kind.table);
      const owner = kind.owner;
      const where =
        'parent' in owner
          ? sql`${sql.ref(owner.column)} in (select id from ${sql.table(owner.parent.table)}
               where ${sql.ref(owner.parent.column)} = ${userId})`
          : sql`${sql.ref(owner.column)} = ${userId}`;
      const { rows } = await sql<ExportRow>`select * from ${table} where ${where}
        order by ${sql.ref(kind.orderBy)}`.execute(db);
      return rows.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => !isSecretColumn(column))),
      );
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
