import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';

/** Messages by field name: the domain schema's (`toFieldErrors`) or the API's 422 `data.fields`. */
export type FieldErrors = Record<string, string>;

const nameOf = (target: EventTarget | null): string =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement
    ? target.name
    : '';

const pick = (errors: FieldErrors, names: ReadonlySet<string>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => names.has(name)));

const without = (errors: FieldErrors, name: string): FieldErrors => {
  if (!(name in errors)) return errors;
  const { [name]: _gone, ...rest } = errors;
  return rest;
};

/** The first control of the form, in page order, that has an error. */
function firstInvalid(form: HTMLFormElement, errors: FieldErrors): HTMLElement | null {
  for (const element of Array.from(form.elements)) {
    const name = nameOf(element);
    if (name && name in errors && element instanceof HTMLElement && !element.matches(':disabled'))
      return element;
  }
  return null;
}

/**
 * Form validation as 001 §5 sets it: a field is checked on input and on blur, every field on
 * submit (which is stopped while anything is wrong, with focus on the first wrong field). The
 * rules are the domain's schema, run over the whole form so that fields that depend on each
 * other (a password and its confirmation) stay in step; only fields the shopper has touched
 * show their message. The server's own refusal shows on its fields until they are edited.
 */
export function useFormValidation({
  validate,
  serverErrors,
}: {
  /** Every current error of the form, by field name. */
  validate: (form: HTMLFormElement) => FieldErrors;
  serverErrors?: FieldErrors | undefined;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const touched = useRef(new Set<string>());
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // A new answer from the server replaces the shown server errors (state derived from a prop).
  const [server, setServer] = useState({ source: serverErrors, errors: serverErrors ?? {} });
  if (server.source !== serverErrors) {
    setServer({ source: serverErrors, errors: serverErrors ?? {} });
  }

  // A refusal from the server moves focus to its first field, as a refused submit does.
  useEffect(() => {
    if (serverErrors && formRef.current) firstInvalid(formRef.current, serverErrors)?.focus();
  }, [serverErrors]);

  /** Empties the form and forgets what was touched and shown (after a successful save). */
  const reset = useCallback(() => {
    formRef.current?.reset();
    touched.current.clear();
    setClientErrors({});
    setServer((current) => ({ ...current, errors: {} }));
  }, []);

  const check = (form: HTMLFormElement, name: string) => {
    touched.current.add(name);
    setClientErrors(pick(validate(form), touched.current));
  };

  return {
    /** The message to show under a field, if any. */
    errorFor: (name: string): string | undefined => clientErrors[name] ?? server.errors[name],
    formProps: {
      ref: formRef,
      noValidate: true,
      onChange(event: FormEvent<HTMLFormElement>) {
        const name = nameOf(event.target);
        if (!name) return;
        setServer((current) => ({ ...current, errors: without(current.errors, name) }));
        check(event.currentTarget, name);
      },
      onBlur(event: FocusEvent<HTMLFormElement>) {
        const name = nameOf(event.target);
        if (name) check(event.currentTarget, name);
      },
      onSubmit(event: FormEvent<HTMLFormElement>) {
        const form = event.currentTarget;
        const errors = validate(form);
        for (const name of Object.keys(errors)) touched.current.add(name);
        setClientErrors(errors);
        if (Object.keys(errors).length > 0) {
          event.preventDefault();
          firstInvalid(form, errors)?.focus();
        }
      },
    },
    reset,
  };
}
