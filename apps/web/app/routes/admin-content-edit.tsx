import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import { contentPreviewSchema } from '@kilau/domain/content';
import {
  getContentPage,
  previewContent,
  saveContentDraft,
  setContentPublished,
  uploadContentImage,
} from '~/features/admin/api/content-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { ContentEditor } from '~/features/admin/components/content-editor';
import {
  CONTENT_INTENTS,
  parseContentDraft,
  type ContentActionData,
} from '~/features/admin/content-forms';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { adminText, useAdminText } from '~/features/admin/text';
import type { Answer } from '~/lib/api-answer';
import type { Route } from './+types/admin-content-edit';

/**
 * /admin/content/:key (permission `content.write`; docs/design/content.md): one page's editor —
 * the draft in both languages, the live preview, pictures, publish and unpublish.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'content.write')) throw data(null, { status: 403 });
  const page = await getContentPage(staff.api, params.key);
  if (page === null) throw data(null, { status: 404 });
  if (page === undefined) throw data(null, { status: 503 });
  return { page };
}

/** The API's answer as the editor shows it (a 401 goes to the sign-in page). */
function answerOf<T>(intent: string, result: Answer<T>, loginPath: string, extra: object = {}) {
  if (result.ok) {
    return data<ContentActionData>({ intent, ok: true, message: result.message ?? '', ...extra });
  }
  if (result.status === 401) throw redirect(loginPath);
  return data<ContentActionData>(
    {
      intent,
      ok: false,
      ...(result.status === 409 ? { stale: true } : {}),
      ...(result.status === 422 && result.fields ? { fields: result.fields } : {}),
      message: result.message ?? adminText('adminUnavailable', 'id'),
    },
    { status: result.status || 503 },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const { api, locale } = staff;
  const loginPath = staffLoginPath(staff.url);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const version = Number(form.get('version'));
  switch (intent) {
    case CONTENT_INTENTS.save: {
      const parsed = parseContentDraft(locale)(form);
      if (!parsed.ok) {
        return data<ContentActionData>(
          { intent, ok: false, fields: parsed.fields },
          { status: 422 },
        );
      }
      return answerOf(intent, await saveContentDraft(api, params.key, parsed.data), loginPath);
    }
    case CONTENT_INTENTS.publish:
    case CONTENT_INTENTS.unpublish: {
      const publish = intent === CONTENT_INTENTS.publish;
      return answerOf(
        intent,
        await setContentPublished(api, params.key, publish, version),
        loginPath,
      );
    }
    case CONTENT_INTENTS.preview: {
      const parsed = contentPreviewSchema(locale).safeParse({
        locale: form.get('locale'),
        body: form.get('body'),
      });
      if (!parsed.success) return data<ContentActionData>({ intent, ok: false }, { status: 422 });
      const result = await previewContent(api, params.key, parsed.data);
      return answerOf(intent, result, loginPath, result.ok ? { html: result.data.html } : {});
    }
    case CONTENT_INTENTS.image: {
      const file = form.get('image');
      if (!(file instanceof File) || file.size === 0) {
        return data<ContentActionData>(
          { intent, ok: false, fields: { image: translate('required', locale) } },
          { status: 422 },
        );
      }
      const result = await uploadContentImage(api, file, String(form.get('alt') ?? ''));
      return answerOf(
        intent,
        result,
        loginPath,
        result.ok ? { markdown: result.data.markdown } : {},
      );
    }
    default:
      throw data(null, { status: 400 });
  }
}

/** The preview and pictures change nothing saved; a 409 reloads the page as it is now. */
export const shouldRevalidate = ({
  formData,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => {
  const intent = formData?.get('intent');
  if (intent === CONTENT_INTENTS.preview || intent === CONTENT_INTENTS.image) return false;
  return actionStatus === 409 ? true : defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = adminMeta('contentEditTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAdminText();
  const { page } = loaderData;
  return (
    <section aria-labelledby="content-edit-title" className="flex flex-col gap-5">
      <header>
        <Link to="/admin/content" className="text-sm font-semibold text-plum-700 hover:underline">
          {text('contentBack')}
        </Link>
        <h1
          id="content-edit-title"
          className="mt-2 font-display text-3xl font-semibold text-plum-900"
        >
          {page.title}
        </h1>
      </header>
      <ContentEditor page={page} answer={actionData} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
