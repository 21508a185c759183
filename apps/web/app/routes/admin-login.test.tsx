import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import {
  actionAnswer,
  renderRouteModule,
  routeRequest,
  stubApi,
  type ApiReplies,
} from '~/testing/route-module';
import { axeViolations } from '~/testing/axe';
import * as login from './admin-login';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const URI = `otpauth://totp/Kilau%20Back%20Office:ayu%40kilau.id?secret=${SECRET}&issuer=Kilau%20Back%20Office&algorithm=SHA1&digits=6&period=30`;
const SET_COOKIE = 'kilau_staff=new-session; Path=/; HttpOnly; SameSite=Strict';

const signedOut: ApiReplies = {
  [`GET ${ADMIN_API.me}`]: { status: 401, message: 'Silakan masuk ke back office.' },
  [`GET ${ADMIN_API.pending}`]: { status: 401, message: 'Silakan masuk ke back office.' },
};

const render = (replies: ApiReplies, url = '/admin/login') => {
  const api = stubApi({ ...signedOut, ...replies });
  renderRouteModule(login, { path: '/admin/login', url, context: api.context, cookie: null });
  return api;
};

const typePassword = async () => {
  fireEvent.change(await screen.findByLabelText('Email kerja'), {
    target: { value: 'Ayu@Kilau.ID' },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'rahasia-panjang' } });
  fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
};

const typeCode = async (code: string) => {
  fireEvent.change(await screen.findByLabelText('Kode 6 angka'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
};

describe('/admin/login, the back office sign-in (route module)', () => {
  it('checks the fields in the browser and asks the API nothing while they are wrong', async () => {
    const { callsTo } = render({});
    fireEvent.change(await screen.findByLabelText('Email kerja'), { target: { value: 'ayu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findByText('Email tidak valid')).toBeTruthy();
    expect(screen.getByText('Data belum diisi')).toBeTruthy();
    expect(callsTo('POST', ADMIN_API.login)).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    [401, 'staff_login_failed', 'Email atau password salah.'],
    [403, 'staff_locked', 'Akun ini dikunci. Hubungi admin toko.'],
  ])('shows the API’s %i %s as the form’s alert', async (status, errorCode, message) => {
    render({ [`POST ${ADMIN_API.login}`]: { status, errorCode, message } });
    await typePassword();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    // Still the first step, with the email as typed.
    expect((screen.getByLabelText('Email kerja') as HTMLInputElement).value).toBe('Ayu@Kilau.ID');
  });

  it('enrols an authenticator: QR code and grouped secret, a wrong code on its field, then in', async () => {
    let codes = 0;
    const { callsTo } = render({
      [`POST ${ADMIN_API.login}`]: {
        data: { next: 'totp_setup', secret: SECRET, otpauth_uri: URI },
        headers: { 'Set-Cookie': SET_COOKIE },
      },
      [`POST ${ADMIN_API.totp}`]: () =>
        ++codes === 1
          ? {
              status: 422,
              errorCode: 'totp_invalid',
              message: 'Kode salah atau sudah dipakai. Coba kode berikutnya.',
            }
          : { data: null },
    });
    await typePassword();
    expect(
      await screen.findByRole('heading', { name: 'Pasang aplikasi autentikator' }),
    ).toBeTruthy();
    // The schema's own reading: the email in lower case.
    expect(callsTo('POST', ADMIN_API.login).map((call) => call.body)).toEqual([
      { email: 'ayu@kilau.id', password: 'rahasia-panjang' },
    ]);
    const qr = screen.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    expect(qr.querySelector('svg path')).not.toBeNull();
    expect(screen.getAllByText('JBSW')[0]?.parentElement?.textContent).toBe(SECRET);
    expect(screen.getAllByText(/^[A-Z2-7]{4}$/).map((group) => group.textContent)).toEqual([
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
      'JBSW',
      'Y3DP',
    ]);

    expect(await axeViolations()).toEqual([]);

    await typeCode('12345');
    expect(await screen.findByText('Kode terdiri dari 6 angka.')).toBeTruthy();
    expect(callsTo('POST', ADMIN_API.totp)).toEqual([]);

    await typeCode('123 456');
    const field = await screen.findByLabelText('Kode 6 angka');
    expect(
      await screen.findByText('Kode salah atau sudah dipakai. Coba kode berikutnya.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The set-up stays on screen for the next try.
    expect(screen.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeTruthy();

    await typeCode('654321');
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin');
    expect(callsTo('POST', ADMIN_API.totp).map((call) => call.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
  });

  it('asks an enrolled account only for its code, and goes back to where it was headed', async () => {
    render(
      {
        [`POST ${ADMIN_API.login}`]: { data: { next: 'totp' } },
        [`POST ${ADMIN_API.totp}`]: { data: null },
      },
      '/admin/login?redirectTo=/admin/audit-log%3Fentity%3Dstaff',
    );
    await typePassword();
    expect(await screen.findByRole('heading', { name: 'Kode autentikator' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    await typeCode('654321');
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin/audit-log?entity=staff');
  });

  it('starts again at the password when the sign-in ended (too many wrong codes)', async () => {
    render({
      [`POST ${ADMIN_API.login}`]: { data: { next: 'totp' } },
      [`POST ${ADMIN_API.totp}`]: {
        status: 401,
        errorCode: 'totp_too_many_attempts',
        message: 'Terlalu banyak kode salah. Silakan masuk lagi.',
      },
    });
    await typePassword();
    await typeCode('111111');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Terlalu banyak kode salah. Silakan masuk lagi.');
    expect(screen.getByRole('heading', { name: 'Masuk ke back office' })).toBeTruthy();
  });

  it('a reload past the password finds the code step with the same set-up', async () => {
    render({
      [`GET ${ADMIN_API.pending}`]: {
        data: { next: 'totp_setup', secret: SECRET, otpauth_uri: URI },
      },
    });
    expect(await screen.findByLabelText('Kode 6 angka')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeTruthy();
    expect(screen.getAllByText('JBSW').length).toBeGreaterThan(0);
  });

  it('"sign in with another account" starts at the password although a sign-in is pending', async () => {
    render({ [`GET ${ADMIN_API.pending}`]: { data: { next: 'totp' } } }, '/admin/login?restart');
    expect(await screen.findByLabelText('Email kerja')).toBeTruthy();
    expect(screen.queryByLabelText('Kode 6 angka')).toBeNull();
  });

  it('sends a signed-in staff member on to the back office', async () => {
    const { context } = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe() } });
    renderRouteModule(login, {
      path: '/admin/login',
      context,
      cookie: STAFF_COOKIE,
    });
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin');
  });

  it('is for no search engine', () => {
    const tags = login.meta({ matches: [] } as never);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});

describe('/admin/login action', () => {
  it('passes the API’s staff cookie on to the browser', async () => {
    const { context } = stubApi({
      [`POST ${ADMIN_API.login}`]: {
        data: { next: 'totp' },
        headers: { 'Set-Cookie': SET_COOKIE },
      },
    });
    const result = await login.action({
      request: routeRequest('/admin/login', {
        form: { intent: 'password', email: 'ayu@kilau.id', password: 'rahasia-panjang' },
        cookie: null,
      }),
      context,
      params: {},
    } as never);
    const { body } = actionAnswer(result);
    expect(body).toEqual({ step: 'code', setup: null });
    const init = (result as unknown as { init: { headers: Headers } }).init;
    expect(new Headers(init.headers).getSetCookie()).toEqual([SET_COOKIE]);
  });

  it('never follows a redirect out of the back office', async () => {
    const { context } = stubApi({ [`POST ${ADMIN_API.totp}`]: { data: null } });
    const answer = await login
      .action({
        request: routeRequest('/admin/login?redirectTo=//evil.example/admin', {
          form: { intent: 'code', code: '123456' },
          cookie: STAFF_COOKIE,
        }),
        context,
        params: {},
      } as never)
      .catch((thrown: unknown) => thrown);
    expect((answer as Response).headers.get('Location')).toBe('/admin');
  });
});
