import { Link } from 'react-router';
import { homeLink } from '@kilau/domain/shared';
import { ChevronRightIcon } from './icons';
import { useText } from '~/lib/i18n';
import { useStoreMode } from '~/lib/use-store-mode';

export type Crumb = { name: string; to: string };

/**
 * A breadcrumb trail; the last item is the current page (not a link). Its home crumb goes where
 * the home link goes: `/self-checkout` in self-checkout mode (000 §2).
 */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const text = useText();
  const home = homeLink(useStoreMode() !== null);
  if (items.length === 0) return null;
  return (
    <nav aria-label={text('breadcrumb')} className="text-sm text-plum-700">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.to}-${index}`} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <ChevronRightIcon className="size-3.5 shrink-0 text-plum-500" /> : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-plum-900">
                  {item.name}
                </span>
              ) : (
                <Link
                  to={item.to === '/' ? home : item.to}
                  className="inline-flex min-h-8 items-center underline-offset-4 hover:text-rose-700 hover:underline"
                >
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
