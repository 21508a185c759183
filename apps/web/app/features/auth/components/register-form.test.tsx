import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PreferencesUpdateSchema } from '@kilau/domain/accounts';
import { NO_PUBLIC_CONFIG } from '~/lib/public-config';
import { renderInShell } from '~/testing/render';
import { AuthDialogs } from './auth-dialogs';
import { RegisterForm } from './register-form';

type Answer = { status: number; body: Record<string, unknown> };
type Call = { path: string; method: string; body: unknown };

function answerApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      calls.push({
        path,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const answer = answers[path] ?? {
        status: 200,
        body: { success: true, data: null, meta: { code: 200 } },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const REGISTERED: Answer = {
  status: 201,
  body: {
    success: true,
    data: { user: { id: 31, email: 'ayu@example.com', phone_no: null }, voucher: null },
    message: 'Welcome to Kilau!',
    meta: { code: 201 },
  },
};

const SITE_KEY = '6Lc-kilau-site-key';

function stubRecaptcha(token: string) {
  const recaptcha = {
    ready: vi.fn((callback: () => void) => callback()),
    execute: vi.fn(async () => token),
  };
  vi.stubGlobal('grecaptcha', recaptcha);
  return recaptcha;
}

function fillAndSubmit({ newsletter = false } = {}) {
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Email', 'ayu@example.com');
  type('Username', 'ayu_k');
  type('Password', 'rahasia123');
  fireEvent.click(screen.getByRole('checkbox', { name: /Saya menyetujui/ }));
  if (newsletter) fireEvent.click(screen.getByRole('checkbox', { name: /Kirimi saya info promo/ }));
  fireEvent.click(screen.getByRole('button', { name: 'DAFTAR' }));
}

const renderRegister = (recaptchaSiteKey: string | null) => {
  const onRegistered = vi.fn();
  renderInShell(
    <RegisterForm onRegistered={onRegistered} onPhoneRegistered={vi.fn()} onShowTerms={vi.fn()} />,
    { rootData: { member: null, publicConfig: { ...NO_PUBLIC_CONFIG, recaptchaSiteKey } } },
  );
  return onRegistered;
};

describe('reCAPTCHA on register (001 §5, §7)', () => {
  it('sends a v3 token for the action "register" and says reCAPTCHA protects the form', async () => {
    const recaptcha = stubRecaptcha('03AFcWeA-token');
    const calls = answerApi({ '/api/auth/register': REGISTERED });
    const onRegistered = renderRegister(SITE_KEY);
    expect(screen.getByText('Situs ini dilindungi oleh reCAPTCHA.')).toBeTruthy();
    fillAndSubmit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(recaptcha.execute).toHaveBeenCalledWith(SITE_KEY, { action: 'register' });
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toMatchObject({
      email: 'ayu@example.com',
      user_name: 'ayu_k',
      recaptcha_token: '03AFcWeA-token',
    });
  });

  it('asks for no token and shows no notice when the shop has no site key', async () => {
    const calls = answerApi({ '/api/auth/register': REGISTERED });
    const onRegistered = renderRegister(null);
    expect(screen.queryByText('Situs ini dilindungi oleh reCAPTCHA.')).toBeNull();
    fillAndSubmit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).not.toHaveProperty(
      'recaptcha_token',
    );
  });

  it.each([
    ['recaptcha_invalid', 'Verifikasi reCAPTCHA gagal. Silakan coba lagi.'],
    ['recaptcha_required', 'Silakan selesaikan verifikasi reCAPTCHA terlebih dahulu.'],
  ])('shows the API refusal %s', async (errorCode, shown) => {
    stubRecaptcha('03AFcWeA-low-score');
    answerApi({
      '/api/auth/register': {
        status: 422,
        body: { success: false, data: null, errorCode, message: shown, meta: { code: 422 } },
      },
    });
    const onRegistered = renderRegister(SITE_KEY);
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain(shown);
    expect(onRegistered).not.toHaveBeenCalled();
  });
});

describe('newsletter consent after registering', () => {
  // The dialog's form loads on demand: wait for it.
  const openRegister = async () => {
    renderInShell(<AuthDialogs />, {
      path: '/?register=1',
      rootData: { member: null, publicConfig: NO_PUBLIC_CONFIG },
    });
    await screen.findByRole('button', { name: 'DAFTAR' });
  };

  it('saves the ticked consent as the preference the API accepts', async () => {
    const calls = answerApi({ '/api/auth/register': REGISTERED });
    await openRegister();
    fillAndSubmit({ newsletter: true });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/user/me/preferences')).toBe(true),
    );
    const saved = calls.find((call) => call.path === '/api/user/me/preferences');
    expect(saved?.method).toBe('POST');
    expect(PreferencesUpdateSchema.parse(saved?.body)).toEqual({ newsletter: true });
    // The terms box travels with the registration itself.
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toMatchObject({
      is_agree_to_legal_statements: true,
    });
  });

  it('saves no preference when the box is not ticked', async () => {
    const calls = answerApi({ '/api/auth/register': REGISTERED });
    await openRegister();
    fillAndSubmit();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/auth/register')).toBe(true),
    );
    await screen.findByRole('dialog', { name: /Verifikasi/ });
    expect(calls.some((call) => call.path === '/api/user/me/preferences')).toBe(false);
  });
});
