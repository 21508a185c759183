import { formatDate } from '@kilau/domain/shared';
import { data } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { checkAcademyCertificate } from '~/features/academy/api/academy-calls';
import { academyText, useAcademyText } from '~/features/academy/text';
import { useLocale } from '~/lib/i18n';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/academy-certificate';

/**
 * `/{segment}/certificate/{code}`: the public check of a certificate (issue 22): anyone holding the
 * code sees whose it is, from which academy and since when. An unknown code says so, with 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const answer = await checkAcademyCertificate(api, params.code.toUpperCase());
  const seo = buildSeo(url, locale, {
    title: academyText('academyCertificateCheckTitle', locale),
    description: academyText('academySeoDescription', locale),
    noindex: true,
  });
  if (answer.ok) return { certificate: answer.data, code: params.code, seo };
  if (answer.status !== 404 && answer.status !== 422) throw data(null, { status: 503 });
  return data({ certificate: null, code: params.code, seo }, { status: 404 });
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function AcademyCertificateCheck({ loaderData }: Route.ComponentProps) {
  const text = useAcademyText();
  const locale = useLocale();
  const { certificate, code } = loaderData;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-semibold text-plum-900">
        {text('academyCertificateCheckTitle')}
      </h1>
      {certificate ? (
        <div className="mt-6 rounded-3xl border-4 border-leaf-700/30 bg-white p-6" role="status">
          <p className="text-lg font-semibold text-leaf-700">{text('academyCertificateValid')}</p>
          <p className="mt-3 font-display text-2xl font-semibold text-plum-950">
            {certificate.holder_name}
          </p>
          <p className="mt-1 text-plum-800">
            {text('academyCertificateLine', {
              academy: certificate.academy_name,
              date: formatDate(certificate.issued_at, locale),
            })}
          </p>
          <p className="mt-3 font-mono text-sm text-plum-800">
            {text('academyCertificateCode', { code: certificate.code })}
          </p>
        </div>
      ) : (
        <p className="mt-6 rounded-3xl bg-blush-100 p-6 text-plum-950" role="status">
          {text('academyCertificateUnknown', { code })}
        </p>
      )}
    </section>
  );
}
