import { textInput, wholeNumber, BIGINT_ID_RANGE } from '../shared/input';
import { z } from '../shared/zod';
import {
  ACQUISITION_SOURCE_PATTERN,
  AD_EVENT_NAMES,
  EVENT_BATCH_MAX,
  EXTRAS_KEY_PATTERN,
  EXTRAS_MAX_KEYS,
  EXTRAS_TEXT_MAX,
  PLATFORMS,
  SIMILAR_LIMIT_MAX,
  TRACKED_OBJECT_TYPES,
  TRACKED_VERBS,
  TRACKING_ID_PATTERN,
  USER_ACTION_VERBS,
} from './constants';

/**
 * What the tracking calls read (001 §3, §7). Their refusals are catalogue codes: the API
 * translates them; the browser's tracker never shows them (it drops what is refused).
 */

const trackingId = () =>
  z.string({ error: () => 'tracking_id_invalid' }).regex(TRACKING_ID_PATTERN, {
    error: 'tracking_id_invalid',
  });

const shortText = (max: number) => textInput().max(max, { error: 'analytics_text_too_long' });

/** A URL or path as the page saw it: text, bounded (never fetched, never rendered as HTML). */
const urlText = () => shortText(500);

const sourceText = () =>
  z.string().trim().toLowerCase().regex(ACQUISITION_SOURCE_PATTERN, { error: 'option_invalid' });

/** Extras: a flat record of short texts, numbers, booleans and nulls (no nesting, no HTML). */
export const EventExtrasSchema = z
  .record(
    z.string().regex(EXTRAS_KEY_PATTERN, { error: 'analytics_extras_invalid' }),
    z.union([shortText(EXTRAS_TEXT_MAX), z.number().finite(), z.boolean(), z.null()]),
    { error: () => 'analytics_extras_invalid' },
  )
  .refine((extras) => Object.keys(extras).length <= EXTRAS_MAX_KEYS, {
    error: 'analytics_extras_invalid',
  });

/** `POST {user session}` (001 §7): a session starts, or a member signs in during one. */
export const SessionStartSchema = z.object({
  session_id: trackingId(),
  tracking_id: trackingId(),
  /** Sent by the page; the API keeps the signed-in member's, never this one on its word. */
  user_id: z.union([z.string(), z.number()]).optional(),
  email: shortText(254).optional(),
  user_name: shortText(100).optional(),
  platform: z.enum(PLATFORMS, { error: () => 'option_invalid' }).optional(),
  /** `utm_source` of the landing page, when it named one. */
  acquisition_source: sourceText().optional(),
  landing_path: urlText().optional(),
  referrer: urlText().optional(),
});
export type SessionStart = z.output<typeof SessionStartSchema>;

/** One tracking event (001 §3: verb, object_id, object_type, referrer plus extras). */
export const TrackedEventSchema = z.object({
  verb: z.enum(TRACKED_VERBS, { error: () => 'option_invalid' }),
  object_id: shortText(100).optional(),
  object_type: z.enum(TRACKED_OBJECT_TYPES, { error: () => 'option_invalid' }).optional(),
  referrer: urlText().optional(),
  page_type: shortText(60).optional(),
  path: urlText().optional(),
  /** When it happened on the page (ISO 8601); kept only within a day of arrival. */
  occurred_at: z.iso.datetime({ offset: true, error: 'validation_failed' }).optional(),
  extras: EventExtrasSchema.optional(),
});
export type TrackedEvent = z.output<typeof TrackedEventSchema>;

/** `POST {user session}/{guid}`: a batch of the session's events. */
export const EventBatchSchema = z.object({
  tracking_id: trackingId(),
  events: z
    .array(TrackedEventSchema, { error: () => 'validation_failed' })
    .min(1, { error: 'validation_failed' })
    .max(EVENT_BATCH_MAX, { error: 'analytics_batch_too_large' }),
});
export type EventBatch = z.output<typeof EventBatchSchema>;

export const SessionIdParamsSchema = z.object({ sessionId: trackingId() });

/** `POST {analytics}/user/me/actions` (001 §7). */
export const UserActionSchema = z.object({
  verb: z.enum(USER_ACTION_VERBS, { error: () => 'option_invalid' }),
  user_id: z.union([z.string(), z.number()]).optional(),
  is_guest: z.boolean({ error: () => 'validation_failed' }),
  device_id: trackingId(),
  accessed_at: z.iso.datetime({ offset: true, error: 'validation_failed' }).optional(),
  acquisition_source: sourceText().optional(),
});
export type UserAction = z.output<typeof UserActionSchema>;

/** `POST {ad tracking}` (001 §3 Ad-tracking event). */
export const AdEventSchema = z.object({
  event_name: z.enum(AD_EVENT_NAMES, { error: () => 'option_invalid' }),
  /** The browser pixel's and the server's shared id: Meta keeps one of each pair. */
  event_id: z
    .string({ error: () => 'validation_failed' })
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/, { error: 'validation_failed' }),
  source_url: urlText(),
  user: z
    .object({
      email: shortText(254).optional(),
      fbp: shortText(200).optional(),
      fbc: shortText(200).optional(),
    })
    .default({}),
  custom_data: EventExtrasSchema.optional(),
});
export type AdEvent = z.output<typeof AdEventSchema>;

/** `POST /analytics/consent`: the banner's choice (necessary is always on). */
export const ConsentChoiceSchema = z.object({
  analytics: z.boolean({ error: () => 'validation_failed' }),
  marketing: z.boolean({ error: () => 'validation_failed' }),
  tracking_id: trackingId().optional(),
});
export type ConsentChoice = z.output<typeof ConsentChoiceSchema>;

/** `GET {analytics}/product/similar` (001 §7): products viewed in the same sessions. */
export const SimilarQuerySchema = z.object({
  product_id: wholeNumber({ ...BIGINT_ID_RANGE }),
  limit: wholeNumber({ min: 1, max: SIMILAR_LIMIT_MAX, message: 'validation_failed' }).default(12),
});

/** The longest range the back office's analytics read at once (a quarter). */
export const ANALYTICS_REPORT_MAX_DAYS = 92;

const isoDay = () =>
  z
    .string({ error: () => 'validation_failed' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation_failed' })
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
      error: 'validation_failed',
    });

/** Whether `from`–`to` (WIB days) is a range the back office reads: in order, ≤ 92 days. */
export const isAnalyticsRange = (from: string, to: string): boolean =>
  from <= to && (Date.parse(to) - Date.parse(from)) / 86_400_000 < ANALYTICS_REPORT_MAX_DAYS;

/**
 * `GET /api/admin/analytics?from=&to=`: WIB days, `from` ≤ `to`, at most 92 days. A range with
 * one end missing is checked again once the service has filled it in.
 */
export const AnalyticsReportQuerySchema = z
  .object({ from: isoDay().optional(), to: isoDay().optional() })
  .refine((range) => !range.from || !range.to || isAnalyticsRange(range.from, range.to), {
    error: 'analytics_range_invalid',
    path: ['to'],
  });
