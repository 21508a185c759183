import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useText } from '~/lib/i18n';
import { ChevronDownIcon, EyeIcon, EyeOffIcon } from './icons';

/** The storefront's text control: white, blush border, rose on focus, berry when wrong. */
export const CONTROL_CLASS =
  'w-full rounded-xl border bg-white px-4 text-plum-900 placeholder:text-plum-500/70 focus:border-rose-500 focus:outline-none focus:ring-2 focus:ring-rose-500/20 disabled:cursor-not-allowed disabled:bg-cream-100 disabled:text-plum-600 aria-[invalid=true]:border-berry-700';
const BORDER = 'border-blush-300';

type FieldFrame = {
  label: ReactNode;
  /** A hint under the control (read with it by screen readers). */
  hint?: ReactNode;
  error?: string | undefined;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** Keeps the label for screen readers only (a group's legend already says it). */
  hideLabel?: boolean;
  className?: string;
};

/** Label, control, hint and message, tied together by ids (`aria-describedby`). */
function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: describedBy || undefined };
}

function FieldLabel({
  htmlFor,
  optional,
  hidden,
  children,
}: {
  htmlFor: string;
  optional?: boolean | undefined;
  hidden?: boolean | undefined;
  children: ReactNode;
}) {
  const text = useText();
  return (
    <label
      htmlFor={htmlFor}
      className={hidden ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-plum-900'}
    >
      {children}
      {/* A real space, so the field's accessible name reads "Shade (optional)". */}
      {optional ? (
        <>
          {' '}
          <span className="font-normal text-plum-600">({text('optional')})</span>
        </>
      ) : null}
    </label>
  );
}

function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-plum-600">
          {hint}
        </p>
      ) : null}
    </>
  );
}

export type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'prefix'> & {
    /** Omitted only for a field no form may post (a card number, tokenised by the gateway). */
    name?: string;
    /** Fixed text before the value, such as the +62 of a phone number. */
    prefix?: string;
    /** Drawn inside the box after the value (e.g. a show-password toggle). */
    trailing?: ReactNode;
  };

export function TextField({
  label,
  hint,
  error,
  optional,
  hideLabel,
  className,
  prefix,
  trailing,
  ...input
}: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const control = (
    <input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
      className={`${CONTROL_CLASS} ${BORDER} h-12 ${prefix ? 'rounded-l-none' : ''} ${trailing ? 'pr-28' : ''}`}
    />
  );
  const box = trailing ? (
    <div className="relative flex items-center">
      {control}
      <span className="absolute right-1">{trailing}</span>
    </div>
  ) : (
    control
  );
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {prefix ? (
        <div className="flex">
          <span className="inline-flex h-12 shrink-0 items-center rounded-l-xl border border-r-0 border-blush-300 bg-blush-50 px-3 text-sm font-semibold text-plum-800">
            {prefix}
          </span>
          {box}
        </div>
      ) : (
        box
      )}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { name: string };

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  hideLabel,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
        className={`${CONTROL_CLASS} ${BORDER} min-h-24 py-3 leading-relaxed`}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    name: string;
    children: ReactNode;
    /** Shown beside the label while the options load. */
    busy?: boolean;
  };

export function SelectField({
  label,
  hint,
  error,
  optional,
  hideLabel,
  className,
  busy,
  children,
  ...select
}: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-busy={busy ? true : undefined}
          {...select}
          className={`${CONTROL_CLASS} ${BORDER} h-12 appearance-none pr-10`}
        >
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3.5 top-1/2 size-4 -translate-y-1/2 text-plum-700" />
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** Button looks shared by the account forms and dialogs. */
export const BUTTON_CLASS = {
  primary:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-plum-900 px-6 text-sm font-bold text-cream-50 transition hover:bg-plum-800 disabled:cursor-wait disabled:opacity-60',
  secondary:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-plum-900/20 bg-white px-6 text-sm font-bold text-plum-900 transition hover:border-plum-900 disabled:opacity-60',
  danger:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-berry-700 px-6 text-sm font-bold text-white transition hover:bg-rose-700 disabled:cursor-wait disabled:opacity-60',
} as const;

/** A password input with a show/hide toggle: an eye icon button, pressed while the password shows. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
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
          aria-label={text('showPassword')}
          className="inline-flex size-10 items-center justify-center rounded-full text-plum-700 hover:bg-blush-100 hover:text-plum-900"
        >
          {shown ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
    />
  );
}

/** A form's primary button: full width, busy while submitting. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const text = useText();
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={`${BUTTON_CLASS.primary} w-full tracking-wide`}
    >
      {busy ? text('submitting') : children}
    </button>
  );
}

/** A form-level message (a refusal or a notice), announced to screen readers. */
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
