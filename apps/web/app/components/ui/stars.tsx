import type { CSSProperties } from 'react';

/** Five stars filled to `starScale` (rating × 10, 0–50): one star is 10 points of the scale. */
export function Stars({
  starScale,
  className = 'text-[0.875rem]',
}: {
  starScale: number;
  className?: string;
}) {
  const fill = `${Math.min(100, Math.max(0, starScale * 2))}%`;
  return (
    <span
      aria-hidden="true"
      className={`rating-stars ${className}`}
      style={{ '--fill': fill } as CSSProperties}
    />
  );
}
