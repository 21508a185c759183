import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { CloseIcon, HistoryIcon } from '~/components/ui/icons';
import type { RecentSearch } from '../api/search-history-calls';
import { useSearchText } from '~/features/search/text';

const searchUrl = (keyword: string) => `/search?q=${encodeURIComponent(keyword)}`;

/**
 * "Pencarian terakhir" in the empty search box (001 §9 recent search 5): each search a link
 * (`data-suggestion`, so the box's arrow keys reach it) with its own remove button, and a
 * "Hapus semua" button. A removed entry hands the keyboard focus to its neighbour.
 */
export function RecentSearchesPanel({
  items,
  onFollow,
  onRemove,
  onClear,
  onEmptied,
}: {
  items: RecentSearch[];
  onFollow: (item: RecentSearch, position: number) => void;
  onRemove: (item: RecentSearch) => void;
  onClear: () => void;
  /** Where the focus goes when the list it was in disappears (the search input). */
  onEmptied: () => void;
}) {
  const text = useSearchText();
  if (items.length === 0) return null;

  const remove = (item: RecentSearch) => (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    if (document.activeElement === button) {
      const row = button.closest('li');
      const neighbour = (
        row?.nextElementSibling ?? row?.previousElementSibling
      )?.querySelector<HTMLElement>('[data-suggestion]');
      if (neighbour) neighbour.focus();
      else onEmptied();
    }
    onRemove(item);
  };
  const clear = (event: MouseEvent<HTMLButtonElement>) => {
    if (document.activeElement === event.currentTarget) onEmptied();
    onClear();
  };

  return (
    <section aria-label={text('recentSearchesTitle')} className="border-b border-blush-100 pb-1">
      <div className="flex items-center justify-between gap-3 px-4 pb-1 pt-3">
        <p className="flex items-center gap-2 text-xs font-bold uppercase tracking-[0.1em] text-plum-700">
          <HistoryIcon className="size-4" />
          {text('recentSearchesTitle')}
        </p>
        <button
          type="button"
          onClick={clear}
          aria-label={text('recentSearchesClearLabel')}
          className="min-h-8 rounded-full px-2 text-xs font-semibold text-rose-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-rose-500/40"
        >
          {text('recentSearchesClear')}
        </button>
      </div>
      <ul>
        {items.map((item, index) => (
          <li key={item.key} className="flex items-center">
            <Link
              to={searchUrl(item.keyword)}
              data-suggestion=""
              onClick={() => onFollow(item, index + 1)}
              className="flex min-h-11 min-w-0 flex-1 items-center px-4 text-sm text-plum-900 outline-none hover:bg-blush-100 focus-visible:bg-blush-100"
            >
              <span className="truncate">{item.keyword}</span>
            </Link>
            <button
              type="button"
              onClick={remove(item)}
              aria-label={text('recentSearchRemove', { keyword: item.keyword })}
              className="inline-flex size-11 shrink-0 items-center justify-center text-plum-600 outline-none hover:text-plum-900 focus-visible:bg-blush-100"
            >
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
