import type { CataloguePlan } from '../plan/plan-catalogue';
import { ALL_BRANDS } from '../plan/specials';
import { productImageUrl, type ProductPlan } from '../plan/types';
import { BANNERS } from '../tables/banners';
import { CAMPAIGNS } from '../tables/campaigns';
import { PROMOTIONS } from '../tables/promotions';
import { slugify } from '../text';
import { bannerImageUrl, campaignImageUrl, promotionImageUrl } from '../write/write-marketing';
import { brandLogoUrl } from '../write/write-catalogue';
import { bannerSvg } from './art';
import { brandMarkSvg, MARK_HEIGHT, MARK_WIDTH } from './brand-marks';
import { contentsSvg, packshotSvg, type PackshotInput } from './packshot';
import type { RenderJob } from './render';

/** `/media/products/1-1.webp` → the store's key `products/1-1.webp` */
const keyFor = (url: string) => url.replace(/^\/media\//, '');

/** What to draw for a product: colours keyed by its name and shade, its words on the pack. */
export function packshotInput(product: ProductPlan): PackshotInput {
  const brand = ALL_BRANDS[product.brandIndex]?.name ?? '';
  return {
    key: `${brand} ${product.name} ${product.look.colour ?? ''}`,
    shape: product.look.shape,
    colour: product.look.colour,
    swatches: product.look.swatches,
    text: {
      brand,
      title: product.look.title,
      subtitle: product.look.subtitle,
      size: product.look.size,
    },
  };
}

/**
 * Every image of the demo catalogue: product packshots first (so a `limit` renders products),
 * then brand marks (SVG), banners, promotion and campaign art.
 */
export function demoImageJobs(
  plan: CataloguePlan,
  productIds: readonly (number | undefined)[],
): RenderJob[] {
  const jobs: RenderJob[] = [];
  plan.products.forEach((product, i) => {
    const id = productIds[i];
    if (id === undefined) return;
    product.images.forEach((view, n) => {
      jobs.push({
        key: keyFor(productImageUrl(id, n + 1)),
        width: 600,
        height: 600,
        svg: () =>
          view === 'contents'
            ? contentsSvg(
                product.slug,
                product.pack.flatMap((part) => {
                  const component = plan.products[part.product];
                  return component ? [packshotInput(component)] : [];
                }),
              )
            : packshotSvg(packshotInput(product), view),
      });
    });
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
      svg: () => bannerSvg({ ...banner, width, height }),
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
  }
  return jobs;
}

/** The first clause of a description, short enough for a banner's subline. */
const headline = (text: string) => text.split(/[:.!]/)[0]?.trim() ?? text;
