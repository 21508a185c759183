import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminLuckyDrawPrize } from '@kilau/domain/admin';
import type { AdminPartnerPrize } from '@kilau/domain/rewards';
import { formatRupiah } from '@kilau/domain/shared';
import { oddsNow } from '../play-forms';
import { useAdminText, type AdminTextKey } from '../text';
import { ActiveBadge } from './active-badge';
import { SortedTable } from './sorted-table';

const prizeColumn = createColumnHelper<AdminLuckyDrawPrize>();
const partnerColumn = createColumnHelper<AdminPartnerPrize>();
const LINK_CLASS = 'font-semibold text-plum-900 underline-offset-4 hover:underline';

/** A prize's value in words: "Potongan Rp10.000", "Potongan 10% · maks. Rp20.000", … */
export function usePrizeValue() {
  const text = useAdminText();
  return (prize: AdminLuckyDrawPrize) => {
    const max = prize.max_discount
      ? ` · ${text('luckyDrawValueMax', { amount: formatRupiah(prize.max_discount) })}`
      : '';
    if (prize.discount_type === 'amount') {
      return text('luckyDrawValueAmount', { amount: formatRupiah(prize.amount ?? 0) });
    }
    if (prize.discount_type === 'percentage') {
      return text('luckyDrawValuePercent', { percent: prize.percentage ?? 0 }) + max;
    }
    return text('luckyDrawValueShipping') + max;
  };
}

/** The draw's prizes: code and name (to its form), value, claimed of the quota, left, odds now. */
export function LuckyDrawTable({ prizes }: { prizes: AdminLuckyDrawPrize[] }) {
  const text = useAdminText();
  const valueOf = usePrizeValue();
  const columns = useMemo(
    () => [
      prizeColumn.accessor('code', {
        header: text('luckyDrawColumnPrize'),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <Link
              to={`/admin/lucky-draw/${row.original.id}`}
              aria-label={text('luckyDrawEditLink', { code: row.original.code })}
              className={LINK_CLASS}
            >
              {row.original.code}
            </Link>
            <span className="text-xs text-plum-700">{row.original.name}</span>
          </div>
        ),
      }),
      prizeColumn.display({
        id: 'value',
        header: text('luckyDrawColumnValue'),
        cell: ({ row }) => valueOf(row.original),
      }),
      prizeColumn.accessor('claimed', {
        header: text('luckyDrawColumnClaimed'),
        cell: ({ row }) =>
          text('luckyDrawClaimedOf', { claimed: row.original.claimed, quota: row.original.quota }),
      }),
      prizeColumn.accessor('remaining', { header: text('luckyDrawColumnLeft') }),
      prizeColumn.display({
        id: 'odds',
        header: text('luckyDrawColumnOdds'),
        cell: ({ row }) => `${(oddsNow(row.original, prizes) * 100).toFixed(1)}%`,
      }),
      prizeColumn.accessor('is_active', {
        header: text('luckyDrawColumnStatus'),
        cell: ({ getValue }) => <ActiveBadge active={getValue()} />,
      }),
    ],
    [text, valueOf, prizes],
  );
  return (
    <SortedTable
      data={prizes}
      columns={columns}
      caption={text('luckyDrawCaption')}
      empty={text('luckyDrawEmpty')}
    />
  );
}

/** The partner prizes: name (to its form), partner, cost, stock, redeemed, offered or not. */
export function PartnerPrizeTable({ prizes }: { prizes: AdminPartnerPrize[] }) {
  const text = useAdminText();
  const columns = useMemo(
    () => [
      partnerColumn.accessor('name', {
        header: text('partnerPrizesColumnName'),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <Link
              to={`/admin/partner-prizes/${row.original.id}`}
              aria-label={text('partnerPrizesEditLink', { name: row.original.name })}
              className={LINK_CLASS}
            >
              {row.original.name}
            </Link>
            <span className="text-xs text-plum-700">
              {text(`partnerKind_${row.original.kind}` as AdminTextKey)}
            </span>
          </div>
        ),
      }),
      partnerColumn.accessor('partner_name', { header: text('partnerPrizesColumnPartner') }),
      partnerColumn.accessor('cost', {
        header: text('partnerPrizesColumnCost'),
        cell: ({ row }) =>
          text(row.original.balance_kind === 'points' ? 'partnerCostPoints' : 'partnerCostTokens', {
            cost: row.original.cost,
          }),
      }),
      partnerColumn.accessor('stock', {
        header: text('partnerPrizesColumnStock'),
        cell: ({ getValue }) => getValue() ?? text('partnerPrizesUnlimited'),
      }),
      partnerColumn.accessor('redeemed', { header: text('partnerPrizesColumnRedeemed') }),
      partnerColumn.accessor('is_active', {
        header: text('partnerPrizesColumnStatus'),
        cell: ({ getValue }) => <ActiveBadge active={getValue()} />,
      }),
    ],
    [text],
  );
  return (
    <SortedTable
      data={prizes}
      columns={columns}
      caption={text('partnerPrizesCaption')}
      empty={text('partnerPrizesEmpty')}
    />
  );
}
