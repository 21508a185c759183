import { translate, type Locale } from '@kilau/domain';
import type {
  AdminCampaign,
  AdminCampaignSummary,
  CampaignCreateInput,
  CampaignUpdateInput,
} from '@kilau/domain/admin';
import { AppError } from '../../lib/app-error';
import type { AdminBannersRepository, CampaignRow } from './admin-banners.repository';
import { changedKeys, type AuditActor, type AuditEntryInput } from './admin-banners.service';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

const campaignBase = (row: CampaignRow) => ({
  id: Number(row.id),
  slug: row.slug,
  kind: row.kind,
  name: row.name,
  description: row.description,
  image_url: row.image_url,
  starts_at: iso(row.starts_at),
  ends_at: iso(row.ends_at),
  is_active: row.is_active,
  is_display_icon_web: row.is_display_icon_web,
  icon_url: row.icon_url,
  position: row.position,
  version: row.version,
});

type Sections = Awaited<ReturnType<AdminBannersRepository['sectionsOf']>>;

const campaignView = (row: CampaignRow, sections: Sections): AdminCampaign => ({
  ...campaignBase(row),
  sections: sections.map((section) => ({
    id: Number(section.id),
    title: section.title,
    type: section.type,
    banner: section.banner
      ? {
          image_url: (section.banner.image_url as string | null | undefined) ?? null,
          link_url: (section.banner.link_url as string | null | undefined) ?? null,
          title: String(section.banner.title ?? ''),
          subtitle: String(section.banner.subtitle ?? ''),
        }
      : null,
    product_ids: section.product_ids,
    position: section.position,
  })),
});

/** What the audit log keeps of a campaign: its fields and its sections in order. */
const audited = ({ id: _id, version: _version, ...rest }: AdminCampaign) => ({
  ...rest,
  sections: rest.sections.map(({ id: _sectionId, ...section }) => section),
});

type Audit = (actor: AuditActor, entry: AuditEntryInput) => Promise<void>;
type Tx = { banners: AdminBannersRepository; audit: Audit };

/**
 * Campaigns with their sections (banner sections and product sections, in order). A save sends
 * the whole campaign: its sections are replaced in the same transaction as the audit row.
 */
export function createAdminCampaignsService(deps: {
  banners: AdminBannersRepository;
  inTransaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  clock: () => Date;
  changed: () => Promise<void>;
}) {
  const notFound = () => new AppError(404, 'campaign_not_found', 'campaign_not_found');
  const load = async (repository: AdminBannersRepository, id: number) => {
    const row = await repository.campaignById(id);
    return row ? campaignView(row, await repository.sectionsOf(id)) : null;
  };

  async function check(
    repository: AdminBannersRepository,
    input: CampaignCreateInput,
    id: number | null,
    locale: Locale,
  ) {
    if (await repository.slugTaken(input.kind, input.slug, id)) {
      throw new AppError(
        409,
        'campaign_slug_taken',
        'campaign_slug_taken',
        {},
        { fields: { slug: translate('campaign_slug_taken', locale) } },
      );
    }
    const refusals: Record<string, string> = {};
    for (const [index, section] of input.sections.entries()) {
      const unknown = await repository.unknownProducts(section.product_ids);
      if (unknown.length > 0) {
        refusals[`sections.${index}.product_ids`] = translate('campaign_product_unknown', locale, {
          ids: unknown.join(', '),
        });
      }
    }
    if (Object.keys(refusals).length > 0) {
      throw new AppError(
        422,
        'validation_failed',
        'campaign_product_unknown',
        {},
        {
          fields: refusals,
        },
      );
    }
  }

  const sectionsOf = (input: CampaignCreateInput) =>
    input.sections.map((section) => ({
      title: section.title,
      type: section.type,
      banner: section.type === 'banner' ? (section.banner ?? null) : null,
      product_ids: section.type === 'product' ? section.product_ids : [],
    }));

  const write = async <T>(work: (tx: Tx) => Promise<T>) => {
    const result = await deps.inTransaction(work);
    await deps.changed();
    return result;
  };

  return {
    async list(): Promise<AdminCampaignSummary[]> {
      return (await deps.banners.listCampaigns()).map((row) => ({
        ...campaignBase(row),
        section_count: Number(row.section_count ?? 0),
      }));
    },

    async get(id: number) {
      const view = await load(deps.banners, id);
      if (!view) throw notFound();
      return view;
    },

    async create(actor: AuditActor, input: CampaignCreateInput, locale: Locale) {
      return write(async ({ banners, audit }) => {
        await check(banners, input, null, locale);
        const { sections: _sections, ...fields } = input;
        const id = await banners.createCampaign({ ...fields, more_info: '{}' });
        await banners.replaceSections(id, sectionsOf(input));
        const view = (await load(banners, id))!;
        await audit(actor, {
          action: 'campaign.create',
          entity: 'campaign',
          entityId: id,
          before: null,
          after: audited(view),
        });
        return view;
      });
    },

    async update(actor: AuditActor, id: number, input: CampaignUpdateInput, locale: Locale) {
      return write(async ({ banners, audit }) => {
        const row = await banners.lockCampaign(id);
        if (!row) throw notFound();
        if (row.version !== input.version) {
          throw new AppError(
            409,
            'changed_by_someone_else',
            'changed_by_someone_else',
            {},
            { current: campaignView(row, await banners.sectionsOf(id)) },
          );
        }
        const { version: _version, ...whole } = input;
        await check(banners, whole, id, locale);
        const before = campaignView(row, await banners.sectionsOf(id));
        const { sections: _sections, ...fields } = whole;
        await banners.updateCampaign(id, fields);
        await banners.replaceSections(id, sectionsOf(whole));
        const after = (await load(banners, id))!;
        await audit(actor, {
          action: 'campaign.update',
          entity: 'campaign',
          entityId: id,
          ...changedKeys(audited(before), audited(after)),
        });
        return after;
      });
    },
  };
}

export type AdminCampaignsService = ReturnType<typeof createAdminCampaignsService>;
