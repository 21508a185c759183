import { requiredText } from '../accounts/fields';
import type { Messages } from '../messages';
import { wholeNumber } from '../shared/input';
import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';

/** The customers screens of the back office (docs/design/back-office.md, Customers). */

/** At most this many points are added or taken in one manual adjustment. */
export const POINTS_ADJUST_MAX = 1_000_000;
export const POINTS_REASON_MAX = 200;

const customerVersion = (t: Messages) =>
  wholeNumber({ min: 1, max: 2_147_483_647, message: t('validation_failed'), coerce: false });

/** `POST /api/admin/customers/:id/points`: points added (or, negative, taken) with a reason. */
export const pointsAdjustSchema = (t: Messages) =>
  z.object({
    delta: z
      .number({ error: t('points_delta_invalid', { max: POINTS_ADJUST_MAX }) })
      .int({ error: t('points_delta_invalid', { max: POINTS_ADJUST_MAX }) })
      .min(-POINTS_ADJUST_MAX, { error: t('points_delta_invalid', { max: POINTS_ADJUST_MAX }) })
      .max(POINTS_ADJUST_MAX, { error: t('points_delta_invalid', { max: POINTS_ADJUST_MAX }) })
      .refine((value) => value !== 0, {
        error: t('points_delta_invalid', { max: POINTS_ADJUST_MAX }),
      }),
    reason: requiredText(t).max(POINTS_REASON_MAX, {
      error: t('points_reason_length', { max: POINTS_REASON_MAX }),
    }),
    version: customerVersion(t).optional(),
  });
export type PointsAdjustInput = z.infer<ReturnType<typeof pointsAdjustSchema>>;

/** Lock, unlock and ending sessions: the `version` the page was read at (optional). */
export const customerVersionSchema = (t: Messages) =>
  z.object({ version: customerVersion(t).optional() });

/** One row of `GET /api/admin/customers`. */
export const AdminCustomerRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  locked: z.boolean(),
  orders: z.number(),
  created_at: apiTimestamp(),
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRowSchema>;

/** `GET /api/admin/customers/:id`: the member as support sees them. */
export const AdminCustomerSchema = z.object({
  id: z.number(),
  email: z.string(),
  user_name: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  date_of_birth: apiTimestamp().nullable(),
  is_verified_email: z.boolean(),
  is_verified_phone: z.boolean(),
  /** Locked by staff: the member cannot sign in. */
  locked: z.boolean(),
  locked_at: apiTimestamp().nullable(),
  /** Blocked by too many wrong passwords (lifted by a password reset). */
  login_blocked: z.boolean(),
  removed: z.boolean(),
  version: z.number(),
  created_at: apiTimestamp(),
  addresses: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      contact: z.string(),
      phone: z.string(),
      address: z.string(),
      zipcode: z.string(),
      is_default: z.boolean(),
    }),
  ),
  orders: z.object({
    count: z.number(),
    paid_total: z.number(),
    recent: z.array(
      z.object({
        reference_code: z.string(),
        state: z.object({ id: z.number(), name: z.string() }),
        total_paid: z.number(),
        created_at: apiTimestamp(),
      }),
    ),
  }),
  points: z.object({
    balance: z.number(),
    ledger: z.array(
      z.object({
        id: z.number(),
        delta: z.number(),
        reason: z.string(),
        order_ref: z.string().nullable(),
        created_at: apiTimestamp(),
      }),
    ),
  }),
  /** Campaign tokens (docs/design/rewards.md), granted on this page. */
  tokens: z.object({ balance: z.number() }),
  vouchers: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      issued_at: apiTimestamp(),
      expires_at: apiTimestamp().nullable(),
      used_at: apiTimestamp().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.number(),
      created_at: apiTimestamp(),
      last_seen_at: apiTimestamp(),
      expires_at: apiTimestamp(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
  devices: z.array(
    z.object({
      created_at: apiTimestamp(),
      last_login_at: apiTimestamp(),
      locked: z.boolean(),
    }),
  ),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
