import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import {
  ACADEMY_AUTHORING_API,
  academyAnswer,
  academyRefused,
  academyStaff,
  listAcademyLevels,
  listAcademyPosts,
  writeAcademy,
  type AcademyWrite,
} from '~/features/admin/api/academy-authoring.server';
import {
  ACADEMY_AUTHORING_INTENTS,
  parseLevelForm,
} from '~/features/admin/academy-authoring-forms';
import { AcademyAdminTabs } from '~/features/admin/components/academy-admin-tabs';
import { AcademyLevelsEditor } from '~/features/admin/components/academy-levels-editor';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { AdminListHeader } from '~/features/admin/components/admin-list-header';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { adminText, useAdminText, type AdminTextKey } from '~/features/admin/text';
import type { Route } from './+types/admin-academy-levels';

const I = ACADEMY_AUTHORING_INTENTS;

/**
 * /admin/academy/levels (permission `academy.manage`; docs/design/academy.md): the levels in
 * order with their classes — add, edit (with the practice paper), move, delete while empty.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await academyStaff(request, context);
  const [levels, courses] = await Promise.all([
    listAcademyLevels(staff.api),
    listAcademyPosts(staff.api, 'course'),
  ]);
  if (levels === null || courses === null) throw data(null, { status: 503 });
  return { levels, courses };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await academyStaff(request, context);
  const { api, locale, url } = staff;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const target = Number(form.get('target')) || undefined;
  const said = { intent, ...(target ? { target } : {}) };
  const write = async (call: AcademyWrite, done: AdminTextKey) =>
    academyAnswer(
      said,
      await writeAcademy(api, call),
      adminText(done, locale),
      url,
      adminText('adminUnavailable', locale),
    );

  switch (intent) {
    case I.addLevel:
    case I.saveLevel: {
      const parsed = parseLevelForm(locale)(form);
      if (!parsed.ok) return academyRefused(said, parsed.fields);
      if (intent === I.addLevel) {
        const { version: _version, ...fields } = parsed.data;
        return write(
          { method: 'POST', path: ACADEMY_AUTHORING_API.levels, body: fields },
          'academyLevelSaved',
        );
      }
      if (!target) throw data(null, { status: 400 });
      return write(
        { method: 'PUT', path: ACADEMY_AUTHORING_API.level(target), body: parsed.data },
        'academyLevelSaved',
      );
    }
    case I.deleteLevel:
      if (!target) throw data(null, { status: 400 });
      return write(
        { method: 'DELETE', path: ACADEMY_AUTHORING_API.level(target) },
        'academyLevelDeleted',
      );
    case I.orderLevels: {
      const ids = String(form.get('ids') ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0);
      return write(
        { method: 'POST', path: ACADEMY_AUTHORING_API.levelOrder, body: { ids } },
        'academyLevelOrdered',
      );
    }
    default:
      throw data(null, { status: 400 });
  }
}

/** Someone else's change in between (409) reloads the levels as they are now. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('academyLevelsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAcademyLevels({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-5">
      <AcademyAdminTabs />
      <AdminListHeader title={text('academyLevelsTitle')} intro={text('academyLevelsIntro')} />
      <AcademyLevelsEditor
        levels={loaderData.levels}
        courses={loaderData.courses}
        answer={actionData}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
