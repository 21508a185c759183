import { useId } from 'react';
import { useMessage, useText } from '~/lib/i18n';

/**
 * The final ADD TO BAG of the option, pack and quick-view modals. The bag does not exist yet
 * (issue 6), so the button is disabled and says why; nothing pretends to add.
 */
export function BagNotReady({ productName }: { productName: string }) {
  const text = useText();
  const message = useMessage();
  const noteId = useId();
  return (
    <div>
      <button
        type="button"
        disabled
        aria-describedby={noteId}
        className="inline-flex min-h-12 w-full cursor-not-allowed items-center justify-center rounded-full bg-plum-900/40 px-6 text-sm font-bold tracking-wide text-white"
      >
        {message('label_add_to_bag')}
        <span className="sr-only"> {productName}</span>
      </button>
      <p id={noteId} className="mt-2 text-center text-xs text-plum-700">
        {text('bagNotReady')}
      </p>
    </div>
  );
}
