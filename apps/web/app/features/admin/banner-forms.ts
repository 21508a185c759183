import type { Locale } from '@kilau/domain';
import {
  BANNER_PLACEMENTS,
  BANNER_STATUSES,
  bannerCreateSchema,
  campaignCreateSchema,
  toWibLocal,
  type AdminBanner,
  type AdminCampaign,
  type BannerPlacement,
  type BannerStatus,
} from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';

/** The banner page's writes, one action. */
export const BANNER_INTENTS = { save: 'save-banner', image: 'upload-image' } as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The banner form's fields as the API's JSON body (`datetime-local` values stay WIB text). */
export function bannerBody(form: FormData) {
  const setting = text(form, 'popup_setting');
  const location = text(form, 'location');
  return {
    location,
    title: text(form, 'title'),
    subtitle: text(form, 'subtitle'),
    link_url: text(form, 'link_url'),
    background: text(form, 'background'),
    popup_setting: setting === '' ? null : setting,
    start_date: text(form, 'start_date'),
    end_date: text(form, 'end_date'),
    is_active: form.get('is_active') === 'on',
    position: Number(text(form, 'position') || '0'),
    voucher_code: text(form, 'voucher_code'),
    offer: form.get('offer') === 'free_shipping' ? ('free_shipping' as const) : null,
    /** Home's banner type (hero, mini, twin, cover_banner); the other placements' is fixed. */
    type: location === 'home' ? text(form, 'type') || 'hero' : null,
    /** A popup's page (blank: every shop page). */
    page_path: text(form, 'page_path'),
  };
}

/** The form read by the domain's schema (the same one the API reads the body with). */
export const parseBannerForm = (locale: Locale) =>
  schemaParse(bannerCreateSchema(messagesFor(locale)), bannerBody);

/** What the form shows: a banner's values, or a new banner's. */
export type BannerFormValues = ReturnType<typeof bannerBody>;

export function bannerFormValues(banner: AdminBanner | null): BannerFormValues {
  return {
    location: banner?.location ?? 'popup_banner',
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    link_url: banner?.link_url ?? '',
    background: banner?.background ?? '',
    popup_setting: banner ? banner.popup_setting : 'everyday',
    start_date: toWibLocal(banner?.start_date ?? null),
    end_date: toWibLocal(banner?.end_date ?? null),
    is_active: banner?.is_active ?? true,
    position: banner?.position ?? 0,
    voucher_code: banner?.voucher_code ?? '',
    offer: banner?.offer ?? null,
    type: banner?.location === 'home' ? banner.type : null,
    page_path: banner?.page_path ?? '',
  };
}

export const isPlacement = (value: unknown): value is BannerPlacement =>
  typeof value === 'string' && (BANNER_PLACEMENTS as readonly string[]).includes(value);
export const isStatus = (value: unknown): value is BannerStatus =>
  typeof value === 'string' && (BANNER_STATUSES as readonly string[]).includes(value);

/** What the banner and campaign pages' actions answer; the form shows it. */
export type BannerActionData = {
  intent: string;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};

/** The campaign form: fields, and sections as `sections.N.*` in their order. */
export function campaignBody(form: FormData) {
  const count = Number(text(form, 'section_count') || '0');
  const sections = Array.from({ length: Math.min(Math.max(count, 0), 50) }, (_, index) => {
    const at = (name: string) => text(form, `sections.${index}.${name}`);
    const type = at('type') === 'product' ? 'product' : 'banner';
    return {
      title: at('title'),
      type,
      banner:
        type === 'banner'
          ? {
              image_url: at('image_url'),
              link_url: at('link_url'),
              title: at('title'),
              subtitle: '',
            }
          : null,
      product_ids:
        type === 'product'
          ? at('product_ids')
              .split(/[\s,]+/)
              .filter(Boolean)
              .map(Number)
          : [],
    };
  });
  return {
    name: text(form, 'name'),
    slug: text(form, 'slug'),
    kind: text(form, 'kind') || 'campaign',
    description: text(form, 'description'),
    image_url: text(form, 'image_url'),
    starts_at: text(form, 'starts_at'),
    ends_at: text(form, 'ends_at'),
    is_active: form.get('is_active') === 'on',
    is_display_icon_web: form.get('is_display_icon_web') === 'on',
    icon_url: text(form, 'icon_url'),
    position: Number(text(form, 'position') || '0'),
    sections,
  };
}

export const parseCampaignForm = (locale: Locale) =>
  schemaParse(campaignCreateSchema(messagesFor(locale)), campaignBody);

export type CampaignSectionValues = {
  key: string;
  title: string;
  type: 'banner' | 'product';
  image_url: string;
  link_url: string;
  product_ids: string;
};

export function campaignSectionValues(campaign: AdminCampaign | null): CampaignSectionValues[] {
  return (campaign?.sections ?? []).map((section) => ({
    key: `s${section.id}`,
    title: section.title,
    type: section.type,
    image_url: section.banner?.image_url ?? '',
    link_url: section.banner?.link_url ?? '',
    product_ids: section.product_ids.join(', '),
  }));
}
