import { useRef, useState } from 'react';
import { checkEgiftInfo, quantityLimit } from '@kilau/domain/cart';
import { MinusIcon, PlusIcon } from '~/components/ui/icons';
import { useFormValidation, type FormParsed } from '~/hooks/use-form-validation';
import type { BagAddMode, BagEgiftInfo } from '~/lib/bag-actions';
import { useMessage } from '~/lib/i18n';
import { productBagRequest } from '../../lib/bag-request';
import type { ProductCombination, ProductDetail } from '../../types';
import { BagButton, useBagAdd } from '../add-to-bag-button';
import { EgiftFields } from './egift-fields';
import { StickyBagBar } from './sticky-bag-bar';
import { useCatalogText } from '~/features/catalog/text';

/** The e-gift fields of the form as the cart takes them (blank optional fields left out). */
function egiftInput(data: FormData): BagEgiftInfo {
  const value = (name: string) => {
    const entry = data.get(name);
    return typeof entry === 'string' ? entry.trim() : '';
  };
  const optional = (name: 'recipient_name' | 'sender_name' | 'message') =>
    value(name) ? { [name]: value(name) } : {};
  return {
    recipient_email: value('recipient_email'),
    delivery_date: value('delivery_date'),
    ...optional('recipient_name'),
    ...optional('sender_name'),
    ...optional('message'),
  };
}

/** How many units of a combination one add may ask for: the per-order limit, and stock. */
export function quantityCap(
  product: Pick<ProductDetail, 'max_limit_per_order'>,
  combination: ProductCombination | null,
): number {
  const limit = quantityLimit({ max_limit_per_order: product.max_limit_per_order ?? null });
  if (!combination || combination.is_pre_order) return limit;
  return Math.max(1, Math.min(limit, combination.stock));
}

/**
 * The product page's buy box (000 §4): the quantity (1 up to min(20, the product's own limit)),
 * the e-gift recipient for an e-gift card, ADD TO BAG and BUY NOW. BUY NOW adds, then goes to the
 * bag — a guest logs in first (the bag feature handles who goes where). On a phone, once these
 * buttons scroll away, the sticky bar offers ADD TO BAG for this form.
 */
export function BuyBox({
  product,
  selected,
  serverNow,
}: {
  product: ProductDetail;
  selected: ProductCombination | null;
  serverNow: number;
}) {
  const text = useCatalogText();
  const message = useMessage();
  const { busy, run } = useBagAdd();
  const isEgift = product.classification === 'egift';
  const cap = quantityCap(product, selected);
  const limit = quantityLimit({ max_limit_per_order: product.max_limit_per_order ?? null });
  const [wanted, setWanted] = useState(1);
  const buttons = useRef<HTMLDivElement>(null);
  const quantity = Math.min(Math.max(1, wanted), cap);
  // The domain's e-gift rule, the one the cart API applies: its problems by field.
  const parse = (data: FormData): FormParsed<BagEgiftInfo | undefined> => {
    if (!isEgift) return { ok: true, data: undefined };
    const egift = egiftInput(data);
    const problems = Object.entries(checkEgiftInfo(egift, new Date()));
    return problems.length === 0
      ? { ok: true, data: egift }
      : { ok: false, fields: Object.fromEntries(problems.map(([f, code]) => [f, message(code)])) };
  };
  const validation = useFormValidation({
    parse,
    onValid(egift, event) {
      if (!selected) return;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const mode: BagAddMode = submitter?.getAttribute('value') === 'buy' ? 'buy' : 'add';
      void run(productBagRequest(product, selected, { quantity, egift }), mode);
    },
  });

  const step =
    'inline-flex size-11 items-center justify-center rounded-full text-plum-900 transition hover:bg-blush-100 disabled:cursor-not-allowed disabled:text-plum-500/50 disabled:hover:bg-transparent';
  return (
    <form {...validation.formProps} className="space-y-4">
      {isEgift ? <EgiftFields today={serverNow} errorFor={validation.errorFor} /> : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div
          role="group"
          aria-label={text('quantityLabel')}
          className="inline-flex items-center rounded-full bg-white p-0.5 ring-1 ring-blush-300"
        >
          <button
            type="button"
            onClick={() => setWanted(quantity - 1)}
            disabled={quantity <= 1}
            aria-label={text('quantityDecrease')}
            className={step}
          >
            <MinusIcon className="size-4" />
          </button>
          <input
            type="number"
            inputMode="numeric"
            name="quantity"
            min={1}
            max={cap}
            value={quantity}
            onChange={(event) => setWanted(Number(event.target.value) || 1)}
            aria-label={text('quantityLabel')}
            className="w-12 appearance-none bg-transparent text-center text-base font-bold text-plum-900 [-moz-appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <button
            type="button"
            onClick={() => setWanted(quantity + 1)}
            disabled={quantity >= cap}
            aria-label={text('quantityIncrease')}
            className={step}
          >
            <PlusIcon className="size-4" />
          </button>
        </div>
        <p className="text-xs text-plum-700">{text('maxPerOrder', { count: limit })}</p>
      </div>
      <div ref={buttons} className="grid gap-3 sm:grid-cols-2">
        <BagButton
          look="secondary"
          busy={busy === 'buy'}
          disabled={!selected || busy === 'add'}
          submit="buy"
        >
          {text('buyNow')}
        </BagButton>
        <BagButton busy={busy === 'add'} disabled={!selected || busy === 'buy'} submit="add">
          {message('label_add_to_bag')}
        </BagButton>
      </div>
      {/* Inside the form: its button submits this form, with this quantity. */}
      <StickyBagBar
        anchor={buttons}
        product={product}
        selected={selected}
        busy={busy === 'add'}
        disabled={!selected || busy === 'buy'}
      />
    </form>
  );
}
