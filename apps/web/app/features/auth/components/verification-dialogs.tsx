import { lazy, Suspense, useState } from 'react';
import type { OtpMethod, OtpScope } from '@kilau/domain/accounts';
import { Modal } from '~/components/ui/modal';
import { OtpForm } from './otp-form';
import { useAuthText } from '~/features/auth/text';

export type Verification = {
  scope: OtpScope;
  recipient: string;
  methods: readonly OtpMethod[];
  /** Shown above the form (e.g. the welcome voucher after registering). */
  note?: string;
};

// Loaded when the shopper asks to change their number (it validates with the domain's schema).
const ChangeNumberForm = lazy(() =>
  import('./change-number-form').then((module) => ({ default: module.ChangeNumberForm })),
);

export const PHONE_METHODS: readonly OtpMethod[] = ['sms', 'whatsapp'];
export const EMAIL_METHODS: readonly OtpMethod[] = ['email'];

/**
 * OTP verification and change number (001 §2): the code step for `verification`, and for a phone
 * a way to a new number, which then gets a change-number code.
 */
export function VerificationDialogs({
  verification,
  onChange,
  onVerified,
  onLater,
}: {
  verification: Verification | null;
  onChange: (next: Verification) => void;
  onVerified: (message: string | undefined) => void;
  onLater: () => void;
}) {
  const text = useAuthText();
  const [changeNumber, setChangeNumber] = useState(false);
  const byEmail = verification?.methods.includes('email') ?? false;
  const title =
    verification?.scope === 'change-number'
      ? text('changeNumberTitle')
      : byEmail
        ? text('otpTitleEmail')
        : text('otpTitle');

  return (
    <>
      <Modal
        kind="otpVerification"
        open={verification !== null}
        onClose={onLater}
        title={title}
        className="max-w-md"
      >
        {verification?.note ? (
          <p className="mb-4 rounded-xl bg-leaf-700/10 p-3 text-sm font-medium text-leaf-700">
            {verification.note}
          </p>
        ) : null}
        {verification ? (
          <OtpForm
            key={`${verification.scope}:${verification.recipient}`}
            scope={verification.scope}
            recipient={verification.recipient}
            methods={verification.methods}
            onVerified={(message) => {
              setChangeNumber(false);
              onVerified(message);
            }}
            {...(byEmail ? {} : { onChangeNumber: () => setChangeNumber(true) })}
          />
        ) : null}
        <button
          type="button"
          onClick={onLater}
          className="mt-3 min-h-10 w-full text-sm font-semibold text-plum-700"
        >
          {text('otpLater')}
        </button>
      </Modal>

      <Modal
        kind="changeNumber"
        open={changeNumber}
        onClose={() => setChangeNumber(false)}
        title={text('changeNumberTitle')}
        className="max-w-md"
      >
        <Suspense fallback={null}>
          <ChangeNumberForm
            onNumber={(phone) => {
              setChangeNumber(false);
              onChange({ scope: 'change-number', recipient: phone, methods: PHONE_METHODS });
            }}
          />
        </Suspense>
      </Modal>
    </>
  );
}
