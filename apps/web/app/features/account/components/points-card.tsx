import { BEAUTY_POINT_BASE, formatRupiah } from '@kilau/domain/shared';
import { InfoPointButton } from '~/components/points/info-point';
import { WalletIcon } from '~/components/ui/icons';
import { useAccountText } from '~/features/account/text';

/**
 * The member's Beauty Points on the account page: the balance, what it is worth, and the info
 * point modal (001 §2) that explains how points are earned, used and kept.
 */
export function PointsCard({
  points,
}: {
  points: { balance: number; point_value: number } | null;
}) {
  const text = useAccountText();
  return (
    <section
      aria-labelledby="account-points-title"
      className="flex flex-col gap-4 rounded-3xl bg-plum-900 p-5 text-cream-50 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-cream-50/15">
          <WalletIcon className="size-6" />
        </span>
        <div>
          <h2
            id="account-points-title"
            className="text-sm font-semibold uppercase tracking-[0.14em] text-blush-200"
          >
            {text('pointsTitle')}
          </h2>
          {points ? (
            <>
              <p className="mt-1 font-display text-3xl font-semibold">
                {text('pointsBalance', { points: points.balance.toLocaleString('id-ID') })}
              </p>
              <p className="mt-1 text-sm text-cream-100/90">
                {points.balance > 0
                  ? text('pointsWorth', {
                      amount: formatRupiah(points.balance * points.point_value),
                    })
                  : text('pointsNone', { base: formatRupiah(BEAUTY_POINT_BASE) })}
              </p>
            </>
          ) : (
            <p className="mt-1 text-sm text-cream-100/90">{text('pointsUnknown')}</p>
          )}
        </div>
      </div>
      <InfoPointButton onDark className="self-start sm:self-center" />
    </section>
  );
}
