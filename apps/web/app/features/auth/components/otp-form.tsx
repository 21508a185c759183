import { useEffect, useId, useMemo, useState } from 'react';
import { formatPhoneDisplay } from '@kilau/domain/shared';
import {
  checkOtpCode,
  mapOtpError,
  OTP_ERROR_DISPLAY_MS,
  OTP_RESEND_COUNTDOWN_MS,
  restartsCountdown,
  type OtpMethod,
  type OtpScope,
  type OtpSent,
  type OtpVerified,
} from '@kilau/domain/accounts';
import { BUTTON_CLASS, SubmitButton } from '~/components/ui/form-field';
import { useFormValidation, type FormParse } from '~/hooks/use-form-validation';
import { useApiClient } from '~/lib/api-client';
import { useLocale } from '~/lib/i18n';
import { useAuthText, type AuthTextKey } from '~/features/auth/text';

/** What the form knows of the code sent: the API's answer, or nothing more than that one was. */
type Sent = Partial<Pick<OtpSent, 'resend_in_seconds' | 'requests_left_today'>>;

const METHOD_LABEL: Record<OtpMethod, AuthTextKey> = {
  sms: 'otpMethodSms',
  whatsapp: 'otpMethodWhatsapp',
  email: 'otpMethodEmail',
};

/** A resend countdown: `start(seconds)` from an event, then whole seconds left, ticking. */
function useCountdown() {
  const [clock, setClock] = useState({ until: 0, now: 0 });
  useEffect(() => {
    if (clock.until <= clock.now) return;
    const timer = setInterval(() => setClock((current) => ({ ...current, now: Date.now() })), 1000);
    return () => clearInterval(timer);
  }, [clock.until, clock.now]);
  const start = (seconds: number) => {
    const now = Date.now();
    setClock({ until: now + seconds * 1000, now });
  };
  return { secondsLeft: Math.max(0, Math.ceil((clock.until - clock.now) / 1000)), start };
}

/**
 * Send a one-time code and check it (001 §4, §7): pick sms or whatsapp for a phone (e-mail for an
 * address), a 30-second resend countdown, a 6-digit code; errors go through the spec's OTP mapper
 * and clear after 5 seconds; `active_otp_already_sent` restarts the countdown.
 */
export function OtpForm({
  scope,
  recipient,
  methods,
  onVerified,
  onChangeNumber,
}: {
  scope: OtpScope;
  recipient: string;
  methods: readonly OtpMethod[];
  onVerified: (message: string | undefined) => void;
  onChangeNumber?: () => void;
}) {
  const text = useAuthText();
  const locale = useLocale();
  const api = useApiClient();
  const codeId = useId();
  const errorId = useId();
  const [method, setMethod] = useState<OtpMethod>(methods[0] ?? 'email');
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { secondsLeft, start: startCountdown } = useCountdown();
  // The sign-in dialogs are on every page, so this rule is the domain's plain one, not a schema.
  const parse = useMemo<FormParse<{ code: string }>>(
    () => (data) => checkOtpCode(String(data.get('code') ?? ''), locale),
    [locale],
  );
  const form = useFormValidation({ parse, onValid: (input) => void verify(input.code) });
  // The code's own rule shows on the field; the API's refusals clear after 5 seconds.
  const codeError = form.errorFor('code') ?? error;

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), OTP_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const shownRecipient = method === 'email' ? recipient : formatPhoneDisplay(recipient);

  async function send() {
    if (busy || secondsLeft > 0) return;
    setBusy(true);
    const result = await api.post<OtpSent>('/api/auth/otp/code', { scope, method, recipient });
    setBusy(false);
    if (result.ok) {
      setSent(result.data);
      startCountdown(result.data.resend_in_seconds);
      setError(null);
      return;
    }
    const errorCode = result.errorCode ?? '';
    if (restartsCountdown(errorCode)) {
      const left = (result.data as { seconds_left?: number } | undefined)?.seconds_left;
      startCountdown(left ?? OTP_RESEND_COUNTDOWN_MS / 1000);
      setSent((current) => current ?? {});
    }
    setError(errorCode ? mapOtpError(errorCode, locale) : (result.message ?? null));
  }

  async function verify(code: string) {
    if (busy) return;
    setBusy(true);
    const result = await api.post<OtpVerified>('/api/auth/otp/verify', {
      scope,
      method,
      recipient,
      code,
    });
    setBusy(false);
    if (result.ok) {
      onVerified(result.message);
      return;
    }
    setCode('');
    setError(result.errorCode ? mapOtpError(result.errorCode, locale) : (result.message ?? null));
  }

  return (
    <div className="space-y-4">
      {!sent ? (
        <>
          {methods.length > 1 ? (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-plum-900">
                {text('otpChooseMethod')}
              </legend>
              <div className="flex gap-2">
                {methods.map((option) => (
                  <label
                    key={option}
                    className={`inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-xl px-3 text-sm font-semibold ring-1 ${
                      method === option
                        ? 'bg-plum-900 text-cream-50 ring-plum-900'
                        : 'bg-white text-plum-800 ring-blush-300 hover:bg-blush-50'
                    }`}
                  >
                    <input
                      type="radio"
                      name="otp-method"
                      value={option}
                      checked={method === option}
                      onChange={() => setMethod(option)}
                      className="sr-only"
                    />
                    {text(METHOD_LABEL[option])}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <p className="text-sm text-plum-700">
            {text('otpIntro')} <strong className="text-plum-900">{shownRecipient}</strong>
          </p>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-berry-700">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            onClick={() => void send()}
            disabled={busy || secondsLeft > 0}
            className={`${BUTTON_CLASS.primary} w-full tracking-wide`}
          >
            {busy ? text('submitting') : text('otpSend')}
          </button>
        </>
      ) : (
        <form {...form.formProps} className="space-y-4">
          <p className="text-sm text-plum-700">
            {text('otpIntro')} <strong className="text-plum-900">{shownRecipient}</strong>
          </p>
          <div>
            <label htmlFor={codeId} className="mb-1 block text-sm font-semibold text-plum-900">
              {text('otpCode')}
            </label>
            <input
              id={codeId}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? errorId : undefined}
              className="h-14 w-full rounded-xl border border-blush-300 bg-white px-4 text-center font-mono text-2xl tracking-[0.5em] text-plum-900 focus:outline-none focus:ring-2 focus:ring-rose-300"
            />
            {codeError ? (
              <p id={errorId} role="alert" className="mt-1 text-sm text-berry-700">
                {codeError}
              </p>
            ) : null}
          </div>
          <SubmitButton busy={busy}>{text('otpVerify')}</SubmitButton>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <button
              type="button"
              onClick={() => void send()}
              disabled={busy || secondsLeft > 0}
              className="min-h-10 font-semibold text-rose-700 disabled:font-normal disabled:text-plum-600"
            >
              {secondsLeft > 0 ? text('otpResendIn', { seconds: secondsLeft }) : text('otpResend')}
            </button>
            {onChangeNumber ? (
              <button
                type="button"
                onClick={onChangeNumber}
                className="min-h-10 font-semibold text-plum-800 underline underline-offset-4"
              >
                {text('otpChangeNumber')}
              </button>
            ) : null}
          </div>
          {typeof sent.requests_left_today === 'number' ? (
            <p className="text-xs text-plum-600">
              {text('otpRequestsLeft', { count: sent.requests_left_today })}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
