import { useId, useMemo, useState, type FormEvent } from 'react';
import { createOrderDateRangeSchema, type StatusBucket } from '@kilau/domain/orders';
import { BUTTON_CLASS, FormMessage, TextField } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import { useFormValidation } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useMessage } from '~/lib/i18n';
import { daysBefore, todayWib } from '../lib/filter';
import type { OrderFilter } from '../types';
import { useOrdersText } from '~/features/orders/text';

const OPTION_CLASS =
  'flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-2xl bg-white px-4 text-sm font-semibold text-plum-900 ring-1 ring-blush-200 transition hover:ring-plum-900 has-[:checked]:bg-plum-900 has-[:checked]:text-cream-50 has-[:checked]:ring-plum-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600';

/**
 * The status filter (000 §4 "Order list"): the order states grouped into buckets by their
 * formatted name, one chosen at a time (or all). Applying it resets the list.
 */
export function StatusFilterModal({
  open,
  buckets,
  value,
  onClose,
  onApply,
}: {
  open: boolean;
  buckets: readonly StatusBucket[];
  value: string | null;
  onClose: () => void;
  onApply: (status: string | null) => void;
}) {
  const text = useOrdersText();
  return (
    <Modal kind="orderStatusFilter" open={open} onClose={onClose} title={text('ordersStatusTitle')}>
      {/* Mounted afresh on each opening, so the choice starts from the list's filter. */}
      <StatusForm buckets={buckets} value={value} onApply={onApply} />
    </Modal>
  );
}

function StatusForm({
  buckets,
  value,
  onApply,
}: {
  buckets: readonly StatusBucket[];
  value: string | null;
  onApply: (status: string | null) => void;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const [choice, setChoice] = useState<string>(value ?? '');
  const name = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(choice || null);
  };
  const options = [
    { value: '', label: text('ordersFilterAllStatus') },
    ...buckets.map((bucket) => ({ value: bucket.group, label: message(bucket.label) })),
  ];
  return (
    <form onSubmit={submit}>
      <fieldset>
        <legend className="mb-3 text-sm text-plum-700">{text('ordersStatusLegend')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <label key={option.value || 'all'} className={OPTION_CLASS}>
              <span>{option.label}</span>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="size-4 accent-rose-500"
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <button type="button" onClick={() => setChoice('')} className={BUTTON_CLASS.secondary}>
          {text('ordersReset')}
        </button>
        <button type="submit" className={BUTTON_CLASS.primary}>
          {text('ordersApply')}
        </button>
      </div>
    </form>
  );
}

/**
 * The date-range filter: order dates from and to, as WIB calendar days (the chip then reads
 * them `dd - MM - yy`, 000 §9). Either end may stay open; a start after the end is refused.
 */
export function DateRangeModal({
  open,
  value,
  now,
  onClose,
  onApply,
}: {
  open: boolean;
  value: Pick<OrderFilter, 'from' | 'to'>;
  now: number;
  onClose: () => void;
  onApply: (range: Pick<OrderFilter, 'from' | 'to'>) => void;
}) {
  const text = useOrdersText();
  return (
    <Modal kind="orderDateRange" open={open} onClose={onClose} title={text('ordersDateTitle')}>
      <DateForm value={value} now={now} onApply={onApply} />
    </Modal>
  );
}

const PRESETS = [
  { label: 'ordersDateLast7', days: 6 },
  { label: 'ordersDateLast30', days: 29 },
  { label: 'ordersDateLast90', days: 89 },
] as const;

function DateForm({
  value,
  now,
  onApply,
}: {
  value: Pick<OrderFilter, 'from' | 'to'>;
  now: number;
  onApply: (range: Pick<OrderFilter, 'from' | 'to'>) => void;
}) {
  const text = useOrdersText();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const today = todayWib(now);
  const reversed = text('ordersDateReversed');
  const parse = useMemo(
    () =>
      schemaParse(createOrderDateRangeSchema(reversed), (data) => ({
        from: String(data.get('from') ?? ''),
        to: String(data.get('to') ?? ''),
      })),
    [reversed],
  );
  const form = useFormValidation({ parse, onValid: onApply });
  const error = form.errorFor('to');
  const choose = (start: string, end: string) => {
    setFrom(start);
    setTo(end);
    form.set('from', start);
    form.set('to', end);
  };

  return (
    <form {...form.formProps}>
      <p className="mb-2 text-xs font-semibold uppercase tracking-[0.12em] text-plum-700">
        {text('ordersDatePresets')}
      </p>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => {
          const start = daysBefore(now, preset.days);
          const active = from === start && to === today;
          return (
            <button
              key={preset.label}
              type="button"
              aria-pressed={active}
              onClick={() => choose(start, today)}
              className="inline-flex min-h-10 items-center rounded-full bg-white px-4 text-xs font-bold text-plum-900 ring-1 ring-blush-300 transition hover:ring-plum-900 aria-pressed:bg-plum-900 aria-pressed:text-cream-50 aria-pressed:ring-plum-900"
            >
              {text(preset.label)}
            </button>
          );
        })}
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField
          name="from"
          type="date"
          label={text('ordersDateFrom')}
          value={from}
          max={to || today}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextField
          name="to"
          type="date"
          label={text('ordersDateTo')}
          value={to}
          min={from || undefined}
          max={today}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
      </div>
      <p className="mt-2 text-xs text-plum-700">{text('ordersDateHint')}</p>
      {error ? (
        <div className="mt-4">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      ) : null}
      <div className="mt-6 grid grid-cols-2 gap-3">
        <button type="button" onClick={() => choose('', '')} className={BUTTON_CLASS.secondary}>
          {text('ordersReset')}
        </button>
        <button type="submit" className={BUTTON_CLASS.primary}>
          {text('ordersApply')}
        </button>
      </div>
    </form>
  );
}
