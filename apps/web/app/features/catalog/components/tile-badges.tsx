import { tileBadges } from '@kilau/domain/catalog';
import type { Message } from '@kilau/domain/messages';
import { useMessage } from '~/lib/i18n';
import type { ProductDetail, ProductTile } from '../types';

const TONE: Partial<Record<Message['code'], string>> = {
  badge_new: 'bg-plum-900 text-cream-50',
  badge_pre_order: 'bg-amber-100 text-amber-900',
  badge_buy_one_get_one: 'bg-leaf-700 text-white',
};
const FLAG_TONE = 'bg-blush-100 text-plum-900';

const isDiscount = (badge: Message) =>
  badge.code === 'badge_discount_percent' || badge.code === 'badge_sale';

/** Splits the tile's badges (000 §9) into the discount ribbon and the flag badges. */
export function useTileBadges(product: ProductTile | ProductDetail) {
  const message = useMessage();
  const badges = tileBadges(product);
  const discount = badges.find(isDiscount);
  return {
    discount: discount ? message(discount.code, discount.params) : null,
    flags: badges
      .filter((badge) => !isDiscount(badge))
      .map((badge) => ({
        code: badge.code,
        label: message(badge.code, badge.params),
        tone: TONE[badge.code] ?? FLAG_TONE,
      })),
  };
}

export function FlagBadges({ flags }: { flags: ReturnType<typeof useTileBadges>['flags'] }) {
  if (flags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <li key={flag.code} className={`tile-badge ${flag.tone}`}>
          {flag.label}
        </li>
      ))}
    </ul>
  );
}

/** The discount ribbon on the image's corner: `20%`, or SALE without a percent. */
export function DiscountRibbon({ label }: { label: string | null }) {
  if (!label) return null;
  return <span className="tile-ribbon">{label}</span>;
}
