import { useRevalidator } from 'react-router';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { BagIcon } from '~/components/ui/icons';
import { useBagText } from '~/features/bag/text/index';

/**
 * The bag could not be read (000 §8: a cart fetch error flags the order page): a clear state
 * with a retry, instead of an empty bag that would mislead or a crash. Without JavaScript the
 * retry is a plain link to the page.
 */
export function CartError() {
  const text = useBagText();
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  return (
    <section
      role="alert"
      aria-labelledby="order-error-title"
      className="mx-auto max-w-xl rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-blush-200/70"
    >
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-berry-700/10 text-berry-700">
        <BagIcon className="size-8" />
      </span>
      <h2 id="order-error-title" className="mt-4 font-display text-2xl font-semibold text-plum-900">
        {text('orderErrorTitle')}
      </h2>
      <p className="mt-2 text-plum-700">{text('orderErrorText')}</p>
      <a
        href="/order"
        onClick={(event) => {
          event.preventDefault();
          void revalidator.revalidate();
        }}
        aria-disabled={busy || undefined}
        className={`${BUTTON_CLASS.primary} mt-6`}
      >
        {busy ? text('orderUpdating') : text('orderRetry')}
      </a>
    </section>
  );
}
