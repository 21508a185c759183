import { useMemo, useState } from 'react';
import { z } from '@kilau/domain/shared';
import { emailField, messagesFor } from '@kilau/domain/accounts';
import { FormMessage, SubmitButton, TextField } from '~/components/ui/form-field';
import { useApiClient } from '~/lib/api-client';
import { useLocale } from '~/lib/i18n';
import { fieldErrorsOf, useFormValidation } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useAuthText } from '~/features/auth/text';

/** Forgot password (001 §7): an e-mail with a single-use link to the set-password page. */
export function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  const text = useAuthText();
  const locale = useLocale();
  const api = useApiClient();
  const parse = useMemo(
    () => schemaParse(z.object({ email: emailField(messagesFor(locale)) })),
    [locale],
  );
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useFormValidation({ parse, onValid: (input) => void submit(input) });

  async function submit(input: { email: string }) {
    if (busy) return;
    setBusy(true);
    const result = await api.post('/api/auth/forget-password', input);
    setBusy(false);
    if (result.ok) {
      setAnswer({ ok: true, message: result.message ?? '' });
      return;
    }
    const fields = fieldErrorsOf(result.data);
    if (Object.keys(fields).length > 0) form.setServerErrors(fields);
    else setAnswer({ ok: false, message: result.message ?? '' });
  }

  return (
    <form {...form.formProps} className="space-y-4" aria-label={text('forgotTitle')}>
      <p className="text-sm text-plum-700">{text('forgotIntro')}</p>
      {answer ? (
        <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
      ) : null}
      <TextField
        label={text('fieldEmail')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        defaultValue={email.includes('@') ? email : ''}
        {...form.field('email')}
      />
      <SubmitButton busy={busy}>{text('forgotSubmit')}</SubmitButton>
      <button
        type="button"
        onClick={onBack}
        className="min-h-10 w-full text-sm font-semibold text-plum-800 underline underline-offset-4"
      >
        {text('backToLogin')}
      </button>
    </form>
  );
}
