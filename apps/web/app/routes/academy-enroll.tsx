import {
  academyPath,
  ACADEMY_WORKPLACE_KINDS,
  type AcademyWorkplaceKind,
} from '@kilau/domain/academy';
import { soldOutLabel } from '@kilau/domain/catalog';
import { data, redirect, useFetcher, useRouteLoaderData } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { SelectField, TextAreaField, TextField } from '~/components/ui/form-field';
import {
  enrolInAcademy,
  fetchAcademyEnrolment,
  fetchAcademySettings,
} from '~/features/academy/api/academy-calls';
import {
  EnrolProductPicker,
  type PickerProduct,
} from '~/features/academy/components/enrol-product-picker';
import { academyText, useAcademyText, type AcademyTextKey } from '~/features/academy/text';
import { requireMember } from '~/features/auth/api/member-guard.server';
import { listProducts } from '~/features/catalog/api/catalog.server';
import { fieldErrorsOf } from '~/hooks/use-form-validation';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { loader as academyLoader } from './academy';
import type { Route } from './+types/academy-enroll';

/** The partner products offered in the picker (the brand's, best sellers first). */
const PICKER_SIZE = 24;

const WORKPLACE_WORDS: Record<AcademyWorkplaceKind, AcademyTextKey> = {
  shopper: 'academyWorkplaceShopper',
  beauty_advisor: 'academyWorkplaceBeautyAdvisor',
  store_owner: 'academyWorkplaceStoreOwner',
  makeup_artist: 'academyWorkplaceMakeupArtist',
  student: 'academyWorkplaceStudent',
  other: 'academyWorkplaceOther',
};

/**
 * `/{segment}/enroll` (001 §2 Enroll, §6: enrolment is tied to the member): the enrolment form —
 * the member's details, where they shop or work, and the partner products they use. A member
 * already approved goes to their classes; a pending one sees their enrolment waiting; a rejected
 * one sees the reason and may enrol again.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const member = await requireMember(request, api);
  const [settings, enrolment] = await Promise.all([
    fetchAcademySettings(api),
    fetchAcademyEnrolment(api, member.id),
  ]);
  if (!settings.ok) throw data(null, { status: 503 });
  const current = enrolment.ok ? enrolment.data : null;
  if (current?.status === 'approved') throw redirect(academyPath(params.academy, 'classes'));
  const products = await listProducts(api, {
    brand_id: [settings.data.brand.id],
    sort: 'bestseller',
    limit: PICKER_SIZE,
  });
  return {
    member: {
      name: [member.first_name, member.last_name].filter(Boolean).join(' '),
      phone: member.phone_no ?? '',
    },
    enrolment: current,
    products: products.items.map(
      (product): PickerProduct => ({
        id: product.id,
        name: product.name,
        image: product.image,
        // 000 §4: a tile shows SOLD OUT by the availability rule (out of stock in the academy
        // shop included); the picker's link is blank, so it may still be picked.
        sold_out: soldOutLabel(product, { list: 'academy_enrolment' }) !== null,
      }),
    ),
    seo: buildSeo(url, locale, {
      title: academyText('academyEnrolTitle', locale),
      description: academyText('academySeoDescription', locale),
      noindex: true,
    }),
  };
}

type EnrolActionData = { ok: false; message: string; fields: Record<string, string> };

export async function action({
  request,
  context,
  params,
}: Route.ActionArgs): Promise<EnrolActionData> {
  const { api } = routeContext(request, context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const result = await enrolInAcademy(api, {
    full_name: text('full_name'),
    phone_no: text('phone_no'),
    city: text('city'),
    workplace_kind: text('workplace_kind'),
    workplace_name: text('workplace_name'),
    instagram: text('instagram'),
    motivation: text('motivation'),
    product_ids: form.getAll('product_ids').map((value) => Number(value)),
  });
  if (result.ok) throw redirect(academyPath(params.academy, 'profile'));
  return { ok: false, message: result.message ?? '', fields: fieldErrorsOf(result.data) };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function AcademyEnroll({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof academyLoader>('routes/academy');
  const text = useAcademyText();
  const fetcher = useFetcher<typeof action>();
  const { enrolment, member, products } = loaderData;
  if (!frame) return null;
  const errors = fetcher.data?.fields ?? {};
  if (enrolment?.status === 'pending') {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-3xl font-semibold text-plum-900">
          {text('academyEnrolPendingTitle')}
        </h1>
        <p className="mt-3 text-plum-700">{text('academyEnrolPendingIntro')}</p>
      </section>
    );
  }
  const chosen = new Set(enrolment?.products.map((product) => product.id) ?? []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-display text-3xl font-semibold text-plum-900">
        {text('academyEnrolTitle')}
      </h1>
      <p className="mt-2 text-plum-700">
        {text('academyEnrolIntro', { academy: frame.academy.name })}
      </p>
      {enrolment?.status === 'rejected' ? (
        <p role="status" className="mt-4 rounded-2xl bg-blush-100 px-4 py-3 text-plum-950">
          {text('academyEnrolRejected', { reason: enrolment.rejection_reason ?? '' })}
        </p>
      ) : null}
      <fetcher.Form method="post" className="mt-6 grid gap-5" noValidate>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={text('academyFieldFullName')}
            name="full_name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={enrolment?.full_name ?? member.name}
            error={errors['full_name']}
          />
          <TextField
            label={text('academyFieldPhone')}
            name="phone_no"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={20}
            defaultValue={enrolment?.phone_no ?? member.phone}
            error={errors['phone_no']}
          />
          <TextField
            label={text('academyFieldCity')}
            name="city"
            autoComplete="address-level2"
            required
            maxLength={80}
            defaultValue={enrolment?.city ?? ''}
            error={errors['city']}
          />
          <SelectField
            label={text('academyFieldWorkplaceKind')}
            name="workplace_kind"
            required
            defaultValue={enrolment?.workplace_kind ?? 'shopper'}
            error={errors['workplace_kind']}
          >
            {ACADEMY_WORKPLACE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {text(WORKPLACE_WORDS[kind])}
              </option>
            ))}
          </SelectField>
          <TextField
            label={text('academyFieldWorkplaceName')}
            hint={text('academyFieldWorkplaceNameHint')}
            name="workplace_name"
            optional
            maxLength={120}
            defaultValue={enrolment?.workplace_name ?? ''}
            error={errors['workplace_name']}
          />
          <TextField
            label={text('academyFieldInstagram')}
            name="instagram"
            optional
            maxLength={60}
            defaultValue={enrolment?.instagram ?? ''}
            error={errors['instagram']}
          />
        </div>
        <TextAreaField
          label={text('academyFieldMotivation')}
          name="motivation"
          optional
          maxLength={1000}
          defaultValue={enrolment?.motivation ?? ''}
          error={errors['motivation']}
        />
        <EnrolProductPicker products={products} chosen={chosen} error={errors['product_ids']} />
        {fetcher.data && !fetcher.data.ok && Object.keys(errors).length === 0 ? (
          <p role="alert" className="text-berry-700">
            {fetcher.data.message}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-[var(--academy-primary)] px-6 font-semibold text-white disabled:opacity-60"
        >
          {text('academyEnrolSubmit')}
        </button>
      </fetcher.Form>
    </div>
  );
}
