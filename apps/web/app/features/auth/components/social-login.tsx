import { useState } from 'react';
import {
  acquisitionSource,
  loginFailureFeedback,
  type SocialLoginAnswer,
  type SocialProviderName,
  type WelcomeVoucher,
} from '@kilau/domain/accounts';
import { BUTTON_CLASS, FormMessage } from '~/components/ui/form-field';
import { useIsDesktop } from '~/hooks/use-is-desktop';
import { useApiClient } from '~/lib/api-client';
import { useLocale, useMessage } from '~/lib/i18n';
import { usePublicConfig } from '~/lib/public-config';
import {
  facebookAccessToken,
  googleAccessToken,
  prepareFacebook,
  prepareGoogle,
} from '../api/identity-scripts';
import { useAuthText } from '~/features/auth/text';

/** What a social sign-in hands the dialog: like a login, plus what the profile still lacks. */
export type SocialSignedIn = {
  message: string | undefined;
  user: SocialLoginAnswer['user'];
  /** Mandatory profile fields still empty: non-empty sends the member to /complete-profile. */
  missingFields: SocialLoginAnswer['missing_fields'];
  /** A new member's welcome voucher, named in the toast. */
  voucher: Pick<WelcomeVoucher, 'name' | 'code'> | null;
};

const PROVIDER_NAMES: Record<SocialProviderName, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/**
 * "Lanjut dengan Google / Facebook" (001 §7 `POST /auth/login/{provider}`), shown only for the
 * providers the shop has keys for. The provider's script loads when the shopper reaches for the
 * button (hover, focus or click), its pop-up gives a token, and the API signs the member in.
 * Facebook without an e-mail gets the spec's own message (001 §8).
 */
export function SocialLogin({ onSignedIn }: { onSignedIn: (result: SocialSignedIn) => void }) {
  const text = useAuthText();
  const message = useMessage();
  const locale = useLocale();
  const api = useApiClient();
  const isDesktop = useIsDesktop();
  const { googleClientId, facebookAppId } = usePublicConfig();
  const [busy, setBusy] = useState<SocialProviderName | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const keys: Record<SocialProviderName, string | null> = {
    google: googleClientId,
    facebook: facebookAppId,
  };
  const providers = (['google', 'facebook'] as const).filter((provider) => keys[provider]);
  if (providers.length === 0) return null;

  const prepare = (provider: SocialProviderName) => {
    if (provider === 'google') void prepareGoogle();
    else if (facebookAppId) void prepareFacebook(facebookAppId, locale);
  };

  async function signIn(provider: SocialProviderName, key: string) {
    if (busy) return;
    setBusy(provider);
    setRefusal(null);
    try {
      const token =
        provider === 'google'
          ? await googleAccessToken(key)
          : await facebookAccessToken(key, locale);
      if (!token.ok) {
        // Closing the pop-up is the shopper's choice, not an error.
        if (token.reason === 'failed') {
          setRefusal(message('social_token_invalid', { provider: PROVIDER_NAMES[provider] }));
        }
        return;
      }
      const result = await api.post<SocialLoginAnswer>(`/api/auth/login/${provider}`, {
        access_token: token.token,
        acquisition_source: acquisitionSource(isDesktop ? 'desktop' : 'mobile'),
      });
      if (result.ok) {
        onSignedIn({
          message: result.message,
          user: result.data.user,
          missingFields: result.data.missing_fields,
          voucher: result.data.voucher,
        });
        return;
      }
      const missingEmail =
        result.errorCode === 'FACEBOOK_EMAIL_REQUIRED' ||
        (result.data as { missing_email?: unknown } | undefined)?.missing_email === true;
      if (missingEmail || result.status === 0 || result.status === 307 || result.status === 405) {
        const shown = loginFailureFeedback({
          provider,
          missingEmail,
          status: result.status,
          noResponse: result.status === 0,
        });
        if (shown.kind === 'reload') {
          window.location.reload();
          return;
        }
        setRefusal('code' in shown.message ? message(shown.message.code) : shown.message.text);
        return;
      }
      setRefusal(
        result.message ?? message('social_token_invalid', { provider: PROVIDER_NAMES[provider] }),
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mt-5">
      <div className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.12em] text-plum-600">
        <span aria-hidden className="h-px flex-1 bg-blush-200" />
        {text('orContinueWith')}
        <span aria-hidden className="h-px flex-1 bg-blush-200" />
      </div>
      {refusal ? (
        <div className="mt-3">
          <FormMessage tone="error">
            <p>{refusal}</p>
          </FormMessage>
        </div>
      ) : null}
      <div className="mt-3 grid gap-2">
        {providers.map((provider) => {
          const key = keys[provider];
          return (
            <button
              key={provider}
              type="button"
              disabled={busy !== null}
              aria-busy={busy === provider || undefined}
              onPointerEnter={() => prepare(provider)}
              onFocus={() => prepare(provider)}
              onClick={() => key && void signIn(provider, key)}
              className={`${BUTTON_CLASS.secondary} w-full border-blush-300 disabled:cursor-wait`}
            >
              {provider === 'google' ? <GoogleMark /> : <FacebookMark />}
              {busy === provider
                ? text('submitting')
                : text(provider === 'google' ? 'continueWithGoogle' : 'continueWithFacebook')}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Google's "G" in its four colours (brand guidelines: on white, unaltered). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5 shrink-0" aria-hidden focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** Facebook's "f" on its blue circle. */
function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M15.12 15.47l.53-3.47h-3.33V9.75c0-.95.46-1.87 1.96-1.87h1.51V4.92s-1.37-.23-2.69-.23c-2.74 0-4.53 1.66-4.53 4.67V12H5.53v3.47h3.04v8.39a12.1 12.1 0 0 0 3.75 0v-8.39h2.8z"
      />
    </svg>
  );
}
