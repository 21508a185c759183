import { useId } from 'react';
import { CONTROL_CLASS } from '~/components/ui/form-field';

/**
 * A number typed in a table row (a flash price, a quota, a bundle's quantity): its label named
 * after the row for screen readers, its message under it.
 */
export function RowNumberInput({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-24">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${CONTROL_CLASS} h-10 border-blush-300`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
