import type { ContentPage } from '@kilau/domain/content';
import type { ApiClient } from '~/lib/api-client.server';
import type { ContentPageView } from '../types';

/**
 * The published content page at a storefront path, in the page's language, as a view model;
 * null when there is none (unknown path, not published, API unreachable). Other features' routes
 * use it for their intro (`/contact-us`, `/find-us`, `/store`) with `<ContentArticle>`.
 */
export async function fetchContentPage(
  api: ApiClient,
  path: string,
): Promise<ContentPageView | null> {
  const result = await api.get<ContentPage>(
    `/api/content/pages/by-path?path=${encodeURIComponent(path)}`,
  );
  if (!result.ok) return null;
  const page = result.data;
  return {
    key: page.key,
    path: page.path,
    kind: page.kind,
    title: page.title,
    description: page.description,
    // A FAQ page renders its sections (`FaqView`): its whole text as one document as well would
    // double what every visit downloads and hydrates (≈ 15 KB on /faq).
    html: page.kind === 'faq' ? '' : page.html,
    headings: page.headings,
    intro_html: page.intro_html,
    sections: page.sections,
    published_at: page.published_at,
  };
}
