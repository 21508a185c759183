import type { SeedContentPage } from './types';

export type { ContentPageKind, ContentPageLocaleText, SeedContentPage } from './types';

/** The demo's content pages, in the order the back office lists them. */
export const SEED_CONTENT_PAGES: readonly SeedContentPage[] = [];
