import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupiah, FREE_SHIPPING_LIMIT } from '@kilau/domain/shared';
import { InstagramIcon, TikTokIcon, YouTubeIcon } from '~/components/ui/icons';
import { NameBadge } from '~/components/ui/name-badge';
import { useText } from '~/lib/i18n';
import { FOOTER_LINKS, PAYMENT_MARKS, SOCIAL_LINKS } from '~/lib/site-config';
import { LanguageSwitch } from './language-switch';

const SOCIAL_ICONS = { Instagram: InstagramIcon, TikTok: TikTokIcon, YouTube: YouTubeIcon };

/** A footer block's heading (the newsletter's block, composed in by the root, uses it too). */
export const FOOTER_HEADING_CLASS =
  'mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-blush-200';
const heading = FOOTER_HEADING_CLASS;

/**
 * `newsletter`: the newsletter's signup block (a feature, composed in by the root, as one element
 * built once). Memoised: the root re-renders after hydration (the browser's banners, the bag),
 * and the footer's link lists never change with it.
 */
export const SiteFooter = memo(function SiteFooter({
  year,
  newsletter,
  cookieSettings,
  helpAction,
}: {
  year: number;
  newsletter?: ReactNode;
  /** The cookie settings' link (the consent feature's, composed in by the root). */
  cookieSettings?: ReactNode;
  /** The help list's last entry: the support chat's opener (composed in by the root). */
  helpAction?: ReactNode;
}) {
  const text = useText();
  const amount = formatRupiah(FREE_SHIPPING_LIMIT);
  return (
    <footer data-chrome className="mt-16 bg-plum-950 text-cream-50">
      {/* On a phone the two link lists sit side by side; the brand and the payment blocks span. */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.3fr] lg:gap-10">
        <div className="col-span-2 lg:col-span-1">
          <p className="font-display text-3xl font-semibold">Kilau</p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-cream-100/85">
            {text('footerTagline')}
          </p>
          <p className={`${heading} mt-8`}>{text('footerFollow')}</p>
          <ul className="flex gap-2">
            {SOCIAL_LINKS.map(({ network, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a
                    href={href}
                    rel="noopener noreferrer"
                    className="inline-flex size-12 items-center justify-center rounded-full border border-cream-50/25 hover:border-cream-50 hover:bg-cream-50/10"
                  >
                    <Icon className="size-5" />
                    <span className="sr-only">{text('socialLink', { network })}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        {FOOTER_LINKS.map((group) => (
          <nav key={group.heading} aria-label={text(group.heading)}>
            <p className={heading}>{text(group.heading)}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="footer-link">
                    {text(link.label)}
                  </Link>
                </li>
              ))}
              {group.heading === 'footerHelp' && helpAction ? <li>{helpAction}</li> : null}
            </ul>
          </nav>
        ))}

        <div className="col-span-2 space-y-8 lg:col-span-1">
          {newsletter}
          <div>
            <p className={heading}>{text('footerPayment')}</p>
            <ul className="flex flex-wrap gap-2">
              {PAYMENT_MARKS.map((code) => (
                <li key={code}>
                  <NameBadge code={code} size="sm" />
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p className={heading}>{text('footerShipping')}</p>
            <p className="text-sm leading-relaxed text-cream-100/85">
              {text('footerShippingText', { amount })}
            </p>
          </div>
          <LanguageSwitch />
        </div>
      </div>
      <div className="border-t border-cream-50/15">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-5 text-xs text-cream-100/80">
          <p>{text('copyright', { year })}</p>
          {cookieSettings}
        </div>
      </div>
    </footer>
  );
});
