import { useState } from 'react';
import { POINT_VALUE } from '@kilau/domain/points';
import { BEAUTY_POINT_BASE, formatRupiah } from '@kilau/domain/shared';
import { Modal } from '~/components/ui/modal';
import { useText } from '~/lib/i18n';

/**
 * The info point modal (001 §2): what Beauty Points are — one per Rp 50.000 of goods paid,
 * earned on delivery; Rp 1.000 off each in the bag, not with a voucher; no expiry, no cash, taken
 * back on a return. The bag's points block and the account's points card open it.
 */
export function InfoPointButton({
  className = '',
  onDark = false,
}: {
  className?: string;
  /** On a dark card (the account's points): light words. */
  onDark?: boolean;
}) {
  const text = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold underline underline-offset-4 ${
          onDark ? 'text-blush-200 hover:text-cream-50' : 'text-rose-700 hover:text-rose-800'
        } ${className}`}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-5 items-center justify-center rounded-full border-2 border-current text-[0.7rem] font-bold no-underline"
        >
          i
        </span>
        {text('infoPointOpen')}
      </button>
      <Modal
        kind="infoPoint"
        open={open}
        onClose={() => setOpen(false)}
        title={text('infoPointTitle')}
      >
        <dl className="space-y-4 text-sm leading-relaxed text-plum-800">
          <div>
            <dt className="font-semibold text-plum-900">{text('infoPointEarnTitle')}</dt>
            <dd className="mt-1">
              {text('infoPointEarn', { base: formatRupiah(BEAUTY_POINT_BASE) })}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-plum-900">{text('infoPointUseTitle')}</dt>
            <dd className="mt-1">{text('infoPointUse', { value: formatRupiah(POINT_VALUE) })}</dd>
          </div>
          <div>
            <dt className="font-semibold text-plum-900">{text('infoPointKeepTitle')}</dt>
            <dd className="mt-1">{text('infoPointKeep')}</dd>
          </div>
        </dl>
      </Modal>
    </>
  );
}
