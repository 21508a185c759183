import { data, Link, redirect } from 'react-router';
import { translate } from '@kilau/domain/messages';
import { RouteError } from '~/components/layout/route-error';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { createReturnsApi } from '~/features/orders/api/return-calls';
import { OrdersProvider } from '~/features/orders/components/orders-context';
import { orderDetailPath, ReturnForm } from '~/features/orders/components/return-form';
import {
  returnFieldErrors,
  returnFormParse,
  type ReturnFormAnswer,
} from '~/features/orders/lib/return-form';
import { ordersText, useOrdersText } from '~/features/orders/text';
import { fieldErrorsOf } from '~/hooks/use-form-validation';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/my-order-return';

/**
 * /my-orders/:reference/return (docs/design/returns.md): a delivered order's return form, a page
 * of its own so a phone gives it the whole screen and the way back is the browser's. A guest goes
 * to the login and back here; an order that is not the member's is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const answer = await createReturnsApi(api, locale).returnOptions(params.reference);
  if (!answer.ok) {
    if (answer.status === 401) throw redirect(loginRedirectPath(url));
    throw data(null, { status: answer.status === 404 ? 404 : 503 });
  }
  return {
    reference: params.reference,
    options: answer.data,
    seo: buildSeo(url, locale, {
      title: ordersText('returnFormTitle', locale),
      description: ordersText('returnFormSeoDescription', locale),
      noindex: true,
    }),
  };
}

/**
 * Sends the request: the form read again by the same rules against the options as they are now,
 * then `POST …/returns`. The API's field refusals come back on the form's field names.
 */
export async function action({
  request,
  context,
  params,
}: Route.ActionArgs): Promise<ReturnFormAnswer> {
  const { api, locale, url } = routeContext(request, context);
  const returns = createReturnsApi(api, locale);
  const [form, options] = await Promise.all([
    request.formData(),
    returns.returnOptions(params.reference),
  ]);
  if (!options.ok) {
    if (options.status === 401) throw redirect(loginRedirectPath(url));
    return {
      ok: false,
      status: options.status,
      message: options.message ?? translate('order_call_failed', locale),
    };
  }
  const parsed = returnFormParse(options.data, locale)(form);
  if (!parsed.ok) return { ok: false, status: 422, fields: parsed.fields };
  const created = await returns.createReturn(params.reference, parsed.data);
  if (created.ok) {
    return {
      ok: true,
      reference: created.data.reference,
      orderReference: created.data.order_reference || params.reference,
      ...(created.message ? { message: created.message } : {}),
    };
  }
  if (created.status === 401) throw redirect(loginRedirectPath(url));
  const fields = returnFieldErrors(fieldErrorsOf(created.data), parsed.data.lines);
  return {
    ok: false,
    status: created.status,
    message: created.message ?? translate('order_call_failed', locale),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

/** Its own answer needs no reload: a sent form leaves for the order, a refused one stays. */
export const shouldRevalidate = ({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}) => (formMethod ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

/** An order that cannot be returned here (closed window, an open return, a store order). */
function NotEligible({ reference, refusal }: { reference: string; refusal: string | null }) {
  const text = useOrdersText();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-semibold text-plum-900">
        {text('returnFormTitle')}
      </h1>
      <p className="mt-3 text-plum-800">{text('returnFormNotEligible')}</p>
      {refusal ? <p className="mt-1 text-sm text-plum-700">{refusal}</p> : null}
      <Link to={orderDetailPath(reference)} className={`${BUTTON_CLASS.primary} mt-6`}>
        {text('returnFormBack')}
      </Link>
    </section>
  );
}

export default function MyOrderReturn({ loaderData }: Route.ComponentProps) {
  const { reference, options } = loaderData;
  if (!options.eligible) {
    return <NotEligible reference={reference} refusal={options.refusal_message} />;
  }
  return (
    <OrdersProvider>
      <ReturnForm reference={reference} options={options} />
    </OrdersProvider>
  );
}
