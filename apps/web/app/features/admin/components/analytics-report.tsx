import { lazy, Suspense } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AnalyticsReport, FunnelDay } from '@kilau/domain/analytics';
import { formatDateTime } from '@kilau/domain/shared';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { useAdminText, type AdminTextKey } from '../text';

/** The ranges offered (days, ending today). */
export const ANALYTICS_RANGES = [7, 14, 30, 90] as const;
export const ANALYTICS_REFRESH_INTENT = 'refresh';

const FunnelLines = lazy(() => import('../charts/funnel-lines'));

const STEPS: ReadonlyArray<{ key: keyof Omit<FunnelDay, 'day'>; label: AdminTextKey }> = [
  { key: 'sessions', label: 'analyticsStepSessions' },
  { key: 'viewed', label: 'analyticsStepViewed' },
  { key: 'added', label: 'analyticsStepAdded' },
  { key: 'checked_out', label: 'analyticsStepCheckedOut' },
  { key: 'placed', label: 'analyticsStepPlaced' },
  { key: 'paid', label: 'analyticsStepPaid' },
];

/** `21/11` from `2026-11-21`. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const share = (part: number, whole: number) =>
  whole === 0 ? '0%' : `${Math.round((part / whole) * 1000) / 10}%`.replace('.', ',');
const number = (value: number) => value.toLocaleString('id-ID');

const TH = 'py-2 pr-3 font-semibold';
const TD = 'py-2 pr-3 tabular-nums';

/**
 * The back office's analytics (docs/design/analytics.md): the funnel as bars of plain HTML, the
 * days as a line chart (recharts, ADR 0040; hidden from assistive technology, with a summary
 * and a table carrying the same figures), and the tables that explain them.
 */
export function AnalyticsReportView({ days, report }: { days: number; report: AnalyticsReport }) {
  const text = useAdminText();
  const locale = useLocale();
  const busy = useNavigation().state !== 'idle';
  const totals = STEPS.map((step) => ({
    ...step,
    value: report.days.reduce((sum, day) => sum + day[step.key], 0),
  }));
  const sessions = totals[0]?.value ?? 0;
  const best = report.days.reduce(
    (top, day) => (day.sessions > top.sessions ? day : top),
    report.days[0] ?? { day: report.to, sessions: 0 },
  );
  const empty = sessions === 0;
  return (
    <section aria-labelledby="analytics-title" className="flex flex-col gap-8 p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="analytics-title" className="text-xl font-bold text-plum-900">
            {text('analyticsTitle')}
          </h1>
          <p className="mt-1 max-w-3xl text-sm text-plum-700">{text('analyticsIntro')}</p>
          <p className="mt-1 text-xs text-plum-600">
            {report.rolled_at
              ? text('analyticsRolledAt', { when: formatDateTime(report.rolled_at, locale) })
              : text('analyticsNeverRolled')}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Form method="get" className="flex items-end gap-2">
            <label className="flex flex-col gap-1 text-sm font-semibold text-plum-900">
              {text('analyticsRange')}
              <select
                name="days"
                defaultValue={days}
                className="min-h-12 rounded-xl border border-plum-900/20 bg-white px-3"
              >
                {ANALYTICS_RANGES.map((range) => (
                  <option key={range} value={range}>
                    {text('analyticsRangeDays', { days: range })}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={BUTTON_CLASS.secondary}>
              {text('analyticsShow')}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value={ANALYTICS_REFRESH_INTENT} />
            <button type="submit" className={BUTTON_CLASS.primary} disabled={busy}>
              {text('analyticsRefresh')}
            </button>
          </Form>
        </div>
      </header>

      <section aria-labelledby="analytics-funnel">
        <h2 id="analytics-funnel" className="text-lg font-bold text-plum-900">
          {text('analyticsFunnel')}
        </h2>
        {empty ? (
          <p className="mt-2 text-sm text-plum-700">{text('analyticsEmpty')}</p>
        ) : (
          <ol className="mt-3 flex max-w-3xl flex-col gap-2">
            {totals.map((step) => (
              <li key={step.key} className="grid grid-cols-[10rem_1fr_10rem] items-center gap-3">
                <span className="text-sm font-semibold text-plum-900">{text(step.label)}</span>
                <span className="h-6 rounded-md bg-blush-100" aria-hidden="true">
                  <span
                    className="block h-6 rounded-md bg-rose-600"
                    style={{ width: `${sessions === 0 ? 0 : (step.value / sessions) * 100}%` }}
                  />
                </span>
                <span className="text-right text-sm tabular-nums text-plum-900">
                  <strong>{number(step.value)}</strong>{' '}
                  <span className="text-xs text-plum-700">
                    {step.key === 'sessions'
                      ? ''
                      : text('analyticsOfSessions', { share: share(step.value, sessions) })}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
        <p className="mt-3 text-sm text-plum-800">
          {text('analyticsOrdersLine', {
            paid: number(report.orders.paid),
            tracked: number(report.orders.tracked),
            other: number(Math.max(0, report.orders.paid - report.orders.tracked)),
          })}
        </p>
      </section>

      <section aria-labelledby="analytics-days">
        <h2 id="analytics-days" className="text-lg font-bold text-plum-900">
          {text('analyticsPerDay')}
        </h2>
        <figure className="mt-3 flex flex-col gap-2">
          <div aria-hidden="true" inert className="h-64 w-full">
            <Suspense fallback={null}>
              <FunnelLines
                days={report.days}
                labels={{
                  sessions: text('analyticsStepSessions'),
                  viewed: text('analyticsStepViewed'),
                  added: text('analyticsStepAdded'),
                  paid: text('analyticsStepPaid'),
                }}
              />
            </Suspense>
          </div>
          <figcaption className="text-sm text-plum-700">
            {text('analyticsPerDaySummary', {
              from: shortDay(report.from),
              to: shortDay(report.to),
              sessions: number(sessions),
              paid: number(totals.at(-1)?.value ?? 0),
              best: shortDay(best.day),
              bestSessions: number(best.sessions),
            })}
          </figcaption>
          <table className="sr-only">
            <caption>{text('analyticsPerDay')}</caption>
            <thead>
              <tr>
                <th scope="col">{text('analyticsDay')}</th>
                {STEPS.map((step) => (
                  <th key={step.key} scope="col">
                    {text(step.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  {STEPS.map((step) => (
                    <td key={step.key}>{day[step.key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      </section>

      <div className="grid gap-8 xl:grid-cols-2">
        <section aria-labelledby="analytics-sources">
          <h2 id="analytics-sources" className="text-lg font-bold text-plum-900">
            {text('analyticsSources')}
          </h2>
          <table className="mt-3 w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-plum-900/10 text-plum-700">
                <th scope="col" className={TH}>
                  {text('analyticsSource')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {text('analyticsStepSessions')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {text('analyticsStepPaid')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {text('analyticsConversion')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.sources.map((row) => (
                <tr key={row.source} className="border-b border-plum-900/10">
                  <th scope="row" className={`${TD} font-semibold text-plum-900`}>
                    {row.source}
                  </th>
                  <td className={`${TD} text-right`}>{number(row.sessions)}</td>
                  <td className={`${TD} text-right`}>{number(row.paid)}</td>
                  <td className={`${TD} text-right`}>{share(row.paid, row.sessions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="analytics-searches">
          <h2 id="analytics-searches" className="text-lg font-bold text-plum-900">
            {text('analyticsSearches')}
          </h2>
          {report.searches_without_results.length === 0 ? (
            <p className="mt-3 text-sm text-plum-700">{text('analyticsEmpty')}</p>
          ) : (
            <table className="mt-3 w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-plum-900/10 text-plum-700">
                  <th scope="col" className={TH}>
                    {text('analyticsQuery')}
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    {text('analyticsTimes')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.searches_without_results.map((row) => (
                  <tr key={row.query} className="border-b border-plum-900/10">
                    <th scope="row" className={`${TD} font-normal`}>
                      {row.query}
                    </th>
                    <td className={`${TD} text-right`}>{number(row.searches)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>

      <section aria-labelledby="analytics-products">
        <h2 id="analytics-products" className="text-lg font-bold text-plum-900">
          {text('analyticsProducts')}
        </h2>
        <table className="mt-3 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-plum-900/10 text-plum-700">
              <th scope="col" className={TH}>
                {text('analyticsProduct')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {text('analyticsViews')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {text('analyticsViewers')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {text('analyticsAdds')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {text('analyticsSold')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {text('analyticsConversion')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.products.map((row) => (
              <tr key={row.product_id} className="border-b border-plum-900/10">
                <th scope="row" className={`${TD} font-semibold text-plum-900`}>
                  {row.name}
                </th>
                <td className={`${TD} text-right`}>{number(row.views)}</td>
                <td className={`${TD} text-right`}>{number(row.viewers)}</td>
                <td className={`${TD} text-right`}>{number(row.adds)}</td>
                <td className={`${TD} text-right`}>{number(row.sold)}</td>
                <td className={`${TD} text-right`}>{share(row.sold, row.viewers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
