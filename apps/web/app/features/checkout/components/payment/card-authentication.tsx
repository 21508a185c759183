import { Modal } from '~/components/ui/modal';
import { useCheckoutText } from '~/features/checkout/text';

/**
 * The card-authentication modal (000 §2): the issuer's 3-D Secure page in a frame, where the
 * shopper enters the OTP. The gateway's script hears the result from the frame; closing the
 * modal leaves the payment waiting (the order's confirmation page tells how it stands).
 */
export function CardAuthentication({ url, onClose }: { url: string | null; onClose: () => void }) {
  const text = useCheckoutText();
  return (
    <Modal
      kind="cardAuthentication"
      open={url !== null}
      onClose={onClose}
      title={text('cardAuthTitle')}
      className="sm:max-w-lg"
    >
      <p className="-mt-2 mb-4 text-sm text-plum-700">{text('cardAuthIntro')}</p>
      {url ? (
        <iframe
          src={url}
          title={text('cardAuthFrame')}
          className="h-[28rem] w-full rounded-2xl bg-white ring-1 ring-blush-200"
        />
      ) : null}
    </Modal>
  );
}
