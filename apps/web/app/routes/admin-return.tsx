import { data, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { translate } from '@kilau/domain/messages';
import {
  approveReturn,
  getReturn,
  receiveReturn,
  refundReturn,
  rejectReturn,
} from '~/features/admin/api/returns-admin.server';
import {
  requireStaff,
  staffContext,
  staffLoginPath,
} from '~/features/admin/api/staff-session.server';
import { AdminErrorPanel } from '~/features/admin/components/admin-error-panel';
import { ReturnDetail } from '~/features/admin/components/return-detail';
import { adminHeaders, adminMeta } from '~/features/admin/lib/admin-meta';
import {
  isReturnIntent,
  parseReturnApprove,
  parseReturnReceive,
  parseReturnRefund,
  parseReturnReject,
  RETURN_FORM_FIELDS,
  RETURN_INTENTS,
  type ReturnActionData,
  type ReturnIntent,
} from '~/features/admin/return-forms';
import { adminText, type AdminTextKey } from '~/features/admin/text';
import type { Answer } from '~/lib/api-answer';
import type { Route } from './+types/admin-return';

/** What a saved move says when the API answers no message of its own. */
const SAVED = {
  [RETURN_INTENTS.approve]: 'returnSaved_approve',
  [RETURN_INTENTS.reject]: 'returnSaved_reject',
  [RETURN_INTENTS.receive]: 'returnSaved_receive',
  [RETURN_INTENTS.refund]: 'returnSaved_refund',
} as const satisfies Record<ReturnIntent, AdminTextKey>;

/** /admin/returns/:reference (permission `orders.read`; its actions `orders.write`). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'orders.read')) throw data(null, { status: 403 });
  const found = await getReturn(staff.api, params.reference);
  if (!found.ok) throw data(null, { status: found.status === 404 ? 404 : 503 });
  return { ret: found.ret, mayWrite: roleMay(me.role, 'orders.write') };
}

/**
 * One move, by intent (approve, reject, receive, refund): the form read again by the parser the
 * page used, then the API. A refusal comes back on its fields or as the API's message.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffContext(request, context);
  const form = await request.formData();
  const intent = form.get(RETURN_FORM_FIELDS.intent);
  if (!isReturnIntent(intent)) throw data(null, { status: 400 });
  const { locale } = staff;
  const reference = params.reference;
  const refused = (fields: Record<string, string>) =>
    data<ReturnActionData>({ intent, ok: false, fields }, { status: 422 });
  let result: Answer<unknown>;
  switch (intent) {
    case RETURN_INTENTS.approve: {
      const parsed = parseReturnApprove(locale)(form);
      if (!parsed.ok) return refused(parsed.fields);
      result = await approveReturn(staff.api, reference, parsed.data);
      break;
    }
    case RETURN_INTENTS.reject: {
      const parsed = parseReturnReject(locale)(form);
      if (!parsed.ok) return refused(parsed.fields);
      result = await rejectReturn(staff.api, reference, parsed.data);
      break;
    }
    case RETURN_INTENTS.receive: {
      const parsed = parseReturnReceive()(form);
      if (!parsed.ok) throw data(null, { status: 400 });
      result = await receiveReturn(staff.api, reference, parsed.data);
      break;
    }
    case RETURN_INTENTS.refund: {
      const parsed = parseReturnRefund(locale)(form);
      if (!parsed.ok) return refused(parsed.fields);
      result = await refundReturn(staff.api, reference, parsed.data);
      break;
    }
  }
  if (result.ok) {
    return data<ReturnActionData>({
      intent,
      ok: true,
      message: result.message ?? adminText(SAVED[intent], locale),
    });
  }
  if (result.status === 401) throw redirect(staffLoginPath(staff.url));
  return data<ReturnActionData>(
    {
      intent,
      ok: false,
      message: result.message ?? translate('generic_retry', locale),
      ...(result.fields ? { fields: result.fields } : {}),
    },
    { status: result.status || 503 },
  );
}

/** Someone else's move in between (409 `return_state_changed`) reloads the return as it is now. */
export const shouldRevalidate = ({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const meta: Route.MetaFunction = adminMeta('returnsTitle');
export const headers: Route.HeadersFunction = adminHeaders;

export default function AdminReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <ReturnDetail
      ret={loaderData.ret}
      mayWrite={loaderData.mayWrite}
      answer={actionData as ReturnActionData | undefined}
      busy={navigation.state !== 'idle'}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPanel error={error} />;
}
