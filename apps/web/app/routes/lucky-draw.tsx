import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import {
  claimLuckyDraw,
  emailedVoucherId,
  emailLuckyDrawVoucher,
  fetchClaimedVoucher,
  fetchDrawCampaigns,
} from '~/features/lucky-draw/api/lucky-draw.server';
import { LuckyDrawScreen } from '~/features/lucky-draw/components/lucky-draw-screen';
import {
  isLuckyDrawAnswer,
  LUCKY_DRAW_INTENTS,
  type LuckyDrawActionData,
} from '~/features/lucky-draw/lucky-draw-intents';
import { luckyDrawText } from '~/features/lucky-draw/text';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/lucky-draw';

/**
 * /lucky-draw (001 §2, §4; docs/design/lucky-draw.md): members only — a guest goes to the login
 * and comes back. The member's earlier voucher is read with the page (it decides whether they
 * may play); the campaign's quota streams in after (the screen starts "loading", 001 §4).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const claimedVoucher = await fetchClaimedVoucher(api);
  if (claimedVoucher === 'guest') throw redirect(loginRedirectPath(url));
  return {
    claimedVoucher,
    campaigns: fetchDrawCampaigns(api),
    seo: buildSeo(url, locale, {
      title: luckyDrawText('luckyDrawTitle', locale),
      description: luckyDrawText('luckyDrawSeoDescription', locale),
      noindex: true,
    }),
  };
}

/** The claim (no body) and the e-mail step, by intent; each answers the API's envelope. */
export async function action({ request, context }: Route.ActionArgs): Promise<LuckyDrawActionData> {
  const { api } = routeContext(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === LUCKY_DRAW_INTENTS.claim) {
    return { intent, result: await claimLuckyDraw(api) };
  }
  if (intent === LUCKY_DRAW_INTENTS.email) {
    const voucherId = emailedVoucherId(form);
    if (!voucherId) throw data(null, { status: 400 });
    return { intent, result: await emailLuckyDrawVoucher(api, voucherId) };
  }
  throw data(null, { status: 400 });
}

/** The draw's own posts keep the page as it is: the machine reads their answers. */
export function shouldRevalidate({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod && isLuckyDrawAnswer(actionResult) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function LuckyDraw({ loaderData }: Route.ComponentProps) {
  return (
    <LuckyDrawScreen claimedVoucher={loaderData.claimedVoucher} campaigns={loaderData.campaigns} />
  );
}
