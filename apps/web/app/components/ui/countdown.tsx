import { countdownTo } from '@kilau/domain/catalog';
import { useNow } from '~/hooks/use-now';
import { useText } from '~/lib/i18n';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A live countdown to `endsAt` (a flash sale's end): `1 hari 02:13:45`, ticking every second.
 * `serverNow` is the loader's clock so the server and the hydrating browser agree. `role=timer`
 * is not announced on every tick; its label gives the time left in words.
 */
export function Countdown({
  endsAt,
  serverNow,
  tone = 'dark',
  className = '',
}: {
  endsAt: string;
  serverNow: number;
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const text = useText();
  const now = useNow(serverNow);
  const left = countdownTo(endsAt, new Date(now));
  const spoken =
    left.days > 0
      ? text('countdownLabelDays', { days: left.days, hours: left.hours, minutes: left.minutes })
      : text('countdownLabel', { hours: left.hours, minutes: left.minutes, seconds: left.seconds });
  const box =
    tone === 'dark' ? 'bg-plum-900 text-cream-50' : 'bg-white text-plum-900 ring-1 ring-blush-200';
  return (
    <span
      role="timer"
      aria-label={spoken}
      className={`inline-flex items-center gap-1 ${className}`}
    >
      {left.days > 0 ? (
        <span aria-hidden="true" className="mr-1 text-sm font-semibold">
          {text('countdownDays', { count: left.days })}
        </span>
      ) : null}
      {[left.hours, left.minutes, left.seconds].map((value, index) => (
        <span key={index} aria-hidden="true" className="inline-flex items-center gap-1">
          {index > 0 ? <span className="font-bold">:</span> : null}
          <span
            className={`inline-flex min-w-8 justify-center rounded-md px-1.5 py-1 font-mono text-sm font-bold tabular-nums ${box}`}
          >
            {two(value)}
          </span>
        </span>
      ))}
    </span>
  );
}
