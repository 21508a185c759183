import { formatDate } from '@kilau/domain/shared';
import { Image } from '~/components/ui/image';
import { useLocale } from '~/lib/i18n';
import { DESKTOP_MEDIA, MINI_BANNER, loadingFor, srcSetFor } from '~/lib/images';
import type { Promotion } from '../types';
import { useCatalogText } from '~/features/catalog/text';

/** A promotion's picture, period, description and terms (folded). */
export function PromotionHeader({ promotion }: { promotion: Promotion }) {
  const text = useCatalogText();
  const locale = useLocale();
  return (
    <div className="mt-5 grid gap-5 rounded-3xl bg-white p-4 ring-1 ring-blush-200/70 md:grid-cols-[minmax(0,22rem)_1fr] md:p-5">
      {promotion.image_url ? (
        <Image
          src={promotion.image_url}
          srcSet={srcSetFor(promotion.image_url, MINI_BANNER.width)}
          sizes={`${DESKTOP_MEDIA} 352px, 100vw`}
          alt={promotion.name}
          width={MINI_BANNER.width}
          height={MINI_BANNER.height}
          {...loadingFor(true)}
          className="aspect-[2/1] w-full rounded-2xl object-cover"
        />
      ) : null}
      <div className="text-sm text-plum-800">
        {promotion.partner_name ? (
          <p className="text-xs font-bold uppercase tracking-[0.08em] text-plum-700">
            {text('promotionPartner', { name: promotion.partner_name })}
          </p>
        ) : null}
        <p className="mt-1 font-semibold text-rose-700">
          {text('promotionPeriod', {
            from: formatDate(promotion.starts_at, locale),
            to: formatDate(promotion.ends_at, locale),
          })}
        </p>
        {promotion.description ? (
          <p className="mt-2 leading-relaxed">{promotion.description}</p>
        ) : null}
        {promotion.tnc ? (
          <details className="mt-3 rounded-2xl bg-cream-100 p-3">
            <summary className="cursor-pointer font-semibold text-plum-900">
              {text('promotionTnc')}
            </summary>
            <div className="mt-2 whitespace-pre-line leading-relaxed">{promotion.tnc}</div>
          </details>
        ) : null}
      </div>
    </div>
  );
}
