import { data } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { fetchContentPage } from '~/features/content/api/content.server';
import { ContentArticle } from '~/features/content/components/content-article';
import { FaqView } from '~/features/content/components/faq-view';
import { faqJsonLd } from '~/features/content/lib/faq-json-ld';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/content-page';

/**
 * The shop's content pages (issue 20, docs/design/content.md): `/content/4-about-us`,
 * `/brand-story`, `/faq` and `/page/{slug}` (privacy, terms, security, the Kredivo FAQ). The
 * path names the page; a page the back office has not published, or an unknown slug, is the
 * not-found page. A page of kind `faq` shows its questions with search and `FAQPage` JSON-LD.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const page = await fetchContentPage(api, path);
  if (!page) throw data(null, { status: 404 });
  const trail = trailFor(url, locale, [{ name: page.title, path: page.path }]);
  return {
    page,
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, {
      title: page.title,
      description: page.description || page.title,
      path: page.path,
      jsonLd: page.kind === 'faq' ? [trail.jsonLd, faqJsonLd(page.sections)] : [trail.jsonLd],
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, crumbs } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-12 md:pt-6">
      <Breadcrumb items={crumbs} />
      <div className="mt-5">
        {page.kind === 'faq' ? <FaqView page={page} /> : <ContentArticle page={page} />}
      </div>
    </div>
  );
}
