import type { BannerOffer } from '@kilau/domain/engagement';
import { FREE_SHIPPING_LIMIT } from '@kilau/domain/shared';
import type { Banner } from '../types';
import { HeroBanners } from './hero-banners';
import { EmergencyAnnouncement, FloatingBanners, SearchbarPromoText } from './notice-banners';
import { PopupBannerCard } from './popup-banner';
import { PromoBanners } from './promo-banners';
import { PromoTextBanner, TextBanners } from './text-banners';

const FREE_SHIPPING: BannerOffer = {
  kind: 'free_shipping',
  code: null,
  discount_type: null,
  amount: null,
  percentage: null,
  max_discount: null,
  min_amount: FREE_SHIPPING_LIMIT,
  ends_at: null,
  valid_days: null,
};

/** A banner being edited, as the storefront's components take it (no live voucher yet). */
export function previewBanner(fields: {
  title: string;
  subtitle: string;
  image_url: string | null;
  link_url: string | null;
  offer: 'free_shipping' | null;
}): Banner {
  return {
    id: 0,
    title: fields.title,
    subtitle: fields.subtitle,
    image_url: fields.image_url,
    link_url: fields.link_url || null,
    offer: fields.offer === 'free_shipping' ? FREE_SHIPPING : null,
  };
}

/**
 * One banner in its placement, drawn by the storefront's own component for it (the back
 * office's preview): the hero strip, the header's strip, the coupon, the popup's card, …
 * Floating banners are drawn in place rather than in the corner.
 */
export function PlacementPreview({
  location,
  banner,
  label,
}: {
  location: string;
  banner: Banner;
  /** Names the promo banners' strip. */
  label: string;
}) {
  switch (location) {
    case 'home':
      return <HeroBanners banners={[banner]} />;
    case 'top_banners':
      return (
        <div className="bg-plum-900 px-4 py-2 text-center text-xs text-cream-50">
          <TextBanners banners={[banner]} />
        </div>
      );
    case 'promo_text_banner':
      return <PromoTextBanner banner={banner} />;
    case 'searchbar_promo_text':
      return <SearchbarPromoText banner={banner} />;
    case 'floating_banners':
      return <FloatingBanners banners={[banner]} inline />;
    case 'emergency_announcement':
      return <EmergencyAnnouncement banner={banner} />;
    case 'popup_banner':
    case 'fullscreen_popup_banner': {
      const fullScreen = location === 'fullscreen_popup_banner';
      return (
        <div
          className={`mx-auto rounded-3xl bg-cream-50 p-6 shadow-2xl ${fullScreen ? 'max-w-3xl' : 'max-w-lg'}`}
        >
          <p className="mb-4 font-display text-xl font-semibold text-plum-900">{banner.title}</p>
          <PopupBannerCard banner={banner} fullScreen={fullScreen} />
        </div>
      );
    }
    default:
      return <PromoBanners banners={[banner]} label={label} />;
  }
}
