/**
 * The newsletter's SQL. Shared on purpose (architecture.md, table ownership): it writes
 * `outbox_messages` (the double opt-in and marketing mails, in the transaction that causes them)
 * and mirrors a member's subscription into `users.preferences` (the account page's switch).
 */
import type { Database, NewsletterSource, NewsletterStatus } from '@kilau/db';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';

export type Subscription = Selectable<Database['newsletter_subscriptions']>;
export type SubscriptionChange = Updateable<Database['newsletter_subscriptions']>;

export interface QueuedMail {
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  locale: 'id' | 'en';
}

export function createNewsletterRepository(db: Kysely<Database>) {
  /** The address's subscription, locked, if any. */
  const lockExisting = (email: string) =>
    db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', email)
      .forUpdate()
      .executeTakeFirst();

  return {
    /**
     * The address's subscription, locked; created first (as `pending`, from `fresh`) when there
     * is none, so two requests for a new address meet on one row.
     */
    async lockByEmail(email: string, fresh: Insertable<Database['newsletter_subscriptions']>) {
      await db
        .insertInto('newsletter_subscriptions')
        .values(fresh)
        .onConflict((conflict) => conflict.column('email').doNothing())
        .execute();
      const row = await lockExisting(email);
      if (!row) throw new Error(`newsletter subscription of ${email} vanished`);
      return row;
    },

    lockExisting,

    lockByConfirmHash: (hash: string) =>
      db
        .selectFrom('newsletter_subscriptions')
        .selectAll()
        .where('confirm_token_hash', '=', hash)
        .forUpdate()
        .executeTakeFirst(),

    lockByUnsubscribeHash: (hash: string) =>
      db
        .selectFrom('newsletter_subscriptions')
        .selectAll()
        .where(
          'id',
          '=',
          db
            .selectFrom('newsletter_unsubscribe_tokens')
            .select('subscription_id')
            .where('token_hash', '=', hash),
        )
        .forUpdate()
        .executeTakeFirst(),

    async update(id: number, change: SubscriptionChange) {
      await db.updateTable('newsletter_subscriptions').set(change).where('id', '=', id).execute();
    },

    async addUnsubscribeToken(subscriptionId: number, hash: string, now: Date) {
      await db
        .insertInto('newsletter_unsubscribe_tokens')
        .values({ token_hash: hash, subscription_id: subscriptionId, created_at: now })
        .execute();
    },

    async queueMail(mail: QueuedMail, now: Date) {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: 'email',
          recipient: mail.recipient,
          template: mail.template,
          payload: JSON.stringify(mail.payload),
          locale: mail.locale,
          created_at: now,
        })
        .execute();
    },

    /** A member by id, not locked (the subscription is locked first). */
    findMember: (userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', '=', userId)
        .where('removed_at', 'is', null)
        .executeTakeFirst(),

    /** A member by id, locked (their preferences are rewritten after). */
    lockMember: (userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'is_verified_email', 'preferences'])
        .where('id', '=', userId)
        .where('removed_at', 'is', null)
        .forUpdate()
        .executeTakeFirst(),

    /** The member whose account address this is (e-mails are stored lowercased), locked. */
    lockMemberByEmail: (email: string) =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'is_verified_email', 'preferences'])
        .where(sql`lower(email)`, '=', email)
        .where('removed_at', 'is', null)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .executeTakeFirst(),

    async writeMemberPreferences(userId: number, preferences: unknown, now: Date) {
      await db
        .updateTable('users')
        .set({ preferences: JSON.stringify(preferences), updated_at: now })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
export type { NewsletterSource, NewsletterStatus };
