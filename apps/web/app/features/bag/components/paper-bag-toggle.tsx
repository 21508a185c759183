import { useId } from 'react';
import { BAG_FIELDS as F, BAG_INTENTS } from '../bag-intents';
import type { CartVoucher } from '../types';
import { BAG_FETCHERS, useBagFetcher } from '../use-bag-answer';
import { useBagText } from '~/features/bag/text/index';

/**
 * The paper-bag voucher (000 §4: selectable, and kept when other promotions change): a switch
 * that submits the opposite of its state, shown switched at once while the change is sent.
 */
export function PaperBagToggle({ voucher, on }: { voucher: CartVoucher; on: boolean }) {
  const text = useBagText();
  const titleId = useId();
  const textId = useId();
  const { fetcher, pending, answer } = useBagFetcher(BAG_FETCHERS.paperBag, [
    BAG_INTENTS.paperBagOn,
    BAG_INTENTS.paperBagOff,
  ]);
  const checked = pending ? pending === BAG_INTENTS.paperBagOn : on;
  return (
    <fetcher.Form method="post">
      <input
        type="hidden"
        name={F.intent}
        value={checked ? BAG_INTENTS.paperBagOff : BAG_INTENTS.paperBagOn}
      />
      <input type="hidden" name={F.voucherId} value={voucher._id} />
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p id={titleId} className="text-sm font-semibold text-plum-900">
            {voucher.name || text('orderPaperBagTitle')}
          </p>
          <p id={textId} className="text-xs text-plum-700">
            {voucher.description || text('orderPaperBagText')}
          </p>
        </div>
        <button
          type="submit"
          role="switch"
          aria-checked={checked}
          aria-labelledby={titleId}
          aria-describedby={textId}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${checked ? 'bg-rose-600' : 'bg-plum-500/30'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
      {answer && !answer.ok ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-berry-700">
          {answer.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
