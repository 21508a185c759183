import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { FunnelDay } from '@kilau/domain/analytics';

/** `21/11` from `2026-11-21`. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The steps drawn, each in the shop's colours (paid, the one that matters, bolder). */
const LINES = [
  { key: 'sessions', stroke: '#4a1f3d' },
  { key: 'viewed', stroke: '#8e4a7b' },
  { key: 'added', stroke: '#cf5a74' },
  { key: 'paid', stroke: '#2f7d5b' },
] as const;

/**
 * The funnel's days as lines (recharts, ADR 0040), loaded on its own (`React.lazy` in
 * analytics-report.tsx), so recharts is fetched by the screens that draw a chart only.
 */
export default function FunnelLines({
  days,
  labels,
}: {
  days: FunnelDay[];
  labels: { sessions: string; viewed: string; added: string; paid: string };
}) {
  return (
    <LineChart
      responsive
      data={days}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
    >
      <CartesianGrid stroke="#f4cfcd" vertical={false} />
      <XAxis dataKey="day" tickFormatter={shortDay} stroke="#643656" fontSize={12} />
      <YAxis allowDecimals={false} stroke="#643656" fontSize={12} width={48} />
      <Tooltip labelFormatter={(value) => shortDay(String(value))} />
      <Legend />
      {LINES.map((line) => (
        <Line
          key={line.key}
          type="monotone"
          dataKey={line.key}
          name={labels[line.key]}
          stroke={line.stroke}
          strokeWidth={line.key === 'paid' ? 2 : 1}
          dot={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
