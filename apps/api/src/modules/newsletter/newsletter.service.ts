import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Locale } from '@kilau/domain';
import { readPreferences } from '@kilau/domain/accounts';
import {
  maskEmail,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_CONSENT_VERSION,
  NEWSLETTER_RESEND_INTERVAL_MS,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type NewsletterLinkResult,
  type NewsletterSource,
} from '@kilau/domain/newsletter';
import { AppError } from '../../lib/app-error';
import type {
  NewsletterRepository,
  Subscription,
  SubscriptionChange,
} from './newsletter.repository';

/** Where the one-click unsubscribe (RFC 8058) posts: the API, not the page. */
export const ONE_CLICK_PATH = '/api/newsletter/subscriptions/unsubscribe';

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
type Member = NonNullable<Awaited<ReturnType<NewsletterRepository['lockMember']>>>;

/**
 * The newsletter's use cases (docs/design/newsletter.md). The subscription row is the source of
 * truth; a member's `preferences.newsletter` mirrors it in the same transaction. Lock order:
 * the subscription, then the member.
 */
export function createNewsletterService(deps: {
  transaction: <T>(work: (repo: NewsletterRepository) => Promise<T>) => Promise<T>;
  clock: () => Date;
  /** The shop's public origin: the e-mailed links start there. */
  publicUrl: string;
  /** Salt of the IP hash kept with a consent (a server secret). */
  ipSalt: () => Promise<string>;
}) {
  const link = (path: string, token?: string) => {
    const url = new URL(path, deps.publicUrl);
    if (token) url.searchParams.set('token', token);
    return url.toString();
  };

  /** A marketing mail: a fresh unsubscribe token, its page and its one-click URL in the payload. */
  async function queueMarketing(
    repo: NewsletterRepository,
    row: Subscription,
    mail: { template: string; payload: Record<string, unknown> },
    now: Date,
  ) {
    const token = newToken();
    await repo.addUnsubscribeToken(row.id, hashToken(token), now);
    await repo.queueMail(
      {
        recipient: row.email,
        template: mail.template,
        locale: row.language,
        payload: {
          ...mail.payload,
          unsubscribe_url: link(NEWSLETTER_UNSUBSCRIBE_PATH, token),
          one_click_url: link(ONE_CLICK_PATH, token),
        },
      },
      now,
    );
  }

  /** Confirmed: the welcome mail (marketing, so it carries the unsubscribe link). */
  async function confirmRow(repo: NewsletterRepository, row: Subscription, now: Date) {
    const change: SubscriptionChange = { status: 'confirmed', confirmed_at: now, updated_at: now };
    await repo.update(row.id, change);
    const confirmed = { ...row, ...change } as Subscription;
    await queueMarketing(
      repo,
      confirmed,
      { template: 'newsletter_welcome', payload: { shop_url: link('/') } },
      now,
    );
    return confirmed;
  }

  /**
   * Pending again with a new confirm link, mailed — unless one was mailed in the last
   * 10 minutes (then nothing changes: the earlier link still works).
   */
  async function askToConfirm(
    repo: NewsletterRepository,
    row: Subscription,
    ask: { language: Locale; source: NewsletterSource; ipHash: string | null; userId?: number },
    now: Date,
  ) {
    const sent = row.confirm_sent_at?.getTime();
    if (
      row.status === 'pending' &&
      sent !== undefined &&
      now.getTime() - sent < NEWSLETTER_RESEND_INTERVAL_MS
    ) {
      return row;
    }
    const token = newToken();
    const change: SubscriptionChange = {
      status: 'pending',
      consent_version: NEWSLETTER_CONSENT_VERSION,
      language: ask.language,
      source: ask.source,
      consented_at: now,
      confirmed_at: null,
      confirm_token_hash: hashToken(token),
      confirm_expires_at: new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS),
      confirm_sent_at: now,
      ip_hash: ask.ipHash,
      updated_at: now,
      ...(ask.userId ? { user_id: ask.userId } : {}),
    };
    await repo.update(row.id, change);
    await repo.queueMail(
      {
        recipient: row.email,
        template: 'newsletter_confirm',
        locale: ask.language,
        payload: {
          url: link(NEWSLETTER_CONFIRM_PATH, token),
          expires_at: change.confirm_expires_at?.toISOString(),
        },
      },
      now,
    );
    return { ...row, ...change } as Subscription;
  }

  /** The member's preferences follow the subscription (the account page reads them). */
  async function mirror(repo: NewsletterRepository, member: Member | undefined, row: Subscription) {
    if (!member) return;
    const current = readPreferences(member.preferences);
    const wanted = row.status !== 'unsubscribed';
    const next = {
      ...current,
      newsletter: wanted,
      newsletter_consented_at: wanted ? row.consented_at.toISOString() : null,
      newsletter_pending: row.status === 'pending',
    };
    await repo.writeMemberPreferences(member.id, next, row.updated_at);
    if (row.user_id !== member.id) await repo.update(row.id, { user_id: member.id });
  }

  /** Unsubscribed: the confirm link stops working; the member's switch goes off. */
  async function drop(repo: NewsletterRepository, row: Subscription, now: Date) {
    const change: SubscriptionChange = {
      status: 'unsubscribed',
      unsubscribed_at: now,
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: now,
    };
    await repo.update(row.id, change);
    await mirror(repo, await repo.lockMemberByEmail(row.email), {
      ...row,
      ...change,
    } as Subscription);
  }

  const fresh = (email: string, language: Locale, source: NewsletterSource, now: Date) => ({
    email,
    status: 'pending' as const,
    consent_version: NEWSLETTER_CONSENT_VERSION,
    language,
    source,
    consented_at: now,
    created_at: now,
    updated_at: now,
  });

  return {
    /**
     * `POST /newsletter/subscriptions`: whatever the address's state the caller hears the same;
     * a new, pending or unsubscribed address gets the double opt-in mail (at most one per
     * 10 minutes), a confirmed one nothing.
     */
    async subscribe(input: {
      email: string;
      language: Locale;
      source: NewsletterSource;
      ip: string;
    }) {
      const email = input.email.trim().toLowerCase();
      const ipHash = createHmac('sha256', await deps.ipSalt())
        .update(input.ip)
        .digest('hex');
      const now = deps.clock();
      await deps.transaction(async (repo) => {
        const row = await repo.lockByEmail(email, fresh(email, input.language, input.source, now));
        if (row.status === 'confirmed') return;
        const member = await repo.lockMemberByEmail(email);
        const asked = await askToConfirm(
          repo,
          row,
          { ...input, ipHash, ...(member ? { userId: member.id } : {}) },
          now,
        );
        await mirror(repo, member, asked);
      });
    },

    /** `POST /newsletter/subscriptions/confirm`: idempotent; an expired link answers 410. */
    async confirm(token: string): Promise<NewsletterLinkResult> {
      const now = deps.clock();
      return deps.transaction(async (repo) => {
        const row = await repo.lockByConfirmHash(hashToken(token));
        if (!row) throw new AppError(400, 'newsletter_link_invalid', 'newsletter_link_invalid');
        if (row.status === 'confirmed') return { status: row.status, email: maskEmail(row.email) };
        if (!row.confirm_expires_at || row.confirm_expires_at <= now) {
          throw new AppError(410, 'newsletter_link_expired', 'newsletter_link_expired');
        }
        const confirmed = await confirmRow(repo, row, now);
        await mirror(repo, await repo.lockMemberByEmail(row.email), confirmed);
        return { status: confirmed.status, email: maskEmail(row.email) };
      });
    },

    /**
     * `POST /newsletter/subscriptions/unsubscribe` (and the mail's one-click POST): idempotent;
     * the confirm link stops working (an old one never subscribes again).
     */
    async unsubscribe(token: string): Promise<NewsletterLinkResult> {
      const now = deps.clock();
      return deps.transaction(async (repo) => {
        const row = await repo.lockByUnsubscribeHash(hashToken(token));
        if (!row) throw new AppError(400, 'newsletter_link_invalid', 'newsletter_link_invalid');
        if (row.status !== 'unsubscribed') await drop(repo, row, now);
        return { status: 'unsubscribed', email: maskEmail(row.email) };
      });
    },

    /**
     * The account's switch (and the register form's box): on, a verified address is confirmed at
     * once (the member proved it and asked while signed in), an unverified one gets the double
     * opt-in mail; off, unsubscribed. Either way the preferences mirror the row.
     */
    async setMemberConsent(input: {
      userId: number;
      wanted: boolean;
      language: Locale;
      source: 'account' | 'register';
      ip: string;
    }) {
      const now = deps.clock();
      const ipHash = createHmac('sha256', await deps.ipSalt())
        .update(input.ip)
        .digest('hex');
      await deps.transaction(async (repo) => {
        const peek = await repo.findMember(input.userId);
        if (!peek) return;
        const email = peek.email.trim().toLowerCase();
        const row = input.wanted
          ? await repo.lockByEmail(email, fresh(email, input.language, input.source, now))
          : await repo.lockExisting(email);
        const member = await repo.lockMember(input.userId);
        if (!member || !row) return;
        if (!input.wanted) {
          if (row.status !== 'unsubscribed') await drop(repo, row, now);
          return;
        }
        if (row.status === 'confirmed') return mirror(repo, member, row);
        if (member.is_verified_email) {
          const consented = {
            consent_version: NEWSLETTER_CONSENT_VERSION,
            language: input.language,
            source: input.source,
            consented_at: now,
            confirm_token_hash: null,
            confirm_expires_at: null,
            user_id: member.id,
          };
          await repo.update(row.id, consented);
          return mirror(repo, member, await confirmRow(repo, { ...row, ...consented }, now));
        }
        const asked = await askToConfirm(repo, row, { ...input, ipHash, userId: member.id }, now);
        await mirror(repo, member, asked);
      });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
