import { Link } from 'react-router';
import { formatDate } from '@kilau/domain/shared';
import { Image } from '~/components/ui/image';
import { useLocale } from '~/lib/i18n';
import { DESKTOP_MEDIA, MINI_BANNER, loadingFor, srcSetFor } from '~/lib/images';
import type { Promotion } from '../types';
import { useCatalogText } from '~/features/catalog/text';

const CARD_FIELDS = [
  'id',
  'slug',
  'type',
  'name',
  'description',
  'partner_name',
  'image_url',
  'ends_at',
] as const satisfies ReadonlyArray<keyof Promotion>;

/** What a promotion card renders (the rest of the API's promotion stays out of loader data). */
export type PromotionCardView = Pick<Promotion, (typeof CARD_FIELDS)[number]>;

export const promotionCardView = (promotion: PromotionCardView): PromotionCardView =>
  Object.fromEntries(CARD_FIELDS.map((field) => [field, promotion[field]])) as PromotionCardView;

/** Where a promotion lives: partner promotions under /partners-promo, the rest under /promotion. */
export const promotionPath = (promotion: Pick<Promotion, 'slug' | 'type'>) =>
  promotion.type === 'partner'
    ? `/partners-promo/${promotion.slug}`
    : `/promotion/${promotion.slug}`;

/** A promotion as a card: its 2:1 picture, name, partner and end date. */
export function PromotionCard({
  promotion,
  priority = false,
  headingLevel: Heading = 'h3',
}: {
  promotion: PromotionCardView;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const text = useCatalogText();
  const locale = useLocale();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-blush-200/70 transition hover:shadow-lg hover:shadow-plum-900/10">
      <Image
        src={promotion.image_url}
        srcSet={promotion.image_url ? srcSetFor(promotion.image_url, MINI_BANNER.width) : undefined}
        sizes={`${DESKTOP_MEDIA} 360px, 100vw`}
        alt=""
        width={MINI_BANNER.width}
        height={MINI_BANNER.height}
        {...loadingFor(priority)}
        className="aspect-[2/1] w-full bg-blush-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        {promotion.partner_name ? (
          <p className="text-xs font-bold uppercase tracking-[0.08em] text-plum-700">
            {text('promotionPartner', { name: promotion.partner_name })}
          </p>
        ) : null}
        <Heading className="font-semibold leading-snug text-plum-900">
          <Link
            to={promotionPath(promotion)}
            className="after:absolute after:inset-0 group-hover:text-rose-700"
          >
            {promotion.name}
          </Link>
        </Heading>
        {promotion.description ? (
          <p className="line-clamp-2 text-sm text-plum-700">{promotion.description}</p>
        ) : null}
        <p className="mt-auto pt-2 text-xs font-medium text-rose-700">
          {text('promotionEnds', { date: formatDate(promotion.ends_at, locale) })}
        </p>
      </div>
    </article>
  );
}
