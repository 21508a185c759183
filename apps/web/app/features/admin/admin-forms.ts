import type { Locale } from '@kilau/domain';
import {
  staffCreateSchema,
  staffLoginSchema,
  STAFF_ROLES,
  totpCodeSchema,
  type StaffRole,
} from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';

/**
 * The back office's forms, read by the domain's schemas in the browser (`useFormValidation`)
 * and again in the route actions, with the same messages.
 */
export const parseStaffLogin = (locale: Locale) =>
  schemaParse(staffLoginSchema(messagesFor(locale)));
export const parseTotpCode = (locale: Locale) => schemaParse(totpCodeSchema(messagesFor(locale)));
export const parseStaffCreate = (locale: Locale) =>
  schemaParse(staffCreateSchema(messagesFor(locale)));

/** The sign-in page's two steps, one action. */
export const LOGIN_INTENTS = { password: 'password', code: 'code' } as const;

/** The staff page's writes, one action. */
export const STAFF_INTENTS = {
  create: 'create-staff',
  role: 'change-role',
  lock: 'lock',
  unlock: 'unlock',
  resetTotp: 'reset-totp',
} as const;
export type StaffIntent = (typeof STAFF_INTENTS)[keyof typeof STAFF_INTENTS];

export const isStaffIntent = (value: unknown): value is StaffIntent =>
  Object.values(STAFF_INTENTS).some((intent) => intent === value);

/** What the staff page's action answers; the form or row that asked shows it. */
export type StaffActionData = {
  intent: StaffIntent;
  /** The account the row's write was about. */
  id?: number;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};

export const isStaffRoleValue = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** A row's write names the account and the version the table was read at. */
export function rowOf(form: FormData): { id: number; version: number } | null {
  const id = Number(form.get('id'));
  const version = Number(form.get('version'));
  return Number.isInteger(id) && id > 0 && Number.isInteger(version) && version > 0
    ? { id, version }
    : null;
}
