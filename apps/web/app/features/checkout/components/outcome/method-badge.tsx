import { NameBadge } from '~/components/ui/name-badge';
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

/** The payment method with its name badge (ADR 0033) and its full name. */
export function MethodBadge({ code, name }: { code: string; name: string }) {
  const text = useCheckoutText();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <NameBadge code={code} name={name} decorative />
      <div className="min-w-0">
        <p className="text-xs text-plum-700">{text('outcomeMethod')}</p>
        <p className="font-semibold text-plum-900">{name}</p>
      </div>
    </div>
  );
}
