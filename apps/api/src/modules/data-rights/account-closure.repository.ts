import type { Database } from '@kilau/db';
import { CLOSED_ACCOUNT_NAME, CLOSURE_SETTLED_ORDER_STATES } from '@kilau/domain/accounts';
import { sql, type Kysely, type Transaction } from 'kysely';

/**
 * Closing a member's account (docs/design/data-rights.md, ADR 0054), every statement in the
 * closure's one transaction. It writes the tables of many modules — shared on purpose: erasure
 * is one act across the shop, and its rules live in one place.
 *
 * What is kept: the `users` row (its id holds the kept orders, and reviews if the member keeps
 * them) with no personal data; orders and their money columns untouched (invoices are kept for
 * the legally required period) with the delivery address and payment details de-identified;
 * votes and reports on others' reviews (their counters stay exact). Everything else that names
 * the member is deleted, or, where the shop's own figures need the row (consents, analytics,
 * authenticity checks), unlinked from them.
 */

/** What an order's address keeps after closure: the region, no person and no street. */
const deidentifiedAddress = (column: string) =>
  sql`case when jsonb_typeof(${sql.ref(column)}) = 'object' then
        jsonb_strip_nulls(jsonb_build_object(
          'deidentified', true,
          'country', ${sql.ref(column)} -> 'country',
          'province', ${sql.ref(column)} -> 'province',
          'city', ${sql.ref(column)} -> 'city'))
      else '{"deidentified": true}'::jsonb end`;

/** Keys of an order's payment details that name or reach the payer. */
const PAYMENT_PERSONAL_KEYS = [
  'phone',
  'phone_no',
  'phone_number',
  'mobile_number',
  'email',
  'customer_name',
  'customer_details',
  'account_name',
  'name',
];

/** The e-mail a closed account keeps: unique, undeliverable (RFC 2606), free of the person. */
export const closedEmail = (userId: number) => `closed-${userId}@akun-dihapus.invalid`;

export function createAccountClosureRepository() {
  return {
    /**
     * The member's row, locked `for update` — the closure's first lock, before anything else
     * (docs/architecture.md's lock order: a closure takes the member before any of the rows
     * below). It also holds off an order being placed meanwhile: the order's insert waits for
     * the member's key, and then meets `closed_at`.
     */
    async lockMember(tx: Transaction<Database>, userId: number) {
      return tx
        .selectFrom('users')
        .select(['id', 'email', 'image_url', 'closed_at'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Orders not yet settled (unpaid, paid and on their way, …) or owed a refund. */
    async openOrders(tx: Db, userId: number) {
      const row = await tx
        .selectFrom('orders as o')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('o.user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('o.state_id', 'not in', [...CLOSURE_SETTLED_ORDER_STATES]),
            eb.exists(
              eb
                .selectFrom('order_refunds as r')
                .select('r.id')
                .whereRef('r.order_id', '=', 'o.id')
                .where('r.status', '=', 'pending'),
            ),
            // A return in progress (docs/design/returns.md) is settled first.
            eb.exists(
              eb
                .selectFrom('return_requests as rr')
                .select('rr.id')
                .whereRef('rr.order_id', '=', 'o.id')
                .where('rr.status', 'in', ['requested', 'approved', 'received', 'refunding']),
            ),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The files to remove after commit: the member's exports and their returns' photos. */
    async exportFiles(tx: Transaction<Database>, userId: number) {
      const rows = await tx
        .selectFrom('data_export_requests')
        .select('storage_key')
        .where('user_id', '=', userId)
        .where('storage_key', 'is not', null)
        .execute();
      const photos = await tx
        .selectFrom('return_request_photos as p')
        .innerJoin('return_requests as r', 'r.id', 'p.return_id')
        .select('p.storage_key')
        .where('r.user_id', '=', userId)
        .execute();
      return [
        ...rows.flatMap((row) => (row.storage_key ? [row.storage_key] : [])),
        ...photos.map((photo) => photo.storage_key),
      ];
    },

    /** Erases or unlinks every personal record but the kept orders and reviews. */
    async erase(tx: Transaction<Database>, member: { id: number; email: string }, now: Date) {
      const userId = member.id;
      const email = member.email.toLowerCase();
      const byUser = async (table: keyof Database & string, column = 'user_id') => {
        await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(tx);
      };
      const unlink = async (table: keyof Database & string) => {
        await sql`update ${sql.table(table)} set user_id = null where user_id = ${userId}`.execute(
          tx,
        );
      };

      // Sign-in: every session (so every browser is signed out), device, identity, ticket, code.
      for (const table of [
        'sessions',
        'login_devices',
        'user_identities',
        'password_resets',
        'otp_codes',
      ] as const) {
        await byUser(table);
      }
      await byUser('sign_on_tickets', 'member_id');
      // Profile and shopping: addresses (orders keep their own copy), tags, wishlist, history,
      // saved cards, open bags (a bag an order was placed from stays: the order names it).
      for (const table of [
        'addresses',
        'user_tags',
        'wishlists',
        'search_history_keywords',
        'search_history_clicks',
        'notify_me_requests',
        'midtrans_tokens',
        'cart_merges',
      ] as const) {
        await byUser(table);
      }
      await sql`delete from notify_me_requests where lower(email) = ${email}`.execute(tx);
      await sql`delete from carts c where c.user_id = ${userId}
        and not exists (select 1 from orders o where o.cart_id = c.id)`.execute(tx);
      // Points, tokens and vouchers are forfeited (they are the member's, not transferable).
      for (const table of [
        'voucher_holds',
        'point_ledger',
        'point_balances',
        'token_ledger',
        'token_balances',
        'member_badges',
      ] as const) {
        await byUser(table);
      }
      // A lucky-draw prize's voucher goes with the claim; a used voucher's order keeps its code.
      await byUser('lucky_draw_claims');
      await byUser('member_vouchers');
      // Rewards asked for: kept for the back office's stock figures, without contact details.
      await sql`update reward_redemptions set phone_no = null, email_banner = null, kpi = null
        where user_id = ${userId}`.execute(tx);
      // Academy, quiz, support: the member's own words and progress.
      for (const table of [
        'academy_comment_reports',
        'academy_post_comments',
        'academy_winners',
        'academy_certificates',
        'academy_enrolments',
        'academy_progress',
        'support_chats',
        'support_tickets',
        'data_export_requests',
      ] as const) {
        await byUser(table);
      }
      await sql`delete from quiz_submissions where user_id = ${userId}`.execute(tx);
      // The newsletter: unsubscribed, by account or by address.
      await sql`delete from newsletter_subscriptions
        where user_id = ${userId} or email = ${email}`.execute(tx);
      // The shop's own figures keep their rows, no longer linked to the member.
      for (const table of [
        'consent_records',
        'analytics_sessions',
        'analytics_events',
        'analytics_user_actions',
        'authenticity_checks',
      ] as const) {
        await unlink(table);
      }
      // Reports on others' reviews keep their reason (the counters stay), not the member's note.
      await sql`update review_reports set note = '' where user_id = ${userId}`.execute(tx);

      // Orders: kept with every money column as it was, the person taken out.
      await sql`update orders set
          delivery_address = ${deidentifiedAddress('delivery_address')},
          shipping = shipping - 'address' - 'recipient' - 'phone' - 'name',
          payment = payment - ${sql.val(PAYMENT_PERSONAL_KEYS)}::text[]
        where user_id = ${userId}`.execute(tx);
      await sql`update order_lines set egift_info = null
        where egift_info is not null
          and order_id in (select id from orders where user_id = ${userId})`.execute(tx);
      await sql`update order_payment_confirmations set account_name = ${CLOSED_ACCOUNT_NAME}
        where order_id in (select id from orders where user_id = ${userId})`.execute(tx);
      await sql`update order_shipments set destination = ${deidentifiedAddress('destination')}
        where order_id in (select id from orders where user_id = ${userId})`.execute(tx);
      // Returns keep their figures; the bank account, the member's words and photos go.
      await sql`update return_requests set bank_code = null, account_number = null,
          account_name = null, note = ''
        where user_id = ${userId}`.execute(tx);
      await sql`delete from return_request_photos
        where return_id in (select id from return_requests where user_id = ${userId})`.execute(tx);

      // The member's row last: nothing personal left, the e-mail and phone free again.
      await tx
        .updateTable('users')
        .set({
          email: closedEmail(userId),
          user_name: `closed-${userId}`,
          password_hash: null,
          first_name: CLOSED_ACCOUNT_NAME,
          last_name: '',
          gender: null,
          salute: null,
          phone_no: null,
          date_of_birth: null,
          acquisition_source: null,
          image_url: null,
          bio: '',
          social_links: '[]',
          preferences: '{}',
          coachmark_visited: [],
          is_agree_to_legal_statements: false,
          legal_statements_agreed_at: null,
          is_verified_email: false,
          is_verified_phone: false,
          failed_login_count: 0,
          locked_at: null,
          closed_at: now,
          removed_at: now,
          updated_at: now,
          version: sql`version + 1`,
        })
        .where('id', '=', userId)
        .execute();
    },
  };
}

type Db = Kysely<Database> | Transaction<Database>;

export type AccountClosureRepository = ReturnType<typeof createAccountClosureRepository>;
