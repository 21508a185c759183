import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { toFieldErrors } from '@kilau/domain/accounts';

type Values = Record<string, string>;

/**
 * Form state checked by a domain schema (one shape for form and API, STYLE §3). A field shows its
 * message once it has been left (blur) or the form submitted, and then updates as the shopper
 * types (001 §5: validation runs on input and blur). The server's 422 `data.fields` messages
 * show on their fields until the value changes.
 */
export function useSchemaForm<S extends z.ZodType>(
  schema: S,
  initial: Values,
  toInput: (values: Values) => unknown = (values) => values,
) {
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const clientErrors = useMemo(() => {
    const parsed = schema.safeParse(toInput(values));
    return parsed.success ? {} : toFieldErrors(parsed.error);
  }, [schema, toInput, values]);

  const errorFor = useCallback(
    (name: string): string | undefined =>
      serverErrors[name] ?? (submitted || touched[name] ? clientErrors[name] : undefined),
    [clientErrors, serverErrors, submitted, touched],
  );

  const field = useCallback(
    (name: string) => ({
      name,
      value: values[name] ?? '',
      error: errorFor(name),
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrors((current) => {
          if (!(name in current)) return current;
          const { [name]: _removed, ...rest } = current;
          return rest;
        });
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    }),
    [errorFor, values],
  );

  /** Marks the form submitted; answers the parsed input, or null (and shows every message). */
  const validate = useCallback((): z.output<S> | null => {
    setSubmitted(true);
    const parsed = schema.safeParse(toInput(values));
    return parsed.success ? parsed.data : null;
  }, [schema, toInput, values]);

  const set = useCallback(
    (name: string, value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  return { values, set, field, validate, setServerErrors, errorFor };
}

/** The per-field messages of a 422 answer (`data.fields`), if any. */
export function fieldErrorsOf(data: unknown): Record<string, string> {
  const fields = (data as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
