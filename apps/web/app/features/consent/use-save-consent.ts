import { useState } from 'react';
import type { ConsentAnswer } from '@kilau/domain/analytics';
import { useApiClient } from '~/lib/api-client';
import { trackingId } from '~/lib/analytics';
import { saveConsent } from './api/consent-calls';
import { chooseConsent } from './consent-store';
import { useConsentText } from './text';

/** The answer as the tracker reads it (the cookie the API set says the same). */
export const consentOfAnswer = (answer: ConsentAnswer) => ({
  necessary: true as const,
  analytics: answer.analytics,
  marketing: answer.marketing,
  version: answer.version,
  decidedAt: Math.floor(new Date(answer.decided_at).getTime() / 1000),
});

/** Saves a choice; answers an error text when it could not be saved. */
export function useSaveConsent() {
  const api = useApiClient();
  const text = useConsentText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (analytics: boolean, marketing: boolean) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await saveConsent(api, { analytics, marketing, tracking_id: trackingId() });
    setBusy(false);
    if (result.ok) chooseConsent(consentOfAnswer(result.data));
    else setFailure(text('saveFailed'));
  };
  return { save, busy, failure };
}
