import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACEBOOK_GRAPH_VERSION } from '@kilau/domain/accounts';
import { NO_PUBLIC_CONFIG, type PublicConfig } from '~/lib/public-config';
import { renderInShell } from '~/testing/render';
import { AuthDialogs } from './auth-dialogs';
import { SocialLogin } from './social-login';

type Answer = { status: number; body: Record<string, unknown> };
type Call = { path: string; method: string; body: unknown };

/** The API answers by path; every call is recorded with its parsed body. */
function answerApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path, method: init.method ?? 'GET', body });
      const answer = answers[path] ?? { status: 404, body: { success: false, data: null } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const CONFIGURED: PublicConfig = {
  ...NO_PUBLIC_CONFIG,
  googleClientId: 'kilau-web.apps.googleusercontent.com',
  facebookAppId: '1234567890',
};

/** Google Identity Services as the page would have it: the pop-up answers `token`. */
function stubGoogle(answer: { access_token?: string; error?: string }) {
  const initTokenClient = vi.fn(
    (config: { callback: (response: typeof answer) => void }) =>
      ({ requestAccessToken: () => config.callback(answer) }) as const,
  );
  vi.stubGlobal('google', { accounts: { oauth2: { initTokenClient } } });
  return initTokenClient;
}

function stubFacebook(accessToken: string | null) {
  const sdk = {
    init: vi.fn(),
    login: vi.fn((callback: (response: unknown) => void) =>
      callback(
        accessToken
          ? { status: 'connected', authResponse: { accessToken } }
          : { status: 'unknown', authResponse: null },
      ),
    ),
  };
  vi.stubGlobal('FB', sdk);
  return sdk;
}

const signedInAnswer = (user: Record<string, unknown>, missing: string[] = []): Answer => ({
  status: 200,
  body: {
    success: true,
    data: { user, voucher: null, is_new_member: false, missing_fields: missing },
    message: 'Login berhasil, selamat datang!',
    meta: { code: 200 },
  },
});

const scripts = () => Array.from(document.querySelectorAll('script[src]'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('social sign-in buttons (001 §7)', () => {
  it('shows no button and loads no script when no provider is configured', () => {
    renderInShell(<SocialLogin onSignedIn={vi.fn()} />, {
      rootData: { member: null, publicConfig: NO_PUBLIC_CONFIG },
    });
    expect(screen.queryByRole('button', { name: /Lanjut dengan/ })).toBeNull();
    expect(screen.queryByText('atau lanjut dengan')).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('shows only the configured provider', () => {
    renderInShell(<SocialLogin onSignedIn={vi.fn()} />, {
      rootData: { member: null, publicConfig: { ...NO_PUBLIC_CONFIG, facebookAppId: '42' } },
    });
    expect(screen.getByRole('button', { name: 'Lanjut dengan Facebook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lanjut dengan Google' })).toBeNull();
  });

  it('Google: the pop-up token goes to POST /api/auth/login/google and signs in', async () => {
    const initTokenClient = stubGoogle({ access_token: 'ya29.google-token' });
    const calls = answerApi({
      '/api/auth/login/google': signedInAnswer({ user_name: 'ayu', first_name: 'Ayu' }),
    });
    const onSignedIn = vi.fn();
    renderInShell(<SocialLogin onSignedIn={onSignedIn} />, {
      rootData: { member: null, publicConfig: CONFIGURED },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut dengan Google' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(initTokenClient).toHaveBeenCalledWith(
      expect.objectContaining({
        client_id: 'kilau-web.apps.googleusercontent.com',
        scope: 'openid email profile',
      }),
    );
    expect(calls).toEqual([
      {
        path: '/api/auth/login/google',
        method: 'POST',
        body: { access_token: 'ya29.google-token', acquisition_source: expect.any(String) },
      },
    ]);
    expect(onSignedIn).toHaveBeenCalledWith({
      message: 'Login berhasil, selamat datang!',
      user: { user_name: 'ayu', first_name: 'Ayu' },
      missingFields: [],
      voucher: null,
    });
    // The page already had Google's script: nothing else was loaded.
    expect(scripts()).toEqual([]);
  });

  it('Facebook: initialises the SDK for the app, asks for the e-mail, and signs in', async () => {
    const sdk = stubFacebook('EAAB-facebook-token');
    const calls = answerApi({
      '/api/auth/login/facebook': signedInAnswer({ user_name: 'budi' }, ['phone_no']),
    });
    const onSignedIn = vi.fn();
    renderInShell(<SocialLogin onSignedIn={onSignedIn} />, {
      rootData: { member: null, publicConfig: CONFIGURED },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut dengan Facebook' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ appId: '1234567890', version: FACEBOOK_GRAPH_VERSION }),
    );
    expect(sdk.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'email' });
    expect(calls[0]).toMatchObject({
      path: '/api/auth/login/facebook',
      body: { access_token: 'EAAB-facebook-token' },
    });
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ missingFields: ['phone_no'] });
  });

  it('Facebook without an e-mail: the spec message (001 §8)', async () => {
    stubFacebook('EAAB-no-email');
    answerApi({
      '/api/auth/login/facebook': {
        status: 422,
        body: {
          success: false,
          data: { missing_email: true },
          errorCode: 'FACEBOOK_EMAIL_REQUIRED',
          message: 'x',
          meta: { code: 422 },
        },
      },
    });
    const onSignedIn = vi.fn();
    renderInShell(<SocialLogin onSignedIn={onSignedIn} />, {
      rootData: { member: null, publicConfig: CONFIGURED },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut dengan Facebook' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mohon menggunakan akun Facebook yang sudah terhubung dengan email.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('closing the pop-up sends nothing and says nothing; a refused token says so', async () => {
    stubGoogle({ error: 'access_denied' });
    const calls = answerApi({
      '/api/auth/login/google': {
        status: 401,
        body: {
          success: false,
          data: null,
          errorCode: 'social_token_invalid',
          message: 'Login dengan Google gagal. Silakan coba lagi.',
          meta: { code: 401 },
        },
      },
    });
    renderInShell(<SocialLogin onSignedIn={vi.fn()} />, {
      rootData: { member: null, publicConfig: CONFIGURED },
    });
    const button = screen.getByRole('button', { name: 'Lanjut dengan Google' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();

    stubGoogle({ access_token: 'ya29.stale' });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Login dengan Google gagal. Silakan coba lagi.',
    );
  });

  it('loads Google Identity Services with the page nonce when it is not there yet', async () => {
    const pageScript = document.createElement('script');
    pageScript.setAttribute('nonce', 'page-nonce-123');
    document.head.append(pageScript);
    renderInShell(<SocialLogin onSignedIn={vi.fn()} />, {
      rootData: { member: null, publicConfig: CONFIGURED },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut dengan Google' }));
    const loaded = await waitFor(() => {
      const script = document.querySelector<HTMLScriptElement>(
        'script[src="https://accounts.google.com/gsi/client"]',
      );
      expect(script).toBeTruthy();
      return script!;
    });
    expect(loaded.nonce || loaded.getAttribute('nonce')).toBe('page-nonce-123');
    // The script "fails" (no network in tests): the shopper is told, nothing is sent.
    loaded.dispatchEvent(new Event('error'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Login dengan Google gagal. Silakan coba lagi.',
    );
  });
});

describe('the dialog after a social sign-in (001 §4)', () => {
  function openDialog() {
    return renderInShell(<AuthDialogs />, {
      path: '/?login=1&redirect=%2Fshipping-address',
      rootData: { member: null, publicConfig: CONFIGURED },
    });
  }

  it('welcomes the member and continues to the redirect', async () => {
    stubGoogle({ access_token: 'ya29.google-token' });
    answerApi({ '/api/auth/login/google': signedInAnswer({ user_name: 'ayu' }) });
    const { router } = openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Lanjut dengan Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipping-address'));
    expect(screen.getByRole('status').textContent).toContain('Login berhasil, selamat datang!');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a member with mandatory fields missing to /complete-profile with the known ones', async () => {
    stubFacebook('EAAB-facebook-token');
    answerApi({
      '/api/auth/login/facebook': signedInAnswer(
        {
          user_name: 'budi_s',
          first_name: 'Budi',
          last_name: '',
          email: 'budi@example.com',
          phone_no: null,
          gender: null,
        },
        ['last_name', 'phone_no', 'gender'],
      ),
    });
    const { router } = openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Lanjut dengan Facebook' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      user_name: 'budi_s',
      first_name: 'Budi',
      email: 'budi@example.com',
      redirect: '/shipping-address',
    });
  });
});
