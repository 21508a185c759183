import {
  activeBanners,
  CAMPAIGN_ICONS_MAX,
  canAdvertiseVoucher,
  isBannerActive,
  selectFloatingBanners,
  selectTopBanners,
  type BannerOffer,
} from '@kilau/domain/engagement';
import { FREE_SHIPPING_LIMIT } from '@kilau/domain/shared';
import { createTtlCache } from '../../lib/ttl-cache';
import type { BannersRepository } from './banners.repository';

type BannerRow = Awaited<ReturnType<BannersRepository['byLocations']>>[number];
type VoucherRow = Awaited<ReturnType<BannersRepository['advertisedVouchers']>>[number];
type Banner = Omit<BannerRow, 'offer'> & { offer: BannerOffer | null };

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** A voucher as a banner advertises it: the welcome voucher has no code to type. */
const voucherOffer = (voucher: VoucherRow): BannerOffer => {
  const welcome = voucher.kind === 'welcome';
  return {
    kind: welcome ? 'welcome_voucher' : 'voucher',
    code: welcome || voucher.is_assigned_only ? null : voucher.code,
    discount_type: voucher.discount_type,
    amount: voucher.amount,
    percentage: voucher.percentage,
    max_discount: voucher.max_discount,
    min_amount: voucher.min_amount,
    ends_at: iso(voucher.ends_at),
    valid_days: voucher.valid_days,
  };
};

const FREE_SHIPPING_OFFER: BannerOffer = {
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

const LIMITED: Record<string, (items: readonly Banner[], now: Date) => Banner[]> = {
  top_banners: selectTopBanners,
  floating_banners: selectFloatingBanners,
};

const toView = ({ voucher_code: _code, ...banner }: Banner) => ({
  ...banner,
  _id: String(banner.id),
  start_date: banner.start_date ? new Date(banner.start_date).toISOString() : null,
  end_date: banner.end_date ? new Date(banner.end_date).toISOString() : null,
  created_at: new Date(banner.created_at).toISOString(),
});

export function createBannersService(deps: {
  banners: BannersRepository;
  clock: () => Date;
  /** Banner rows are kept this long; the active window is still checked at every request. */
  cacheTtlMs: number;
}) {
  const rowsCache = createTtlCache<{ banners: BannerRow[]; vouchers: VoucherRow[] }>({
    ttlMs: deps.cacheTtlMs,
    maxEntries: 200,
    clock: deps.clock,
  });
  return {
    /** Forgets the banner rows after a change. */
    forget() {
      rowsCache.clear();
    },
    /** Active banners of each placement (001 §3), with the top/floating maxima of §9. */
    async byLocations(locations: string[], createdFrom?: Date) {
      const now = deps.clock();
      const loaded = await rowsCache.getOrLoad(
        JSON.stringify([locations, createdFrom?.toISOString() ?? null]),
        async () => {
          const banners = await deps.banners.byLocations(locations, createdFrom);
          const codes = [...new Set(banners.flatMap((row) => row.voucher_code ?? []))];
          return { banners, vouchers: await deps.banners.advertisedVouchers(codes) };
        },
      );
      // A banner naming a voucher shows only while that voucher runs, in the voucher's words.
      const byCode = new Map(loaded.vouchers.map((voucher) => [voucher.code, voucher]));
      const rows: Banner[] = loaded.banners.flatMap((row) => {
        if (row.voucher_code === null) {
          const offer = row.offer === 'free_shipping' ? FREE_SHIPPING_OFFER : null;
          return [{ ...row, offer }];
        }
        const voucher = byCode.get(row.voucher_code);
        if (!voucher || !canAdvertiseVoucher(voucher, now)) return [];
        return [{ ...row, offer: voucherOffer(voucher) }];
      });
      const grouped: Record<string, ReturnType<typeof toView>[]> = {};
      for (const location of locations) {
        const select = LIMITED[location] ?? activeBanners;
        grouped[location] = select(
          rows.filter((row) => row.location === location),
          now,
        ).map(toView);
      }
      return grouped;
    },
    /**
     * The campaigns shown as the web's floating icon (001 §2, `is_display_icon_web`): active and
     * inside their window now, at most `CAMPAIGN_ICONS_MAX`.
     */
    async campaignIcons() {
      const now = deps.clock();
      const rows = await deps.banners.campaignIcons();
      return rows
        .filter((row) =>
          isBannerActive(
            { is_active: true, start_date: row.starts_at, end_date: row.ends_at },
            now,
          ),
        )
        .slice(0, CAMPAIGN_ICONS_MAX)
        .map((row) => ({
          id: Number(row.id),
          slug: row.slug,
          name: row.name,
          icon_url: row.icon_url,
        }));
    },
    tags: () => deps.banners.tags(),
    productTags: (productIds: number[]) => deps.banners.productTags(productIds),
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
