import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { shouldShowTermsModal } from '@kilau/domain/accounts';
import { Modal } from '~/components/ui/modal';
import { useHydrated } from '~/hooks/use-hydrated';
import { useApiClient } from '~/lib/api-client';
import { useMember } from '../hooks/use-member';
import { TermsContent } from './terms-content';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useAuthText } from '~/features/auth/text';

const SHOWN_KEY = 'kilau.terms-shown';

/**
 * A member who has not agreed to the legal statements sees the terms once (001 §4): accepting is
 * stored on the account; closing it is remembered for this browser session.
 */
export function LegalTermsPrompt() {
  const text = useAuthText();
  const member = useMember();
  const hydrated = useHydrated();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const [closedFor, setClosedFor] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const open =
    hydrated &&
    member !== null &&
    closedFor !== member.id &&
    shouldShowTermsModal({
      agreed: member.is_agree_to_legal_statements,
      alreadyShown: window.sessionStorage.getItem(SHOWN_KEY) === String(member.id),
    });

  const close = () => {
    if (!member) return;
    window.sessionStorage.setItem(SHOWN_KEY, String(member.id));
    setClosedFor(member.id);
  };

  async function accept() {
    if (!member) return;
    setBusy(true);
    const result = await api.put(`/api/users/${member.id}`, { is_agree_to_legal_statements: true });
    setBusy(false);
    if (result.ok) {
      close();
      void revalidator.revalidate();
    }
  }

  return (
    <Modal
      kind="termsAndConditions"
      open={open}
      onClose={close}
      title={text('termsTitle')}
      className="max-w-lg"
    >
      <p className="mb-4 text-sm font-medium text-plum-900">{text('termsUpdatedIntro')}</p>
      <TermsContent />
      <button
        type="button"
        onClick={() => void accept()}
        disabled={busy}
        className={`${BUTTON_CLASS.primary} mt-5 w-full`}
      >
        {busy ? text('submitting') : text('termsAccept')}
      </button>
    </Modal>
  );
}
