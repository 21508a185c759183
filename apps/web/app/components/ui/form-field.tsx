import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useText } from '~/lib/i18n';

const inputClass =
  'h-12 w-full rounded-xl border bg-white px-4 text-plum-900 placeholder:text-plum-500/70 focus:outline-none focus:ring-2 focus:ring-rose-300 aria-[invalid=true]:border-berry-700';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  label: ReactNode;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown inside the box before the value (e.g. +62). */
  prefix?: string;
  /** Drawn after the input inside the box (e.g. a show-password toggle). */
  trailing?: ReactNode;
};

/**
 * A labelled input with its hint and error tied by `aria-describedby`; the error also marks the
 * input `aria-invalid` so screen readers announce it.
 */
export function TextField({ label, name, error, hint, prefix, trailing, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-plum-900">
        {label}
      </label>
      <div className="relative flex items-center">
        {prefix ? (
          <span className="pointer-events-none absolute left-4 text-sm font-semibold text-plum-700">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass} ${error ? 'border-berry-700' : 'border-blush-300'} ${prefix ? 'pl-14' : ''} ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing ? <span className="absolute right-1">{trailing}</span> : null}
      </div>
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-xs text-plum-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-berry-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const text = useText();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-pressed={shown}
          className="inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-xs font-semibold text-plum-700 hover:bg-blush-100"
        >
          {shown ? text('hidePassword') : text('showPassword')}
        </button>
      }
    />
  );
}

/** The form's primary button: full width, busy while submitting. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const text = useText();
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-plum-900 px-6 text-sm font-bold tracking-wide text-cream-50 hover:bg-plum-800 disabled:opacity-60"
    >
      {busy ? text('submitting') : children}
    </button>
  );
}

/** A form-level message (refusal or notice) announced to screen readers. */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  const styles = {
    error: 'bg-berry-700/10 text-berry-700',
    success: 'bg-leaf-700/10 text-leaf-700',
    info: 'bg-blush-100 text-plum-800',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl p-3 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}
