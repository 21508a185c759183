import type { Locale } from '@kilau/domain';
import { createAddressSchema, toFieldErrors, type AddressInput } from '@kilau/domain/accounts';
import { phoneFieldValue } from '~/lib/phone-input';

/**
 * The address form as the domain's address schema reads it (000 §5), for the browser (checks
 * on input, blur and submit) and the route action (the same checks before the API call).
 */

export const ADDRESS_INTENTS = {
  create: 'create-address',
  update: 'update-address',
  remove: 'delete-address',
  makeDefault: 'set-default-address',
} as const;
export type AddressIntent = (typeof ADDRESS_INTENTS)[keyof typeof ADDRESS_INTENTS];

/** The API's max-address refusal (001 §2): the book shows the max-address alert for it. */
export const ADDRESS_LIMIT_REACHED = 'address_limit_reached';

/** What the address book's action answers; the form or button that asked shows it. */
export type AddressActionData = { intent: AddressIntent; id?: string } & (
  | { ok: true; message: string }
  | { ok: false; message?: string; errorCode?: string; fields?: Record<string, string> }
);

export const isAddressAnswer = (value: unknown): value is AddressActionData => {
  const intent = (value as Partial<AddressActionData> | undefined)?.intent;
  return Object.values(ADDRESS_INTENTS).some((known) => known === intent);
};

const textOf = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

export type ParsedAddress =
  | { ok: true; data: AddressInput }
  | { ok: false; fields: Record<string, string> };

/** The address form as `POST /api/addresses` and `PUT /api/addresses/{id}` take it. */
export function parseAddressForm(form: FormData, locale: Locale): ParsedAddress {
  const parsed = createAddressSchema(locale).safeParse({
    title: textOf(form, 'title'),
    contact: textOf(form, 'contact'),
    address1: textOf(form, 'address1'),
    address2: textOf(form, 'address2'),
    country: textOf(form, 'country'),
    province: textOf(form, 'province'),
    city: textOf(form, 'city'),
    district: textOf(form, 'district'),
    subdistrict: textOf(form, 'subdistrict'),
    zipcode: textOf(form, 'zipcode'),
    phone: phoneFieldValue(textOf(form, 'phone')),
    default: form.get('default') === 'on',
  });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, fields: toFieldErrors(parsed.error) };
}
