import { BUTTON_CLASS } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import { useCartText } from '~/features/cart/text';

/**
 * The pre-order confirmation (000 §4, §8): a pre-order cannot share the bag with other products,
 * so adding one removes what the bag holds — after the shopper agrees. Closing is cancelling.
 */
export function ReplaceDialog({
  message,
  onAnswer,
}: {
  /** The server's words; null when no question is open. */
  message: string | null;
  onAnswer: (confirmed: boolean) => void;
}) {
  const text = useCartText();
  return (
    <Modal
      kind="globalConfirmation"
      open={message !== null}
      onClose={() => onAnswer(false)}
      title={text('replaceTitle')}
      className="sm:max-w-md"
    >
      <p className="text-sm leading-relaxed text-plum-800">{message}</p>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <button type="button" onClick={() => onAnswer(false)} className={BUTTON_CLASS.secondary}>
          {text('replaceCancel')}
        </button>
        <button type="button" onClick={() => onAnswer(true)} className={BUTTON_CLASS.primary}>
          {text('replaceConfirm')}
        </button>
      </div>
    </Modal>
  );
}
