import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';

/** Messages by field name: the domain schema's (`toFieldErrors`) or the API's 422 `data.fields`. */
export type FieldErrors = Record<string, string>;

/** A form read by its domain schema: the parsed input, or the messages by field name. */
export type FormParsed<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors };
export type FormParse<T> = (form: FormData) => FormParsed<T>;

/** The form's text entries by name (the last of a repeated name wins). */
export const formValues = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** The per-field messages of a 422 answer (`data.fields`), if any. */
export function fieldErrorsOf(data: unknown): FieldErrors {
  const fields = (data as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (target: unknown): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

const nameOf = (target: EventTarget | null): string => (isControl(target) ? target.name : '');

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
      return element instanceof HTMLInputElement && element.type === 'hidden' ? null : element;
  }
  return null;
}

/**
 * The web's one form hook (ADR 0019). A form is a plain `<form>`, `<Form>` or `fetcher.Form`
 * whose controls carry `name`s; the hook reads the form element, so the same markup posts
 * without JavaScript and the route action re-parses it with the same `parse`.
 *
 * As 001 §5 sets it: a field shows its message once it has been left (blur) or the form
 * submitted, and then updates on input; `parse` runs over the whole form so that fields that
 * depend on each other (a password and its confirmation) stay in step. The server's 422
 * `data.fields` (`serverErrors`, or `setServerErrors` after a browser call) show on their fields
 * until they are edited. A refused submit is stopped and focuses the first wrong field.
 *
 * With `onValid`, the form never posts itself: a valid submit hands the parsed input to it (a
 * dialog that calls the API). Without it, a valid submit goes on to the route's action.
 */
export function useFormValidation<T>({
  parse,
  serverErrors,
  onValid,
}: {
  parse: FormParse<T>;
  serverErrors?: FieldErrors | undefined;
  onValid?: (input: T, event: FormEvent<HTMLFormElement>) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const touched = useRef(new Set<string>());
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // A new answer from the server replaces the shown server errors (state derived from a prop).
  const [server, setServer] = useState({ source: serverErrors, errors: serverErrors ?? {} });
  if (server.source !== serverErrors) {
    setServer({ source: serverErrors, errors: serverErrors ?? {} });
  }

  const errorsOf = useCallback(
    (form: HTMLFormElement): FieldErrors => {
      const parsed = parse(new FormData(form));
      return parsed.ok ? {} : parsed.fields;
    },
    [parse],
  );

  // A refusal from the server moves focus to its first field, as a refused submit does.
  const focusServer = useCallback((errors: FieldErrors) => {
    if (formRef.current && Object.keys(errors).length > 0)
      firstInvalid(formRef.current, errors)?.focus();
  }, []);
  useEffect(() => {
    if (serverErrors) focusServer(serverErrors);
  }, [serverErrors, focusServer]);

  /** Shows the API's field messages (a 422 answered to a browser call) and focuses the first. */
  const setServerErrors = useCallback(
    (errors: FieldErrors) => {
      setServer((current) => ({ ...current, errors }));
      queueMicrotask(() => focusServer(errors));
    },
    [focusServer],
  );

  // The latest parser, for the one check that runs outside an event (`recheck`, stable).
  const parseRef = useRef(parse);
  useEffect(() => {
    parseRef.current = parse;
  }, [parse]);

  /** Checks a field again after a change its control did not report (a file read, a picker). */
  const recheck = useCallback((name: string) => {
    const form = formRef.current;
    if (!form) return;
    touched.current.add(name);
    setServer((current) => ({ ...current, errors: without(current.errors, name) }));
    const parsed = parseRef.current(new FormData(form));
    setClientErrors(pick(parsed.ok ? {} : parsed.fields, touched.current));
  }, []);

  /** Empties the form and forgets what was touched and shown (after a successful save). */
  const reset = useCallback(() => {
    formRef.current?.reset();
    touched.current.clear();
    setClientErrors({});
    setServer((current) => ({ ...current, errors: {} }));
  }, []);

  const check = (form: HTMLFormElement, name: string, touch: boolean) => {
    if (touch) touched.current.add(name);
    setClientErrors(pick(errorsOf(form), touched.current));
  };

  const edited = (form: HTMLFormElement, name: string) => {
    setServer((current) => ({ ...current, errors: without(current.errors, name) }));
    check(form, name, true);
  };

  /** Checks every field and shows every message; answers the parsed input, or null. */
  const validate = (): T | null => {
    const form = formRef.current;
    if (!form) return null;
    const parsed = parse(new FormData(form));
    const errors = parsed.ok ? {} : parsed.fields;
    for (const name of Object.keys(errors)) touched.current.add(name);
    setClientErrors(errors);
    if (!parsed.ok) firstInvalid(form, errors)?.focus();
    return parsed.ok ? parsed.data : null;
  };

  const errorFor = (name: string): string | undefined => server.errors[name] ?? clientErrors[name];

  return {
    /** The message to show under a field, if any. */
    errorFor,
    /** A field's name and message, for `TextField` and friends. */
    field: (name: string) => ({ name, error: errorFor(name) }),
    /** The current value of a named control, as the form would post it. */
    valueOf(name: string): string {
      const value = formRef.current ? new FormData(formRef.current).get(name) : null;
      return typeof value === 'string' ? value : '';
    },
    /** Sets a control's value from code (a picker, a suggestion) and checks it as an edit. */
    set(name: string, value: string) {
      const form = formRef.current;
      const control = form?.elements.namedItem(name);
      if (!form || !isControl(control)) return;
      control.value = value;
      edited(form, name);
    },
    recheck,
    validate,
    setServerErrors,
    formProps: {
      ref: formRef,
      noValidate: true,
      onChange(event: FormEvent<HTMLFormElement>) {
        const name = nameOf(event.target);
        if (name) edited(event.currentTarget, name);
      },
      onBlur(event: FocusEvent<HTMLFormElement>) {
        const name = nameOf(event.target);
        if (name) check(event.currentTarget, name, true);
      },
      onSubmit(event: FormEvent<HTMLFormElement>) {
        if (onValid) event.preventDefault();
        const input = validate();
        if (input === null) {
          event.preventDefault();
          return;
        }
        onValid?.(input, event);
      },
    },
    reset,
  };
}
