import { ABOUT_US_PAGE } from './page-about-us';
import { BRAND_STORY_PAGE } from './page-brand-story';
import { CONTACT_US_PAGE } from './page-contact-us';
import { FAQ_PAGE } from './page-faq';
import { FIND_US_PAGE } from './page-find-us';
import { KREDIVO_FAQ_PAGE } from './page-kredivo-faq';
import { PRIVACY_POLICY_PAGE } from './page-privacy-policy';
import { SECURITY_POLICY_PAGE } from './page-security-policy';
import { STORE_PAGE } from './page-store';
import { TERMS_PAGE } from './page-terms';
import type { SeedContentPage } from './types';

export type { ContentPageKind, ContentPageLocaleText, SeedContentPage } from './types';

/** The demo's content pages, in the order the back office lists them. */
export const SEED_CONTENT_PAGES: readonly SeedContentPage[] = [
  ABOUT_US_PAGE,
  CONTACT_US_PAGE,
  PRIVACY_POLICY_PAGE,
  TERMS_PAGE,
  SECURITY_POLICY_PAGE,
  KREDIVO_FAQ_PAGE,
  BRAND_STORY_PAGE,
  FIND_US_PAGE,
  FAQ_PAGE,
  STORE_PAGE,
];
