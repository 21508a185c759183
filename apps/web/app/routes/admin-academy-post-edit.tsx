import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { translate } from '@kilau/domain/messages';
import type { AdminAcademyPost } from '@kilau/domain/academy';
import {
  ACADEMY_AUTHORING_API,
  academyAnswer,
  academyRefused,
  academyStaff,
  getAcademyPost,
  listAcademyLevels,
  previewAcademyContent,
  uploadAcademyAttachment,
  writeAcademy,
  type AcademyWrite,
} from '~/features/admin/api/academy-authoring.server';
import {
  ACADEMY_AUTHORING_INTENTS,
  parsePostCreateForm,
  parsePostUpdateForm,
  type AcademyActionData,
} from '~/features/admin/academy-authoring-forms';
import { AcademyAdminTabs } from '~/features/admin/components/academy-admin-tabs';
import {
  AcademyAttachments,
  AcademyPostActions,
  AcademyPostForm,
  type PostDefaults,
} from '~/features/admin/components/academy-post-editor';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { recordIdOr404 } from '~/features/admin/lib/route-ids';
import { adminText, useAdminText, type AdminTextKey } from '~/features/admin/text';
import type { Route } from './+types/admin-academy-post-edit';

const I = ACADEMY_AUTHORING_INTENTS;

/** `new` (no id), or a post's id. */
const idOf = (param: string | undefined) => (param === undefined ? null : recordIdOr404(param));

/**
 * /admin/academy/posts/new and /admin/academy/posts/:id (permission `academy.manage`;
 * docs/design/academy.md): a course's lesson or an article, with a live preview, its
 * attachments and its delete.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await academyStaff(request, context);
  const id = idOf(params.id);
  const [post, levels] = await Promise.all([
    id === null ? null : getAcademyPost(staff.api, id),
    listAcademyLevels(staff.api),
  ]);
  if (post === undefined || levels === null) throw data(null, { status: 503 });
  if (id !== null && post === null) throw data(null, { status: 404 });
  const query = staff.url.searchParams;
  const level = Number(query.get('level'));
  const defaults: PostDefaults = {
    kind: query.get('kind') === 'article' ? 'article' : 'course',
    levelId: levels.some((each) => each.id === level) ? level : null,
  };
  return { post, levels, defaults };
}

/** The chosen file (a form entry is text or a file), or null when none was chosen. */
const fileOf = (form: FormData, name: string) => {
  const file = form.get(name);
  return file !== null && typeof file !== 'string' && file.size > 0 ? file : null;
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await academyStaff(request, context);
  const { api, locale, url } = staff;
  const id = idOf(params.id);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const target = Number(form.get('target')) || undefined;
  const said = { intent, ...(target ? { target } : {}) };
  const unavailable = adminText('adminUnavailable', locale);
  const answer = (result: Parameters<typeof academyAnswer>[1], done: AdminTextKey) =>
    academyAnswer(said, result, adminText(done, locale), url, unavailable);
  const write = async (call: AcademyWrite, done: AdminTextKey) =>
    answer(await writeAcademy<AdminAcademyPost>(api, call), done);

  if (intent === I.preview) {
    const result = await previewAcademyContent(api, String(form.get('content') ?? ''));
    if (!result.ok) return answer(result, 'academyPostSaved');
    return data<AcademyActionData & { html: string }>({
      intent,
      ok: true,
      html: result.data.html,
    });
  }
  if (intent === I.savePost && id === null) {
    const parsed = parsePostCreateForm(locale)(form);
    if (!parsed.ok) return academyRefused(said, parsed.fields);
    const created = await writeAcademy<AdminAcademyPost>(api, {
      method: 'POST',
      path: ACADEMY_AUTHORING_API.posts,
      body: parsed.data,
    });
    if (created.ok) throw redirect(`/admin/academy/posts/${created.data.id}`);
    return answer(created, 'academyPostSaved');
  }
  if (id === null) throw data(null, { status: 400 });
  switch (intent) {
    case I.savePost: {
      const parsed = parsePostUpdateForm(locale)(form);
      if (!parsed.ok) return academyRefused(said, parsed.fields);
      return write(
        { method: 'PUT', path: ACADEMY_AUTHORING_API.post(id), body: parsed.data },
        'academyPostSaved',
      );
    }
    case I.deletePost: {
      const deleted = await writeAcademy(api, {
        method: 'DELETE',
        path: ACADEMY_AUTHORING_API.post(id),
      });
      if (deleted.ok) throw redirect('/admin/academy/posts');
      return answer(deleted, 'academyPostSaved');
    }
    case I.addAttachment: {
      const file = fileOf(form, 'file');
      if (!file) return academyRefused(said, { file: translate('required', locale) });
      return answer(await uploadAcademyAttachment(api, id, file), 'academyAttachmentAdded');
    }
    case I.removeAttachment:
      if (!target) throw data(null, { status: 400 });
      return write(
        { method: 'DELETE', path: ACADEMY_AUTHORING_API.attachment(id, target) },
        'academyAttachmentRemoved',
      );
    default:
      throw data(null, { status: 400 });
  }
}

/** The preview changes nothing saved; a 409 reloads the post as it is now. */
export const shouldRevalidate = ({
  formData,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => {
  if (formData?.get('intent') === I.preview) return false;
  return actionStatus === 409 ? true : defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = adminMeta('academyPostsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminAcademyPostEdit({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const text = useAdminText();
  const { post, levels, defaults } = loaderData;
  const answer = actionData as AcademyActionData | undefined;
  return (
    <div className="flex flex-col gap-5">
      <AcademyAdminTabs />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link
            to="/admin/academy/posts"
            className="text-sm font-semibold text-plum-700 hover:underline"
          >
            {text('academyPostBack')}
          </Link>
          <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">
            {post ? post.title_id : text('academyPostNewTitle')}
          </h1>
        </div>
        {post ? <AcademyPostActions post={post} answer={answer} /> : null}
      </header>
      <AcademyPostForm
        post={post}
        defaults={defaults}
        levels={levels}
        action={post ? `/admin/academy/posts/${params.id}` : '/admin/academy/posts/new'}
        answer={answer}
      />
      {post ? <AcademyAttachments post={post} answer={answer} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
