import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '~/lib/i18n';

/**
 * The head of a page section (home's shelves, the product page's rows): the title, and on the
 * title's line at the right the "see all" link (named with the section for screen readers) and
 * any controls (a slider's arrows); a subtitle goes under the title. Every section places these
 * the same way.
 */
export function SectionHeader({
  titleId,
  title,
  subtitle,
  seeAll,
  controls,
}: {
  titleId: string;
  title: string;
  subtitle?: string;
  /** The whole list: `label` defaults to "Lihat semua". */
  seeAll?: { to: string; label?: string };
  controls?: ReactNode;
}) {
  const text = useText();
  return (
    <div className="mb-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id={titleId} className="font-display text-2xl font-semibold text-plum-900 md:text-3xl">
          {title}
        </h2>
        {seeAll || controls ? (
          <div className="flex shrink-0 items-center gap-2">
            {seeAll ? (
              <Link
                to={seeAll.to}
                // Its text lines up with the content's right edge unless controls follow it.
                className={`${controls ? '' : '-mr-3 '}inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-rose-700 underline-offset-4 hover:underline`}
              >
                {seeAll.label ?? text('seeAll')}
                {seeAll.label ? null : <span className="sr-only"> {title}</span>}
              </Link>
            ) : null}
            {controls}
          </div>
        ) : null}
      </div>
      {subtitle ? <p className="mt-1 text-sm text-plum-700">{subtitle}</p> : null}
    </div>
  );
}
