import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '~/testing/render';
import { LoginForm } from './login-form';

type Answer = { status: number; body: Record<string, unknown> };

/** The browser API client calls `fetch`; each login post answers the next canned reply. */
function answerLogins(...answers: Answer[]) {
  const queue = [...answers];
  const fetchMock = vi.fn(async () => {
    const next = queue.shift() ?? { status: 500, body: { success: false, data: null } };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const wrong = (attempts: number, message: string): Answer => ({
  status: 401,
  body: {
    success: false,
    data: { attempts },
    message,
    errorCode: 'INCORRECT_PASSWORD',
    meta: { code: 401 },
  },
});

function renderLogin() {
  const onSignedIn = vi.fn();
  const onForgotPassword = vi.fn();
  renderInShell(<LoginForm onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} />);
  fireEvent.change(screen.getByLabelText('Email atau username'), {
    target: { value: 'ayu@example.com' },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'salah123' } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'MASUK' }));
  return { onSignedIn, onForgotPassword, submit };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login form feedback (001 §8)', () => {
  it.each([
    {
      line: '1st and 2nd wrong password: "Wrong Password Entered"',
      answer: wrong(1, 'x'),
      shows: ['Password yang kamu masukkan salah'],
      hides: ['Kamu sudah'],
    },
    {
      line: '3rd: the server message',
      answer: wrong(3, 'Password yang kamu masukkan salah, silakan klik Lupa Password'),
      shows: ['Password yang kamu masukkan salah, silakan klik Lupa Password'],
      hides: ['Kamu sudah'],
    },
    {
      line: '4th: the count and the reset warning',
      answer: wrong(4, 'x'),
      shows: [
        'Kamu sudah 4 kali gagal login.',
        'Password yang kamu masukkan salah. Silakan reset password kamu sebelum akun diblokir',
      ],
      hides: [],
    },
    {
      line: '5th: blocked, count 5',
      answer: {
        status: 403,
        body: {
          success: false,
          data: { attempts: 5 },
          message: 'x',
          errorCode: 'ACCOUNT_BLOCKED',
          meta: { code: 403 },
        },
      },
      shows: ['Kamu sudah 5 kali gagal login.', 'Akun kamu diblokir karena 5 kali gagal login.'],
      hides: [],
    },
    {
      line: 'unknown account: "Email / Username tidak ditemukan"',
      answer: {
        status: 404,
        body: { success: false, data: null, errorCode: 'USER_NOT_FOUND', meta: { code: 404 } },
      },
      shows: ['Email / Username tidak ditemukan'],
      hides: [],
    },
  ])('$line', async ({ answer, shows, hides }) => {
    answerLogins(answer);
    const { submit, onSignedIn } = renderLogin();
    submit();
    const alert = await screen.findByRole('alert');
    for (const text of shows) expect(alert.textContent).toContain(text);
    for (const text of hides) expect(alert.textContent).not.toContain(text);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('offers a password reset once the count shows', async () => {
    answerLogins(wrong(4, 'x'));
    const { submit, onForgotPassword } = renderLogin();
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(onForgotPassword).toHaveBeenCalledWith('ayu@example.com');
  });

  it('signs in with the server message, and sends nothing while fields are empty', async () => {
    const fetchMock = answerLogins({
      status: 200,
      body: {
        success: true,
        data: { user: { id: 1 } },
        message: 'Login berhasil, selamat datang!',
        meta: { code: 200 },
      },
    });
    const onSignedIn = vi.fn();
    renderInShell(<LoginForm onSignedIn={onSignedIn} onForgotPassword={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'MASUK' }));
    expect((await screen.findAllByText('Data belum diisi')).length).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Email atau username'), { target: { value: 'ayu' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'rahasia123' } });
    fireEvent.click(screen.getByRole('button', { name: 'MASUK' }));
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ message: 'Login berhasil, selamat datang!' }),
    );
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/login');
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'ayu', password: 'rahasia123' });
  });
});
