import type { z } from 'zod';
import { toFieldErrors } from '@kilau/domain/accounts';
import { formValues, type FormParse } from './use-form-validation';

/**
 * A form parser from a domain schema: the browser (this hook) and the route action run the same
 * one, so a form posted without JavaScript is refused with the same messages on the same fields.
 */
export function schemaParse<S extends z.ZodType>(
  schema: S,
  toInput: (form: FormData) => unknown = formValues,
): FormParse<z.output<S>> {
  return (form) => {
    const parsed = schema.safeParse(toInput(form));
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, fields: toFieldErrors(parsed.error) };
  };
}
