import { lazy, Suspense } from 'react';
import type { Dashboard } from '@kilau/domain/admin';
import { formatRupiah } from '@kilau/domain/shared';
import { useAdminText } from '../text';

type Days = NonNullable<Dashboard['sales']>['days'];

/** `21/11` from `2026-11-21`. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

const RevenueBars = lazy(() => import('../charts/revenue-bars'));

/**
 * Revenue per WIB day as bars (recharts, ADR 0040). The chart itself is hidden from assistive
 * technology; a summary sentence and a visually hidden table carry the same figures.
 */
export function RevenueChart({ days }: { days: Days }) {
  const text = useAdminText();
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), days[0]!);
  return (
    <figure className="flex flex-col gap-2">
      <div aria-hidden="true" inert className="h-56 w-full">
        <Suspense fallback={null}>
          <RevenueBars days={days} label={text('dashboardRevenue')} />
        </Suspense>
      </div>
      <figcaption className="text-sm text-plum-700">
        {text('dashboardRevenueSummary', {
          from: shortDay(days[0]!.day),
          to: shortDay(days.at(-1)!.day),
          total: formatRupiah(total),
          orders,
          best: formatRupiah(best.revenue),
          bestDay: shortDay(best.day),
        })}
      </figcaption>
      <table className="sr-only">
        <caption>{text('dashboardRevenueCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('dashboardDay')}</th>
            <th scope="col">{text('dashboardOrders')}</th>
            <th scope="col">{text('dashboardRevenue')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{day.orders}</td>
              <td>{formatRupiah(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
