import { academyPath } from '@kilau/domain/academy';
import { formatDate } from '@kilau/domain/shared';
import { Link, redirect, useRouteLoaderData } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { ACADEMY_PATHS, fetchAcademyCertificate } from '~/features/academy/api/academy-calls';
import { requireAcademyMember } from '~/features/academy/api/academy-gate.server';
import { AcademyMark } from '~/features/academy/components/academy-mark';
import { academyText, useAcademyText } from '~/features/academy/text';
import { useLocale } from '~/lib/i18n';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { loader as academyLoader } from './academy';
import type { Route } from './+types/academy-graduation';

/**
 * `/{segment}/graduation` (001 §2 Graduation): the graduate's page — their certificate (PDF with
 * their name, the date and a verification code), the public page that confirms it, and the
 * graduation voucher when the academy gives one. A member not graduated yet goes to their classes.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const progress = await requireAcademyMember(api, url, params.academy);
  if (!progress.graduated_at) throw redirect(academyPath(params.academy, 'classes'));
  const certificate = await fetchAcademyCertificate(api);
  if (!certificate.ok) throw new Response(null, { status: 503 });
  return {
    certificate: certificate.data,
    seo: buildSeo(url, locale, {
      title: academyText('academyGraduationTitle', locale),
      description: academyText('academySeoDescription', locale),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function AcademyGraduation({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof academyLoader>('routes/academy');
  const text = useAcademyText();
  const locale = useLocale();
  if (!frame) return null;
  const { academy } = frame;
  const { certificate } = loaderData;
  const verifyPath = academyPath(academy.path_segment, 'certificate', certificate.code);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-center">
      <h1 className="font-display text-4xl font-semibold text-plum-900">
        {text('academyGraduationTitle')}
      </h1>
      <p className="mt-3 text-lg text-plum-700">
        {text('academyGraduationIntro', { name: certificate.holder_name, academy: academy.name })}
      </p>
      <figure className="mx-auto mt-8 max-w-xl rounded-3xl border-4 border-[var(--academy-accent)] bg-white p-8 shadow-sm">
        <div className="flex justify-center">
          <AcademyMark academy={academy} size={64} />
        </div>
        <p className="mt-4 text-sm font-semibold uppercase tracking-[0.2em] text-plum-700">
          {text('academyCertificateOf')}
        </p>
        <p className="mt-2 font-display text-3xl font-semibold text-plum-950">
          {certificate.holder_name}
        </p>
        <p className="mt-2 text-plum-800">
          {text('academyCertificateLine', {
            academy: certificate.academy_name,
            date: formatDate(certificate.issued_at, locale),
          })}
        </p>
        <figcaption className="mt-4 font-mono text-sm text-plum-800">
          {text('academyCertificateCode', { code: certificate.code })}
        </figcaption>
      </figure>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={ACADEMY_PATHS.certificatePdf}
          download={`sertifikat-${certificate.code}.pdf`}
          className="inline-flex min-h-12 items-center rounded-full bg-[var(--academy-primary)] px-6 font-semibold text-white"
        >
          {text('academyCertificateDownload')}
        </a>
        <Link
          to={verifyPath}
          className="inline-flex min-h-12 items-center rounded-full border border-plum-900/20 bg-white px-6 font-semibold text-plum-900"
        >
          {text('academyCertificateVerifyLink')}
        </Link>
      </div>
      {certificate.voucher_code ? (
        <p className="mx-auto mt-8 max-w-xl rounded-3xl bg-cream-100 px-6 py-4 text-plum-900">
          {text('academyGraduationVoucher', { code: certificate.voucher_code })}
        </p>
      ) : null}
    </div>
  );
}
