import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';
import { PERMISSIONS, STAFF_ROLES } from './roles';

/** What the back office's API answers (ADR 0020): schemas for the API, types for the web. */

/** A staff account as other staff see it: never its password or second factor. */
export const StaffSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  locked: z.boolean(),
  totp_enabled: z.boolean(),
  version: z.number(),
  created_at: apiTimestamp(),
  updated_at: apiTimestamp(),
});
export type Staff = z.infer<typeof StaffSchema>;

/** The signed-in staff member and what their role allows. */
export const StaffMeSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** After the password: the second factor to give, or to set up first. */
export const StaffLoginAnswerSchema = z.object({
  next: z.enum(['totp', 'totp_setup']),
  /** Only when setting up: the secret (Base32) and the `otpauth://` address for the QR code. */
  secret: z.string().optional(),
  otpauth_uri: z.string().optional(),
});
export type StaffLoginAnswer = z.infer<typeof StaffLoginAnswerSchema>;

/** One line of the audit log: who did what, when, and the record before and after. */
export const AuditEntrySchema = z.object({
  id: z.number(),
  at: apiTimestamp(),
  staff_id: z.number().nullable(),
  staff_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
