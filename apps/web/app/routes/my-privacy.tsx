import { data, redirect } from 'react-router';
import {
  closeAccount,
  fetchDataExports,
  requestDataExport,
  sendClosureCode,
} from '~/features/account/api/data-rights.server';
import { AccountClosureCard } from '~/features/account/components/account-closure-card';
import { DataExportCard } from '~/features/account/components/data-export-card';
import {
  CLOSE_ACCOUNT_INTENT,
  CLOSURE_CODE_INTENT,
  DATA_EXPORT_INTENT,
  parseClosureForm,
  type DataRightsActionData,
} from '~/features/account/data-rights-forms';
import { accountText, useAccountText } from '~/features/account/text';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/my-privacy';

/** Where a closed account lands: the home page, signed out. */
export const CLOSED_ACCOUNT_REDIRECT = '/?account=closed';

/**
 * /my-privacy, "Privasi & data" (issue 25, docs/design/data-rights.md): the member's data
 * export requests with their download, and the account closure. Not for search engines.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  return {
    exports: await fetchDataExports(api),
    seo: buildSeo(url, locale, {
      title: accountText('accountTabPrivacy', locale),
      description: accountText('privacySeoDescription', locale),
      noindex: true,
    }),
  };
}

const refused = (payload: DataRightsActionData, status: number) => data(payload, { status });

/** One action for the page's three forms, by intent. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale, url } = routeContext(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === DATA_EXPORT_INTENT) {
    const result = await requestDataExport(api);
    if (!result.ok && result.status === 401) throw redirect(loginRedirectPath(url));
    return result.ok
      ? { intent, ok: true as const, message: result.message ?? '' }
      : refused({ intent, ok: false, message: result.message ?? '' }, result.status || 503);
  }
  if (intent === CLOSURE_CODE_INTENT) {
    const result = await sendClosureCode(api);
    if (!result.ok && result.status === 401) throw redirect(loginRedirectPath(url));
    return result.ok
      ? {
          intent,
          ok: true as const,
          message: result.message ?? '',
          recipient: result.data.recipient,
        }
      : refused({ intent, ok: false, message: result.message ?? '' }, result.status || 503);
  }
  if (intent === CLOSE_ACCOUNT_INTENT) {
    const parsed = parseClosureForm(locale)(form);
    if (!parsed.ok) return refused({ intent, ok: false, fields: parsed.fields }, 422);
    const { code, reviews } = parsed.data;
    const result = await closeAccount(api, { code, reviews });
    // Closed: every session is gone, so the browser is a guest from here on.
    if (result.ok) throw redirect(CLOSED_ACCOUNT_REDIRECT);
    if (result.status === 401) throw redirect(loginRedirectPath(url));
    const codeRefused = ['incorrect_otp', 'invalid_data', 'no_active_otp_request'];
    if (result.errorCode && codeRefused.includes(result.errorCode) && result.message) {
      return refused({ intent, ok: false, fields: { code: result.message } }, result.status);
    }
    return refused(
      {
        intent,
        ok: false,
        message: result.message ?? '',
        ...(result.fields ? { fields: result.fields } : {}),
      },
      result.status || 503,
    );
  }
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = pageMeta;

export default function MyPrivacy({ loaderData }: Route.ComponentProps) {
  const text = useAccountText();
  return (
    <>
      <h1 className="mb-2 font-display text-3xl font-semibold text-plum-900 md:text-4xl">
        {text('accountTabPrivacy')}
      </h1>
      <p className="mb-6 text-sm text-plum-700">{text('privacyIntro')}</p>
      <div className="grid gap-6">
        <DataExportCard exports={loaderData.exports} />
        <AccountClosureCard />
      </div>
    </>
  );
}
