import type { Locale } from '@kilau/domain';
import { flashSaleCreateSchema } from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';
import { formMoment, formNumber, formText } from './promotion-form-fields';

/** An item's field: `items.N.price`, the path of the schema's message too. */
export const itemField = (index: number, field: 'combination_id' | 'price' | 'quota') =>
  `items.${index}.${field}`;

/** The rows of the items table, in the order the form lists them. */
function itemsOf(form: FormData) {
  const indices = new Set<number>();
  for (const key of form.keys()) {
    const match = /^items\.(\d+)\.combination_id$/.exec(key);
    if (match) indices.add(Number(match[1]));
  }
  return [...indices]
    .sort((a, b) => a - b)
    .map((index) => ({
      combination_id: formNumber(form, itemField(index, 'combination_id')),
      price: formNumber(form, itemField(index, 'price')),
      quota: formNumber(form, itemField(index, 'quota')),
    }));
}

/** The flash sale's form as the API's body: the items in the table's order (their positions). */
export function flashSaleFormInput(form: FormData): Record<string, unknown> {
  return {
    name: formText(form, 'name'),
    starts_at: formMoment(form, 'starts_at'),
    ends_at: formMoment(form, 'ends_at'),
    is_active: form.get('is_active') === 'on',
    items: itemsOf(form),
  };
}

/** The form read by the domain's schema, with the API's messages. */
export const parseFlashSaleForm = (locale: Locale) =>
  schemaParse(flashSaleCreateSchema(messagesFor(locale)), flashSaleFormInput);
