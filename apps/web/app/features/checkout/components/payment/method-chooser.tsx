import { CheckIcon, ChevronRightIcon } from '~/components/ui/icons';
import { Modal } from '~/components/ui/modal';
import { NameBadge } from '~/components/ui/name-badge';
import { useMessage } from '~/lib/i18n';
import { chooserGroups } from '../../lib/payment-choice';
import type { PaymentChooser } from '../../types';
import { useCheckoutText } from '~/features/checkout/text';

/**
 * The payment method chooser (the change-payment-method modal, 000 §2, §3): the methods by the
 * domain's groups — the member's last method first as the recommendation, then credit card, bank
 * transfer and other. A method outside its limits for this total cannot be chosen.
 */
export function MethodChooser({
  open,
  chooser,
  chosen,
  onChoose,
  onClose,
}: {
  open: boolean;
  chooser: PaymentChooser;
  chosen: string | null;
  onChoose: (code: string) => void;
  onClose: () => void;
}) {
  const text = useCheckoutText();
  const message = useMessage();
  const groups = chooserGroups(chooser);
  return (
    <Modal
      kind="changePaymentMethod"
      open={open}
      onClose={onClose}
      title={text('paymentMethodChoose')}
      className="sm:max-w-xl"
    >
      <p className="-mt-2 mb-4 text-sm text-plum-700">{text('paymentChooserIntro')}</p>
      {groups.length === 0 ? (
        <p className="rounded-2xl bg-blush-50 p-4 text-sm text-plum-800">
          {text('paymentMethodNone')}
        </p>
      ) : (
        <div className="space-y-5">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`chooser-${group.category}`}>
              <h3
                id={`chooser-${group.category}`}
                className="mb-2 text-xs font-bold uppercase tracking-[0.14em] text-rose-700"
              >
                {message(group.label)}
              </h3>
              <ul className="space-y-2">
                {group.methods.map((method) => {
                  const available = method.is_available !== false;
                  const isChosen = method.code === chosen;
                  return (
                    <li key={method.code}>
                      <button
                        type="button"
                        disabled={!available}
                        aria-pressed={isChosen}
                        onClick={() => onChoose(method.code)}
                        className={`flex w-full items-center gap-3 rounded-2xl bg-white p-3 text-left ring-1 transition enabled:hover:ring-plum-900/40 disabled:cursor-not-allowed disabled:opacity-55 ${isChosen ? 'ring-2 ring-plum-900' : 'ring-blush-200'}`}
                      >
                        <NameBadge code={method.code} name={method.name} decorative />
                        <span className="min-w-0 flex-1">
                          <span className="block font-semibold text-plum-900">{method.name}</span>
                          {!available ? (
                            <span className="block text-xs text-plum-700">
                              {text('paymentMethodUnavailable')}
                            </span>
                          ) : group.category === 'last_payment_method' ? (
                            <span className="block text-xs font-semibold text-leaf-700">
                              {text('paymentMethodLastUsed')}
                            </span>
                          ) : method.description ? (
                            <span className="line-clamp-1 block text-xs text-plum-700">
                              {method.description}
                            </span>
                          ) : null}
                        </span>
                        {isChosen ? (
                          <CheckIcon className="size-5 shrink-0 text-plum-900" />
                        ) : (
                          <ChevronRightIcon className="size-5 shrink-0 text-plum-500" />
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}
