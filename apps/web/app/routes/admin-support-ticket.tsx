import { data, redirect } from 'react-router';
import { translate } from '@kilau/domain/messages';
import { roleMay } from '@kilau/domain/admin';
import { answerTicket, getTicket, moveTicket } from '~/features/admin/api/support-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { SupportTicket } from '~/features/admin/components/support-ticket';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import { recordIdOr404 } from '~/features/admin/lib/route-ids';
import {
  parseTicketMove,
  parseTicketReply,
  TICKET_INTENTS,
  type TicketActionData,
} from '~/features/admin/support-forms';
import type { Route } from './+types/admin-support-ticket';

/** /admin/support/:id (permission `support.tickets`): one ticket, its thread, the answer. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'support.tickets')) throw data(null, { status: 403 });
  const ticket = await getTicket(staff.api, recordIdOr404(params.id));
  if (ticket === null) throw data(null, { status: 404 });
  if (ticket === undefined) throw data(null, { status: 503 });
  return { ticket };
}

/** `reply`, `close` or `reopen`, at the version the page was read at. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const id = recordIdOr404(params.id);
  const form = await request.formData();
  const intent = form.get('intent');
  if (
    intent !== TICKET_INTENTS.reply &&
    intent !== TICKET_INTENTS.close &&
    intent !== TICKET_INTENTS.reopen
  ) {
    throw data(null, { status: 400 });
  }
  const result =
    intent === TICKET_INTENTS.reply
      ? await (async () => {
          const parsed = parseTicketReply(staff.locale)(form);
          return parsed.ok ? answerTicket(staff.api, id, parsed.data) : parsed;
        })()
      : await (async () => {
          const parsed = parseTicketMove(staff.locale)(form);
          return parsed.ok ? moveTicket(staff.api, id, intent, parsed.data.version) : parsed;
        })();
  if (result.ok) {
    return data<TicketActionData>({
      intent,
      ok: true,
      message: 'message' in result ? result.message : undefined,
    });
  }
  if ('status' in result && result.status === 401) throw redirect(staffLoginPath(staff.url));
  const status = 'status' in result ? result.status || 503 : 422;
  const message = 'message' in result ? result.message : undefined;
  return data<TicketActionData>(
    {
      intent,
      ok: false,
      message: message ?? translate('validation_failed', staff.locale),
      ...(result.fields ? { fields: result.fields } : {}),
    },
    { status },
  );
}

export const meta: Route.MetaFunction = adminMeta('supportTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminSupportTicket({ loaderData, actionData }: Route.ComponentProps) {
  return <SupportTicket ticket={loaderData.ticket} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
