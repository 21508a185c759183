import { Link, useFetcher, useLocation } from 'react-router';
import { track } from '~/lib/analytics';
import { formatVariantLabel, productPath } from '@kilau/domain/catalog';
import { formatDate, formatRupiah } from '@kilau/domain/shared';
import { TrashIcon } from '~/components/ui/icons';
import { Image } from '~/components/ui/image';
import { useLocale, useMessage } from '~/lib/i18n';
import type { CartLine } from '~/lib/cart-api';
import { BAG_FIELDS as F, BAG_INTENTS, isBagAnswer } from '../bag-intents';
import { QuantityStepper } from './quantity-stepper';
import { useBagText } from '~/features/bag/text/index';

/** The option a line is for: `Shade: 01 Rosy` from its attributes, else the API's name. */
export function lineVariantLabel(line: CartLine, locale: 'id' | 'en'): string {
  return formatVariantLabel(line.combination?.attributes, locale) || (line.combination_name ?? '');
}

const lineHref = (line: CartLine) =>
  productPath({
    categorySlug: line.default_category?.slug || 'produk',
    productId: line.id,
    productSlug: line.slug,
  });

function LineHiddenFields({ line, cartId }: { line: CartLine; cartId: string }) {
  return (
    <>
      <input type="hidden" name={F.cartId} value={cartId} />
      <input type="hidden" name={F.lineId} value={line._id} />
      <input type="hidden" name={F.productId} value={line.id} />
      <input type="hidden" name={F.combinationId} value={line.combination_id} />
    </>
  );
}

/** Pre-order, e-gift, special-price and free badges and their details. */
function LineFacts({ line }: { line: CartLine }) {
  const text = useBagText();
  const locale = useLocale();
  const egift = line.egift_info;
  return (
    <>
      {line.is_pre_order || line.is_special_price || line.is_applied_free_product || egift ? (
        <p className="flex flex-wrap gap-1.5">
          {line.is_pre_order ? (
            <span className="rounded bg-plum-900 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-cream-50">
              {text('orderPreorder')}
            </span>
          ) : null}
          {egift ? (
            <span className="rounded bg-peach-200 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-plum-900">
              {text('orderEgift')}
            </span>
          ) : null}
          {line.is_special_price ? (
            <span className="rounded bg-rose-600 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-white">
              {text('orderSpecialPriceBadge')}
            </span>
          ) : null}
          {line.is_applied_free_product ? (
            <span className="rounded bg-leaf-700 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-white">
              {text('orderFreeBadge')}
            </span>
          ) : null}
        </p>
      ) : null}
      {line.is_pre_order && line.delivery_date ? (
        <p className="text-xs font-medium text-plum-800">
          {text('orderPreorderShips', { date: formatDate(line.delivery_date, locale) })}
        </p>
      ) : null}
      {egift ? (
        <ul className="space-y-0.5 text-xs text-plum-700">
          <li>
            {text('orderEgiftTo', { recipient: egift.recipient_name || egift.recipient_email })}
          </li>
          {egift.sender_name ? (
            <li>{text('orderEgiftFrom', { sender: egift.sender_name })}</li>
          ) : null}
          {egift.delivery_date ? (
            <li>{text('orderEgiftDelivery', { date: formatDate(egift.delivery_date, locale) })}</li>
          ) : null}
        </ul>
      ) : null}
      {line.is_pack && line.pack_content.length > 0 ? (
        <div className="rounded-xl bg-cream-100 px-3 py-2 text-xs text-plum-800">
          <p className="font-semibold">{text('orderPackContent')}</p>
          <ul className="mt-1 space-y-0.5">
            {line.pack_content.map((item) => (
              <li key={`${item.product_id}-${item.combination_id}`}>
                {item.quantity}× {item.name}
                {item.combination_name ? (
                  <span className="text-plum-600"> · {item.combination_name}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function LinePrice({ line }: { line: CartLine }) {
  const text = useBagText();
  const original = line.combination?.price ?? line.detail?.combination?.price ?? line.unit_price;
  const discounted = original > line.unit_price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="sr-only">{text('orderUnitPrice')}: </span>
      <span className={`font-semibold ${discounted ? 'text-rose-700' : 'text-plum-900'}`}>
        {formatRupiah(line.unit_price)}
      </span>
      {discounted ? (
        <s className="text-xs text-plum-600">
          <span className="sr-only">{text('priceBefore')}: </span>
          {formatRupiah(original)}
        </s>
      ) : null}
    </p>
  );
}

/** Why a line blocks checkout (000 §4: an unavailable product triggers a quantity error). */
function LineStockError({ line }: { line: CartLine }) {
  const text = useBagText();
  const message = useMessage();
  if (line.is_available && !line.quantity_error) return null;
  return (
    <p className="rounded-xl bg-berry-700/10 px-3 py-2 text-xs font-medium text-berry-700">
      <span className="font-bold">{message('out_of_stock')}.</span>{' '}
      {line.is_available && line.stock > 0
        ? text('orderStockLeft', { count: line.stock })
        : text('orderUnavailable')}
    </p>
  );
}

/**
 * One line of the bag: picture, brand, name (to the product), option, badges and details, unit
 * price (the original struck when discounted), the quantity stepper (1…quantity_limit) and
 * remove. Changes go through the page action with a fetcher: the new quantity shows at once and
 * the line hides while it is removed; a refusal brings it back with the reason.
 */
export function BagLine({
  line,
  cartId,
  onRemoved,
}: {
  line: CartLine;
  cartId: string;
  /** Called once the line's removal is sent (the page moves focus off the vanishing line). */
  onRemoved?: () => void;
}) {
  const text = useBagText();
  const locale = useLocale();
  const { pathname } = useLocation();
  const fetcher = useFetcher({ key: `order-line-${line._id}` });
  const pending = fetcher.formData?.get(F.intent);
  const removing = pending === BAG_INTENTS.remove;
  const wanted = pending === BAG_INTENTS.update ? Number(fetcher.formData?.get(F.quantity)) : NaN;
  const quantity = Number.isInteger(wanted) ? wanted : line.quantity;
  const answer = isBagAnswer(fetcher.data) && fetcher.state === 'idle' ? fetcher.data : null;
  const refusal = answer && !answer.ok ? answer.message : null;
  const variant = lineVariantLabel(line, locale);
  const nameId = `line-${line._id}-name`;
  const total = Number.isInteger(wanted) ? line.unit_price * quantity : line.total_price;

  if (removing) return null;

  return (
    <article
      aria-labelledby={nameId}
      className={`flex gap-3 py-5 sm:gap-5 ${line.is_available ? '' : 'opacity-90'}`}
    >
      <Link
        to={lineHref(line)}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0 self-start overflow-hidden rounded-2xl bg-white ring-1 ring-blush-200/70"
      >
        <Image
          src={line.image}
          alt=""
          width={112}
          height={112}
          loading="lazy"
          decoding="async"
          className={`size-20 object-contain p-1.5 sm:size-28 ${line.is_available ? '' : 'grayscale'}`}
        />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="truncate text-[0.7rem] font-bold uppercase tracking-[0.08em] text-plum-700">
              {line.brand?.name}
            </p>
            <h3 id={nameId} className="text-sm font-medium leading-snug text-plum-900 sm:text-base">
              <Link to={lineHref(line)} className="line-clamp-2 hover:text-rose-700">
                {line.name}
              </Link>
            </h3>
            {variant ? (
              <p className="text-xs text-plum-700">
                <span className="sr-only">{text('orderLineVariant')}: </span>
                {variant}
              </p>
            ) : null}
          </div>
          <fetcher.Form
            method="post"
            onSubmit={() => {
              track(
                'remove_from_bag',
                { type: 'product', id: line.id },
                { combination_id: line.combination_id, quantity: line.quantity },
              );
              onRemoved?.();
            }}
          >
            <input type="hidden" name={F.intent} value={BAG_INTENTS.remove} />
            <input type="hidden" name={F.quantity} value={line.quantity} />
            <input type="hidden" name={F.from} value={pathname} />
            <LineHiddenFields line={line} cartId={cartId} />
            <button
              type="submit"
              aria-label={text('orderRemoveLine', { name: line.name })}
              className="-mr-2 -mt-2 inline-flex size-11 items-center justify-center rounded-full text-plum-600 transition hover:bg-blush-100 hover:text-berry-700"
            >
              <TrashIcon className="size-5" />
            </button>
          </fetcher.Form>
        </div>

        <LineFacts line={line} />
        <LinePrice line={line} />
        <LineStockError line={line} />

        <div className="mt-1 flex items-center justify-between gap-3">
          <fetcher.Form method="post" className="flex items-center gap-2">
            <input type="hidden" name={F.intent} value={BAG_INTENTS.update} />
            <LineHiddenFields line={line} cartId={cartId} />
            <QuantityStepper
              name={line.name}
              quantity={quantity}
              limit={line.quantity_limit}
              disabled={line.is_applied_free_product}
            />
            {line.quantity_limit > 1 ? (
              <span className="hidden text-[0.7rem] text-plum-600 sm:inline">
                {text('orderMaxQuantity', { count: line.quantity_limit })}
              </span>
            ) : null}
          </fetcher.Form>
          <p className="whitespace-nowrap text-right">
            <span className="sr-only">{text('orderLineTotal')}: </span>
            <span className="font-bold tabular-nums text-plum-900">{formatRupiah(total)}</span>
          </p>
        </div>
        <div aria-live="polite">
          {refusal ? (
            <p role="alert" className="text-sm font-medium text-berry-700">
              {refusal}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
