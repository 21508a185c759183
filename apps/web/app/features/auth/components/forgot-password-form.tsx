import { useMemo, useState, type FormEvent } from 'react';
import { z } from '@kilau/domain/shared';
import { emailField, messagesFor } from '@kilau/domain/accounts';
import { FormMessage, SubmitButton, TextField } from '~/components/ui/form-field';
import { useApiClient } from '~/lib/api-client';
import { useLocale } from '~/lib/i18n';
import { fieldErrorsOf, useSchemaForm } from '../hooks/use-schema-form';
import { useAuthText } from '~/features/auth/text';

/** Forgot password (001 §7): an e-mail with a single-use link to the set-password page. */
export function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  const text = useAuthText();
  const locale = useLocale();
  const api = useApiClient();
  const schema = useMemo(() => z.object({ email: emailField(messagesFor(locale)) }), [locale]);
  const form = useSchemaForm(schema, { email: email.includes('@') ? email : '' });
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input || busy) return;
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
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={text('forgotTitle')}>
      <p className="text-sm text-plum-700">{text('forgotIntro')}</p>
      {answer ? (
        <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
      ) : null}
      <TextField
        label={text('fieldEmail')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
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
