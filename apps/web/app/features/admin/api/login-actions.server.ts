import { data, redirect } from 'react-router';
import { translate } from '@kilau/domain/messages';
import { parseStaffLogin, parseTotpCode } from '../admin-forms';
import type { LoginStep } from '../login-steps';
import { totpSetup } from '../lib/totp-setup.server';
import { afterSignIn, confirmCode, signIn, type StaffContext } from './staff-session.server';

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const fieldsOf = (value: unknown): Record<string, string> | undefined => {
  const fields = (value as { fields?: unknown } | undefined)?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined;
};

/**
 * Step 1: the password. The API answers a `kilau_staff` cookie for a session at the password
 * stage, passed on to the browser, and which second step comes next.
 */
export async function submitPassword(context: StaffContext, form: FormData) {
  const email = textOf(form, 'email');
  const parsed = parseStaffLogin(context.locale)(form);
  if (!parsed.ok) {
    return data<LoginStep>({ step: 'password', email, fields: parsed.fields }, { status: 422 });
  }
  const result = await signIn(context.api, parsed.data);
  if (!result.ok) {
    const fields = result.status === 422 ? fieldsOf(result.data) : undefined;
    const answer: LoginStep = {
      step: 'password',
      email,
      ...(fields
        ? { fields }
        : { message: result.message ?? translate('generic_retry', context.locale) }),
    };
    return data(answer, { status: result.status || 503, headers: context.setCookies() });
  }
  const setup =
    result.data.next === 'totp_setup'
      ? await totpSetup(result.data.secret, result.data.otpauth_uri)
      : null;
  return data<LoginStep>({ step: 'code', setup }, { headers: context.setCookies() });
}

/**
 * Step 2: the authenticator's code. Right: the session is full and the page goes on to where
 * the staff member was headed. Wrong: the message on the field. A session that ended (too many
 * wrong codes, or the sign-in took too long) starts again at the password.
 */
export async function submitCode(context: StaffContext, form: FormData) {
  const setup = await totpSetup(form.get('setup_secret'), form.get('setup_uri'));
  const parsed = parseTotpCode(context.locale)(form);
  if (!parsed.ok) {
    return data<LoginStep>({ step: 'code', setup, fields: parsed.fields }, { status: 422 });
  }
  const result = await confirmCode(context.api, parsed.data.code);
  if (result.ok) throw redirect(afterSignIn(context.url), { headers: context.setCookies() });
  const message = result.message ?? translate('generic_retry', context.locale);
  if (result.status === 401) {
    return data<LoginStep>(
      { step: 'password', message },
      { status: 401, headers: context.setCookies() },
    );
  }
  // A wrong code is the code field's message, whether the API names the field or only the code.
  const fields =
    result.status === 422
      ? (fieldsOf(result.data) ??
        (result.errorCode === 'totp_invalid' ? { code: message } : undefined))
      : undefined;
  return data<LoginStep>(
    { step: 'code', setup, ...(fields?.code ? { fields } : { message }) },
    { status: result.status || 503, headers: context.setCookies() },
  );
}
