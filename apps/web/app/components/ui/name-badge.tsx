import type { CSSProperties } from 'react';
import { badgeInk, nameBadge } from '~/lib/name-badges';

export type NameBadgeSize = 'sm' | 'md' | 'lg';

/**
 * A bank's, wallet's, card scheme's or carrier's name badge (ADR 0033): the name as text (12 px
 * and up, never truncated) on white, with the brand's accent. `decorative` hides it from
 * assistive technology where the full name is written beside it.
 */
export function NameBadge({
  code,
  name,
  size = 'md',
  decorative = false,
  className = '',
}: {
  /** A payment method, bank, card scheme or carrier code. */
  code?: string | null;
  /** The name the shop knows it by (shown when the code is not one the badges know). */
  name?: string | null;
  size?: NameBadgeSize;
  decorative?: boolean;
  className?: string;
}) {
  const { label, accent } = nameBadge(code, name);
  if (!label) return null;
  const colours = { '--badge-accent': accent, '--badge-ink': badgeInk(accent) } as CSSProperties;
  return (
    <span
      className={`name-badge name-badge-${size} ${className}`}
      style={colours}
      data-name-badge=""
      aria-hidden={decorative || undefined}
    >
      {label}
    </span>
  );
}
