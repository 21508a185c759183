import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, Link, useRouteLoaderData, useSearchParams } from 'react-router';
import type { ProductTile, SearchSuggestion } from '@kilau/domain/catalog';
import { PAGE_SIZES } from '@kilau/domain/shared';
import { SearchIcon, TrendingIcon } from '~/components/ui/icons';
import { useApiClient } from '~/lib/api-client';
import { sendSearchClick, type RecentSearch } from '../api/search-history-calls';
import { RecentSearchesPanel } from './recent-searches';
import { useRecentSearches } from './use-recent-searches';
import { useSearchText, type SearchTextKey } from '~/features/search/text';

type Option = { key: string; label: string; kind: string | null; url: string };
/** What the trending links read of a tile. */
type Trending = Pick<ProductTile, 'id' | 'name' | 'url' | 'brand'>;

/** Wait for a pause in typing before asking for suggestions. */
const DEBOUNCE_MS = 250;
const MIN_CHARS = 2;

/** The search a link leads to, if it is one (`/search?q=…`). */
function searchedKeyword(url: string): string | null {
  const parsed = new URL(url, 'http://kilau.invalid');
  return parsed.pathname === '/search' ? parsed.searchParams.get('q') : null;
}

/**
 * The header's search (000 §7): a GET form to `/search?q=` that works without JavaScript, with
 * a panel of links under it — while the box is empty, the recent searches (5, 001 §9) above
 * trending products (5); suggestions (10) as the shopper types. Arrow Down moves from the box
 * into the links, the arrows move between them, Escape closes the panel and returns to the box.
 * Following a recent search or a suggestion is recorded as a search click.
 */
export function SearchBox({
  className = '',
  promo = null,
}: {
  className?: string;
  /**
   * The search bar's promo text (banner placement `searchbar_promo_text`), composed by the page
   * shell: the box's placeholder, and its link the first entry of the empty box's panel.
   */
  promo?: { text: string; url: string | null } | null;
}) {
  const text = useSearchText();
  const api = useApiClient();
  const [params] = useSearchParams();
  const inputId = useId();
  const panelId = useId();
  const [value, setValue] = useState(params.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [trending, setTrending] = useState<Option[] | null>(null);
  const [suggestions, setSuggestions] = useState<{ q: string; options: Option[] } | null>(null);
  // The page shell knows whether a member is signed in (a guest's list never asks the API).
  const signedIn = Boolean(
    (useRouteLoaderData('root') as { member?: unknown } | undefined)?.member,
  );
  const recent = useRecentSearches(api, signedIn);
  const request = useRef(0);
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const q = value.trim();
  const showTrending = q.length < MIN_CHARS;

  // Recent searches each time the empty box opens (the first time also tells member from guest).
  const { load: loadRecent, remember } = recent;
  useEffect(() => {
    if (open && showTrending) loadRecent();
  }, [loadRecent, open, showTrending]);

  // Trending once, the first time the empty box opens.
  useEffect(() => {
    if (!open || !showTrending || trending !== null) return;
    let live = true;
    void api
      .get<Trending[]>(`/api/catalog/v3/products/trending?limit=${PAGE_SIZES.trending}`)
      .then((result) => {
        if (!live) return;
        const items = result.ok && Array.isArray(result.data) ? result.data : [];
        setTrending(
          items.map((item) => ({
            key: `t-${item.id}`,
            label: `${item.brand.name} ${item.name}`,
            kind: null,
            url: item.url,
          })),
        );
      });
    return () => {
      live = false;
    };
  }, [api, open, showTrending, trending]);

  // Suggestions, debounced; only the latest answer counts.
  useEffect(() => {
    if (showTrending) return;
    const id = ++request.current;
    const timer = setTimeout(() => {
      void api
        .get<
          SearchSuggestion[]
        >(`/api/catalog/v3/search/suggestions?q=${encodeURIComponent(q)}&limit=${PAGE_SIZES.suggestionSearch}`)
        .then((result) => {
          if (id !== request.current) return;
          const items = result.ok && Array.isArray(result.data) ? result.data : [];
          setSuggestions({
            q,
            options: items.map((item, index) => ({
              key: `s-${index}-${item.url}`,
              label: item.name,
              kind: text(`suggestion_${item.type}` as SearchTextKey),
              url: item.url,
            })),
          });
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, q, showTrending, text]);

  // Close when a click lands elsewhere.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const promoOption: Option[] =
    promo?.url && showTrending
      ? [{ key: 'promo', label: promo.text, kind: text('promoKind'), url: promo.url }]
      : [];
  const options: Option[] = showTrending
    ? [...promoOption, ...(trending ?? [])]
    : suggestions?.q === q
      ? suggestions.options
      : [];
  const recentItems = showTrending ? (recent.items ?? []) : [];
  const shown = open && (options.length > 0 || recentItems.length > 0);

  const followRecent = (item: RecentSearch, position: number) => {
    setOpen(false);
    remember(item.keyword);
    sendSearchClick(
      item.id === null
        ? { keyword: item.keyword, position, source: 'history' }
        : { keyword_id: item.id, position, source: 'history' },
    );
  };
  const followOption = (option: Option, position: number) => {
    setOpen(false);
    const searched = searchedKeyword(option.url);
    if (searched) remember(searched);
    // A suggestion answers what the shopper typed; trending links answer no search.
    if (!showTrending) sendSearchClick({ keyword: q, position, source: 'suggestion' });
  };

  const links = () =>
    Array.from(root.current?.querySelectorAll<HTMLAnchorElement>(`[data-suggestion]`) ?? []);
  /** The link the focus is on, or the link of the row whose remove button has it. */
  const focusedLink = () => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement)) return null;
    return active.matches('[data-suggestion]')
      ? active
      : (active.closest('li')?.querySelector<HTMLAnchorElement>('[data-suggestion]') ?? null);
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown) {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = links();
    const index = all.indexOf(focusedLink() as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) input.current?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      input.current?.focus();
    }
  };

  return (
    <Form
      ref={root}
      method="get"
      action="/search"
      role="search"
      aria-label={text('searchLabel')}
      className={`relative ${className}`}
      onSubmit={() => {
        setOpen(false);
        if (q) remember(q);
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {text('searchLabel')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onInputKeyDown}
        placeholder={promo?.text || text('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={panelId}
        className="h-12 w-full rounded-full border border-blush-200 bg-white pl-5 pr-14 text-[0.95rem] text-plum-900 placeholder:text-plum-600 focus:border-rose-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500/40"
      />
      <button
        type="submit"
        className="absolute right-0 top-0 inline-flex size-12 items-center justify-center rounded-full bg-plum-900 text-cream-50 hover:bg-plum-800"
      >
        <SearchIcon className="size-[1.1rem]" />
        <span className="sr-only">{text('searchSubmit')}</span>
      </button>
      <div
        id={panelId}
        onKeyDown={onPanelKeyDown}
        // A pointer press in the panel leaves the focus in the box (so the panel stays open and
        // the click lands, in browsers that do not focus buttons and links on click).
        onMouseDown={(event) => event.preventDefault()}
        className={`absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl bg-white shadow-xl shadow-plum-900/15 ring-1 ring-blush-200 ${shown ? '' : 'hidden'}`}
      >
        <RecentSearchesPanel
          items={recentItems}
          onFollow={followRecent}
          onRemove={recent.remove}
          onClear={recent.clear}
          onEmptied={() => input.current?.focus()}
        />
        {options.length > 0 ? (
          <p className="flex items-center gap-2 px-4 pb-1 pt-3 text-xs font-bold uppercase tracking-[0.1em] text-plum-700">
            {showTrending ? <TrendingIcon className="size-4" /> : null}
            {showTrending ? text('trendingTitle') : text('suggestionsLabel')}
          </p>
        ) : null}
        <ul className="max-h-96 overflow-y-auto py-1">
          {options.map((option, index) => (
            <li key={option.key}>
              <Link
                to={option.url}
                data-suggestion=""
                onClick={() => followOption(option, index + 1)}
                className="flex min-h-11 items-center justify-between gap-3 px-4 text-sm text-plum-900 outline-none hover:bg-blush-100 focus-visible:bg-blush-100"
              >
                <span className="truncate">{option.label}</span>
                {option.kind ? (
                  <span className="shrink-0 text-xs font-semibold text-plum-700">
                    {option.kind}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Form>
  );
}
