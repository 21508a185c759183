import { textInput } from '../shared/input';
import { z } from '../shared/zod';
import { DEFAULT_COUNTRY } from '../shared/constants';
import type { MessagesIn } from '../messages';
import { ADDRESS_PHONE_LENGTH, PHONE_LENGTH } from './constants';
import { dateOfBirthFromText, isValidDateOfBirth } from './profile';
import {
  emailField,
  labelField,
  messageField,
  messagesFor,
  nameField,
  optionalText,
  passwordField,
  phoneField,
  regionField,
  requiredText,
  taxNumberField,
  urlField,
  usernameField,
  zipcodeField,
} from './fields';

/** Form schemas of 001 §5, per locale; the `…Schema` constants are the Indonesian defaults. */

/** Login (001 §7 `POST /auth/login`): `email` holds an e-mail address or a username. */
export const createLoginSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z.object({
    email: requiredText(t),
    password: textInput({ error: () => t('required') }).min(1, { error: t('required') }),
  });
};

const dateOfBirth = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return optionalText(
    z.preprocess(
      dateOfBirthFromText,
      requiredText(t).refine(isValidDateOfBirth, { error: t('date_of_birth_invalid') }),
    ),
  );
};

/** Register needs e-mail, username and password; names, phone, salute and birth date are optional. */
export const createRegisterSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z.object({
    email: emailField(t),
    user_name: usernameField(t),
    password: passwordField(t),
    first_name: optionalText(nameField(t)),
    last_name: optionalText(nameField(t)),
    phone_no: optionalText(phoneField(t, PHONE_LENGTH)),
    salute_id: z.coerce.number().int().positive().optional(),
    date_of_birth: dateOfBirth(locale),
  });
};

export const createProfileSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z.object({
    user_name: usernameField(t, null),
    first_name: nameField(t),
    last_name: nameField(t),
    email: emailField(t),
    phone_no: phoneField(t, PHONE_LENGTH),
    salute_id: z.coerce
      .number({ error: () => t('required') })
      .int()
      .positive({ error: t('option_invalid') }),
    date_of_birth: dateOfBirth(locale),
    bio: optionalText(messageField(t)),
    social_links: z.array(z.object({ url: urlField(t) })).optional(),
  });
};

/**
 * Complete profile (001 §7 `POST /auth/register/update`): any of the mandatory fields (001 §3)
 * with the register rules; gender as `salute_id` (1 = Female/Ms) or directly. The API asks for
 * each field the member still lacks.
 */
export const createCompleteProfileSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z.object({
    user_name: optionalText(usernameField(t)),
    first_name: optionalText(nameField(t)),
    last_name: optionalText(nameField(t)),
    email: optionalText(emailField(t)),
    phone_no: optionalText(phoneField(t, PHONE_LENGTH)),
    salute_id: z.coerce
      .number()
      .int()
      .positive({ error: t('option_invalid') })
      .optional(),
    gender: z.enum(['Female', 'Male'], { error: () => t('option_invalid') }).optional(),
    date_of_birth: dateOfBirth(locale),
  });
};

/** New password 6 to 60 characters, confirmed ('Konfirmasi password tidak sesuai'). */
export const createChangePasswordSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z
    .object({
      old_password: textInput({ error: () => t('required') }).min(1, { error: t('required') }),
      new_password: passwordField(t),
      confirm_password: textInput({ error: () => t('required') }).min(1, { error: t('required') }),
    })
    .refine((value) => value.new_password === value.confirm_password, {
      error: t('password_confirmation_mismatch'),
      path: ['confirm_password'],
    });
};

/** The address form (000 §5, 001 §5). */
export const createAddressSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z.object({
    title: labelField(t),
    contact: requiredText(t),
    firstname: optionalText(nameField(t)),
    lastname: optionalText(nameField(t)),
    address1: requiredText(t),
    address2: optionalText(requiredText(t, { multiline: true })),
    country: textInput().trim().min(1).default(DEFAULT_COUNTRY),
    province: regionField(t),
    city: regionField(t),
    district: regionField(t),
    subdistrict: regionField(t),
    zipcode: zipcodeField(t),
    phone: phoneField(t, ADDRESS_PHONE_LENGTH, 'phone_min'),
    default: z.boolean().default(false),
  });
};

export const createTaxNumberSchema = (locale?: MessagesIn) =>
  z.object({ tax_number: taxNumberField(messagesFor(locale)) });

export const LoginSchema = createLoginSchema();
export const RegisterSchema = createRegisterSchema();
export const ProfileSchema = createProfileSchema();
export const CompleteProfileSchema = createCompleteProfileSchema();
/** Set a new password from a reset link: the new password twice (001 §5 rules). */
export const createResetPasswordSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z
    .object({
      new_password: passwordField(t),
      confirm_password: textInput({ error: () => t('required') }).min(1, { error: t('required') }),
    })
    .refine((value) => value.new_password === value.confirm_password, {
      error: t('password_confirmation_mismatch'),
      path: ['confirm_password'],
    });
};

export const ChangePasswordSchema = createChangePasswordSchema();
export const ResetPasswordSchema = createResetPasswordSchema();
export const AddressSchema = createAddressSchema();
export const TaxNumberSchema = createTaxNumberSchema();

export type LoginInput = z.infer<typeof LoginSchema>;
export type RegisterInput = z.infer<typeof RegisterSchema>;
export type ProfileInput = z.infer<typeof ProfileSchema>;
export type CompleteProfileInput = z.infer<typeof CompleteProfileSchema>;
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;
export type AddressInput = z.infer<typeof AddressSchema>;
export type TaxNumberInput = z.infer<typeof TaxNumberSchema>;
