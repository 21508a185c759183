import type { Locale } from '@kilau/domain';
import { bankPromotionCreateSchema } from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';
import { formMoment, formNumber, formText } from './promotion-form-fields';

/** Card BINs as typed: one a line (commas and spaces also separate). */
export const cardBinsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The bank promotion's form as the API's body. */
export function bankPromotionFormInput(form: FormData): Record<string, unknown> {
  return {
    bank_name: formText(form, 'bank_name'),
    title: formText(form, 'title'),
    description: formText(form, 'description'),
    discount_type: formText(form, 'discount_type'),
    discount_value: formNumber(form, 'discount_value'),
    max_discount: formNumber(form, 'max_discount'),
    min_order: formNumber(form, 'min_order', 0),
    card_bins: cardBinsOf(formText(form, 'card_bins')),
    payment_methods: [...new Set(form.getAll('payment_methods').map(String))],
    starts_at: formMoment(form, 'starts_at'),
    ends_at: formMoment(form, 'ends_at'),
    is_active: form.get('is_active') === 'on',
    position: formNumber(form, 'position', 0),
  };
}

/** The form read by the domain's schema, with the API's messages. */
export const parseBankPromotionForm = (locale: Locale) =>
  schemaParse(bankPromotionCreateSchema(messagesFor(locale)), bankPromotionFormInput);
