import { useState } from 'react';
import type { StatusBucket } from '@kilau/domain/orders';
import { ChevronDownIcon, CloseIcon, FilterIcon } from '~/components/ui/icons';
import { useMessage } from '~/lib/i18n';
import { chipDate, isFiltered, NO_FILTER } from '../lib/filter';
import type { OrderFilter } from '../types';
import { DateRangeModal, StatusFilterModal } from './filter-modals';
import { CalendarIcon } from './order-icons';
import { useOrdersText } from '~/features/orders/text';

const CHIP =
  'inline-flex min-h-11 items-center gap-2 rounded-full border bg-white pl-4 pr-3 text-sm font-semibold text-plum-900 transition hover:border-plum-900';

/** The date chip's text: `dd - MM - yy` days (000 §9), either end open. */
function useRangeLabel(filter: OrderFilter): string | null {
  const text = useOrdersText();
  if (filter.from && filter.to) {
    return text('ordersFilterRange', { from: chipDate(filter.from), to: chipDate(filter.to) });
  }
  if (filter.from) return text('ordersFilterFrom', { from: chipDate(filter.from) });
  if (filter.to) return text('ordersFilterUntil', { to: chipDate(filter.to) });
  return null;
}

/**
 * The history's filters: a status chip (opens the status filter modal) and a date chip (opens
 * the date-range modal), each with its own remove button when set, and "clear all".
 */
export function FilterBar({
  filter,
  buckets,
  now,
  onChange,
}: {
  filter: OrderFilter;
  buckets: readonly StatusBucket[];
  now: number;
  onChange: (filter: OrderFilter) => void;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const [open, setOpen] = useState<'status' | 'date' | null>(null);
  const bucket = buckets.find((candidate) => candidate.group === filter.status) ?? null;
  const statusLabel = bucket ? message(bucket.label) : text('ordersFilterAllStatus');
  const rangeLabel = useRangeLabel(filter);
  const statusName = text('ordersFilterStatus');
  const dateName = text('ordersFilterDate');

  return (
    <div
      role="group"
      aria-label={text('ordersFilterLabel')}
      className="flex flex-wrap items-center gap-2"
    >
      <span className="inline-flex items-center gap-1.5 pr-1 text-sm font-semibold text-plum-700">
        <FilterIcon className="size-4" />
        <span className="sr-only sm:not-sr-only">{text('ordersFilterLabel')}</span>
      </span>

      <div className="inline-flex items-center">
        <button
          type="button"
          onClick={() => setOpen('status')}
          aria-haspopup="dialog"
          aria-label={`${text('ordersFilterChange', { name: statusName })}: ${statusLabel}`}
          className={`${CHIP} ${bucket ? 'border-plum-900 bg-blush-50' : 'border-plum-900/15'}`}
        >
          <span className="text-plum-700">{statusName}:</span> {statusLabel}
          <ChevronDownIcon className="size-4 text-plum-700" />
        </button>
        {bucket ? (
          <button
            type="button"
            onClick={() => onChange({ ...filter, status: null })}
            aria-label={text('ordersFilterRemove', { name: statusName })}
            className="-ml-1 inline-flex size-11 items-center justify-center rounded-full text-plum-700 hover:bg-blush-100"
          >
            <CloseIcon className="size-4" />
          </button>
        ) : null}
      </div>

      <div className="inline-flex items-center">
        <button
          type="button"
          onClick={() => setOpen('date')}
          aria-haspopup="dialog"
          aria-label={`${text('ordersFilterChange', { name: dateName })}: ${rangeLabel ?? text('ordersFilterAnyDate')}`}
          className={`${CHIP} ${rangeLabel ? 'border-plum-900 bg-blush-50' : 'border-plum-900/15'}`}
        >
          <CalendarIcon className="size-4 text-plum-700" />
          <span className="tabular-nums">{rangeLabel ?? text('ordersFilterAnyDate')}</span>
          <ChevronDownIcon className="size-4 text-plum-700" />
        </button>
        {rangeLabel ? (
          <button
            type="button"
            onClick={() => onChange({ ...filter, from: null, to: null })}
            aria-label={text('ordersFilterRemove', { name: dateName })}
            className="-ml-1 inline-flex size-11 items-center justify-center rounded-full text-plum-700 hover:bg-blush-100"
          >
            <CloseIcon className="size-4" />
          </button>
        ) : null}
      </div>

      {isFiltered(filter) ? (
        <button
          type="button"
          onClick={() => onChange(NO_FILTER)}
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
        >
          {text('ordersFilterClear')}
        </button>
      ) : null}

      <StatusFilterModal
        open={open === 'status'}
        buckets={buckets}
        value={filter.status}
        onClose={() => setOpen(null)}
        onApply={(status) => {
          setOpen(null);
          onChange({ ...filter, status });
        }}
      />
      <DateRangeModal
        open={open === 'date'}
        value={filter}
        now={now}
        onClose={() => setOpen(null)}
        onApply={(range) => {
          setOpen(null);
          onChange({ ...filter, ...range });
        }}
      />
    </div>
  );
}
