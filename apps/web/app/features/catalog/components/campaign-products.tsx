import { useId, useState } from 'react';
import { useApiClient } from '~/lib/api-client';
import type { Campaign, CampaignSection, ProductTile } from '../types';
import { ProductGrid } from './product-grid';
import { useCatalogText } from '~/features/catalog/text';

const MORE_PAGE = 24;

/** A product section of a campaign: its first tiles, and the rest on demand. */
export function CampaignProducts({
  campaign,
  section,
}: {
  campaign: Pick<Campaign, 'slug' | 'kind'>;
  section: CampaignSection;
}) {
  const text = useCatalogText();
  const api = useApiClient();
  const titleId = useId();
  const [more, setMore] = useState<ProductTile[]>([]);
  const [busy, setBusy] = useState(false);
  const shown = [...section.products, ...more];
  if (shown.length === 0) return null;

  const loadMore = async () => {
    setBusy(true);
    const path =
      `/api/catalog/v3/campaigns/${campaign.slug}/sections/${encodeURIComponent(section.title)}` +
      `/products?kind=${campaign.kind}&skip=${shown.length}&limit=${MORE_PAGE}`;
    const result = await api.get<ProductTile[]>(path);
    if (result.ok) setMore((current) => [...current, ...result.data]);
    setBusy(false);
  };

  return (
    <section aria-labelledby={titleId} className="mt-10">
      <h2 id={titleId} className="mb-4 font-display text-2xl font-semibold text-plum-900">
        {section.title}
      </h2>
      <ProductGrid products={shown} wide priorityCount={0} />
      {shown.length < section.total ? (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={busy}
            className="inline-flex min-h-12 items-center rounded-full border border-plum-900 px-8 text-sm font-bold text-plum-900 hover:bg-plum-900 hover:text-cream-50 disabled:opacity-60"
          >
            {busy ? text('loading') : text('loadMore')}
            <span className="sr-only"> {section.title}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
