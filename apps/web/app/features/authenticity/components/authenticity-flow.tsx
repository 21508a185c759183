import { useState } from 'react';
import type { AuthenticityCheck } from '@kilau/domain/authenticity';
import { useApiClient } from '~/lib/api-client';
import { checkAuthenticityCode } from '../api/authenticity-calls';
import type { AuthenticityStart, CheckRefusal } from '../types';
import { AuthenticityConfirmModal, AuthenticityFormModal } from './authenticity-form-modals';
import { AuthenticityHistoryModal } from './authenticity-history-modal';
import { AuthenticityResultModal } from './authenticity-result-modal';

type Step = 'confirm' | 'form' | 'result' | 'history';

/**
 * The authenticity dialogs (001 §2, docs/design/authenticity.md), one at a time: what a check is
 * and where the code is (confirm), the code typed or scanned (form), the answer (success:
 * genuine, checked before, unknown), and a member's history. Loaded on first use.
 */
export default function AuthenticityFlow({
  start,
  signedIn,
  onClose,
}: {
  start: AuthenticityStart;
  signedIn: boolean;
  onClose: () => void;
}) {
  const api = useApiClient();
  const [step, setStep] = useState<Step>(start);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<CheckRefusal | null>(null);
  const [answer, setAnswer] = useState<{ check: AuthenticityCheck; message: string } | null>(null);

  async function check(code: string) {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const result = await checkAuthenticityCode(api, code);
    setBusy(false);
    if (result.ok) {
      setAnswer({ check: result.data, message: result.message ?? '' });
      setStep('result');
      return;
    }
    const fields = (result.data as { fields?: Record<string, string> } | null)?.fields ?? {};
    setRefusal({ fields, message: fields.code ? null : (result.message ?? null) });
  }

  if (step === 'confirm') {
    return <AuthenticityConfirmModal onClose={onClose} onNext={() => setStep('form')} />;
  }
  if (step === 'form') {
    return (
      <AuthenticityFormModal
        busy={busy}
        refusal={refusal}
        onClose={onClose}
        onCheck={(code) => void check(code)}
      />
    );
  }
  if (step === 'result' && answer) {
    return (
      <AuthenticityResultModal
        check={answer.check}
        message={answer.message}
        signedIn={signedIn}
        onClose={onClose}
        onAgain={() => {
          setAnswer(null);
          setStep('form');
        }}
      />
    );
  }
  return (
    <AuthenticityHistoryModal
      onClose={onClose}
      onCheck={() => {
        setRefusal(null);
        setStep('confirm');
      }}
    />
  );
}
