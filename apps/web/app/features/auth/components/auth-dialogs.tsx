import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { completeProfileQuery } from '@kilau/domain/accounts';
import { Modal } from '~/components/ui/modal';
import { useToast } from '~/components/ui/toast';
import { useApiClient } from '~/lib/api-client';
import { useMessage } from '~/lib/i18n';
import { onLoginRequest, safeRedirect, type LoginRequest } from '~/lib/login-request';
import { announceSignedIn } from '~/lib/session-events';
import { useMember } from '../hooks/use-member';
import type { Registered } from './register-form';
import { SocialLogin, type SocialSignedIn } from './social-login';
import { RegisteredPhoneDialog, TermsDialog } from './notice-dialogs';
import {
  EMAIL_METHODS,
  PHONE_METHODS,
  VerificationDialogs,
  type Verification,
} from './verification-dialogs';
import { useAuthText } from '~/features/auth/text';

type View = 'login' | 'register';

// The forms (and the validation they carry) load when a dialog first opens: the dialogs are on
// every page, the forms are needed on few visits.
const LoginForm = lazy(() =>
  import('./login-form').then((module) => ({ default: module.LoginForm })),
);
const RegisterForm = lazy(() =>
  import('./register-form').then((module) => ({ default: module.RegisterForm })),
);
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })),
);

/** Shown for the moment a form's code takes to arrive. */
function FormLoading() {
  return <div className="min-h-64 animate-pulse rounded-2xl bg-blush-100/60" aria-hidden="true" />;
}

const voucherLabel = (voucher: Registered['voucher']) => voucher?.name ?? voucher?.code;

/** `?login=1` or `?register=1` (and `redirect`) open the dialog, e.g. from a member-only page. */
function dialogFromSearch(search: string): LoginRequest | null {
  const params = new URLSearchParams(search);
  const view = params.has('register') ? 'register' : params.has('login') ? 'login' : null;
  if (!view) return null;
  const redirect = safeRedirect(params.get('redirect'));
  return { view, ...(redirect ? { redirect } : {}) };
}

/**
 * The sign-in dialogs (001 §2): login/register with the terms, forgot password, the
 * registered-phone notice, OTP verification and change number, and Google / Facebook sign-in
 * where configured. Opened by `requestLogin()` from any feature or by `?login=1`; a successful
 * login toasts "Login Successful, Welcome!", reloads the page data (bag count, member) and
 * continues to `redirect` (a social member with mandatory fields missing goes to
 * /complete-profile first, with the fields the provider gave, 001 §4).
 */
export function AuthDialogs() {
  const text = useAuthText();
  const message = useMessage();
  const toast = useToast();
  const api = useApiClient();
  const member = useMember();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // Opened by `requestLogin()`, or by the URL (`?login=1`, `?register=1`, `/signup`) until the
  // shopper closes it on that location.
  const [requested, setRequested] = useState<LoginRequest | null>(null);
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const [forgot, setForgot] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [registeredPhone, setRegisteredPhone] = useState<string | null>(null);
  const [otp, setOtp] = useState<Verification | null>(null);

  const fromUrl =
    member || dismissedAt === location.key
      ? null
      : location.pathname === '/signup'
        ? ({ view: 'register', redirect: '/' } as const)
        : dialogFromSearch(location.search);
  const active = requested ?? fromUrl;
  const view: View | null = active ? (active.view ?? 'login') : null;
  const redirect = active?.redirect ?? null;

  useEffect(() => onLoginRequest(setRequested), []);

  // A member sent to log in is already signed in: straight on to where they were going.
  useEffect(() => {
    const target = dialogFromSearch(location.search)?.redirect;
    if (member && target) void navigate(target, { replace: true });
  }, [location.search, member, navigate]);

  const closeDialog = () => {
    setRequested(null);
    setDismissedAt(location.key);
  };
  const switchTo = (tab: View) => setRequested({ ...active, view: tab });

  const continueTo = useCallback(
    async (target: string | null) => {
      // What features do on sign-in (the guest bag's merge) lands before the page reloads.
      await announceSignedIn();
      await revalidator.revalidate();
      if (target) await navigate(target);
    },
    [navigate, revalidator],
  );

  function signedIn(result: { message: string | undefined }) {
    toast.success(result.message ?? message('login_success'));
    closeDialog();
    void continueTo(redirect);
  }

  function socialSignedIn(result: SocialSignedIn) {
    // A new member's welcome voucher is said in the same toast (one toast shows at a time).
    const voucher = voucherLabel(result.voucher);
    const welcome = [
      result.message ?? message('login_success'),
      voucher ? text('welcomeVoucher', { name: voucher }) : null,
    ];
    toast.success(welcome.filter(Boolean).join(' '));
    closeDialog();
    if (result.missingFields.length === 0) {
      void continueTo(redirect);
      return;
    }
    const query = new URLSearchParams(completeProfileQuery(result.user));
    if (redirect) query.set('redirect', redirect);
    void continueTo(`/complete-profile?${query.toString()}`);
  }

  function registered(result: Registered) {
    toast.success(result.message ?? message('register_success', { product: 'Kilau' }));
    closeDialog();
    // The terms were agreed on the form (sent with the registration); ticking the newsletter
    // box is consent to news (a preference, `PreferencesUpdateSchema`), stored before the page
    // data is reloaded.
    void (
      result.newsletter
        ? api.post('/api/user/me/preferences', { newsletter: true })
        : Promise.resolve(null)
    )
      .then(() => announceSignedIn())
      .then(() => revalidator.revalidate());
    const voucher = voucherLabel(result.voucher);
    setOtp({
      scope: 'verification',
      recipient: result.phone ?? result.email,
      methods: result.phone ? PHONE_METHODS : EMAIL_METHODS,
      ...(voucher ? { note: text('welcomeVoucher', { name: voucher }) } : {}),
    });
  }

  function verified(result: string | undefined) {
    toast.success(result ?? message('otp_verified'));
    setOtp(null);
    void continueTo(redirect);
  }

  const closeOtp = () => {
    setOtp(null);
    void continueTo(redirect);
  };

  return (
    <>
      <Modal
        kind="loginRegister"
        open={view !== null}
        onClose={closeDialog}
        title={view === 'register' ? text('tabRegister') : text('tabLogin')}
        className="max-w-md"
      >
        <div className="mb-5 grid grid-cols-2 rounded-full bg-blush-100 p-1" role="tablist">
          {(['login', 'register'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={view === tab}
              onClick={() => switchTo(tab)}
              className={`min-h-11 rounded-full text-sm font-bold ${
                view === tab ? 'bg-white text-plum-900 shadow' : 'text-plum-700'
              }`}
            >
              {tab === 'login' ? text('tabLogin') : text('tabRegister')}
            </button>
          ))}
        </div>
        <p className="mb-4 text-sm text-plum-700">
          {view === 'register' ? text('registerIntro') : text('loginIntro')}
        </p>
        <Suspense fallback={<FormLoading />}>
          {view === 'register' ? (
            <RegisterForm
              onRegistered={registered}
              onPhoneRegistered={setRegisteredPhone}
              onShowTerms={() => setTerms(true)}
            />
          ) : (
            <LoginForm onSignedIn={signedIn} onForgotPassword={setForgot} />
          )}
        </Suspense>
        <SocialLogin onSignedIn={socialSignedIn} />
        <p className="mt-5 text-center text-sm text-plum-700">
          {view === 'register' ? text('haveAccount') : text('noAccountYet')}{' '}
          <button
            type="button"
            onClick={() => switchTo(view === 'register' ? 'login' : 'register')}
            className="font-bold text-rose-700 underline underline-offset-4"
          >
            {view === 'register' ? text('tabLogin') : text('tabRegister')}
          </button>
        </p>
      </Modal>

      <Modal
        kind="forgotPassword"
        open={forgot !== null}
        onClose={() => setForgot(null)}
        title={text('forgotTitle')}
        className="max-w-md"
      >
        <Suspense fallback={<FormLoading />}>
          <ForgotPasswordForm email={forgot ?? ''} onBack={() => setForgot(null)} />
        </Suspense>
      </Modal>

      <TermsDialog open={terms} onClose={() => setTerms(false)} />
      <RegisteredPhoneDialog
        phone={registeredPhone}
        onClose={() => setRegisteredPhone(null)}
        onLogin={() => {
          setRegisteredPhone(null);
          switchTo('login');
        }}
      />
      <VerificationDialogs
        verification={otp}
        onChange={setOtp}
        onVerified={verified}
        onLater={closeOtp}
      />
    </>
  );
}
