import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '@kilau/domain/admin';
import { formatRupiah } from '@kilau/domain/shared';
import { useAdminText, type AdminTextKey } from '../text';
import { RevenueChart } from './revenue-chart';

const card = 'rounded-2xl border border-blush-200 bg-white p-5';
const heading = 'text-lg font-semibold text-plum-900';
const cell = 'border-b border-blush-100 px-2 py-1.5 text-left';

function Block({ id, title, children }: { id: string; title: AdminTextKey; children: ReactNode }) {
  const text = useAdminText();
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={heading}>
        {text(title)}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A small table with a caption (the lists of the dashboard). */
function ListTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: Array<{ key: string | number; cells: ReactNode[] }>;
}) {
  return (
    <table className="w-full text-sm text-plum-900">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={`${cell} font-semibold text-plum-700 ${index === columns.length - 1 ? 'text-right' : ''}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((value, index) => (
              <td
                key={index}
                className={`${cell} ${index === row.cells.length - 1 ? 'text-right tabular-nums' : ''}`}
              >
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where each waiting tile leads: the orders list filtered by state. */
const WAITING: ReadonlyArray<{
  key: keyof NonNullable<Dashboard['waiting']>;
  label: AdminTextKey;
  state: string;
}> = [
  { key: 'payment_to_check', label: 'dashboardPaymentToCheck', state: 'payment-confirm' },
  { key: 'to_pick', label: 'dashboardToPick', state: 'payment-accepted' },
  { key: 'to_pack', label: 'dashboardToPack', state: 'picking' },
  { key: 'to_ship', label: 'dashboardToShip', state: 'packed' },
];

function Sales({ sales }: { sales: NonNullable<Dashboard['sales']> }) {
  const text = useAdminText();
  const figure = (label: AdminTextKey, value: { orders: number; revenue: number }) => (
    <div className="rounded-xl bg-blush-50 p-4">
      <p className="text-sm font-semibold text-plum-700">{text(label)}</p>
      <p className="font-display text-2xl font-semibold text-plum-900">
        {formatRupiah(value.revenue)}
      </p>
      <p className="text-sm text-plum-700">
        {text('dashboardPaidOrders', { count: value.orders })}
      </p>
    </div>
  );
  return (
    <Block id="dashboard-revenue" title="dashboardRevenueTitle">
      <div className="mb-4 grid gap-3 dt:grid-cols-2">
        {figure('dashboardToday', sales.today)}
        {figure('dashboardWeek', sales.week)}
      </div>
      <RevenueChart days={sales.days} />
    </Block>
  );
}

function Waiting({ waiting }: { waiting: NonNullable<Dashboard['waiting']> }) {
  const text = useAdminText();
  return (
    <Block id="dashboard-waiting" title="dashboardWaitingTitle">
      <ul className="grid grid-cols-2 gap-3">
        {WAITING.map((tile) => (
          <li key={tile.key}>
            <Link
              to={`/admin/orders?state=${tile.state}`}
              className="flex flex-col rounded-xl border border-blush-200 p-3 text-plum-900 hover:border-plum-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
            >
              <span className="font-display text-3xl font-semibold tabular-nums">
                {waiting[tile.key]}
              </span>
              <span className="text-sm text-plum-700">{text(tile.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}

function LowStock({ low }: { low: NonNullable<Dashboard['low_stock']> }) {
  const text = useAdminText();
  return (
    <Block id="dashboard-low-stock" title="dashboardLowStockTitle">
      <p className="mb-2 text-sm text-plum-700">
        {text('dashboardLowStockIntro', { threshold: low.threshold, out: low.out_of_stock })}
      </p>
      {low.items.length === 0 ? (
        <p className="text-plum-700">{text('dashboardLowStockNone')}</p>
      ) : (
        <ListTable
          caption={text('dashboardLowStockTitle')}
          columns={[
            text('dashboardSku'),
            text('dashboardProduct'),
            text('dashboardShade'),
            text('dashboardStock'),
          ]}
          rows={low.items.map((item) => ({
            key: item.combination_id,
            cells: [item.sku, item.product_name, item.shade ?? '—', item.stock],
          }))}
        />
      )}
    </Block>
  );
}

function TopProducts({ top }: { top: NonNullable<Dashboard['top_products']> }) {
  const text = useAdminText();
  const [range, setRange] = useState<'last_7_days' | 'last_30_days'>('last_7_days');
  const label: AdminTextKey = range === 'last_7_days' ? 'dashboardTop7' : 'dashboardTop30';
  const rows = top[range];
  return (
    <Block id="dashboard-top" title="dashboardTopTitle">
      <div role="group" aria-label={text('dashboardTopTitle')} className="mb-2 flex gap-2">
        {(['last_7_days', 'last_30_days'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={range === option}
            onClick={() => setRange(option)}
            className="rounded-full border border-plum-700 px-3 py-1 text-sm font-semibold text-plum-900 aria-pressed:bg-plum-900 aria-pressed:text-cream-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
          >
            {text(option === 'last_7_days' ? 'dashboardTop7' : 'dashboardTop30')}
          </button>
        ))}
      </div>
      {rows.length === 0 ? (
        <p className="text-plum-700">{text('dashboardTopNone')}</p>
      ) : (
        <ListTable
          caption={text('dashboardTopCaption', { days: text(label) })}
          columns={[text('dashboardProduct'), text('dashboardUnits')]}
          rows={rows.map((row) => ({ key: row.product_id, cells: [row.name, row.units] }))}
        />
      )}
    </Block>
  );
}

function SearchMisses({ misses }: { misses: NonNullable<Dashboard['search_misses']> }) {
  const text = useAdminText();
  return (
    <Block id="dashboard-misses" title="dashboardMissesTitle">
      {misses.length === 0 ? (
        <p className="text-plum-700">{text('dashboardMissesNone')}</p>
      ) : (
        <ListTable
          caption={text('dashboardMissesCaption')}
          columns={[text('dashboardTerm'), text('dashboardTimes')]}
          rows={misses.map((row) => ({ key: row.term, cells: [row.term, row.count] }))}
        />
      )}
    </Block>
  );
}

/** The blocks of the dashboard the role may see (the API leaves the others out). */
export function DashboardPanel({ dashboard }: { dashboard: Dashboard }) {
  const text = useAdminText();
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-4">
      <h2 id="dashboard-title" className="font-display text-2xl font-semibold text-plum-900">
        {text('dashboardTitle')}
      </h2>
      <div className="grid gap-4 dt:grid-cols-2">
        {dashboard.sales ? (
          <div className="dt:col-span-2">
            <Sales sales={dashboard.sales} />
          </div>
        ) : null}
        {dashboard.waiting ? <Waiting waiting={dashboard.waiting} /> : null}
        {dashboard.low_stock ? <LowStock low={dashboard.low_stock} /> : null}
        {dashboard.top_products ? <TopProducts top={dashboard.top_products} /> : null}
        {dashboard.search_misses ? <SearchMisses misses={dashboard.search_misses} /> : null}
      </div>
    </section>
  );
}

/** Whether the role sees any block at all (else the home is the welcome only). */
export const hasBlocks = (dashboard: Dashboard) =>
  Boolean(
    dashboard.sales ||
      dashboard.waiting ||
      dashboard.low_stock ||
      dashboard.top_products ||
      dashboard.search_misses,
  );
