import { sitemapIndex, sitemapPages, sitemapProducts } from '~/features/catalog/api/sitemap.server';
import { routeContext } from '~/lib/route-context.server';
import type { Route } from './+types/sitemap';

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};

/**
 * `/sitemap.xml`: the sitemap index; `?part=pages` and `?part=products&page=n` are its parts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, url } = routeContext(request, context);
  const part = url.searchParams.get('part');
  if (part === null)
    return new Response(await sitemapIndex(api, url.origin), { headers: XML_HEADERS });
  if (part === 'pages')
    return new Response(await sitemapPages(api, url.origin), { headers: XML_HEADERS });
  const page = Number(url.searchParams.get('page') ?? '1');
  if (part === 'products' && Number.isSafeInteger(page) && page >= 1) {
    return new Response(sitemapProducts(api, url.origin, page), { headers: XML_HEADERS });
  }
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
}
