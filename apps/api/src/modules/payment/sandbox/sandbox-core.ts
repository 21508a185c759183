import { textInput } from '@kilau/domain';
import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '@kilau/db';
import { midtransStatusCode, type PaymentState } from '@kilau/domain/payment';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreAnswer } from './core-answer';
import { qrisPayload } from './qris';
import { createSandboxActions } from './sandbox-actions';
import { refundBody, refundsFields, sandboxPaths, transactionBody } from './sandbox-shapes';
import { createSandboxRepository, type GatewayRow } from './sandbox.repository';
import { createTokeniser } from './tokeniser';

/** Posts a signed notification to the shop (HTTP in the app; captured in tests). */
export type SandboxNotify = (notification: Record<string, unknown>) => void | Promise<void>;

export interface SandboxCoreDeps {
  db: Kysely<Database>;
  clock: () => Date;
  serverKey: string;
  clientKey: string;
  /** The shop's public URL: the sandbox's pages live under it, at `/sandbox-gateway`. */
  publicUrl: string;
  notify: SandboxNotify;
  merchantName?: string;
}

const refusal = (httpStatus: number, statusMessage: string, validation?: string[]): CoreAnswer => ({
  httpStatus,
  body: {
    status_code: String(httpStatus),
    status_message: statusMessage,
    ...(validation ? { validation_messages: validation } : {}),
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const INVALID = 'One or more parameters in the payload is invalid.';

const callback = z.object({ callback_url: textInput().max(2083).optional() }).loose();
const ChargeSchema = z
  .object({
    payment_type: textInput(),
    transaction_details: z.object({
      order_id: textInput()
        .min(1)
        .max(50)
        .regex(/^[A-Za-z0-9\-_.~]+$/, 'transaction_details.order_id has invalid characters'),
      gross_amount: z
        .number()
        .int('transaction_details.gross_amount must be whole rupiah')
        .min(1)
        .max(1_000_000_000),
    }),
    custom_expiry: z
      .object({
        expiry_duration: z.number().int().min(1).max(43_200),
        unit: z.enum(['minute', 'hour', 'day']),
      })
      .optional(),
    bank_transfer: z.object({ bank: textInput() }).loose().optional(),
    cstore: z.object({ store: textInput() }).loose().optional(),
    credit_card: z
      .object({
        token_id: textInput().min(1).max(200),
        authentication: z.boolean().optional(),
        save_token_id: z.boolean().optional(),
        callback_url: textInput().max(2083).optional(),
      })
      .loose()
      .optional(),
    ovo: z
      .object({ phone: textInput().regex(/^(\+62|62|0)8\d{7,12}$/, 'ovo.phone is invalid') })
      .optional(),
    kredivo: callback.extend({ installment_term: z.number().int().optional() }).optional(),
    gopay: callback.optional(),
    vospay: callback.optional(),
    gpn: callback.optional(),
    doku_card: callback.optional(),
    linkaja: callback.optional(),
    cimb_clicks: callback.optional(),
  })
  .loose();
type ChargeBody = z.infer<typeof ChargeSchema>;

/**
 * Midtrans' refund body: every field optional there, as here (a missing key is made up, a missing
 * amount is the whole transaction). A key is letters, digits, `-` and `_`, as Midtrans allows.
 */
const RefundSchema = z
  .object({
    refund_key: textInput()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/, 'refund_key has invalid characters')
      .optional(),
    amount: z.number().int('amount must be whole rupiah').min(1).max(1_000_000_000).optional(),
    reason: textInput({ multiline: true }).max(255).optional(),
  })
  .loose();

const REFUSED_REFUNDS = {
  not_paid: 'Transaction status cannot be updated.',
  not_refundable: 'Refund is not supported for this payment type.',
  too_much: 'Refund amount is more than the amount that can be refunded.',
} as const;

const UNIT_MINUTES = { minute: 1, hour: 60, day: 1440 } as const;
/** How long each channel waits for payment, in minutes, unless the charge says. */
const DEFAULT_EXPIRY: Record<string, number> = {
  card: 15,
  gopay: 15,
  qris: 15,
  ovo: 15,
  linkaja: 15,
};
const DAY_MINUTES = 1440;
const REDIRECTS = ['kredivo', 'vospay', 'gpn', 'doku_card', 'cimb_clicks', 'linkaja'] as const;
const KREDIVO_TERMS = [1, 3, 6, 12];

/** The channel a charge names inside its payment type, or a refusal. */
function channelOf(body: ChargeBody): string | string[] {
  switch (body.payment_type) {
    case 'credit_card':
      return body.credit_card ? 'card' : ['credit_card.token_id is required'];
    case 'bank_transfer': {
      const bank = body.bank_transfer?.bank;
      return bank === 'bca' || bank === 'permata' ? bank : ['bank_transfer.bank is not supported'];
    }
    case 'cstore':
      return body.cstore?.store === 'indomaret' ? 'indomaret' : ['cstore.store is not supported'];
    case 'ovo':
      return body.ovo ? 'ovo' : ['ovo.phone is required'];
    case 'gopay':
    case 'qris':
    case 'kredivo':
    case 'vospay':
    case 'gpn':
    case 'doku_card':
    case 'linkaja':
    case 'cimb_clicks':
      return body.payment_type;
    default:
      return ['payment_type is not supported'];
  }
}

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/** BCA virtual accounts: the company's 5-digit code and 11 digits. */
export const SANDBOX_BCA_COMPANY_CODE = '70012';

/**
 * The sandbox gateway (design/checkout-and-payment.md): a Midtrans Core API look-alike over the
 * database. Charges write `gateway_transactions` and answer what Midtrans answers (VA numbers,
 * payment codes, deep links, QR strings, redirect URLs, a 3-D Secure step for cards); its pages let
 * a person approve, decline or let a payment expire; refunds write `gateway_refunds`; and every
 * change is posted to the shop as a signed notification after it commits.
 */
export function createSandboxCore(deps: SandboxCoreDeps) {
  const repo = createSandboxRepository(deps.db);
  const paths = sandboxPaths(deps.publicUrl);
  const publicOrigin = new URL(deps.publicUrl).origin;
  const actions = createSandboxActions({
    ...deps,
    repo,
    // One plain transaction (no retry): the row lock orders parallel changes of a transaction.
    transaction: (work) => deps.db.transaction().execute((tx) => work(createSandboxRepository(tx))),
  });
  const tokeniser = createTokeniser({ repo, clock: deps.clock, clientKey: deps.clientKey });
  const answer = (row: GatewayRow, message?: string, httpStatus = 200): CoreAnswer => ({
    httpStatus,
    body: transactionBody(row, deps.publicUrl, deps.serverKey, message),
  });

  /** Only the shop's own pages may be a finish URL (no open redirect through the sandbox). */
  const ownUrl = (url: string | undefined) => {
    if (!url) return null;
    try {
      return new URL(url, deps.publicUrl).origin === publicOrigin
        ? new URL(url, deps.publicUrl).href
        : null;
    } catch {
      return null;
    }
  };

  async function charge(input: unknown): Promise<CoreAnswer> {
    const parsed = ChargeSchema.safeParse(input);
    if (!parsed.success) {
      return refusal(
        400,
        INVALID,
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      );
    }
    const body = parsed.data;
    const channel = channelOf(body);
    if (Array.isArray(channel)) return refusal(400, INVALID, channel);
    const term = body.kredivo?.installment_term;
    if (term !== undefined && !KREDIVO_TERMS.includes(term)) {
      return refusal(400, INVALID, ['kredivo.installment_term is not offered']);
    }
    const now = deps.clock();
    const transactionId = randomUUID();
    const orderRef = body.transaction_details.order_id;
    const amount = body.transaction_details.gross_amount;
    const expiryMinutes = body.custom_expiry
      ? body.custom_expiry.expiry_duration * UNIT_MINUTES[body.custom_expiry.unit]
      : (DEFAULT_EXPIRY[channel] ?? DAY_MINUTES);

    let card: { masked: string; brand: string } | null = null;
    if (channel === 'card' && body.credit_card) {
      const token = await repo.takeCardToken(body.credit_card.token_id, now);
      if (!token) return refusal(411, 'Token id is missing, invalid, or timed out');
      card = { masked: token.masked_card, brand: token.card_brand };
    }
    const blockCallback = (body as Record<string, { callback_url?: string } | undefined>)[
      body.payment_type
    ]?.callback_url;

    const row = await repo.insertTransaction({
      transaction_id: transactionId,
      order_ref: orderRef,
      payment_type: body.payment_type,
      channel,
      gross_amount: amount,
      status: 'pending',
      fraud_status: 'accept',
      status_code: midtransStatusCode('pending'),
      va_number:
        channel === 'bca'
          ? `${SANDBOX_BCA_COMPANY_CODE}${digits(11)}`
          : channel === 'permata'
            ? `8778${digits(12)}`
            : null,
      payment_code: channel === 'indomaret' ? `0108${digits(10)}` : null,
      qr_string:
        channel === 'qris' || channel === 'gopay'
          ? qrisPayload({
              transactionId,
              orderRef,
              amount,
              merchantName: deps.merchantName ?? 'Kilau',
            })
          : null,
      card_token_id: channel === 'card' ? (body.credit_card?.token_id ?? null) : null,
      masked_card: card?.masked ?? null,
      card_brand: card?.brand ?? null,
      three_ds:
        channel === 'card' && body.credit_card?.authentication !== false ? 'required' : 'none',
      save_card: body.credit_card?.save_token_id === true,
      installment_term: term ?? null,
      customer_phone: body.ovo?.phone ?? null,
      callback_url: ownUrl(blockCallback),
      request: JSON.stringify(body),
      transaction_time: now,
      expiry_time: new Date(now.getTime() + expiryMinutes * 60_000),
      updated_at: now,
    });
    if (!row) {
      return refusal(
        406,
        'The request could not be completed due to a conflict with the state of the target resource, please try again',
      );
    }
    // A card without 3-D Secure is decided at once; everything else waits, and says so.
    if (row.three_ds === 'none' && channel === 'card') {
      const decided = await actions.decideCard(row.transaction_id, 'none');
      return answer(decided ?? row);
    }
    await actions.announce(row);
    return answer(row, undefined, 200);
  }

  /**
   * What `/v2/{id}/…` names: like Midtrans, an order id (its latest transaction) or a
   * transaction id (that very transaction, even when the order has a newer one).
   */
  const transactionNamed = async (id: string) =>
    (await repo.latestForOrder(id)) ?? (UUID.test(id) ? await repo.byTransactionId(id) : undefined);

  async function status(id: string): Promise<CoreAnswer> {
    const latest = await transactionNamed(id);
    if (!latest) return refusal(404, "Transaction doesn't exist.");
    const row = (await actions.expireIfDue(latest)) ?? latest;
    const answered = answer(row);
    // A refunded transaction lists its refunds, as Midtrans' status answer does.
    if (row.status === 'refund' || row.status === 'partial_refund') {
      Object.assign(answered.body, refundsFields(await repo.refundsOf(row.transaction_id)));
    }
    return answered;
  }

  /**
   * `POST /v2/{id}/refund`: gives back part or all of a paid transaction (the order's latest, or
   * the one named). The same `refund_key` again answers the first refund unchanged; 412 when the
   * transaction is not paid, its channel carries no refunds or the amount is more than is left;
   * 406 when the key is another transaction's.
   */
  async function refund(id: string, input: unknown): Promise<CoreAnswer> {
    const parsed = RefundSchema.safeParse(input ?? {});
    if (!parsed.success) {
      return refusal(
        400,
        INVALID,
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      );
    }
    const latest = await transactionNamed(id);
    if (!latest) return refusal(404, "Transaction doesn't exist.");
    const done = await actions.refund(latest.transaction_id, {
      refundKey: parsed.data.refund_key ?? randomUUID(),
      amount: parsed.data.amount ?? null,
      reason: parsed.data.reason ?? '',
    });
    if (done.ok) return { httpStatus: 200, body: refundBody(done.row, done.refund) };
    switch (done.reason) {
      case 'not_found':
        return refusal(404, "Transaction doesn't exist.");
      case 'key_taken':
        return refusal(406, 'refund_key has already been used for another transaction.');
      default:
        return refusal(412, REFUSED_REFUNDS[done.reason]);
    }
  }

  async function cancel(id: string): Promise<CoreAnswer> {
    const latest = await transactionNamed(id);
    if (!latest) return refusal(404, "Transaction doesn't exist.");
    const moved = await actions.move(latest.transaction_id, 'cancel');
    if (!moved.ok) {
      return moved.reason === 'not_found'
        ? refusal(404, "Transaction doesn't exist.")
        : refusal(412, 'Transaction status cannot be updated.');
    }
    return answer(moved.row, 'Success, transaction is canceled');
  }

  return {
    publicUrl: deps.publicUrl,
    clientKey: deps.clientKey,
    serverKey: deps.serverKey,
    paths,
    ownUrl,
    charge,
    status,
    cancel,
    refund,
    issueToken: tokeniser.issue,
    find: async (transactionId: string) => {
      const row = await repo.byTransactionId(transactionId);
      return row ? ((await actions.expireIfDue(row)) ?? row) : null;
    },
    search: (query: string, limit = 30) => repo.search(query, limit),
    /** A person's approve / decline / let-expire, or a state a test drives. */
    act: actions.act,
    authenticate3ds: actions.authenticate3ds,
    expireDue: actions.expireDue,
    isRedirectChannel: (channel: string) => (REDIRECTS as readonly string[]).includes(channel),
    stateOf: (row: GatewayRow) => row.status as PaymentState,
  };
}

export type SandboxCore = ReturnType<typeof createSandboxCore>;
