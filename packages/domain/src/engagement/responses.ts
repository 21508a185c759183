import { z } from '../shared/zod';

/** What the banner calls answer (ADR 0020): the API's response schema and the web's type. */

/** A banner as `/api/banners` answers it (001 §3). */
export const BannerViewSchema = z.object({
  id: z.number(),
  _id: z.string(),
  location: z.string(),
  type: z.enum(['mini', 'hero', 'twin', 'cover_banner', 'text', 'popup']),
  title: z.string(),
  subtitle: z.string(),
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
  background: z.string().nullable(),
  popup_setting: z.enum(['everyday', 'once', 'always']).nullable(),
  /** ISO 8601 (UTC) or null. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_active: z.boolean(),
  position: z.number(),
  created_at: z.string(),
});
export type BannerView = z.infer<typeof BannerViewSchema>;

/** `GET /api/banners/all`: the banners of each asked placement. */
export const BannerGroupsSchema = z.record(z.string(), z.array(BannerViewSchema));
export type BannerGroups = Partial<z.infer<typeof BannerGroupsSchema>>;
