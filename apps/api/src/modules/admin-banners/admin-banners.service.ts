import { checkProfileImage } from '@kilau/domain/accounts';
import { translate, type Locale, type MessageCode } from '@kilau/domain';
import {
  BANNER_IMAGE_MAX_WIDTH,
  BANNER_PLACEMENT_RULES,
  bannerProblems,
  bannerTypeFor,
  HOME_BANNER_TYPES,
  bannerStatus,
  type AdminBanner,
  type BannerCreateInput,
  type BannerPlacement,
  type BannerStatus,
  type BannerUpdateInput,
} from '@kilau/domain/admin';
import { contentFingerprint, mediaPath, type PublicFiles } from '../../adapters/storage';
import { AppError } from '../../lib/app-error';
import { uploadRefusal, type ImageGuard, type ImageRecipe } from '../../lib/image-guard';
import type { AdminBannersRepository, BannerRow } from './admin-banners.repository';

import type { AuditActor, AuditEntryInput } from '../../lib/staff-request';

export type { AuditActor, AuditEntryInput } from '../../lib/staff-request';

const FIELD = 'image';
/** Orientation applied, at most 2,400 px wide (never enlarged), WebP without metadata. */
const BANNER_PICTURE: ImageRecipe = {
  rotate: true,
  resize: { width: BANNER_IMAGE_MAX_WIDTH, withoutEnlargement: true },
  format: 'webp',
  formatOptions: { quality: 82 },
};

export const bannerView = (row: BannerRow, now: Date): AdminBanner => ({
  id: Number(row.id),
  location: row.location,
  type: row.type,
  title: row.title,
  subtitle: row.subtitle,
  image_url: row.image_url,
  link_url: row.link_url,
  background: row.background,
  popup_setting: row.popup_setting,
  start_date: row.start_date ? new Date(row.start_date).toISOString() : null,
  end_date: row.end_date ? new Date(row.end_date).toISOString() : null,
  is_active: row.is_active,
  position: row.position,
  voucher_code: row.voucher_code,
  offer: row.offer,
  page_path: row.page_path,
  status: bannerStatus(row, now),
  version: row.version,
  created_at: new Date(row.created_at).toISOString(),
});

/** What the audit log keeps of a banner: what an edit can change. */
const audited = ({
  id: _id,
  status: _status,
  version: _version,
  created_at: _c,
  ...rest
}: AdminBanner) => rest as Record<string, unknown>;

/** The keys whose values differ, before and after: the audit row of an edit. */
export function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** 422 with a message on each named field. */
export const fieldsRefusal = (fields: Record<string, MessageCode>, locale: Locale) => {
  const [first] = Object.values(fields);
  return new AppError(
    422,
    'validation_failed',
    first ?? 'validation_failed',
    {},
    {
      fields: Object.fromEntries(
        Object.entries(fields).map(([field, code]) => [field, translate(code, locale)]),
      ),
    },
  );
};

type Audit = (actor: AuditActor, entry: AuditEntryInput) => Promise<void>;
type Tx = { banners: AdminBannersRepository; audit: Audit };

/**
 * Banners of every placement for the back office. Each write runs in one transaction with its
 * audit row and names the `version` it was read at (a stale one answers 409 with the banner as
 * it is now); after commit `changed` tells the shop's caches, so the storefront shows it at once.
 */
export function createAdminBannersService(deps: {
  banners: AdminBannersRepository;
  inTransaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  images: ImageGuard;
  media: PublicFiles;
  clock: () => Date;
  changed: () => Promise<void>;
}) {
  const { clock } = deps;
  const notFound = () => new AppError(404, 'banner_not_found', 'banner_not_found');
  const stale = (row: BannerRow) =>
    new AppError(
      409,
      'changed_by_someone_else',
      'changed_by_someone_else',
      {},
      { current: bannerView(row, clock()) },
    );

  /** The placement's own rules and the voucher named, on the banner as it would be saved. */
  async function check(
    repository: AdminBannersRepository,
    banner: Parameters<typeof bannerProblems>[0] & { image_url?: string | null },
    locale: Locale,
  ) {
    const problems: Record<string, MessageCode> = { ...bannerProblems(banner) };
    if (banner.voucher_code && !(await repository.voucherExists(banner.voucher_code))) {
      problems.voucher_code = 'banner_voucher_unknown';
    }
    if (Object.keys(problems).length > 0) throw fieldsRefusal(problems, locale);
  }

  const write = async <T>(work: (tx: Tx) => Promise<T>) => {
    const result = await deps.inTransaction(work);
    await deps.changed();
    return result;
  };

  return {
    async list(filter: {
      location?: BannerPlacement | undefined;
      status?: BannerStatus | undefined;
    }) {
      const now = clock();
      const rows = await deps.banners.listBanners(filter.location);
      return rows
        .map((row) => bannerView(row, now))
        .filter((banner) => !filter.status || banner.status === filter.status);
    },

    async get(id: number) {
      const row = await deps.banners.bannerById(id);
      if (!row) throw notFound();
      return bannerView(row, clock());
    },

    async create(actor: AuditActor, input: BannerCreateInput, locale: Locale) {
      return write(async ({ banners, audit }) => {
        await check(banners, input, locale);
        const rules = BANNER_PLACEMENT_RULES[input.location];
        const now = clock();
        const id = await banners.createBanner({
          ...input,
          popup_setting: rules.popup ? input.popup_setting : null,
          type: bannerTypeFor(input.location, input.type),
          page_path: rules.popup ? input.page_path : null,
          created_at: now,
        });
        const view = bannerView((await banners.bannerById(id))!, now);
        await audit(actor, {
          action: 'banner.create',
          entity: 'banner',
          entityId: id,
          before: null,
          after: audited(view),
        });
        return view;
      });
    },

    async update(actor: AuditActor, id: number, input: BannerUpdateInput, locale: Locale) {
      return write(async ({ banners, audit }) => {
        const row = await banners.lockBanner(id);
        if (!row) throw notFound();
        if (row.version !== input.version) throw stale(row);
        const { version: _version, ...change } = input;
        const location = (change.location ?? row.location) as BannerPlacement;
        const rules = BANNER_PLACEMENT_RULES[location] ?? BANNER_PLACEMENT_RULES.others;
        const merged = {
          location,
          popup_setting:
            change.popup_setting !== undefined ? change.popup_setting : row.popup_setting,
          start_date:
            change.start_date !== undefined
              ? change.start_date
              : row.start_date
                ? new Date(row.start_date)
                : null,
          end_date:
            change.end_date !== undefined
              ? change.end_date
              : row.end_date
                ? new Date(row.end_date)
                : null,
          voucher_code: change.voucher_code !== undefined ? change.voucher_code : row.voucher_code,
          offer: change.offer !== undefined ? change.offer : row.offer,
        };
        await check(banners, merged, locale);
        const before = bannerView(row, clock());
        const chosenType =
          change.type !== undefined
            ? change.type
            : HOME_BANNER_TYPES.find((type) => type === row.type);
        await banners.updateBanner(id, {
          ...change,
          type: bannerTypeFor(location, chosenType),
          popup_setting: rules.popup ? merged.popup_setting : null,
          page_path: rules.popup
            ? change.page_path !== undefined
              ? change.page_path
              : row.page_path
            : null,
          // A text placement shows no picture.
          ...(rules.image ? {} : { image_url: null }),
        });
        const after = bannerView((await banners.bannerById(id))!, clock());
        await audit(actor, {
          action: 'banner.update',
          entity: 'banner',
          entityId: id,
          ...changedKeys(audited(before), audited(after)),
        });
        return after;
      });
    },

    /**
     * A new picture for the banner: judged by its bytes and declared size before decoding, then
     * re-encoded as WebP through the image guard and stored at `/media/banners/…`.
     */
    async setImage(actor: AuditActor, id: number, upload: Buffer, locale: Locale) {
      const existing = await deps.banners.bannerById(id);
      if (!existing) throw notFound();
      const placement = BANNER_PLACEMENT_RULES[existing.location as BannerPlacement];
      if (placement && !placement.image) {
        throw fieldsRefusal({ [FIELD]: 'banner_text_no_image' }, locale);
      }
      const checked = checkProfileImage({ head: upload.subarray(0, 16), size: upload.length });
      if (!checked.ok) throw uploadRefusal(checked.code, FIELD, locale);
      const webp = await deps.images.decodeUpload(
        { bytes: upload, field: FIELD, owner: `banner:${id}`, locale },
        BANNER_PICTURE,
      );
      const key = `banners/${id}-${contentFingerprint(webp)}.webp`;
      await deps.media.put(key, webp, 'image/webp');
      const url = mediaPath(key);
      return write(async ({ banners, audit }) => {
        const row = await banners.lockBanner(id);
        if (!row) throw notFound();
        await banners.updateBanner(id, { image_url: url });
        await audit(actor, {
          action: 'banner.image',
          entity: 'banner',
          entityId: id,
          before: { image_url: row.image_url },
          after: { image_url: url },
        });
        return bannerView((await banners.bannerById(id))!, clock());
      });
    },

    tooLarge: (locale: Locale) => uploadRefusal('review_photo_too_large', FIELD, locale),
  };
}

export type AdminBannersService = ReturnType<typeof createAdminBannersService>;
