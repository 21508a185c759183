import { Link } from 'react-router';
import { useLocale } from '~/lib/i18n';
import { offerWords } from '../lib/offer-words';
import type { Banner } from '../types';
import { useBannerText } from '~/features/banners/text';

/**
 * A text banner's words: what it advertises, written from the live offer (ADR 0035), or its own
 * copy when it advertises nothing. Null when an offer cannot be put in words (not shown).
 */
function useBannerWords() {
  const text = useBannerText();
  const locale = useLocale();
  return (banner: Banner) =>
    banner.offer
      ? offerWords(banner.offer, text, locale)
      : banner.title
        ? { title: banner.title, subtitle: banner.subtitle }
        : null;
}

/**
 * A page whose loader carries top banners names them in its route `handle`; the root shows them
 * in the header's announcement bar instead of the free-shipping line, so a notice appears once.
 */
export type TopBannersHandle = { topBanners: (data: unknown) => Banner[] | undefined };

/** The top banners of the deepest route that has them (see `TopBannersHandle`). */
export function topBannersOf(
  matches: ReadonlyArray<{ handle: unknown; data: unknown }>,
): Banner[] | undefined {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<TopBannersHandle> | undefined;
    const banners = handle
      ?.topBanners?.(match.data)
      ?.filter((banner) => banner.offer || banner.title);
    if (banners && banners.length > 0) return banners;
  }
  return undefined;
}

/**
 * The top banners (000 §9: at most 2) as the linked lines of the header's announcement bar; an
 * offer's conditions stay beside it (a promise is shown with its terms).
 */
export function TextBanners({ banners }: { banners: Banner[] }) {
  const text = useBannerText();
  const wordsOf = useBannerWords();
  const shown = banners.flatMap((banner) => {
    const words = wordsOf(banner);
    return words ? [{ ...banner, ...words }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label={text('homeAnnouncements')}
      className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-6 gap-y-0.5"
    >
      {shown.map((banner) => {
        const words = (
          <>
            <span className="font-semibold">{banner.title}</span>
            {banner.subtitle ? <span className="opacity-90"> · {banner.subtitle}</span> : null}
          </>
        );
        return (
          <li key={banner.id}>
            {banner.link_url ? (
              <Link
                to={banner.link_url}
                className="inline-flex min-h-6 flex-wrap items-center justify-center underline-offset-4 hover:underline"
              >
                <span>{words}</span>
              </Link>
            ) : (
              <span>{words}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The promo text banner: a code and its condition, shown like a coupon. */
export function PromoTextBanner({ banner: given }: { banner: Banner | undefined }) {
  const wordsOf = useBannerWords();
  const words = given ? wordsOf(given) : null;
  if (!given || !words) return null;
  const banner = { ...given, ...words };
  const content = (
    <>
      <span className="font-semibold text-plum-900">{banner.title}</span>
      {banner.subtitle ? <span className="text-plum-700">{banner.subtitle}</span> : null}
    </>
  );
  const look =
    'flex flex-col items-center gap-0.5 rounded-2xl border-2 border-dashed border-rose-400/70 bg-white px-4 py-3 text-center text-sm sm:flex-row sm:justify-center sm:gap-3';
  return (
    <aside aria-label={banner.title} className="mx-auto max-w-6xl px-4 pt-12">
      {banner.link_url ? (
        <Link to={banner.link_url} className={`${look} hover:bg-blush-50`}>
          {content}
        </Link>
      ) : (
        <p className={look}>{content}</p>
      )}
    </aside>
  );
}

/** What the search box shows of the `searchbar_promo_text` banner (see `useSearchbarPromo`). */
export type SearchbarPromo = { text: string; url: string | null };

/**
 * The search bar's promo text (placement `searchbar_promo_text`, 001 §3): its words — from the
 * live offer, or its own title — become the search box's placeholder, and its link the first
 * entry of the box's panel. Null when there is none, or nothing to say.
 */
export function useSearchbarPromo(banner: Banner | null | undefined): SearchbarPromo | null {
  const wordsOf = useBannerWords();
  const words = banner ? wordsOf(banner) : null;
  return banner && words ? { text: words.title, url: banner.link_url } : null;
}
