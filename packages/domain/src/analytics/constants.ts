/**
 * Tracking and analytics (001 §2 page view and page types, §3 Session / Tracking event /
 * Ad-tracking event, §3 local storage keys, §7 tracking calls; issue 24). The numbers a browser
 * and the API share live here; docs/design/analytics.md says why each is what it is.
 */

/** A page view is sent this long after each navigation (001 §2, §9). */
export const PAGE_VIEW_DELAY_MS = 400;

/** localStorage keys (001 §3): the browser's tracking id (a device) and its session id. */
export const TRACKING_ID_STORAGE_KEY = 'tracking_id';
export const SESSION_ID_STORAGE_KEY = 'session_id';
/** When the session id was last used (the same storage): a session ends after 30 idle minutes. */
export const SESSION_SEEN_STORAGE_KEY = 'session_seen_at';
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** Headers every tracking call carries (001 §7 "platform and session headers"). */
export const PLATFORM_HEADER = 'x-kilau-platform';
export const SESSION_HEADER = 'x-kilau-session';
/** Where the shopper is: the web shop, a phone-sized web shop, in a store, or inside the app. */
export const PLATFORMS = ['web', 'mobile_web', 'store', 'apps'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** A tracking or session id: what `crypto.randomUUID()` makes, or any 8–64 url-safe characters. */
export const TRACKING_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A batch: at most this many events, flushed at most this often (and on page hide). */
export const EVENT_BATCH_MAX = 50;
export const EVENT_FLUSH_INTERVAL_MS = 5_000;
/** The largest body the ingestion reads (a full batch of long events fits easily). */
export const EVENT_BATCH_BODY_LIMIT = 64 * 1024;
/** A browser whose clock is off: an event's own time is kept only within this of arrival. */
export const EVENT_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** Extras (001 §3 "extras (additional)"): a flat record, small. */
export const EXTRAS_MAX_KEYS = 20;
export const EXTRAS_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const EXTRAS_TEXT_MAX = 200;

/**
 * What is tracked (issue 24): the verb names the shopper's act, `object_type`/`object_id` what
 * it touched. Verbs the roll-ups read are the funnel's and the search's.
 */
export const TRACKED_VERBS = [
  'page_view',
  'tile_impression',
  'tile_click',
  'product_view',
  'add_to_bag',
  'remove_from_bag',
  'wishlist_add',
  'wishlist_remove',
  'search',
  'search_result_click',
  'begin_checkout',
  'shipping_selected',
  'payment_selected',
  'order_placed',
  'payment_settled',
  'voucher_applied',
  'quiz_step',
  'quiz_completed',
  'lucky_draw_play',
  'academy_step',
  'sign_in',
  'sign_up',
] as const;
export type TrackedVerb = (typeof TRACKED_VERBS)[number];

export const TRACKED_OBJECT_TYPES = [
  'page',
  'product',
  'search',
  'order',
  'voucher',
  'quiz',
  'lucky_draw',
  'academy',
  'member',
  'banner',
] as const;
export type TrackedObjectType = (typeof TRACKED_OBJECT_TYPES)[number];

/** Member actions (001 §7 `{analytics}/user/me/actions`). */
export const USER_ACTION_VERBS = ['app_open', 'sign_in', 'sign_up', 'sign_out'] as const;

/** The funnel's steps, in order (issue 24 "sessions → product views → add to bag → checkout → paid"). */
export const FUNNEL_STEPS = ['sessions', 'viewed', 'added', 'checked_out', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** How long raw events are kept (days, WIB); roll-ups are kept for good. */
export const EVENT_RETENTION_DAYS = 180;
/** Similar products read co-views from this many days back. */
export const SIMILAR_WINDOW_DAYS = 30;
/** A session's products counted for co-views (its first ones): bounds the pairs one session adds. */
export const CO_VIEW_PRODUCTS_PER_SESSION = 20;
export const SIMILAR_LIMIT_MAX = 24;

/** Where a session came from when it names nowhere (no `utm_source`, no outside referrer). */
export const DIRECT_SOURCE = 'direct';
export const ACQUISITION_SOURCE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,59}$/;

/**
 * Consent (UU PDP 27/2022 art. 20–22: consent is explicit, specific and can be withdrawn). The
 * choice lives in a first-party cookie read by the page and the API, kept 365 days, and every
 * choice is recorded with its version as proof.
 */
export const CONSENT_COOKIE = 'kilau_consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Raised when the banner's wording or categories change: earlier choices are asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Ad events (001 §3 Ad-tracking event), as Meta's Conversions API names its standard events. */
export const AD_EVENT_NAMES = [
  'PageView',
  'ViewContent',
  'Search',
  'AddToCart',
  'AddToWishlist',
  'InitiateCheckout',
  'AddPaymentInfo',
  'Purchase',
  'CompleteRegistration',
  'Lead',
] as const;
export type AdEventName = (typeof AD_EVENT_NAMES)[number];
/** Meta drops events older than 7 days; the sender gives up on them. */
export const AD_EVENT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
