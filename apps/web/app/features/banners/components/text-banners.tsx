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

/** The top banners (000 §9: at most 2) as a slim strip of linked lines under the header. */
export function TextBanners({ banners }: { banners: Banner[] }) {
  const text = useBannerText();
  const wordsOf = useBannerWords();
  const shown = banners.flatMap((banner) => {
    const words = wordsOf(banner);
    return words ? [{ ...banner, ...words }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section
      aria-label={text('homeAnnouncements')}
      className="border-b border-blush-200/80 bg-blush-50"
    >
      <ul className="mx-auto flex max-w-6xl flex-col items-center gap-x-8 px-4 py-1.5 text-center text-[0.8rem] sm:flex-row sm:justify-center sm:text-sm">
        {shown.map((banner) => {
          // The offer's conditions stay beside it: a promise is shown with its terms.
          const words = (
            <>
              <span className="font-semibold">{banner.title}</span>
              {banner.subtitle ? (
                <span className="font-normal text-plum-700"> · {banner.subtitle}</span>
              ) : null}
            </>
          );
          return (
            <li key={banner.id}>
              {banner.link_url ? (
                <Link
                  to={banner.link_url}
                  className="inline-flex min-h-7 flex-wrap items-center justify-center text-plum-900 underline-offset-4 hover:underline"
                >
                  <span>{words}</span>
                </Link>
              ) : (
                <span className="text-plum-900">{words}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
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
