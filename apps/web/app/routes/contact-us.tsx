import { data } from 'react-router';
import { translate } from '@kilau/domain/messages';
import { RouteError } from '~/components/layout/route-error';
import { useMember } from '~/features/auth/hooks/use-member';
import { useRecaptcha } from '~/features/auth/hooks/use-recaptcha';
import { fetchContentPage } from '~/features/content/api/content.server';
import { ContentIntro } from '~/features/content/components/content-intro';
import { sendContact } from '~/features/support/api/contact.server';
import { ContactFacts } from '~/features/support/components/contact-facts';
import { ContactForm } from '~/features/support/components/contact-form';
import {
  CONTACT_INTENT,
  parseContactForm,
  type ContactActionData,
} from '~/features/support/contact-forms';
import { supportText, useSupportText } from '~/features/support/text';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/contact-us';

/**
 * /contact-us (001 §2, issue 20; docs/design/contact-and-stores.md): the contact form, which
 * opens a support ticket, and the shop's contact facts. Open to everyone; a signed-in member's
 * name and e-mail are filled in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  // The intro is a content page the team edits; without one the page keeps its own words.
  const intro = await fetchContentPage(api, '/contact-us');
  return {
    intro,
    seo: buildSeo(url, locale, {
      title: intro?.title ?? supportText('contactTitle', locale),
      description: intro?.description || supportText('contactSeoDescription', locale),
      path: '/contact-us',
    }),
  };
}

/** `send-contact`: the domain's schema, then `POST /api/content/contact`. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale } = routeContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== CONTACT_INTENT) throw data(null, { status: 400 });
  const parsed = parseContactForm(locale)(form);
  if (!parsed.ok)
    return data<ContactActionData>({ ok: false, fields: parsed.fields }, { status: 422 });
  const token = form.get('recaptcha_token');
  const result = await sendContact(api, {
    ...parsed.data,
    ...(typeof token === 'string' && token ? { recaptcha_token: token } : {}),
  });
  if (result.ok) {
    return data<ContactActionData>({
      ok: true,
      reference: result.data.reference,
      email: parsed.data.email,
    });
  }
  return data<ContactActionData>(
    {
      ok: false,
      message: result.message ?? translate('generic_retry', locale),
      ...(result.fields ? { fields: result.fields } : {}),
    },
    { status: result.status || 503 },
  );
}

export const meta: Route.MetaFunction = pageMeta;

/** A member's `+62812…` as the form's digits, `0812…`. */
const localPhone = (phone: string | null | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
};

export const ErrorBoundary = RouteError;

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const text = useSupportText();
  const member = useMember();
  const recaptcha = useRecaptcha();
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <h1 className="font-display text-3xl font-semibold text-plum-900 sm:text-4xl">
        {loaderData.intro?.title ?? text('contactTitle')}
      </h1>
      {loaderData.intro ? (
        <ContentIntro page={loaderData.intro} className="mt-3" />
      ) : (
        <p className="mt-3 max-w-2xl text-plum-800">{text('contactLead')}</p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <ContactForm
          answer={actionData}
          defaults={{
            customer_name:
              [member?.first_name, member?.last_name].filter(Boolean).join(' ') ||
              (member?.name ?? ''),
            email: member?.email ?? '',
            phone: localPhone(member?.phone_no),
          }}
          recaptchaToken={recaptcha.active ? () => recaptcha.token('contact') : undefined}
        />
        <ContactFacts />
      </div>
    </div>
  );
}
