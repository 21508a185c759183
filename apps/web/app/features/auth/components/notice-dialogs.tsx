import { formatPhoneDisplay } from '@kilau/domain/shared';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import { TermsContent } from './terms-content';
import { useAuthText } from '~/features/auth/text';

/** The Terms & Conditions, opened from the register form's terms box. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const text = useAuthText();
  return (
    <Modal
      kind="termsAndConditions"
      open={open}
      onClose={onClose}
      title={text('termsTitle')}
      className="max-w-lg"
    >
      <TermsContent />
      <button type="button" onClick={onClose} className={`${BUTTON_CLASS.primary} mt-5 w-full`}>
        {text('close')}
      </button>
    </Modal>
  );
}

/** A phone another account holds (001 §2 registered phone): log in, or use another number. */
export function RegisteredPhoneDialog({
  phone,
  onClose,
  onLogin,
}: {
  phone: string | null;
  onClose: () => void;
  onLogin: () => void;
}) {
  const text = useAuthText();
  return (
    <Modal
      kind="registeredPhone"
      open={phone !== null}
      onClose={onClose}
      title={text('registeredPhoneTitle')}
      className="max-w-md"
    >
      <p className="text-sm text-plum-700">
        {text('registeredPhoneBody', { phone: formatPhoneDisplay(phone) })}
      </p>
      <div className="mt-5 grid gap-2">
        <button type="button" onClick={onLogin} className={BUTTON_CLASS.primary}>
          {text('registeredPhoneLogin')}
        </button>
        <button type="button" onClick={onClose} className={BUTTON_CLASS.secondary}>
          {text('registeredPhoneOther')}
        </button>
      </div>
    </Modal>
  );
}
