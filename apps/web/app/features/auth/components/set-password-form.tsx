import { useMemo, useState } from 'react';
import { createResetPasswordSchema, type ResetPasswordInput } from '@kilau/domain/accounts';
import { BUTTON_CLASS, FormMessage, PasswordField, SubmitButton } from '~/components/ui/form-field';
import { useApiClient } from '~/lib/api-client';
import { useLocale } from '~/lib/i18n';
import { requestLogin } from '~/lib/login-request';
import { fieldErrorsOf, useFormValidation } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useAuthText } from '~/features/auth/text';

/** The set-password page's form: a new password from a single-use reset link (code and uid). */
export function SetPasswordForm({ code, uid }: { code: string; uid: string }) {
  const text = useAuthText();
  const locale = useLocale();
  const api = useApiClient();
  const parse = useMemo(() => schemaParse(createResetPasswordSchema(locale)), [locale]);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useFormValidation({ parse, onValid: (input) => void submit(input) });

  async function submit(input: ResetPasswordInput) {
    if (busy) return;
    setBusy(true);
    const result = await api.post('/api/auth/reset-password', { ...input, code, uid });
    setBusy(false);
    const fields = fieldErrorsOf(result.ok ? undefined : result.data);
    if (!result.ok && Object.keys(fields).length > 0) {
      form.setServerErrors(fields);
      return;
    }
    setAnswer({ ok: result.ok, message: result.message ?? '' });
  }

  if (answer?.ok) {
    return (
      <div className="space-y-4">
        <FormMessage tone="success">{answer.message}</FormMessage>
        <button
          type="button"
          onClick={() => requestLogin({ view: 'login', redirect: '/' })}
          className={`${BUTTON_CLASS.primary} w-full`}
        >
          {text('setPasswordLogin')}
        </button>
      </div>
    );
  }
  return (
    <form {...form.formProps} className="space-y-4">
      {answer ? <FormMessage tone="error">{answer.message}</FormMessage> : null}
      <PasswordField
        label={text('fieldNewPassword')}
        autoComplete="new-password"
        hint={text('passwordHint')}
        {...form.field('new_password')}
      />
      <PasswordField
        label={text('fieldConfirmPassword')}
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <SubmitButton busy={busy}>{text('setPasswordSubmit')}</SubmitButton>
    </form>
  );
}
