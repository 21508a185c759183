import { data, type AppLoadContext } from 'react-router';
import { roleMay } from '@kilau/domain/admin';
import { promotionListQuery } from '../lib/promotion-list-query';
import type { PromotionApi } from './promotions-api.server';
import { requireStaff, staffContext, staffLoginPath } from './staff-session.server';
import { PROMOTION_INTENTS } from '../lib/promotion-intents';
import {
  promotionAction,
  submitCreatePromotion,
  type PromotionActionInput,
  type PromotionKind,
} from './promotion-actions.server';

type Args = { request: Request; context: AppLoadContext };

/** The staff member may run promotions (`promotions.write`), else 403; signed out: sign in. */
export async function promotionsStaff({ request, context }: Args) {
  const staff = staffContext(request, context);
  const me = await requireStaff(staff);
  if (!roleMay(me.role, 'promotions.write')) throw data(null, { status: 403 });
  return staff;
}

/** A promotion list's loader: the address's filters and the page of rows. */
export async function loadPromotionList<L>(args: Args, api: PromotionApi<unknown, L>) {
  const staff = await promotionsStaff(args);
  const filters = promotionListQuery(staff.url);
  const page = await api.list(staff.api, filters);
  if (page === null) throw data(null, { status: 503 });
  return { ...page, filters };
}

/** The page's `:id`, or a 404. */
export function promotionId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > Number.MAX_SAFE_INTEGER) {
    throw data(null, { status: 404 });
  }
  return id;
}

/** A promotion's page's loader: the promotion (404 when none), and whether it was just made. */
export async function loadPromotion<T>(
  args: Args & { id: string | undefined },
  api: PromotionApi<T, unknown>,
) {
  const staff = await promotionsStaff(args);
  const id = promotionId(args.id);
  const found = await api.get(staff.api, id);
  if (!found.ok) throw data(null, { status: found.status === 404 ? 404 : 503 });
  return { staff, promotion: found.data, created: staff.url.searchParams.get('created') === '1' };
}

/** What a promotion page's action works with, from the request. */
export async function promotionActionInput({
  request,
  context,
}: Args): Promise<PromotionActionInput> {
  const staff = staffContext(request, context);
  return {
    api: staff.api,
    form: await request.formData(),
    locale: staff.locale,
    loginPath: staffLoginPath(staff.url),
  };
}

/** A new promotion's page's action: its form, saved. */
export async function createPromotionAction<T extends { id: number }, I>(
  args: Args,
  kind: PromotionKind<T, I>,
) {
  const input = await promotionActionInput(args);
  if (input.form.get('intent') !== PROMOTION_INTENTS.save) throw data(null, { status: 400 });
  return submitCreatePromotion(kind, input);
}

/** A promotion's page's action: save, switch off or on. */
export async function editPromotionAction<T extends { id: number }, I>(
  args: Args & { id: string | undefined },
  kind: PromotionKind<T, I>,
) {
  return promotionAction(kind, await promotionActionInput(args), promotionId(args.id));
}
