import { Link } from 'react-router';
import { Image } from '~/components/ui/image';
import { DESKTOP_MEDIA, HERO_BANNER, MINI_BANNER, loadingFor, srcSetFor } from '~/lib/images';
import type { Campaign, CampaignKind } from '../types';
import { CampaignProducts } from './campaign-products';
import { useCatalogText } from '~/features/catalog/text';

/** Where each kind of campaign lives (000 §2 promotion and curated pages). */
export const CAMPAIGN_PATHS: Record<CampaignKind, string> = {
  campaign: '/campaign',
  weekly_highlight: '/weekly-highlight',
  deals: '/deals',
  sale: '/sale',
};

export const campaignPath = (campaign: Pick<Campaign, 'kind' | 'slug'>) =>
  `${CAMPAIGN_PATHS[campaign.kind]}/${campaign.slug}`;

/**
 * A campaign page: its banner and story, child campaigns, then its sections in order — banner
 * sections as linked pictures, product sections as grids with their first twelve tiles.
 */
export function CampaignView({ campaign }: { campaign: Campaign }) {
  const text = useCatalogText();
  return (
    <>
      <header className="mt-2">
        {campaign.image_url ? (
          <Image
            src={campaign.image_url}
            srcSet={srcSetFor(campaign.image_url, HERO_BANNER.width)}
            sizes={`${DESKTOP_MEDIA} 1120px, 100vw`}
            alt={campaign.name}
            width={HERO_BANNER.width}
            height={HERO_BANNER.height}
            {...loadingFor(true)}
            className="aspect-[3/1] w-full rounded-3xl object-cover"
          />
        ) : null}
        <h1 className="mt-5 font-display text-3xl font-semibold text-plum-900 md:text-4xl">
          {campaign.name}
        </h1>
        {campaign.description ? (
          <p className="mt-2 max-w-3xl text-plum-700">{campaign.description}</p>
        ) : null}
      </header>

      {campaign.childs.length > 0 ? (
        <nav aria-label={text('campaignMore')} className="mt-6">
          <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
            {campaign.childs.map((child) => (
              <li key={child.id} className="w-72 shrink-0">
                <Link
                  to={campaignPath(child)}
                  className="block overflow-hidden rounded-2xl bg-white ring-1 ring-blush-200/70 hover:shadow-md"
                >
                  <Image
                    src={child.image_url}
                    alt=""
                    width={HERO_BANNER.width}
                    height={HERO_BANNER.height}
                    {...loadingFor(false)}
                    className="aspect-[3/1] w-full object-cover"
                  />
                  <span className="block p-3 text-sm font-semibold text-plum-900">
                    {child.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {campaign.sections.map((section) =>
        section.type === 'banner' ? (
          section.banner?.image_url ? (
            <section key={section.id} aria-label={section.title} className="mt-8">
              <BannerLink
                to={section.banner.link_url}
                image={section.banner.image_url}
                alt={section.banner.alt ?? section.banner.title ?? section.title}
              />
            </section>
          ) : null
        ) : (
          <CampaignProducts key={section.id} campaign={campaign} section={section} />
        ),
      )}
    </>
  );
}

function BannerLink({ to, image, alt }: { to?: string; image: string; alt: string }) {
  const picture = (
    <Image
      src={image}
      srcSet={srcSetFor(image, MINI_BANNER.width)}
      sizes={`${DESKTOP_MEDIA} 600px, 100vw`}
      alt={alt}
      width={MINI_BANNER.width}
      height={MINI_BANNER.height}
      loading="lazy"
      className="mx-auto aspect-[2/1] w-full max-w-2xl rounded-3xl object-cover"
    />
  );
  return to ? (
    <Link to={to} className="block">
      {picture}
    </Link>
  ) : (
    picture
  );
}
