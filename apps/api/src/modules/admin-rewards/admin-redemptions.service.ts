import type { Database } from '@kilau/db';
import {
  redemptionNumber,
  rewardCostText,
  type AdminRedemption,
  type RedemptionCancelInput,
  type RedemptionFulfilInput,
} from '@kilau/domain/rewards';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { AuditActor, RecordAudit } from '../../lib/staff-request';
import {
  createAdminRedemptionsRepository,
  type AdminRedemptionRow,
  type AdminRedemptionsRepository,
  type RedemptionFilters,
} from './admin-redemptions.repository';

type Settled = NonNullable<Awaited<ReturnType<AdminRedemptionsRepository['settle']>>>;

const at = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const view = (row: AdminRedemptionRow): AdminRedemption => ({
  id: row.id,
  number: redemptionNumber(row.id),
  member: { id: row.user_id, name: row.member_name, email: row.member_email },
  prize: {
    id: row.prize_id,
    name: row.prize_name,
    kind: row.prize_kind,
    partner_name: row.partner_name,
  },
  cost: row.cost,
  balance_kind: row.balance_kind,
  phone_no: row.phone_no,
  status: row.status,
  created_at: new Date(row.created_at).toISOString(),
  fulfilled_at: at(row.fulfilled_at),
  cancelled_at: at(row.cancelled_at),
  reference: row.partner_reference,
  cancel_reason: row.cancel_reason,
  handled_by:
    row.handled_by !== null && row.staff_name !== null
      ? { id: row.handled_by, name: row.staff_name }
      : null,
});

const notFound = () => new AppError(404, 'redemption_not_found', 'redemption_not_found');

/**
 * The back office's redemption queue (docs/design/rewards.md "The redemption queue"): the list,
 * and the two moves of a requested redemption — marked sent (`fulfil`), or cancelled with its cost
 * given back (`cancel`) — each one transaction with its audit row and the member's mail.
 *
 * A move takes its locks in the global order (docs/conventions.md): the redemption's row (the
 * conditional update `status = 'requested'`, so a move happens once however many staff click at
 * once) → the point or token balance (the refund) → the prize's row (its stock back) → new rows
 * (the ledger row, the audit row, the mail).
 */
export function createAdminRedemptionsService(deps: {
  db: Kysely<Database>;
  transaction: <T>(work: (tx: Transaction<Database>) => Promise<T>) => Promise<T>;
  audit: RecordAudit;
  clock: () => Date;
}) {
  const { db, transaction, audit, clock } = deps;

  /** 404 for an unknown redemption; else 409 with what it is now (only a requested one moves). */
  async function refuse(redemptions: AdminRedemptionsRepository, id: number): Promise<never> {
    const current = await redemptions.byId(id);
    if (!current) throw notFound();
    throw new AppError(
      409,
      'redemption_not_requested',
      current.status === 'fulfilled'
        ? 'redemption_already_fulfilled'
        : 'redemption_already_cancelled',
      { number: redemptionNumber(id) },
      { current: view(current) },
    );
  }

  async function settled(redemptions: AdminRedemptionsRepository, id: number) {
    const row = await redemptions.byId(id);
    if (!row) throw notFound();
    return view(row);
  }

  /** The member's mail about their redemption, in the language they redeemed in. */
  async function tell(
    redemptions: AdminRedemptionsRepository,
    row: Settled,
    partner: string,
    mail: { template: 'reward_fulfilled' } | { template: 'reward_cancelled'; reason: string },
    now: Date,
  ) {
    const member = await redemptions.member(row.user_id);
    if (!member) return;
    const common = {
      reference: redemptionNumber(row.id),
      name: member.first_name || member.email,
      prize: row.prize_name,
      partner,
    };
    await redemptions.queueMail({
      template: mail.template,
      recipient: member.email,
      locale: row.locale,
      now,
      payload:
        mail.template === 'reward_fulfilled'
          ? { ...common, phone: row.phone_no ?? '', partner_reference: row.partner_reference ?? '' }
          : {
              ...common,
              cost: rewardCostText(row.cost, row.balance_kind, row.locale),
              reason: mail.reason,
            },
    });
  }

  return {
    async list(query: RedemptionFilters & { skip: number; limit: number }) {
      const { skip, limit, ...filters } = query;
      const redemptions = createAdminRedemptionsRepository(db);
      const [rows, total] = await Promise.all([
        redemptions.page(filters, { skip, limit }),
        redemptions.count(filters),
      ]);
      return { list: rows.map(view), total };
    },

    /** Marks a requested redemption sent, with the partner's transaction number when given. */
    async fulfil(id: number, input: RedemptionFulfilInput, actor: AuditActor) {
      return transaction(async (tx) => {
        const redemptions = createAdminRedemptionsRepository(tx);
        const now = clock();
        const row = await redemptions.settle(id, {
          status: 'fulfilled',
          fulfilled_at: now,
          partner_reference: input.reference,
          handled_by: actor.staffId,
        });
        if (!row) return refuse(redemptions, id);
        const answer = await settled(redemptions, id);
        await audit(
          tx,
          actor,
          {
            action: 'reward_redemption.fulfil',
            entity: 'reward_redemption',
            entityId: id,
            before: { status: 'requested' },
            after: { status: 'fulfilled', reference: input.reference },
          },
          now,
        );
        await tell(
          redemptions,
          row,
          answer.prize.partner_name,
          { template: 'reward_fulfilled' },
          now,
        );
        return answer;
      });
    },

    /**
     * Cancels a requested redemption with a reason: its cost back to the balance it was paid from
     * (a ledger row of its own), a limited prize's one back in stock, all in the move's
     * transaction.
     */
    async cancel(id: number, input: RedemptionCancelInput, actor: AuditActor) {
      return transaction(async (tx) => {
        const redemptions = createAdminRedemptionsRepository(tx);
        const now = clock();
        const row = await redemptions.settle(id, {
          status: 'cancelled',
          cancelled_at: now,
          cancel_reason: input.reason,
          handled_by: actor.staffId,
        });
        if (!row) return refuse(redemptions, id);
        const balance = await redemptions.credit(row, now);
        const stock = await redemptions.restock(row.prize_id, now);
        await redemptions.recordRefund(row, now);
        const answer = await settled(redemptions, id);
        await audit(
          tx,
          actor,
          {
            action: 'reward_redemption.cancel',
            entity: 'reward_redemption',
            entityId: id,
            before: { status: 'requested' },
            after: {
              status: 'cancelled',
              reason: input.reason,
              refunded: { cost: row.cost, balance_kind: row.balance_kind, balance },
              stock,
            },
          },
          now,
        );
        await tell(
          redemptions,
          row,
          answer.prize.partner_name,
          { template: 'reward_cancelled', reason: input.reason },
          now,
        );
        return answer;
      });
    },
  };
}

export type AdminRedemptionsService = ReturnType<typeof createAdminRedemptionsService>;
