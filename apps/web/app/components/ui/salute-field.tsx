import { useId } from 'react';
import { SALUTE_OPTIONS } from '@kilau/domain/accounts';
import { useText } from '~/lib/i18n';

const LABELS = { Ms: 'saluteMs', Mr: 'saluteMr' } as const;

/**
 * The salute choice (Ms / Mr → `salute_id`, 001 §5) as pill radios. Controlled with `value` and
 * `onChange`, or left to the form with `defaultValue` (works without JavaScript).
 */
export function SaluteField({
  value,
  defaultValue,
  onChange,
  error,
  className,
}: {
  value?: number | undefined;
  defaultValue?: number | undefined;
  onChange?: (id: number) => void;
  error?: string | undefined;
  className?: string;
}) {
  const text = useText();
  const errorId = useId();
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-plum-900">{text('fieldSalute')}</legend>
      <div className="flex gap-3">
        {SALUTE_OPTIONS.map((option) => (
          <label
            key={option.id}
            className="relative inline-flex min-h-12 min-w-24 flex-1 cursor-pointer items-center justify-center rounded-full border border-blush-300 bg-white px-5 text-sm font-semibold text-plum-800 has-[:checked]:border-plum-900 has-[:checked]:bg-plum-900 has-[:checked]:text-cream-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600 sm:flex-none"
          >
            <input
              type="radio"
              name="salute_id"
              value={option.id}
              {...(onChange
                ? { checked: value === option.id, onChange: () => onChange(option.id) }
                : { defaultChecked: defaultValue === option.id })}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            {text(LABELS[option.salute])}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
