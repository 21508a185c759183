import { Link } from 'react-router';
import { ROW_BUTTON_CLASS } from './confirm-button';

/**
 * A back-office list's paging: "first–last of total" and the previous and next pages' links,
 * shown once the list has rows or is past its first page.
 */
export function PagingNav({
  label,
  range,
  previous,
  next,
}: {
  label: string;
  /** "1–20 of 57"; null on an empty page past the first. */
  range: string | null;
  previous: { href: string; label: string } | null;
  next: { href: string; label: string } | null;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-plum-700">{range}</p>
      <div className="flex gap-2">
        {previous ? (
          <Link to={previous.href} className={ROW_BUTTON_CLASS}>
            {previous.label}
          </Link>
        ) : null}
        {next ? (
          <Link to={next.href} className={ROW_BUTTON_CLASS}>
            {next.label}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
