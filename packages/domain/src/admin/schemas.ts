import { EMAIL_PATTERN } from '../accounts/constants';
import { requiredText } from '../accounts/fields';
import type { Messages } from '../messages';
import { textInput, wholeNumber } from '../shared/input';
import { z } from '../shared/zod';
import { STAFF_NAME_MAX, STAFF_PASSWORD_LENGTH } from './constants';
import { STAFF_ROLES } from './roles';

/**
 * The back office's forms, checked alike in the browser and on the API (the field's message in
 * the signed-in language).
 */
const staffEmail = (t: Messages) =>
  requiredText(t)
    .max(254, { error: t('email_invalid') })
    .regex(EMAIL_PATTERN, { error: t('email_invalid') })
    .transform((value) => value.toLowerCase());

const staffPassword = (t: Messages) =>
  textInput({ error: () => t('required'), message: t('text_control_characters') })
    .min(1, { error: t('required') })
    .min(STAFF_PASSWORD_LENGTH.min, { error: t('staff_password_length', STAFF_PASSWORD_LENGTH) })
    .max(STAFF_PASSWORD_LENGTH.max, { error: t('staff_password_length', STAFF_PASSWORD_LENGTH) });

const staffRole = (t: Messages) => z.enum(STAFF_ROLES, { error: t('staff_role_invalid') });
/** The edit's base: the `version` the form was read at (a JSON number). */
const version = (t: Messages) =>
  wholeNumber({ min: 1, max: 2_147_483_647, message: t('validation_failed'), coerce: false });

export const staffLoginSchema = (t: Messages) =>
  z.object({
    email: staffEmail(t),
    // Any length may be tried: a wrong one is only a wrong password.
    password: textInput({ error: () => t('required') })
      .min(1, { error: t('required') })
      .max(STAFF_PASSWORD_LENGTH.max, { error: t('staff_login_failed') }),
  });

export const totpCodeSchema = (t: Messages) =>
  z.object({
    code: requiredText(t)
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, { error: t('totp_format') })),
  });

export const staffCreateSchema = (t: Messages) =>
  z.object({
    email: staffEmail(t),
    name: requiredText(t).max(STAFF_NAME_MAX, {
      error: t('staff_name_length', { max: STAFF_NAME_MAX }),
    }),
    role: staffRole(t),
    password: staffPassword(t),
  });

export const staffUpdateSchema = (t: Messages) =>
  z
    .object({
      version: version(t),
      name: requiredText(t)
        .max(STAFF_NAME_MAX, { error: t('staff_name_length', { max: STAFF_NAME_MAX }) })
        .optional(),
      role: staffRole(t).optional(),
      locked: z.boolean({ error: t('option_invalid') }).optional(),
    })
    .strict();

export const staffVersionSchema = (t: Messages) => z.object({ version: version(t) });

export type StaffLoginInput = z.infer<ReturnType<typeof staffLoginSchema>>;
export type StaffCreateInput = z.infer<ReturnType<typeof staffCreateSchema>>;
export type StaffUpdateInput = z.infer<ReturnType<typeof staffUpdateSchema>>;
