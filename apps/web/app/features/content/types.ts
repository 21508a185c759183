import type { ContentPage } from '@kilau/domain/content';

export type { ContentHeading, FaqQuestion, FaqSection } from '@kilau/domain/content';

/** What a content page's view renders (the loader's view model). */
export type ContentPageView = Pick<
  ContentPage,
  | 'key'
  | 'path'
  | 'kind'
  | 'title'
  | 'description'
  | 'html'
  | 'headings'
  | 'intro_html'
  | 'sections'
  | 'published_at'
>;
