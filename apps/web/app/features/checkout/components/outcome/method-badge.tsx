import { WalletIcon } from '~/components/ui/icons';
import { PAYMENT_METHOD_NAMES } from '../../lib/how-to-pay-guides';
import type { PaymentMethodInfo } from '../../types';
import { useCheckoutText } from '~/features/checkout/text';

/** A method's name: the payment service's, else the shop's own for the code, else the code. */
export function useMethodName(code: string, method: PaymentMethodInfo | null): string {
  const text = useCheckoutText();
  if (method?.name) return method.name;
  const key = PAYMENT_METHOD_NAMES[code];
  return key ? text(key) : code;
}

/** The payment method with its logo (a wallet when the method has none). */
export function MethodBadge({ name, logo }: { name: string; logo: string | null }) {
  const text = useCheckoutText();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="inline-flex h-10 w-14 shrink-0 items-center justify-center rounded-xl bg-white ring-1 ring-blush-200">
        {logo ? (
          <img src={logo} alt="" width={48} height={24} className="h-6 w-12 object-contain" />
        ) : (
          <WalletIcon className="size-5 text-plum-700" />
        )}
      </span>
      <div className="min-w-0">
        <p className="text-xs text-plum-700">{text('outcomeMethod')}</p>
        <p className="truncate font-semibold text-plum-900">{name}</p>
      </div>
    </div>
  );
}
