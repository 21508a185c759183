import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@kilau/domain/admin';
import { formatRupiah } from '@kilau/domain/shared';

/** `21/11` from `2026-11-21`. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** `1.2 jt` style ticks: millions of rupiah. */
const millions = (value: number) => (value === 0 ? '0' : `${(value / 1_000_000).toFixed(1)} jt`);

/**
 * The revenue bars (recharts, ADR 0040). Loaded on its own (`React.lazy` in revenue-chart.tsx,
 * its own chunk: vite.config.ts), so recharts is fetched by the dashboard only.
 */
export default function RevenueBars({
  days,
  label,
}: {
  days: NonNullable<Dashboard['sales']>['days'];
  label: string;
}) {
  return (
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
        labelFormatter={(value) => shortDay(String(value))}
      />
      <Bar dataKey="revenue" name={label} fill="#cf5a74" radius={[4, 4, 0, 0]} />
    </BarChart>
  );
}
