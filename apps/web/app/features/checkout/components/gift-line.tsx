import type { FreeProduct } from '@kilau/domain/cart';
import { Image } from '~/components/ui/image';
import { useCheckoutText } from '~/features/checkout/text';

/** A free product (a gift with purchase, a voucher's gift) as a line of the order: "Hadiah". */
export function GiftLine({ gift }: { gift: Pick<FreeProduct, 'name' | 'image' | 'quantity'> }) {
  const text = useCheckoutText();
  return (
    <li className="flex gap-3 py-3">
      <Image
        src={gift.image}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="size-14 shrink-0 rounded-xl bg-cream-100 object-cover ring-1 ring-blush-200/70"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2 font-medium text-plum-900">{gift.name}</p>
        <p className="mt-0.5 flex items-baseline justify-between gap-3 text-xs text-plum-700">
          <span>{text('checkoutQuantity', { count: gift.quantity })}</span>
          <span className="rounded bg-leaf-700 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-white">
            {text('checkoutFreeGift')}
          </span>
        </p>
      </div>
    </li>
  );
}
