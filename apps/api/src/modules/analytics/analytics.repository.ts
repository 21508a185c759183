import type { Database } from '@kilau/db';
import { sql, type Insertable, type Kysely } from 'kysely';

/**
 * Tracking's storage (migration 0056, docs/design/analytics.md): sessions, the day-partitioned
 * event log, member actions, consent records, ad events, and the roll-ups the job rewrites.
 * The funnel's paid step reads `orders` (shared on purpose, read only: the order placed in a
 * session counts as paid when the order says so).
 */

/** One event row as the ingestion writes it. */
export type EventRow = Insertable<Database['analytics_events']>;
/** One ad event as it is queued for the conversions API. */
export type AdEventRow = Insertable<Database['ad_events']>;

/** A day's partition name: `analytics_events_p20261129` (the WIB day). */
export const partitionName = (day: string) => `analytics_events_p${day.replaceAll('-', '')}`;
const PARTITION_NAME = /^analytics_events_p(\d{4})(\d{2})(\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A product id as the events carry it (text): what `::bigint` may read. */
const PRODUCT_ID_TEXT = '^[1-9][0-9]{0,15}$';

export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    async upsertSession(
      row: Omit<Insertable<Database['analytics_sessions']>, 'started_at' | 'last_seen_at'> & {
        now: Date;
      },
    ) {
      const { now, ...values } = row;
      await db
        .insertInto('analytics_sessions')
        .values({ ...values, started_at: now, last_seen_at: now })
        .onConflict((oc) =>
          oc.column('session_id').doUpdateSet({
            last_seen_at: now,
            // A member who signs in during a session claims it; signing out does not unclaim it.
            user_id: sql`coalesce(excluded.user_id, analytics_sessions.user_id)`,
          }),
        )
        .execute();
    },

    /** Appends a batch in one statement. Throws 23514 when a day has no partition yet. */
    async insertEvents(rows: readonly EventRow[]) {
      if (rows.length === 0) return;
      await db.insertInto('analytics_events').values(rows).execute();
    },

    /** Creates the WIB day's partition unless it exists (two instances may ask at once). */
    async ensurePartition(day: string) {
      if (!ISO_DAY.test(day)) throw new Error(`not a day: ${day}`);
      const next = new Date(`${day}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      const nextDay = next.toISOString().slice(0, 10);
      await db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(hashtext('analytics_events partitions'))`.execute(
          tx,
        );
        await sql
          .raw(
            `create table if not exists ${partitionName(day)} partition of analytics_events
             for values from ('${day}T00:00:00+07:00') to ('${nextDay}T00:00:00+07:00')`,
          )
          .execute(tx);
      });
    },

    /** The days that have a partition, oldest first. */
    async partitionDays(): Promise<string[]> {
      const { rows } = await sql<{ name: string }>`
        select child.relname as name from pg_inherits
        join pg_class child on child.oid = pg_inherits.inhrelid
        join pg_class parent on parent.oid = pg_inherits.inhparent
        where parent.relname = 'analytics_events'`.execute(db);
      return rows
        .map((row) => PARTITION_NAME.exec(row.name))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match) => `${match[1]}-${match[2]}-${match[3]}`)
        .sort();
    },

    async dropPartition(day: string) {
      if (!ISO_DAY.test(day)) throw new Error(`not a day: ${day}`);
      await sql.raw(`drop table if exists ${partitionName(day)}`).execute(db);
    },

    async insertUserAction(row: {
      verb: string;
      user_id: number | null;
      is_guest: boolean;
      device_id: string;
      acquisition_source: string | null;
      accessed_at: Date;
      received_at: Date;
    }) {
      await db.insertInto('analytics_user_actions').values(row).execute();
    },

    async insertConsent(row: {
      tracking_id: string | null;
      user_id: number | null;
      analytics: boolean;
      marketing: boolean;
      version: number;
      ip_hash: string | null;
      decided_at: Date;
    }) {
      await db.insertInto('consent_records').values(row).execute();
    },

    /** Records an ad event once per (name, id): false when it came before. */
    async insertAdEvent(row: AdEventRow): Promise<boolean> {
      const inserted = await db
        .insertInto('ad_events')
        .values(row)
        .onConflict((oc) => oc.columns(['event_name', 'event_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Unsent ad events due now, oldest first, locked for this sender (others skip them); in a transaction. */
    async dueAdEvents(now: Date, limit: number) {
      return db
        .selectFrom('ad_events')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    async markAdEventsSent(ids: readonly number[], now: Date) {
      if (ids.length === 0) return;
      await db
        .updateTable('ad_events')
        .set({ sent_at: now, last_error: null, attempts: sql`attempts + 1` })
        .where('id', 'in', ids)
        .execute();
    },

    async markAdEventsFailed(ids: readonly number[], error: string, retryAt: Date) {
      if (ids.length === 0) return;
      await db
        .updateTable('ad_events')
        .set({
          last_error: error.slice(0, 500),
          attempts: sql`attempts + 1`,
          next_attempt_at: retryAt,
        })
        .where('id', 'in', ids)
        .execute();
    },

    /** Forgets sent ad events and member actions older than `before`. */
    async forgetBefore(before: Date) {
      await db.deleteFrom('ad_events').where('received_at', '<', before).execute();
      await db.deleteFrom('analytics_user_actions').where('accessed_at', '<', before).execute();
    },

    /**
     * Rewrites one WIB day's roll-ups from its events, in one transaction: the funnel per
     * source, products, searches and co-views. Running it again gives the same rows.
     */
    async rollUp(day: string, start: Date, end: Date, coViewCap: number, now: Date) {
      return db.transaction().execute(async (tx) => {
        for (const table of [
          'analytics_daily_funnel',
          'analytics_daily_products',
          'analytics_daily_searches',
          'analytics_co_views',
        ] as const) {
          await sql`delete from ${sql.table(table)} where day = ${day}::date`.execute(tx);
        }
        await sql`
          insert into analytics_daily_funnel
            (day, source, sessions, viewed, added, checked_out, placed, paid)
          with per_session as (
            select e.session_id,
              bool_or(e.verb = 'product_view') as viewed,
              bool_or(e.verb = 'add_to_bag') as added,
              bool_or(e.verb = 'begin_checkout') as checked_out,
              bool_or(e.verb = 'order_placed') as placed,
              bool_or(e.verb = 'order_placed' and o.paid_at is not null) as paid
            from analytics_events e
            left join orders o on e.verb = 'order_placed' and o.reference_code = e.object_id
            where e.occurred_at >= ${start} and e.occurred_at < ${end}
            group by e.session_id
          )
          select ${day}::date, coalesce(s.acquisition_source, 'direct'), count(*),
            count(*) filter (where p.viewed), count(*) filter (where p.added),
            count(*) filter (where p.checked_out), count(*) filter (where p.placed),
            count(*) filter (where p.paid)
          from per_session p
          left join analytics_sessions s on s.session_id = p.session_id
          group by 2`.execute(tx);
        await sql`
          insert into analytics_daily_products (day, product_id, views, viewers, clicks, adds)
          select ${day}::date, e.object_id::bigint,
            count(*) filter (where e.verb = 'product_view'),
            count(distinct e.session_id) filter (where e.verb = 'product_view'),
            count(*) filter (where e.verb in ('tile_click', 'search_result_click')),
            count(*) filter (where e.verb = 'add_to_bag')
          from analytics_events e
          where e.occurred_at >= ${start} and e.occurred_at < ${end}
            and e.object_type = 'product'
            and e.verb in ('product_view', 'tile_click', 'search_result_click', 'add_to_bag')
            and e.object_id ~ ${PRODUCT_ID_TEXT}
          group by 2`.execute(tx);
        await sql`
          insert into analytics_daily_searches (day, query, searches, no_results, clicks)
          select ${day}::date, q.query,
            count(*) filter (where q.verb = 'search'),
            count(*) filter (where q.verb = 'search' and q.result_count = '0'),
            count(*) filter (where q.verb = 'search_result_click')
          from (
            select e.verb, e.extras ->> 'result_count' as result_count,
              left(lower(btrim(case when e.verb = 'search' then e.object_id
                else e.extras ->> 'query' end)), 100) as query
            from analytics_events e
            where e.occurred_at >= ${start} and e.occurred_at < ${end}
              and e.verb in ('search', 'search_result_click')
          ) q
          where q.query is not null and q.query <> ''
          group by 2`.execute(tx);
        await sql`
          insert into analytics_co_views (day, product_id, other_id, sessions)
          with viewed as (
            select e.session_id, e.object_id::bigint as product_id, min(e.occurred_at) as first_at
            from analytics_events e
            where e.occurred_at >= ${start} and e.occurred_at < ${end}
              and e.verb = 'product_view' and e.object_type = 'product'
              and e.object_id ~ ${PRODUCT_ID_TEXT}
            group by 1, 2
          ), ranked as (
            select session_id, product_id,
              row_number() over (partition by session_id order by first_at, product_id) as n
            from viewed
          )
          select ${day}::date, a.product_id, b.product_id, count(*)
          from ranked a
          join ranked b on b.session_id = a.session_id and b.product_id <> a.product_id
          where a.n <= ${coViewCap} and b.n <= ${coViewCap}
          group by 2, 3`.execute(tx);
        const counted = await tx
          .selectFrom('analytics_events')
          .select((eb) => eb.fn.countAll<string>().as('events'))
          .where('occurred_at', '>=', start)
          .where('occurred_at', '<', end)
          .executeTakeFirstOrThrow();
        const events = Number(counted.events);
        await tx
          .insertInto('analytics_rollups')
          .values({ day, events, rolled_at: now })
          .onConflict((oc) => oc.column('day').doUpdateSet({ events, rolled_at: now }))
          .execute();
        return { events };
      });
    },

    /** Products most often viewed in the same sessions as `productId`, from `fromDay` on. */
    async coViewed(productId: number, fromDay: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('analytics_co_views')
        .select(['other_id', (eb) => eb.fn.sum<string>('sessions').as('sessions')])
        .where('product_id', '=', productId)
        .where('day', '>=', sql<Date>`${fromDay}::date`)
        .groupBy('other_id')
        .orderBy('sessions', 'desc')
        .orderBy('other_id')
        .limit(limit)
        .execute();
      return rows.map((row) => Number(row.other_id));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
