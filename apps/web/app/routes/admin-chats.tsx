import { data, redirect } from 'react-router';
import { translate } from '@kilau/domain/messages';
import { roleMay } from '@kilau/domain/admin';
import {
  answerChat,
  closeDeskChat,
  getChat,
  listChats,
} from '~/features/admin/api/chats-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { ChatDesk } from '~/features/admin/components/chat-desk';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { recordIdOr404 } from '~/features/admin/lib/route-ids';
import { CHAT_INTENTS, parseChatAnswer, type ChatActionData } from '~/features/admin/support-forms';
import { adminText } from '~/features/admin/text';
import type { Route } from './+types/admin-chats';

/**
 * /admin/chats and /admin/chats/:id (permission `support.tickets`; docs/design/support-chat.md):
 * the conversations waiting for a person or being answered, and the one opened beside them.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'support.tickets')) throw data(null, { status: 403 });
  const id = params.id === undefined ? null : recordIdOr404(params.id);
  const [chats, chat] = await Promise.all([
    listChats(staff.api),
    id === null ? Promise.resolve(null) : getChat(staff.api, id),
  ]);
  if (chat === null && id !== null) throw data(null, { status: 404 });
  if (chats === null || chat === undefined) throw data(null, { status: 503 });
  return { chats, chat };
}

/** `answer` (the message) or `close`, on the conversation in the path. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  if (params.id === undefined) throw data(null, { status: 405 });
  const id = recordIdOr404(params.id);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent !== CHAT_INTENTS.answer && intent !== CHAT_INTENTS.close) {
    throw data(null, { status: 400 });
  }
  let result;
  if (intent === CHAT_INTENTS.answer) {
    const parsed = parseChatAnswer(staff.locale)(form);
    result = parsed.ok ? await answerChat(staff.api, id, parsed.data.body) : parsed;
  } else {
    result = await closeDeskChat(staff.api, id);
  }
  if (result.ok) {
    return data<ChatActionData>({
      intent,
      ok: true,
      message: adminText(
        intent === CHAT_INTENTS.answer ? 'chatsSent' : 'chatsClosedDone',
        staff.locale,
      ),
    });
  }
  if ('status' in result && result.status === 401) throw redirect(staffLoginPath(staff.url));
  const status = 'status' in result ? result.status || 503 : 422;
  return data<ChatActionData>(
    {
      intent,
      ok: false,
      message:
        ('message' in result ? result.message : undefined) ??
        translate('validation_failed', staff.locale),
      ...(result.fields ? { fields: result.fields } : {}),
    },
    { status },
  );
}

export const meta: Route.MetaFunction = adminMeta('chatsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminChats({ loaderData }: Route.ComponentProps) {
  return <ChatDesk chats={loaderData.chats} chat={loaderData.chat} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
