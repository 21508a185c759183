import type { Locale } from '@kilau/domain';
import { specialPriceCreateSchema, type SpecialPriceScope } from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';
import { formIds, formMoment, formNumber, formText } from './promotion-form-fields';

/** The scope's ids come from the picker of the chosen scope (one group of checkboxes each). */
export const scopeIdsField = (scope: SpecialPriceScope) => `scope_ids_${scope}`;

/** The special price's form as the API's body. */
export function specialPriceFormInput(form: FormData): Record<string, unknown> {
  const scope = (formText(form, 'scope') || 'any') as SpecialPriceScope;
  return {
    code: formText(form, 'code'),
    combination_id: formNumber(form, 'combination_id'),
    price: formNumber(form, 'price'),
    starts_at: formMoment(form, 'starts_at'),
    ends_at: formMoment(form, 'ends_at'),
    quota_per_user: formNumber(form, 'quota_per_user', 1),
    min_amount: formNumber(form, 'min_amount'),
    min_qty: formNumber(form, 'min_qty'),
    scope,
    scope_ids: scope === 'any' ? [] : formIds(form, scopeIdsField(scope)),
    is_active: form.get('is_active') === 'on',
    position: formNumber(form, 'position', 0),
  };
}

/** The form read by the domain's schema, with the API's messages. */
export const parseSpecialPriceForm = (locale: Locale) =>
  schemaParse(specialPriceCreateSchema(messagesFor(locale)), specialPriceFormInput);
