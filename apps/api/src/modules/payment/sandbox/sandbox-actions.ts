import { randomBytes } from 'node:crypto';
import {
  midtransStatusCode,
  refundsThroughGateway,
  transitionPayment,
  type PaymentState,
} from '@kilau/domain/payment';
import { notificationBody, refundsFields } from './sandbox-shapes';
import {
  isUniqueViolation,
  OPEN_STATES,
  type GatewayRefundRow,
  type GatewayRow,
  type SandboxRepository,
} from './sandbox.repository';
import { cardBehaviour, SANDBOX_OTP } from './test-cards';

export type SandboxAction = 'approve' | 'decline' | 'expire';

export type Moved =
  | { ok: true; row: GatewayRow }
  | { ok: false; reason: 'not_found' | 'not_allowed'; row?: GatewayRow };

export type Refunded =
  | { ok: true; row: GatewayRow; refund: GatewayRefundRow; replayed: boolean }
  | {
      ok: false;
      reason:
        | 'not_found'
        /** The key names a refund of another transaction. */
        | 'key_taken'
        /** Not paid (or all refunded, or charged back). */
        | 'not_paid'
        /** Its channel carries no refunds. */
        | 'not_refundable'
        /** More than is left of it. */
        | 'too_much';
    };

export type RefundAsked = { refundKey: string; amount: number | null; reason: string };

/** The shop's method code for a sandbox channel (cards are one channel, `card`). */
const methodOfChannel = (channel: string) => (channel === 'card' ? 'credit_debit_card' : channel);

type Move = {
  to: PaymentState;
  fraud?: 'accept' | 'challenge' | 'deny';
  threeDs?: 'passed' | 'failed';
  /** Only from these states (on top of the state machine's own rules). */
  from?: readonly PaymentState[];
};

const isOpen = (state: string) => (OPEN_STATES as readonly string[]).includes(state);

/** A saved card token as Midtrans shapes it: the BIN, 20 random characters, the last four. */
const savedTokenId = (masked: string) => {
  const [bin = '', last4 = ''] = masked.split('-');
  return `${bin}${randomBytes(15).toString('base64url').slice(0, 20)}${last4}`;
};

/**
 * The sandbox's state changes: each in one short transaction holding the transaction's row lock,
 * checked against the domain's payment state machine, and announced to the shop (a signed
 * notification) only after it commits.
 */
export function createSandboxActions(deps: {
  repo: SandboxRepository;
  /** Runs `work` in one transaction with the ledger's reads and writes bound to it. */
  transaction: <T>(work: (tx: SandboxRepository) => Promise<T>) => Promise<T>;
  clock: () => Date;
  serverKey: string;
  publicUrl: string;
  notify: (notification: Record<string, unknown>) => void | Promise<void>;
}) {
  const { repo, clock } = deps;

  async function announce(row: GatewayRow, extra: Record<string, unknown> = {}) {
    try {
      await deps.notify(notificationBody(row, deps.publicUrl, deps.serverKey, extra));
    } catch {
      // The notifier reports its own failures; the shop can always ask for the status.
    }
  }

  async function move(transactionId: string, change: Move | PaymentState): Promise<Moved> {
    const wanted: Move = typeof change === 'string' ? { to: change } : change;
    const now = clock();
    const result = await deps.transaction(async (tx): Promise<Moved> => {
      const row = await tx.lockTransaction(transactionId);
      if (!row) return { ok: false, reason: 'not_found' };
      const current = row.status as PaymentState;
      if (wanted.from && !wanted.from.includes(current))
        return { ok: false, reason: 'not_allowed', row };
      if (!transitionPayment(current, wanted.to).ok)
        return { ok: false, reason: 'not_allowed', row };
      let saved: { id: string; expiresAt: Date } | null = null;
      if (
        row.save_card &&
        row.card_token_id &&
        (wanted.to === 'capture' || wanted.to === 'challenge')
      ) {
        const card = await tx.cardOfToken(row.card_token_id);
        if (card) {
          // Valid until the card's own expiry (the end of its month).
          const expiresAt = new Date(Date.UTC(card.expiry_year, card.expiry_month, 1));
          saved = { id: savedTokenId(card.masked_card), expiresAt };
          await tx.insertCardToken({
            token_id: saved.id,
            kind: 'saved',
            masked_card: card.masked_card,
            card_brand: card.card_brand,
            expiry_month: card.expiry_month,
            expiry_year: card.expiry_year,
            created_at: now,
            expires_at: expiresAt,
          });
        }
      }
      const updated = await tx.updateTransaction(row.id, {
        status: wanted.to,
        status_code: midtransStatusCode(wanted.to),
        ...(wanted.fraud ? { fraud_status: wanted.fraud } : {}),
        ...(wanted.threeDs ? { three_ds: wanted.threeDs } : {}),
        ...(wanted.to === 'settlement' ? { settlement_time: now } : {}),
        ...(saved ? { saved_token_id: saved.id } : {}),
        updated_at: now,
      });
      return { ok: true, row: updated };
    });
    if (result.ok) await announce(result.row);
    return result;
  }

  /**
   * Gives back `asked.amount` (all of it when null, as Midtrans does) of a paid transaction, in
   * one transaction holding its row lock: the same key again answers its first refund (however
   * many ask at once), a transaction that is not paid or whose channel carries no refunds is
   * refused, and so is more than is left. The refund moves the transaction to `partial_refund`, or
   * `refund` once all of it is back, and is announced to the shop after the commit.
   */
  async function refund(transactionId: string, asked: RefundAsked): Promise<Refunded> {
    const now = clock();
    const earlier = async (tx: SandboxRepository, row: GatewayRow): Promise<Refunded | null> => {
      const found = await tx.refundByKey(asked.refundKey);
      if (!found) return null;
      return found.transaction_id === row.transaction_id
        ? { ok: true, row, refund: found, replayed: true }
        : { ok: false, reason: 'key_taken' };
    };
    /** A new refund, and the transaction's refunds with it (what the notification lists). */
    type Outcome = { result: Refunded; refunds?: GatewayRefundRow[] };
    let outcome: Outcome;
    try {
      outcome = await deps.transaction(async (tx): Promise<Outcome> => {
        const row = await tx.lockTransaction(transactionId);
        if (!row) return { result: { ok: false, reason: 'not_found' } };
        const replay = await earlier(tx, row);
        if (replay) return { result: replay };
        // Paid (captured or settled), or partly refunded already: where a refund may follow.
        if (!transitionPayment(row.status as PaymentState, 'refund').ok) {
          return { result: { ok: false, reason: 'not_paid' } };
        }
        if (!refundsThroughGateway(methodOfChannel(row.channel))) {
          return { result: { ok: false, reason: 'not_refundable' } };
        }
        const before = await tx.refundsOf(row.transaction_id);
        const refunded = before.reduce((sum, entry) => sum + entry.amount, 0);
        const amount = asked.amount ?? row.gross_amount;
        if (refunded + amount > row.gross_amount) {
          return { result: { ok: false, reason: 'too_much' } };
        }
        const to = refunded + amount === row.gross_amount ? 'refund' : 'partial_refund';
        const saved = await tx.insertRefund({
          transaction_id: row.transaction_id,
          refund_key: asked.refundKey,
          amount,
          reason: asked.reason,
          transaction_status: to,
          created_at: now,
        });
        const updated = await tx.updateTransaction(row.id, {
          status: to,
          status_code: midtransStatusCode(to),
          updated_at: now,
        });
        return {
          result: { ok: true, row: updated, refund: saved, replayed: false },
          refunds: [...before, saved],
        };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The key was taken at the same moment by a refund of another transaction.
      const row = await repo.byTransactionId(transactionId);
      outcome = {
        result: (row ? await earlier(repo, row) : null) ?? { ok: false, reason: 'key_taken' },
      };
    }
    if (outcome.refunds && outcome.result.ok) {
      await announce(outcome.result.row, refundsFields(outcome.refunds));
    }
    return outcome.result;
  }

  /** A card's answer from its bank and fraud detection (after 3-D Secure when it had one). */
  async function decideCard(transactionId: string, threeDs: 'none' | 'passed') {
    const row = await repo.byTransactionId(transactionId);
    if (!row?.masked_card) return null;
    const behaviour = cardBehaviour(row.masked_card);
    const passed = threeDs === 'passed' ? { threeDs: 'passed' as const } : {};
    const change: Move =
      behaviour.bank === 'deny'
        ? { to: 'deny', fraud: 'accept', ...passed }
        : behaviour.fraud === 'deny'
          ? { to: 'deny', fraud: 'deny', ...passed }
          : behaviour.fraud === 'challenge'
            ? { to: 'challenge', fraud: 'challenge', ...passed }
            : { to: 'capture', fraud: 'accept', ...passed };
    const moved = await move(transactionId, { ...change, from: ['pending'] });
    return moved.ok ? moved.row : (moved.row ?? null);
  }

  /** The 3-D Secure page's answer: the sandbox's one-time password passes, anything else fails. */
  async function authenticate3ds(transactionId: string, otp: string): Promise<Moved> {
    const row = await repo.byTransactionId(transactionId);
    if (!row) return { ok: false, reason: 'not_found' };
    if (
      row.payment_type !== 'credit_card' ||
      row.three_ds !== 'required' ||
      row.status !== 'pending'
    ) {
      return { ok: false, reason: 'not_allowed', row };
    }
    if (otp.trim() !== SANDBOX_OTP) {
      return move(transactionId, { to: 'deny', threeDs: 'failed', from: ['pending'] });
    }
    const decided = await decideCard(transactionId, 'passed');
    return decided ? { ok: true, row: decided } : { ok: false, reason: 'not_found' };
  }

  /** A person's button on a sandbox page. */
  async function act(transactionId: string, action: SandboxAction): Promise<Moved> {
    const row = await repo.byTransactionId(transactionId);
    if (!row) return { ok: false, reason: 'not_found' };
    const state = row.status as PaymentState;
    switch (action) {
      case 'approve':
        if (state === 'challenge')
          return move(transactionId, { to: 'capture', fraud: 'accept', from: ['challenge'] });
        if (state === 'capture')
          return move(transactionId, { to: 'settlement', from: ['capture'] });
        // A card pays through its 3-D Secure step, never by a button.
        if (row.three_ds === 'required') return { ok: false, reason: 'not_allowed', row };
        return move(transactionId, { to: 'settlement', from: ['pending', 'authorize'] });
      case 'decline':
        return move(transactionId, {
          to: 'deny',
          ...(state === 'challenge' ? { fraud: 'deny' as const } : {}),
          from: OPEN_STATES,
        });
      case 'expire':
        return move(transactionId, { to: 'expire', from: OPEN_STATES });
    }
  }

  /** Expires an open transaction whose time is up (read paths call it; so does the sweep). */
  async function expireIfDue(row: GatewayRow): Promise<GatewayRow | null> {
    if (!isOpen(row.status) || row.expiry_time.getTime() > clock().getTime()) return null;
    const moved = await move(row.transaction_id, { to: 'expire', from: OPEN_STATES });
    return moved.ok ? moved.row : null;
  }

  /** Expires every open transaction whose time is up; returns how many. */
  async function expireDue(limit = 100): Promise<number> {
    const due = await repo.dueForExpiry(clock(), limit);
    let expired = 0;
    for (const { transaction_id } of due) {
      const moved = await move(transaction_id, { to: 'expire', from: OPEN_STATES });
      if (moved.ok) expired += 1;
    }
    return expired;
  }

  return { announce, move, refund, decideCard, authenticate3ds, act, expireIfDue, expireDue };
}
