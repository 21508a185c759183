import { useCallback, useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import type { AdminRedemption, RedemptionStatus } from '@kilau/domain/rewards';
import { BUTTON_CLASS, FormMessage, SelectField, TextField } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';
import {
  REDEMPTIONS_SEARCH_MAX,
  redemptionsHref,
  type RedemptionFilters,
} from '../lib/redemption-filters';
import type { RedemptionActionData } from '../redemption-forms';
import { useAdminText, type AdminTextKey } from '../text';
import { RedemptionMoveDialog, type RedemptionMove } from './redemption-move-dialog';
import { RedemptionTable } from './redemption-table';
import { LinkTabs } from './link-tabs';
import { PagingNav } from './paging-nav';

const TABS: Array<{ status: RedemptionStatus | null; label: AdminTextKey }> = [
  { status: 'requested', label: 'redemptionStatus_requested' },
  { status: 'fulfilled', label: 'redemptionStatus_fulfilled' },
  { status: 'cancelled', label: 'redemptionStatus_cancelled' },
  { status: null, label: 'redemptionsStatusAll' },
];

/** The states as tabs: links, so the address is the page's state. */
function StatusTabs({ filters }: { filters: RedemptionFilters }) {
  const text = useAdminText();
  return (
    <LinkTabs
      label={text('redemptionsStatusNav')}
      tabs={TABS.map((tab) => ({
        key: tab.label,
        to: redemptionsHref({ ...filters, status: tab.status }),
        label: text(tab.label),
        current: tab.status === filters.status,
      }))}
    />
  );
}

/** The member search and the prize: a GET form, so the address is the page's state. */
function FiltersForm({
  filters,
  prizes,
}: {
  filters: RedemptionFilters;
  prizes: Array<{ id: number; name: string }>;
}) {
  const text = useAdminText();
  const listed = filters.prizeId === null || prizes.some((prize) => prize.id === filters.prizeId);
  return (
    <Form
      method="get"
      key={JSON.stringify(filters)}
      role="search"
      aria-label={text('redemptionsFilters')}
      className="flex flex-wrap items-end gap-4 rounded-2xl border border-blush-200 bg-white p-4"
    >
      <input type="hidden" name="status" value={filters.status ?? 'all'} />
      <TextField
        name="user"
        type="search"
        label={text('redemptionsSearch')}
        maxLength={REDEMPTIONS_SEARCH_MAX}
        defaultValue={filters.user}
        className="min-w-[16rem] flex-1"
      />
      <SelectField
        name="prize_id"
        label={text('redemptionsPrize')}
        defaultValue={filters.prizeId === null ? '' : String(filters.prizeId)}
        className="min-w-[14rem]"
      >
        <option value="">{text('redemptionsAnyPrize')}</option>
        {prizes.map((prize) => (
          <option key={prize.id} value={prize.id}>
            {prize.name}
          </option>
        ))}
        {listed ? null : (
          <option value={filters.prizeId ?? ''}>
            {text('redemptionsPrizeNumber', { id: filters.prizeId ?? '' })}
          </option>
        )}
      </SelectField>
      <div className="flex gap-2">
        <button type="submit" className={BUTTON_CLASS.primary}>
          {text('redemptionsApply')}
        </button>
        <Link
          to={redemptionsHref({ status: filters.status, user: '', prizeId: null })}
          className={BUTTON_CLASS.secondary}
        >
          {text('redemptionsClear')}
        </Link>
      </div>
    </Form>
  );
}

/**
 * /admin/reward-redemptions: the states, the filters, the list with each requested
 * redemption's moves (a confirmation dialog each), the pages; the API's answer as a toast, and
 * above the list once saved.
 */
export function RedemptionQueue({
  rows,
  total,
  filters,
  skip,
  limit,
  prizes,
  mayMove,
  answer,
}: {
  rows: AdminRedemption[];
  total: number;
  filters: RedemptionFilters;
  skip: number;
  limit: number;
  prizes: Array<{ id: number; name: string }>;
  mayMove: boolean;
  answer: RedemptionActionData | undefined;
}) {
  const text = useAdminText();
  const toast = useToast();
  // The move being confirmed, and the answer shown when it was opened (a newer success closes it).
  const [moving, setMoving] = useState<{
    move: RedemptionMove;
    answer: RedemptionActionData | undefined;
  } | null>(null);
  const onMove = useCallback((move: RedemptionMove) => setMoving({ move, answer }), [answer]);
  const open = moving !== null && !(answer?.ok && answer !== moving.answer);
  const refusal = answer && !answer.ok && answer !== moving?.answer ? answer : undefined;

  useEffect(() => {
    if (!answer?.message) return;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  }, [answer, toast]);

  const last = skip + rows.length;
  return (
    <div className="flex flex-col gap-5">
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold text-plum-900">
          {text('redemptionsTitle')}
        </h1>
        <p className="mt-1 text-plum-700">{text('redemptionsIntro')}</p>
      </header>
      <StatusTabs filters={filters} />
      <FiltersForm filters={filters} prizes={prizes} />
      {answer?.ok && answer.message ? (
        <FormMessage tone="success">{answer.message}</FormMessage>
      ) : null}
      <RedemptionTable rows={rows} filters={filters} mayMove={mayMove} onMove={onMove} />
      {rows.length > 0 || skip > 0 ? (
        <PagingNav
          label={text('redemptionsPaging')}
          range={
            rows.length > 0 ? text('redemptionsRange', { first: skip + 1, last, total }) : null
          }
          previous={
            skip > 0
              ? {
                  href: redemptionsHref(filters, Math.max(0, skip - limit)),
                  label: text('redemptionsPrevious'),
                }
              : null
          }
          next={
            last < total
              ? { href: redemptionsHref(filters, skip + limit), label: text('redemptionsNext') }
              : null
          }
        />
      ) : null}
      <RedemptionMoveDialog
        move={open ? (moving?.move ?? null) : null}
        answer={refusal && refusal.id === moving?.move.row.id ? refusal : undefined}
        onClose={() => setMoving(null)}
      />
    </div>
  );
}
