import { BAG_FIELDS as F } from '../bag-intents';
import { useBagText } from '~/features/bag/text/index';

const stepButton =
  'inline-flex size-9 sm:size-10 items-center justify-center rounded-full text-lg font-semibold text-plum-900 transition hover:bg-blush-100 disabled:cursor-not-allowed disabled:text-plum-500/40 disabled:hover:bg-transparent';

/**
 * − quantity + for a bag line, inside the line's update form: each button submits the new
 * quantity (1…limit) as `quantity`, so it works without JavaScript too.
 */
export function QuantityStepper({
  name,
  quantity,
  limit,
  disabled = false,
}: {
  /** The product's name, for the buttons' labels. */
  name: string;
  quantity: number;
  limit: number;
  disabled?: boolean;
}) {
  const text = useBagText();
  const max = Math.max(1, limit);
  return (
    <div
      role="group"
      aria-label={text('orderQuantityFor', { name })}
      className="inline-flex items-center rounded-full bg-white ring-1 ring-blush-300"
    >
      <button
        type="submit"
        name={F.quantity}
        value={quantity - 1}
        disabled={disabled || quantity <= 1}
        aria-label={text('orderDecrease', { name })}
        className={stepButton}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-sm font-bold tabular-nums">
        <span className="sr-only">{text('orderQuantity')}: </span>
        {quantity}
      </output>
      <button
        type="submit"
        name={F.quantity}
        value={quantity + 1}
        disabled={disabled || quantity >= max}
        aria-label={text('orderIncrease', { name })}
        className={stepButton}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
