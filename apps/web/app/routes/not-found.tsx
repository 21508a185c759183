import { data } from 'react-router';
import { NotFoundView } from '~/components/layout/not-found-view';
import { localeFromMatches, notFoundMeta } from '~/lib/seo';
import type { Route } from './+types/not-found';

/** Any path the route table does not list: a friendly page with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(localeFromMatches(matches));

export default function NotFound() {
  return <NotFoundView />;
}
