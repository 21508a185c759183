import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useMessage, useText } from '~/lib/i18n';
import { NotFoundView } from './not-found-view';

/**
 * A page's error boundary inside the shell (header and footer stay): the not-found page for a
 * 404 (a product, category or brand that does not exist), a short apology otherwise.
 */
export function RouteError() {
  const error = useRouteError();
  const text = useText();
  const message = useMessage();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-semibold text-plum-900">{text('errorTitle')}</h1>
      <p className="mt-3 text-plum-700">{message('generic_retry')}</p>
    </section>
  );
}
