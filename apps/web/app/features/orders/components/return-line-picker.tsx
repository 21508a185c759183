import { useId } from 'react';
import { MinusIcon, PlusIcon } from '~/components/ui/icons';
import { Image } from '~/components/ui/image';
import { RETURN_FIELDS } from '../lib/return-form';
import type { ReturnableLine } from '../types';
import { useOrdersText } from '~/features/orders/text';

/** Chosen lines: the order line's id → how many go back. */
export type ChosenLines = Readonly<Record<string, number>>;

const STEP_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-full text-plum-900 transition hover:bg-blush-100 disabled:cursor-not-allowed disabled:text-plum-900/30 disabled:hover:bg-transparent';

/** How many of a chosen line go back: −, the number, + (1 to what may still be returned). */
function QuantityStepper({
  line,
  value,
  error,
  onChange,
}: {
  line: ReturnableLine;
  value: number;
  error: string | undefined;
  onChange: (quantity: number) => void;
}) {
  const text = useOrdersText();
  const id = useId();
  const max = line.returnable_quantity;
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      <label htmlFor={id} className="text-xs font-semibold text-plum-700">
        {text('returnFormQuantity')}
      </label>
      <div className="inline-flex items-center rounded-full bg-white ring-1 ring-blush-300 focus-within:ring-2 focus-within:ring-rose-500">
        <button
          type="button"
          onClick={() => onChange(Math.max(1, value - 1))}
          disabled={value <= 1}
          aria-label={text('returnFormLess', { name: line.name })}
          className={STEP_BUTTON}
        >
          <MinusIcon className="size-4" />
        </button>
        <input
          id={id}
          name={RETURN_FIELDS.quantity(line.order_line_id)}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          value={String(value)}
          onChange={(event) => {
            const typed = Number(event.currentTarget.value.replace(/\D/g, ''));
            onChange(Number.isFinite(typed) ? typed : 0);
          }}
          aria-label={text('returnFormQuantityOf', { name: line.name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-10 bg-transparent text-center text-sm font-bold tabular-nums text-plum-900 focus:outline-none"
        />
        <button
          type="button"
          onClick={() => onChange(Math.min(max, value + 1))}
          disabled={value >= max}
          aria-label={text('returnFormMore', { name: line.name })}
          className={STEP_BUTTON}
        >
          <PlusIcon className="size-4" />
        </button>
      </div>
      <span className="text-xs text-plum-700">{text('returnFormOfQuantity', { count: max })}</span>
      {error ? (
        <p id={`${id}-error`} className="w-full text-right text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The order's lines as cards to tick (picture, brand, name, variant), each chosen one with its
 * quantity stepper; a line already returned in full stays, greyed, to say so.
 */
export function ReturnLinePicker({
  lines,
  chosen,
  onChange,
  errorFor,
}: {
  lines: readonly ReturnableLine[];
  chosen: ChosenLines;
  onChange: (lineId: string, quantity: number | null) => void;
  errorFor: (name: string) => string | undefined;
}) {
  const text = useOrdersText();
  const base = useId();
  return (
    <ul className="space-y-3">
      {lines.map((line) => {
        const id = `${base}-${line.order_line_id}`;
        const closed = line.returnable_quantity < 1;
        const quantity = chosen[line.order_line_id];
        const picked = quantity !== undefined;
        return (
          <li
            key={line.order_line_id}
            className={`rounded-2xl bg-white p-3 ring-1 transition sm:p-4 ${
              picked ? 'ring-2 ring-plum-900' : 'ring-blush-200 hover:ring-plum-900/40'
            } ${closed ? 'opacity-60' : ''}`}
          >
            <div className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                name={RETURN_FIELDS.lines}
                value={line.order_line_id}
                checked={picked}
                disabled={closed}
                onChange={(event) =>
                  onChange(line.order_line_id, event.currentTarget.checked ? 1 : null)
                }
                className="mt-6 size-5 shrink-0 cursor-pointer accent-plum-900 disabled:cursor-not-allowed"
              />
              <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer gap-3">
                <Image
                  src={line.image}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-16 shrink-0 rounded-xl bg-cream-100 object-cover ring-1 ring-blush-100 sm:size-[4.5rem]"
                />
                <span className="min-w-0 flex-1">
                  {line.brand ? (
                    <span className="block truncate text-[0.7rem] font-bold uppercase tracking-[0.08em] text-plum-700">
                      {line.brand}
                    </span>
                  ) : null}
                  <span className="line-clamp-2 text-sm font-semibold leading-snug text-plum-900">
                    {line.name}
                  </span>
                  {line.variant ? (
                    <span className="mt-0.5 block text-xs text-plum-700">{line.variant}</span>
                  ) : null}
                  <span className="mt-0.5 block text-xs text-plum-700">
                    {closed
                      ? text('returnFormReturned')
                      : text('returnFormBought', { count: line.quantity })}
                  </span>
                </span>
              </label>
            </div>
            {picked ? (
              <div className="mt-3 border-t border-blush-100 pt-3">
                <QuantityStepper
                  line={line}
                  value={quantity}
                  error={errorFor(RETURN_FIELDS.quantity(line.order_line_id))}
                  onChange={(next) => onChange(line.order_line_id, next)}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
