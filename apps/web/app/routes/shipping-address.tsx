import { data, redirect } from 'react-router';
import {
  makeDefaultAddress,
  removeAddress,
  saveAddress,
} from '~/features/addresses/api/address-actions.server';
import { listAddresses } from '~/features/addresses/api/addresses.server';
import { AddressBook } from '~/features/addresses/components/address-book';
import { ADDRESS_INTENTS } from '~/features/addresses/address-forms';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/shipping-address';
import { accountText } from '~/features/account/text';
import { uiText } from '~/lib/ui-text';

/** /shipping-address (001 §2): the member's address book. Not for search engines. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const addresses = await listAddresses(api);
  if (addresses === null) throw redirect(loginRedirectPath(url));
  return {
    addresses,
    seo: buildSeo(url, locale, {
      title: uiText('accountTabAddresses', locale),
      description: accountText('accountSeoDescription', locale),
      noindex: true,
    }),
  };
}

/** One action for the address book, by intent: add, change, delete, make default. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale, url } = routeContext(request, context);
  const form = await request.formData();
  const input = { api, form, locale, loginPath: loginRedirectPath(url) };
  const intent = form.get('intent');
  switch (intent) {
    case ADDRESS_INTENTS.create:
    case ADDRESS_INTENTS.update:
      return saveAddress(input, intent);
    case ADDRESS_INTENTS.remove:
      return removeAddress(input);
    case ADDRESS_INTENTS.makeDefault:
      return makeDefaultAddress(input);
    default:
      throw data(null, { status: 400 });
  }
}

export const meta: Route.MetaFunction = pageMeta;

export default function ShippingAddress({ loaderData }: Route.ComponentProps) {
  return <AddressBook addresses={loaderData.addresses} />;
}
