import { messagesFor, type Locale } from '@kilau/domain';
import { redeemSchema } from '@kilau/domain/rewards';
import { schemaParse } from '~/hooks/schema-parse';

/**
 * The redemption form (one per partner prize) as the domain's `redeemSchema` reads it, in the
 * browser and again in the route action. The prize's id, cost and balance ride in hidden fields;
 * the member types the phone (for pulsa and e-wallet prizes) and ticks the terms.
 */
export const REDEEM_INTENT = 'redeem';

export const REDEEM_FIELDS = {
  partnerId: 'partner_id',
  points: 'points',
  type: 'type',
  prizeName: 'prize_name',
  phone: 'phone_no',
  tnc: 'tnc',
  key: 'idempotency_key',
} as const;

const redeemInput = (form: FormData) => {
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === 'string' && entry !== '' ? entry : undefined;
  };
  const points = value(REDEEM_FIELDS.points);
  return {
    partner_id: value(REDEEM_FIELDS.partnerId),
    points: points === undefined ? undefined : Number(points),
    type: value(REDEEM_FIELDS.type),
    prize_name: value(REDEEM_FIELDS.prizeName),
    phone_no: value(REDEEM_FIELDS.phone),
    tnc: form.get(REDEEM_FIELDS.tnc) === 'on',
  };
};

export const parseRedeemForm = (locale: Locale) =>
  schemaParse(redeemSchema(messagesFor(locale)), redeemInput);

/** What the action answers a redemption; the prize's form shows it. */
export type RedeemActionData = { intent: typeof REDEEM_INTENT; partnerId: string } & (
  | { ok: true; message: string }
  | { ok: false; message?: string; fields?: Record<string, string> }
);

export const isRedeemAnswer = (value: unknown): value is RedeemActionData =>
  (value as Partial<RedeemActionData> | undefined)?.intent === REDEEM_INTENT;
