import { isRouteErrorResponse, Link } from 'react-router';
import { translate } from '@kilau/domain/messages';
import { useLocale } from '~/lib/i18n';
import { useAdminText } from '../text';

/**
 * A back-office page that could not be shown, inside the frame: a role without the page's
 * permission (403), or an API that did not answer.
 */
export function AdminErrorPanel({ error }: { error: unknown }) {
  const text = useAdminText();
  const locale = useLocale();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-blush-200 bg-white p-6">
      <h1 className="font-display text-2xl font-semibold text-plum-900">
        {forbidden ? text('adminForbiddenTitle') : text('errorTitle')}
      </h1>
      <p className="mt-2 text-plum-700">
        {forbidden ? translate('staff_permission_required', locale) : text('adminUnavailable')}
      </p>
      <Link
        to="/admin"
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-plum-900 underline underline-offset-4"
      >
        {text('adminBackHome')}
      </Link>
    </div>
  );
}
