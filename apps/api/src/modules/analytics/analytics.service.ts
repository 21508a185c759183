import { createHash, createHmac } from 'node:crypto';
import { formatIsoDay, startOfWibIsoDay } from '@kilau/domain';
import {
  AD_EVENT_MAX_AGE_MS,
  CO_VIEW_PRODUCTS_PER_SESSION,
  CONSENT_VERSION,
  DIRECT_SOURCE,
  EVENT_CLOCK_SKEW_MS,
  SIMILAR_WINDOW_DAYS,
  type AdEvent,
  type Consent,
  type ConsentChoice,
  type EventBatch,
  type Platform,
  type SessionStart,
  type UserAction,
} from '@kilau/domain/analytics';
import type { ProductTile } from '@kilau/domain/catalog';
import {
  CONVERSIONS_BATCH_MAX,
  type ConversionEvent,
  type ConversionsPort,
} from '../../adapters/conversions';
import type { AdEventRow, AnalyticsRepository, EventRow } from './analytics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** PostgreSQL's "no partition of relation found for row". */
const NO_PARTITION = '23514';

/** The WIB day `offset` days from `day`. */
export function shiftDay(day: string, offset: number): string {
  return formatIsoDay(new Date(startOfWibIsoDay(day).getTime() + offset * DAY_MS));
}

/** The normalised e-mail's SHA-256, as Meta matches it (trimmed, lower case). */
export const hashEmail = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export type RequestFacts = {
  /** The signed-in member, from the session cookie: never the body's word. */
  userId: number | null;
  platform: Platform;
  ip: string;
  userAgent: string | null;
  consent: Consent | null;
};

/**
 * Tracking's use cases (docs/design/analytics.md): sessions, event batches, member actions,
 * consent, ad events for the conversions API, the job's partitions, retention and roll-ups,
 * and similar products from co-views.
 */
export function createAnalyticsService(deps: {
  repository: AnalyticsRepository;
  /** Runs work in one transaction with a repository on it (the ad-event sender's claim). */
  transaction: <T>(work: (repository: AnalyticsRepository) => Promise<T>) => Promise<T>;
  conversions: ConversionsPort;
  tiles: (ids: number[]) => Promise<ProductTile[]>;
  clock: () => Date;
  retentionDays: number;
  ipSalt: () => Promise<string>;
}) {
  const { repository, clock } = deps;

  /** Inserts rows, creating their days' partitions when the job has not yet (once). */
  async function append(rows: EventRow[]) {
    try {
      await repository.insertEvents(rows);
    } catch (error) {
      if ((error as { code?: string }).code !== NO_PARTITION) throw error;
      for (const day of new Set(rows.map((row) => formatIsoDay(row.occurred_at)))) {
        await repository.ensurePartition(day);
      }
      await repository.insertEvents(rows);
    }
  }

  /** An event's time: the page's own when it is within a day before arrival, else arrival. */
  function occurredAt(text: string | undefined, now: Date): Date {
    if (!text) return now;
    const at = new Date(text);
    const age = now.getTime() - at.getTime();
    return Number.isNaN(at.getTime()) || age < 0 || age > EVENT_CLOCK_SKEW_MS ? now : at;
  }

  /** Rewrites a WIB day's roll-ups from its events. */
  function rollUp(day: string) {
    const start = startOfWibIsoDay(day);
    const end = startOfWibIsoDay(shiftDay(day, 1));
    return repository.rollUp(day, start, end, CO_VIEW_PRODUCTS_PER_SESSION, clock());
  }

  return {
    async startSession(input: SessionStart, facts: RequestFacts) {
      const now = clock();
      await repository.upsertSession({
        session_id: input.session_id,
        tracking_id: input.tracking_id,
        user_id: facts.userId,
        platform: input.platform ?? facts.platform,
        acquisition_source: input.acquisition_source ?? DIRECT_SOURCE,
        landing_path: input.landing_path ?? null,
        referrer: input.referrer ?? null,
        day: formatIsoDay(now),
        now,
      });
    },

    /** A session's batch: kept only with analytics consent; the session is made if unknown. */
    async ingest(sessionId: string, batch: EventBatch, facts: RequestFacts) {
      if (!facts.consent?.analytics) return { accepted: 0, dropped: 'no_consent' as const };
      const now = clock();
      await repository.upsertSession({
        session_id: sessionId,
        tracking_id: batch.tracking_id,
        user_id: facts.userId,
        platform: facts.platform,
        acquisition_source: DIRECT_SOURCE,
        landing_path: null,
        referrer: null,
        day: formatIsoDay(now),
        now,
      });
      const rows: EventRow[] = batch.events.map((event) => ({
        occurred_at: occurredAt(event.occurred_at, now),
        received_at: now,
        session_id: sessionId,
        tracking_id: batch.tracking_id,
        user_id: facts.userId,
        platform: facts.platform,
        verb: event.verb,
        object_type: event.object_type ?? null,
        object_id: event.object_id ?? null,
        referrer: event.referrer ?? null,
        page_type: event.page_type ?? null,
        path: event.path ?? null,
        extras: event.extras ? JSON.stringify(event.extras) : null,
      }));
      await append(rows);
      return { accepted: rows.length, dropped: null };
    },

    async userAction(input: UserAction, facts: RequestFacts) {
      const now = clock();
      await repository.insertUserAction({
        verb: input.verb,
        user_id: facts.userId,
        is_guest: facts.userId === null,
        device_id: input.device_id,
        acquisition_source: input.acquisition_source ?? null,
        accessed_at: occurredAt(input.accessed_at, now),
        received_at: now,
      });
    },

    /** Records the banner's choice as proof and answers the consent the cookie will carry. */
    async recordConsent(choice: ConsentChoice, facts: RequestFacts): Promise<Consent> {
      const now = clock();
      const ipHash = createHmac('sha256', await deps.ipSalt())
        .update(facts.ip)
        .digest('hex');
      await repository.insertConsent({
        tracking_id: choice.tracking_id ?? null,
        user_id: facts.userId,
        analytics: choice.analytics,
        marketing: choice.marketing,
        version: CONSENT_VERSION,
        ip_hash: ipHash,
        decided_at: now,
      });
      return {
        necessary: true,
        analytics: choice.analytics,
        marketing: choice.marketing,
        version: CONSENT_VERSION,
        decidedAt: Math.floor(now.getTime() / 1000),
      };
    },

    /**
     * An ad event (001 §3), queued for the conversions API once per name and id, the e-mail
     * hashed here. The caller has checked marketing consent.
     */
    async adEvent(input: AdEvent, facts: RequestFacts, sessionId: string | null) {
      const now = clock();
      const row: AdEventRow = {
        event_name: input.event_name,
        event_id: input.event_id,
        event_time: now,
        source_url: input.source_url,
        email_hash: input.user.email ? hashEmail(input.user.email) : null,
        fbp: input.user.fbp ?? null,
        fbc: input.user.fbc ?? null,
        client_ip: facts.ip,
        client_user_agent: facts.userAgent,
        custom_data: input.custom_data ? JSON.stringify(input.custom_data) : null,
        session_id: sessionId,
        received_at: now,
        next_attempt_at: now,
      };
      return { accepted: await repository.insertAdEvent(row) };
    },

    /**
     * Sends due ad events (up to 1,000) to the conversions API. Claimed rows stay locked while
     * the call runs, so two instances never send one twice; a refusal is tried again with a
     * growing wait, and an event past Meta's 7 days is given up.
     */
    async sendAdEvents(): Promise<{ sent: number; failed: number }> {
      return deps.transaction(async (tx) => {
        const now = clock();
        const due = await tx.dueAdEvents(now, CONVERSIONS_BATCH_MAX);
        if (due.length === 0) return { sent: 0, failed: 0 };
        const fresh = due.filter(
          (row) => now.getTime() - new Date(row.event_time).getTime() <= AD_EVENT_MAX_AGE_MS,
        );
        const stale = due.filter((row) => !fresh.includes(row));
        await tx.markAdEventsFailed(
          stale.map((row) => row.id),
          'older than 7 days: not sent',
          new Date(now.getTime() + 365 * DAY_MS),
        );
        if (fresh.length === 0) return { sent: 0, failed: stale.length };
        const events: ConversionEvent[] = fresh.map((row) => ({
          event_name: row.event_name,
          event_id: row.event_id,
          event_time: Math.floor(new Date(row.event_time).getTime() / 1000),
          action_source: 'website',
          event_source_url: row.source_url,
          user_data: {
            ...(row.email_hash ? { em: [row.email_hash] } : {}),
            ...(row.fbp ? { fbp: row.fbp } : {}),
            ...(row.fbc ? { fbc: row.fbc } : {}),
            ...(row.client_ip ? { client_ip_address: row.client_ip } : {}),
            ...(row.client_user_agent ? { client_user_agent: row.client_user_agent } : {}),
          },
          ...(row.custom_data ? { custom_data: row.custom_data } : {}),
        }));
        try {
          await deps.conversions.send(events);
        } catch (error) {
          const attempts = Math.max(...fresh.map((row) => row.attempts)) + 1;
          const waitMs = Math.min(60 * 60 * 1000, 30_000 * 2 ** Math.min(attempts, 7));
          await tx.markAdEventsFailed(
            fresh.map((row) => row.id),
            error instanceof Error ? error.message : String(error),
            new Date(now.getTime() + waitMs),
          );
          return { sent: 0, failed: due.length };
        }
        await tx.markAdEventsSent(
          fresh.map((row) => row.id),
          now,
        );
        return { sent: fresh.length, failed: stale.length };
      });
    },

    /** Partitions for yesterday to the day after tomorrow; older than the retention dropped. */
    async maintain() {
      const today = formatIsoDay(clock());
      for (const offset of [-1, 0, 1, 2]) await repository.ensurePartition(shiftDay(today, offset));
      const oldest = shiftDay(today, -deps.retentionDays);
      const dropped: string[] = [];
      for (const day of await repository.partitionDays()) {
        if (day < oldest) {
          await repository.dropPartition(day);
          dropped.push(day);
        }
      }
      await repository.forgetBefore(startOfWibIsoDay(oldest));
      return { dropped };
    },

    rollUp,

    /** The last `days` WIB days' roll-ups, today included (an order paid late moves its day). */
    async rollUpRecent(days = 3) {
      const today = formatIsoDay(clock());
      const results: { day: string; events: number }[] = [];
      for (let offset = -(days - 1); offset <= 0; offset++) {
        const day = shiftDay(today, offset);
        results.push({ day, ...(await rollUp(day)) });
      }
      return results;
    },

    /** `GET {analytics}/product/similar`: co-viewed products, most shared sessions first. */
    async similar(productId: number, limit: number) {
      const from = shiftDay(formatIsoDay(clock()), -SIMILAR_WINDOW_DAYS);
      const ids = await repository.coViewed(productId, from, limit * 2);
      const tiles = await deps.tiles(ids);
      return { product_id: String(productId), items: tiles.slice(0, limit) };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
