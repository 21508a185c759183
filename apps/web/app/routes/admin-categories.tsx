import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { createCategory, listCategories, updateCategory } from '~/features/admin/api/stock.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { idOf, submitWrite } from '~/features/admin/api/taxonomy-actions.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { CategoriesManager } from '~/features/admin/components/categories-manager';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import {
  parseCategoryCreate,
  parseCategoryUpdate,
  TAXONOMY_INTENTS,
} from '~/features/admin/stock-forms';
import { adminText } from '~/features/admin/text';
import type { Route } from './+types/admin-categories';

/** /admin/categories (permission `catalogue.write`): the category tree and its edits. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'catalogue.write')) throw data(null, { status: 403 });
  const categories = await listCategories(staff.api);
  if (categories === null) throw data(null, { status: 503 });
  return { categories };
}

/** One action for the page, by intent: add a category (top level or a child), edit one. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const input = { form, locale: staff.locale, loginPath: staffLoginPath(staff.url) };
  const saved = (category: { name: string }) =>
    adminText('categorySaved', staff.locale, { name: category.name });
  const id = idOf(form);
  switch (form.get('intent')) {
    case TAXONOMY_INTENTS.createCategory:
      return submitWrite(
        input,
        parseCategoryCreate(staff.locale),
        (body) => createCategory(staff.api, body),
        saved,
      );
    case TAXONOMY_INTENTS.updateCategory:
      if (id === null) throw data(null, { status: 400 });
      return submitWrite(
        input,
        parseCategoryUpdate(staff.locale),
        (body) => updateCategory(staff.api, id, body),
        saved,
      );
    default:
      throw data(null, { status: 400 });
  }
}

/** Someone else's change in between (409) reloads the tree, so the next try starts from it. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('categoriesTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  return <CategoriesManager categories={loaderData.categories} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
