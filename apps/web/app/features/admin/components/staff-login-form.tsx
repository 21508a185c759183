import { useMemo } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { MAIN_CONTENT_ID } from '~/components/layout/skip-link';
import { FormMessage, PasswordField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { LOGIN_INTENTS, parseStaffLogin, parseTotpCode } from '../admin-forms';
import type { LoginStep } from '../login-steps';
import { useAdminText } from '../text';
import { LanguageSwitch } from '~/components/layout/language-switch';
import { TotpSetupPanel } from './totp-setup-panel';

const busyWith = (navigation: ReturnType<typeof useNavigation>, intent: string) =>
  navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;

/** Step 1: the work email and the password. */
function PasswordStep({ answer }: { answer: Extract<LoginStep, { step: 'password' }> | null }) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo(() => parseStaffLogin(locale), [locale]);
  const { formProps, field } = useFormValidation({ parse, serverErrors: answer?.fields });
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={LOGIN_INTENTS.password} />
      {answer?.message ? <FormMessage tone="error">{answer.message}</FormMessage> : null}
      <TextField
        {...field('email')}
        label={text('loginEmail')}
        type="email"
        autoComplete="username"
        inputMode="email"
        defaultValue={answer?.email ?? ''}
      />
      <PasswordField
        {...field('password')}
        label={text('loginPassword')}
        autoComplete="current-password"
      />
      <SubmitButton busy={busyWith(navigation, LOGIN_INTENTS.password)}>
        {text('loginSubmit')}
      </SubmitButton>
    </Form>
  );
}

/** Step 2: the authenticator's six digits, after setting one up when the account has none. */
function CodeStep({ answer }: { answer: Extract<LoginStep, { step: 'code' }> }) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo(() => parseTotpCode(locale), [locale]);
  const { formProps, field } = useFormValidation({ parse, serverErrors: answer.fields });
  return (
    <div className="flex flex-col gap-5">
      {answer.setup ? <TotpSetupPanel setup={answer.setup} /> : null}
      <Form method="post" {...formProps} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={LOGIN_INTENTS.code} />
        {answer.setup ? (
          <>
            <input type="hidden" name="setup_secret" value={answer.setup.secret} />
            <input type="hidden" name="setup_uri" value={answer.setup.uri} />
          </>
        ) : (
          <p className="text-plum-700">{text('totpIntro')}</p>
        )}
        {answer.message ? <FormMessage tone="error">{answer.message}</FormMessage> : null}
        <TextField
          {...field('code')}
          label={text('totpCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          // The field the step is about: focus it as the step opens.
          autoFocus
        />
        <SubmitButton busy={busyWith(navigation, LOGIN_INTENTS.code)}>
          {text('totpSubmit')}
        </SubmitButton>
      </Form>
      <Link
        to="/admin/login?restart"
        reloadDocument
        className="self-start text-sm font-semibold text-plum-800 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
      >
        {text('totpRestart')}
      </Link>
    </div>
  );
}

/** The back office's sign-in: password, then the second factor, on one page. */
export function StaffLoginForm({ answer }: { answer: LoginStep | undefined }) {
  const text = useAdminText();
  const step = answer?.step ?? 'password';
  return (
    <div className="flex min-h-dvh items-center justify-center bg-cream-50 px-4 py-10">
      <main
        id={MAIN_CONTENT_ID}
        className="w-full max-w-md rounded-3xl border border-blush-200 bg-white p-6 shadow-sm dt:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-rose-700">
            {text('backOffice')}
          </p>
          <LanguageSwitch look="compact" />
        </div>
        <h1 className="mt-1 font-display text-2xl font-semibold text-plum-900">
          {step === 'password'
            ? text('loginTitle')
            : answer?.step === 'code' && answer.setup
              ? text('setupTitle')
              : text('totpTitle')}
        </h1>
        {step === 'password' ? (
          <p className="mt-2 text-sm text-plum-700">{text('loginIntro')}</p>
        ) : null}
        <div className="mt-6">
          {answer?.step === 'code' ? (
            <CodeStep answer={answer} />
          ) : (
            <PasswordStep answer={answer ?? null} />
          )}
        </div>
      </main>
    </div>
  );
}
