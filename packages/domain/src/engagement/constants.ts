import { DAY_MS } from '../shared/constants';

/** Banners and popups (000 §9, 001 §4, §9). */
export const POPUP_EVERYDAY_INTERVAL_MS = DAY_MS;
export const TOP_BANNERS_MAX = 2;
export const FLOATING_BANNERS_MAX = 2;
export const BANNER_FETCH_RETRIES = 3;
/** The floating campaign icon (001 §2): one round icon at a time. */
export const CAMPAIGN_ICONS_MAX = 1;
export const BANNER_TYPES = ['mini', 'hero', 'twin', 'cover_banner'] as const;
export const BANNER_PLACEMENTS = [
  'home',
  'top_banners',
  'promo_text_banner',
  'searchbar_promo_text',
  'top_middle_banner',
  'flexible_banner',
  'floating_banners',
  'popup_banner',
  'fullscreen_popup_banner',
  'emergency_announcement',
  'others',
] as const;

/** Infinite scroll (001 §9). */
export const INFINITE_SCROLL = {
  triggerDistancePx: 100,
  throttleMs: 50,
  loopCheckMs: 1000,
  maxCallsBeforeError: 10,
  direction: 'bottom',
} as const;

/** Lucky draw (001 §3, §9). */
export const LUCKY_DRAW = {
  claimDelayMs: 3500,
  blinkIntervalMs: 500,
  loveCount: 3,
  bulbCount: 16,
  slotGifts: ['surprise', 'gift', 'voucher', 'rewards'],
  campaignSlug: 'lucky-draw',
  /** The game's page (the spec does not show it; docs/design/lucky-draw.md). */
  path: '/lucky-draw',
  finishPath: '/',
} as const;

/** Beauty quiz views with a blue background; every other view is white. */
export const QUIZ_BLUE_VIEWS = ['quiz-beauty-home', 'quiz-beauty-result'] as const;
export const QUIZ_TEMPLATES = [
  'image_and_text',
  'text_and_color',
  'multiple_selection_or_multiple_choice',
  'text_and_background_color',
] as const;
