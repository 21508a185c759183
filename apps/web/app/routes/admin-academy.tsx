import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { FormMessage } from '~/components/ui/form-field';
import {
  ACADEMY_AUTHORING_API,
  academyAnswer,
  academyRefused,
  academyStaff,
  getAcademySettings,
  writeAcademy,
} from '~/features/admin/api/academy-authoring.server';
import {
  ACADEMY_AUTHORING_INTENTS,
  parseSettingsForm,
} from '~/features/admin/academy-authoring-forms';
import { AcademyAdminTabs } from '~/features/admin/components/academy-admin-tabs';
import { AcademySettingsForm } from '~/features/admin/components/academy-settings-form';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AdminListHeader } from '~/features/admin/components/admin-list-header';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { adminText, useAdminText } from '~/features/admin/text';
import type { Route } from './+types/admin-academy';

/**
 * /admin/academy (permission `academy.manage`; docs/design/academy.md): the academy's settings.
 * Before their first save the API answers 404 and the form creates them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await academyStaff(request, context);
  const settings = await getAcademySettings(staff.api);
  if (settings === undefined) throw data(null, { status: 503 });
  return { settings };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await academyStaff(request, context);
  const { api, locale, url } = staff;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent !== ACADEMY_AUTHORING_INTENTS.saveSettings) throw data(null, { status: 400 });
  const parsed = parseSettingsForm(locale)(form);
  if (!parsed.ok) return academyRefused({ intent }, parsed.fields);
  return academyAnswer(
    { intent },
    await writeAcademy(api, {
      method: 'PUT',
      path: ACADEMY_AUTHORING_API.settings,
      body: parsed.data,
    }),
    adminText('academySettingsSaved', locale),
    url,
    adminText('adminUnavailable', locale),
  );
}

/** Someone else's change in between (409) reloads the settings as they are now. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('academySettingsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAcademy({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const { settings } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <AcademyAdminTabs />
      <AdminListHeader title={text('academySettingsTitle')} intro={text('academySettingsIntro')} />
      {settings === null ? (
        <FormMessage tone="info">{text('academySettingsNew')}</FormMessage>
      ) : null}
      <AcademySettingsForm settings={settings} answer={actionData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
