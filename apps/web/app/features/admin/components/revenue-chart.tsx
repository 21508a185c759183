import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@kilau/domain/admin';
import { formatRupiah } from '@kilau/domain/shared';
import { useAdminText } from '../text';

type Days = NonNullable<Dashboard['sales']>['days'];

/** `21/11` from `2026-11-21`. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** `1,2 jt` style ticks: millions of rupiah. */
const millions = (value: number) => (value === 0 ? '0' : `${(value / 1_000_000).toFixed(1)} jt`);

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
      <div aria-hidden="true" className="h-56 w-full">
        <BarChart
          responsive
          data={days}
          style={{ width: '100%', height: '100%' }}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid stroke="#f4cfcd" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} stroke="#643656" fontSize={12} />
          <YAxis tickFormatter={millions} stroke="#643656" fontSize={12} width={56} />
          <Tooltip
            formatter={(value) => formatRupiah(Number(value))}
            labelFormatter={(label) => shortDay(String(label))}
          />
          <Bar
            dataKey="revenue"
            name={text('dashboardRevenue')}
            fill="#cf5a74"
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
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
