import type { Route } from './+types/robots';

/** Pages that are the shopper's own or that only repeat others (search results, filters). */
const DISALLOWED = [
  '/api/',
  '/order',
  '/my-account',
  '/my-orders',
  '/wishlist',
  '/search',
  '/language',
];

/** `/robots.txt`: what crawlers may fetch, and where the sitemap is. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
