import { formatIsoDay, startOfWibIsoDay } from '@kilau/domain';
import { isAnalyticsRange, type AnalyticsReport, type FunnelDay } from '@kilau/domain/analytics';
import { AppError } from '../../lib/app-error';
import type { AdminAnalyticsRepository } from './admin-analytics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The range shown when none is asked: the last 14 WIB days, today included. */
const DEFAULT_DAYS = 14;
const TOP = 20;

const nextDay = (day: string) => formatIsoDay(new Date(startOfWibIsoDay(day).getTime() + DAY_MS));

/** The back office's analytics report (docs/design/analytics.md "Back office"). */
export function createAdminAnalyticsService(deps: {
  repository: AdminAnalyticsRepository;
  clock: () => Date;
  /** Rewrites the last days' roll-ups now (the analytics job's step). */
  rollUpRecent: () => Promise<unknown>;
}) {
  const { repository } = deps;
  const service = {
    async report(range: {
      from?: string | undefined;
      to?: string | undefined;
    }): Promise<AnalyticsReport> {
      const to = range.to ?? formatIsoDay(deps.clock());
      const from =
        range.from ??
        formatIsoDay(new Date(startOfWibIsoDay(to).getTime() - (DEFAULT_DAYS - 1) * DAY_MS));
      // `from` alone, or `to` alone, is filled in here: the whole range is checked again.
      if (!isAnalyticsRange(from, to)) {
        throw new AppError(422, 'validation_failed', 'analytics_range_invalid');
      }
      const start = startOfWibIsoDay(from);
      const end = startOfWibIsoDay(nextDay(to));
      const [rows, sources, products, searches, paid, rolledAt] = await Promise.all([
        repository.funnelDays(from, to),
        repository.sources(from, to, TOP),
        repository.products(from, to, start, end, TOP),
        repository.searchesWithoutResults(from, to, TOP),
        repository.paidOrders(start, end),
        repository.rolledAt(from, to),
      ]);
      // Every day of the range, a day without sessions as zeros (a chart needs the gap).
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const days: FunnelDay[] = [];
      for (let day = from; day <= to; day = nextDay(day)) {
        days.push(
          byDay.get(day) ?? {
            day,
            sessions: 0,
            viewed: 0,
            added: 0,
            checked_out: 0,
            placed: 0,
            paid: 0,
          },
        );
      }
      return {
        from,
        to,
        rolled_at: rolledAt ? new Date(rolledAt).toISOString() : null,
        days,
        sources,
        products,
        searches_without_results: searches,
        orders: { paid, tracked: days.reduce((sum, day) => sum + day.paid, 0) },
      };
    },

    /** Rolls the last 3 days up now and answers the fresh report of the same range. */
    async refresh(range: { from?: string | undefined; to?: string | undefined }) {
      await deps.rollUpRecent();
      return service.report(range);
    },
  };
  return service;
}

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
