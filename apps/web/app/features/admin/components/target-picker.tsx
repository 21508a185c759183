import { useId, useMemo, useState } from 'react';
import { CONTROL_CLASS } from '~/components/ui/form-field';
import { useAdminText } from '../text';

export type PickerOption = { id: number; name: string; detail?: string };

/** How many unchosen matches are drawn at once; typing narrows the rest. */
const SHOWN = 40;

/**
 * A searchable multi-select for a promotion's targets: a group (legend) with a search box that
 * narrows a list of checkboxes, the chosen ones always first. Plain checkboxes named `name`, so
 * the form posts the chosen ids without JavaScript too, and every choice has its own label.
 */
export function TargetPicker({
  name,
  label,
  options,
  chosen: initial,
  error,
}: {
  name: string;
  label: string;
  options: readonly PickerOption[];
  chosen: readonly number[];
  error?: string | undefined;
}) {
  const text = useAdminText();
  const id = useId();
  const [chosen, setChosen] = useState(() => new Set(initial));
  const [query, setQuery] = useState('');
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const needle = query.trim().toLowerCase();
  const matches = useMemo(
    () =>
      options.filter(
        (option) =>
          !chosen.has(option.id) &&
          (needle === '' ||
            option.name.toLowerCase().includes(needle) ||
            (option.detail ?? '').toLowerCase().includes(needle) ||
            String(option.id) === needle),
      ),
    [options, chosen, needle],
  );
  const toggle = (optionId: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(optionId);
      else next.delete(optionId);
      return next;
    });
  const chosenOptions = [...chosen].map(
    (optionId) => byId.get(optionId) ?? { id: optionId, name: `#${optionId}` },
  );
  const row = (option: PickerOption, checked: boolean) => (
    <li key={option.id}>
      <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-cream-100">
        <input
          type="checkbox"
          name={name}
          value={String(option.id)}
          checked={checked}
          onChange={(event) => toggle(option.id, event.target.checked)}
          className="size-4 accent-plum-900"
        />
        <span className="text-sm text-plum-900">
          {option.name}
          {option.detail ? <span className="text-plum-600"> · {option.detail}</span> : null}
        </span>
      </label>
    </li>
  );
  return (
    <fieldset
      className="rounded-2xl border border-blush-200 p-4"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-bold text-plum-900">
        {label}{' '}
        <span className="font-normal text-plum-600">
          ({text('pickerChosen', { count: chosen.size })})
        </span>
      </legend>
      {error ? (
        <p id={`${id}-error`} className="mb-2 text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
      {chosenOptions.length > 0 ? (
        <ul className="mb-3 flex flex-col gap-1 border-b border-blush-200 pb-3">
          {chosenOptions.map((option) => row(option, true))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-search`} className="sr-only">
        {text('pickerSearch', { what: label })}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={text('pickerSearch', { what: label })}
        aria-controls={`${id}-list`}
        className={`${CONTROL_CLASS} h-11 rounded-xl border border-plum-900/20`}
        // Enter in the search box must not submit the voucher form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p className="mt-1 text-xs text-plum-600" aria-live="polite">
        {matches.length > SHOWN
          ? text('pickerMore', { shown: SHOWN, count: matches.length })
          : text('pickerMatches', { count: matches.length })}
      </p>
      <ul id={`${id}-list`} className="mt-2 flex max-h-56 flex-col gap-1 overflow-y-auto">
        {matches.slice(0, SHOWN).map((option) => row(option, false))}
      </ul>
    </fieldset>
  );
}
