import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { formatRupiah } from '@kilau/domain/shared';
import { BUTTON_CLASS, CONTROL_CLASS } from '~/components/ui/form-field';
import { useAdminText } from '../text';
import type { PromotionCombination } from '../types';

/** Where the picker searches (a resource route over `GET /api/admin/promotion-combinations`). */
export const COMBINATION_SEARCH_PATH = '/admin/promotion-combinations';
const MIN_QUERY = 2;
const DEBOUNCE_MS = 300;

/** `Lip Tint Rosy · 01 Rosy` — the product and its shade or size. */
export const combinationName = (
  combination: Pick<PromotionCombination, 'product_name' | 'label'>,
) =>
  combination.label
    ? `${combination.product_name} · ${combination.label}`
    : combination.product_name;

function CombinationFacts({ combination }: { combination: PromotionCombination }) {
  const text = useAdminText();
  return (
    <span className="text-sm text-plum-900">
      <span className="font-semibold">{combinationName(combination)}</span>
      <span className="block text-xs text-plum-600">
        {combination.brand} · {combination.sku} · {formatRupiah(combination.regular_price)} ·{' '}
        {text('pickerCombinationStock', { stock: combination.stock })}
        {combination.is_active ? null : ` · ${text('pickerCombinationNotSold')}`}
      </span>
    </span>
  );
}

/**
 * The promotion forms' combination picker: a search box (product, brand or SKU; the results come
 * from the back office's API through a resource route as the staff member types), then each
 * product's shades or sizes. `choose`: one combination, a radio named `name` (the chosen one
 * first), so the form posts it as any field. `add`: a button per result (the flash sale's items).
 */
export function CombinationPicker(
  props: {
    label: string;
    error?: string | undefined;
  } & (
    | { mode: 'choose'; name: string; chosen: PromotionCombination | null }
    | {
        mode: 'add';
        added: ReadonlySet<number>;
        onAdd: (combination: PromotionCombination) => void;
      }
  ),
) {
  const text = useAdminText();
  const id = useId();
  const fetcher = useFetcher<PromotionCombination[]>();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(props.mode === 'choose' ? props.chosen : null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const search = (value: string) => {
    const q = value.trim();
    if (q.length >= MIN_QUERY) {
      void fetcher.load(`${COMBINATION_SEARCH_PATH}?q=${encodeURIComponent(q)}`);
    }
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const found = fetcher.data ?? null;
  const results = (found ?? []).filter((c) => c.id !== chosen?.id);
  const status =
    fetcher.state === 'loading'
      ? text('pickerCombinationLoading')
      : found === null
        ? text('pickerCombinationHint')
        : found.length === 0
          ? text('pickerCombinationNone')
          : text('pickerCombinationFound', { count: found.length });

  const radio = (combination: PromotionCombination) =>
    props.mode === 'choose' ? (
      <li key={combination.id}>
        <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-cream-100">
          <input
            type="radio"
            name={props.name}
            value={String(combination.id)}
            checked={chosen?.id === combination.id}
            onChange={() => setChosen(combination)}
            className="size-4 accent-plum-900"
          />
          <CombinationFacts combination={combination} />
        </label>
      </li>
    ) : (
      <li
        key={combination.id}
        className="flex min-h-12 items-center justify-between gap-3 rounded-lg px-2"
      >
        <CombinationFacts combination={combination} />
        <button
          type="button"
          disabled={props.added.has(combination.id)}
          onClick={() => props.onAdd(combination)}
          aria-label={text(
            props.added.has(combination.id) ? 'pickerCombinationAddedName' : 'pickerCombinationAdd',
            { name: combinationName(combination) },
          )}
          className={BUTTON_CLASS.secondary}
        >
          {text(
            props.added.has(combination.id)
              ? 'pickerCombinationAdded'
              : 'pickerCombinationAddShort',
          )}
        </button>
      </li>
    );

  return (
    <fieldset
      className="rounded-2xl border border-blush-200 p-4"
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-bold text-plum-900">{props.label}</legend>
      {props.error ? (
        <p id={`${id}-error`} className="mb-2 text-sm font-medium text-berry-700">
          {props.error}
        </p>
      ) : null}
      {chosen ? (
        <ul
          className="mb-3 border-b border-blush-200 pb-3"
          aria-label={text('pickerCombinationChosen')}
        >
          {radio(chosen)}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <label htmlFor={`${id}-search`} className="sr-only">
          {text('pickerCombinationSearch')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          placeholder={text('pickerCombinationSearch')}
          aria-controls={`${id}-list`}
          aria-describedby={`${id}-status`}
          className={`${CONTROL_CLASS} h-11 rounded-xl border border-plum-900/20`}
          onChange={(event) => {
            const value = event.target.value;
            setQuery(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => search(value), DEBOUNCE_MS);
          }}
          // Enter searches now and never submits the promotion's form.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            clearTimeout(timer.current);
            search(query);
          }}
        />
        <button type="button" onClick={() => search(query)} className={BUTTON_CLASS.secondary}>
          {text('pickerCombinationFind')}
        </button>
      </div>
      <p id={`${id}-status`} className="mt-1 text-xs text-plum-600" aria-live="polite">
        {status}
      </p>
      <ul id={`${id}-list`} className="mt-2 flex max-h-72 flex-col gap-1 overflow-y-auto">
        {results.map(radio)}
      </ul>
    </fieldset>
  );
}
