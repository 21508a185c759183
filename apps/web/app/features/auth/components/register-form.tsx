import { useId, useMemo, useState } from 'react';
import {
  acquisitionSource,
  createRegisterSchema,
  FEMALE_SALUTE_ID,
  registerErrorMessage,
  type PhoneCheck,
  type RegisterAnswer,
  type RegisterInput,
  type UsernameSuggestions,
  type WelcomeVoucher,
} from '@kilau/domain/accounts';
import { normalizePhoneNumber } from '@kilau/domain/shared';
import { SaluteField } from '~/components/ui/salute-field';
import { FormMessage, PasswordField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useIsDesktop } from '~/hooks/use-is-desktop';
import { useApiClient } from '~/lib/api-client';
import { useLocale, useMessage } from '~/lib/i18n';
import { useRecaptcha } from '../hooks/use-recaptcha';
import { fieldErrorsOf, formValues, useFormValidation } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useAuthText } from '~/features/auth/text';

type NewMember = RegisterAnswer['user'];

/** What a registration hands the dialog: the new member's contacts, to verify one of them. */
export type Registered = {
  userId: NewMember['id'];
  message: string | undefined;
  phone: NewMember['phone_no'];
  email: NewMember['email'];
  /** The welcome voucher, named in the verification dialog. */
  voucher: Pick<WelcomeVoucher, 'name' | 'code'> | null;
  /** Consent to promotional e-mail, saved as a preference once signed in. */
  newsletter: boolean;
};

const toInput = (form: FormData) => {
  const values = formValues(form);
  return {
    ...values,
    phone_no: values.phone_no ? normalizePhoneNumber(values.phone_no) : '',
    salute_id: values.salute_id || undefined,
  };
};

/**
 * The register form (001 §5, §7): e-mail, username and password are required; names, salute,
 * phone and birth date optional. A phone that another account holds opens the registered-phone
 * dialog first; a taken username offers available ones. With a reCAPTCHA site key configured the
 * form sends a v3 token (action `register`) and says that reCAPTCHA protects it.
 */
export function RegisterForm({
  onRegistered,
  onPhoneRegistered,
  onShowTerms,
}: {
  onRegistered: (result: Registered) => void;
  onPhoneRegistered: (phone: string) => void;
  onShowTerms: () => void;
}) {
  const text = useAuthText();
  const message = useMessage();
  const locale = useLocale();
  const api = useApiClient();
  const isDesktop = useIsDesktop();
  const recaptcha = useRecaptcha();
  const termsId = useId();
  const termsErrorId = useId();
  const parse = useMemo(() => schemaParse(createRegisterSchema(locale), toInput), [locale]);
  const [agreed, setAgreed] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const form = useFormValidation({
    parse,
    onValid: (input) => void submit(input),
  });

  async function submit(input: RegisterInput) {
    if (!agreed || busy) return;
    setBusy(true);
    setRefusal(null);
    setSuggestions([]);
    try {
      if (input.phone_no) {
        const check = await api.get<PhoneCheck>(
          `/api/auth/phone/check?phone_no=${encodeURIComponent(input.phone_no)}`,
        );
        if (check.ok && check.data.registered) {
          onPhoneRegistered(input.phone_no);
          return;
        }
      }
      const recaptchaToken = recaptcha.active ? await recaptcha.token('register') : null;
      const result = await api.post<RegisterAnswer>('/api/auth/register', {
        ...input,
        acquisition_source: acquisitionSource(isDesktop ? 'desktop' : 'mobile'),
        is_agree_to_legal_statements: true,
        ...(recaptchaToken ? { recaptcha_token: recaptchaToken } : {}),
      });
      if (result.ok) {
        onRegistered({
          userId: result.data.user.id,
          message: result.message,
          phone: result.data.user.phone_no,
          email: result.data.user.email,
          voucher: result.data.voucher,
          newsletter,
        });
        return;
      }
      const fields = fieldErrorsOf(result.data);
      if (result.status === 422 && Object.keys(fields).length > 0) {
        form.setServerErrors(fields);
        return;
      }
      setRefusal(message(registerErrorMessage(result.errorCode)));
      if (
        result.errorCode === 'USERNAME_TAKEN' ||
        result.errorCode === 'USERNAME_AND_EMAIL_TAKEN'
      ) {
        const offered = await api.post<UsernameSuggestions>('/api/auth/username/suggestions', {
          user_name: input.user_name,
        });
        if (offered.ok) setSuggestions(offered.data.suggestions);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      {...form.formProps}
      onSubmit={(event) => {
        setTriedSubmit(true);
        form.formProps.onSubmit(event);
      }}
      className="space-y-4"
      aria-label={text('tabRegister')}
    >
      {refusal ? (
        <FormMessage tone="error">
          <p>{refusal}</p>
          {suggestions.length > 0 ? (
            <div className="mt-2">
              <p className="font-semibold">{text('usernameSuggestions')}</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {suggestions.map((name) => (
                  <li key={name}>
                    <button
                      type="button"
                      onClick={() => {
                        form.set('user_name', name);
                        setRefusal(null);
                        setSuggestions([]);
                      }}
                      className="min-h-9 rounded-full bg-white px-3 text-sm font-semibold text-plum-900 ring-1 ring-blush-300 hover:bg-blush-100"
                    >
                      {name}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </FormMessage>
      ) : null}
      <TextField
        label={text('fieldEmail')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('email')}
      />
      <TextField
        label={text('fieldUsername')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={text('usernameHint')}
        {...form.field('user_name')}
      />
      <PasswordField
        label={text('fieldPassword')}
        autoComplete="new-password"
        hint={text('passwordHint')}
        {...form.field('password')}
      />
      <SaluteField defaultValue={FEMALE_SALUTE_ID} error={form.errorFor('salute_id')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={text('fieldFirstName')}
          autoComplete="given-name"
          {...form.field('first_name')}
        />
        <TextField
          label={text('fieldLastName')}
          autoComplete="family-name"
          {...form.field('last_name')}
        />
      </div>
      <TextField
        label={text('fieldPhone')}
        optional
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={text('phonePrefix')}
        {...form.field('phone_no')}
      />
      <TextField
        label={text('fieldDateOfBirth')}
        optional
        inputMode="numeric"
        autoComplete="bday"
        placeholder={text('dateOfBirthPlaceholder')}
        hint={text('dateOfBirthHint')}
        {...form.field('date_of_birth')}
      />
      <div className="space-y-3 rounded-xl bg-blush-50 p-3 text-sm text-plum-800">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-invalid={triedSubmit && !agreed ? true : undefined}
            aria-describedby={triedSubmit && !agreed ? termsErrorId : undefined}
            className="mt-0.5 size-5 shrink-0 accent-plum-900"
          />
          <label htmlFor={termsId}>
            {text('agreeTermsBefore')}{' '}
            <button
              type="button"
              onClick={onShowTerms}
              className="font-semibold text-rose-700 underline underline-offset-2"
            >
              {text('agreeTermsLink')}
            </button>{' '}
            {text('agreeTermsAfter')}
          </label>
        </div>
        {triedSubmit && !agreed ? (
          <p id={termsErrorId} className="text-berry-700">
            {text('agreeTermsRequired')}
          </p>
        ) : null}
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            checked={newsletter}
            onChange={(event) => setNewsletter(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-plum-900"
          />
          <span>{text('newsletterConsent')}</span>
        </label>
      </div>
      <SubmitButton busy={busy}>{text('registerSubmit')}</SubmitButton>
      {recaptcha.active ? (
        <p className="text-center text-xs text-plum-600">{text('recaptchaNotice')}</p>
      ) : null}
    </form>
  );
}
