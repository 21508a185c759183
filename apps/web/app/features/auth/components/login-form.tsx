import { useMemo, useState } from 'react';
import {
  acquisitionSource,
  createLoginSchema,
  loginFailureFeedback,
  type LoginAnswer,
  type LoginFeedback,
  type LoginInput,
} from '@kilau/domain/accounts';
import { FormMessage, PasswordField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useIsDesktop } from '~/hooks/use-is-desktop';
import { useApiClient } from '~/lib/api-client';
import { useLocale, useMessage } from '~/lib/i18n';
import { fieldErrorsOf, useFormValidation } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useAuthText } from '~/features/auth/text';

export type SignedIn = { message: string | undefined };
type Shown = Extract<LoginFeedback, { kind: 'error' }>;

/**
 * Log in by e-mail or username (001 §7). Refusals follow the spec's login mapper: the 3rd wrong
 * password warns, the 4th warns with the count, the 5th blocks with a reset-password way out;
 * 307/405 reload the page.
 */
export function LoginForm({
  onSignedIn,
  onForgotPassword,
}: {
  onSignedIn: (result: SignedIn) => void;
  onForgotPassword: (email: string) => void;
}) {
  const text = useAuthText();
  const message = useMessage();
  const locale = useLocale();
  const api = useApiClient();
  const isDesktop = useIsDesktop();
  const parse = useMemo(() => schemaParse(createLoginSchema(locale)), [locale]);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Shown | null>(null);
  const form = useFormValidation({ parse, onValid: (input) => void submit(input) });

  async function submit(input: LoginInput) {
    if (busy) return;
    setBusy(true);
    setFeedback(null);
    const result = await api.post<LoginAnswer>('/api/auth/login', {
      ...input,
      source: acquisitionSource(isDesktop ? 'desktop' : 'mobile'),
    });
    setBusy(false);
    if (result.ok) {
      onSignedIn({ message: result.message });
      return;
    }
    const fields = fieldErrorsOf(result.data);
    if (result.status === 422 && Object.keys(fields).length > 0) {
      form.setServerErrors(fields);
      return;
    }
    const attempts = (result.data as { attempts?: unknown } | undefined)?.attempts;
    const shown = loginFailureFeedback({
      status: result.status,
      noResponse: result.status === 0,
      errorCode: result.errorCode ?? null,
      serverMessage: result.message ?? null,
      attempts: typeof attempts === 'number' ? attempts : 0,
    });
    if (shown.kind === 'reload') {
      window.location.reload();
      return;
    }
    setFeedback(shown);
  }

  return (
    <form {...form.formProps} className="space-y-4" aria-label={text('tabLogin')}>
      {feedback ? (
        <FormMessage tone="error">
          {feedback.limit ? (
            <p className="font-semibold">
              {message(feedback.limit.code, { count: feedback.limit.count })}
            </p>
          ) : null}
          <p>
            {'code' in feedback.message ? message(feedback.message.code) : feedback.message.text}
          </p>
          {feedback.locked || feedback.limit ? (
            <button
              type="button"
              onClick={() => onForgotPassword(form.valueOf('email'))}
              className="mt-2 font-semibold underline underline-offset-4"
            >
              {text('resetPasswordCta')}
            </button>
          ) : null}
        </FormMessage>
      ) : null}
      <TextField
        label={text('fieldEmailOrUsername')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('email')}
      />
      <PasswordField
        label={text('fieldPassword')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => onForgotPassword(form.valueOf('email'))}
          className="min-h-10 text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
        >
          {text('forgotPasswordLink')}
        </button>
      </div>
      <SubmitButton busy={busy}>{text('loginSubmit')}</SubmitButton>
    </form>
  );
}
