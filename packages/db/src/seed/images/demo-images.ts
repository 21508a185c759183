import type { CataloguePlan } from '../plan/plan-catalogue';
import { ALL_BRANDS } from '../plan/specials';
import { BANNERS } from '../tables/banners';
import { CAMPAIGNS } from '../tables/campaigns';
import { PROMOTIONS } from '../tables/promotions';
import { slugify } from '../text';
import {
  bannerImageUrl,
  campaignImageUrl,
  promotionImageUrl,
  showsCampaignIcon,
} from '../write/write-marketing';
import { brandLogoUrl } from '../write/write-catalogue';
import { bannerSvg, campaignIconSvg } from './art';
import { brandMarkSvg, MARK_HEIGHT, MARK_WIDTH } from './brand-marks';
import { productGallery } from './gallery';
import type { RenderJob } from './render';

export { packshotInput } from './gallery';

/** `/media/brands/x.webp` → the store's key `brands/x.webp` */
const keyFor = (url: string) => url.replace(/^\/media\//, '');

/**
 * Every image of the demo catalogue: product galleries first (so a `limit` renders products),
 * then brand marks (SVG), banners, promotion and campaign art.
 */
export function demoImageJobs(
  plan: CataloguePlan,
  productIds: readonly (number | undefined)[],
): RenderJob[] {
  const jobs: RenderJob[] = [];
  // Each product's gallery; a texture or card several products share is rendered once.
  const seen = new Set<string>();
  plan.products.forEach((_, i) => {
    const id = productIds[i];
    if (id === undefined) return;
    for (const image of productGallery(plan, i, id)) {
      if (seen.has(image.key)) continue;
      seen.add(image.key);
      jobs.push({ key: image.key, width: 600, height: 600, svg: image.svg });
    }
  });
  ALL_BRANDS.forEach((brand, index) => {
    jobs.push({
      key: keyFor(brandLogoUrl(slugify(brand.name))),
      width: MARK_WIDTH,
      height: MARK_HEIGHT,
      svg: () => brandMarkSvg(brand, index),
      format: 'svg',
    });
  });
  for (const banner of BANNERS) {
    const size = banner.size;
    if (!size) continue;
    const [width, height] = size;
    jobs.push({
      key: keyFor(bannerImageUrl(banner.key)),
      width,
      height,
      svg: () => bannerSvg({ ...banner, width, height, bare: banner.type === 'cover_banner' }),
    });
  }
  for (const promotion of PROMOTIONS) {
    jobs.push({
      key: keyFor(promotionImageUrl(promotion.slug)),
      width: 600,
      height: 300,
      svg: () =>
        bannerSvg({
          key: promotion.slug,
          width: 600,
          height: 300,
          title: promotion.name,
          subtitle: promotion.partnerName ?? 'Promo pilihan Kilau',
          colours: promotion.colours,
          cta: 'LIHAT PROMO',
        }),
    });
  }
  for (const campaign of CAMPAIGNS) {
    const art = { key: campaign.slug, title: campaign.name, colours: campaign.colours };
    jobs.push(
      {
        key: keyFor(campaignImageUrl(campaign.slug)),
        width: 1200,
        height: 400,
        svg: () =>
          bannerSvg({ ...art, width: 1200, height: 400, subtitle: headline(campaign.description) }),
      },
      {
        key: keyFor(campaignImageUrl(campaign.slug, 'banner')),
        width: 600,
        height: 300,
        svg: () =>
          bannerSvg({ ...art, width: 600, height: 300, subtitle: 'Harga spesial, stok terbatas' }),
      },
    );
    if (showsCampaignIcon(campaign)) {
      jobs.push({
        key: keyFor(campaignImageUrl(campaign.slug, 'icon')),
        width: 160,
        height: 160,
        svg: () => campaignIconSvg({ ...art, width: 160, height: 160 }),
      });
    }
  }
  return jobs;
}

/** The first clause of a description, short enough for a banner's subline. */
const headline = (text: string) => text.split(/[:.!]/)[0]?.trim() ?? text;
