import type { Database } from '@kilau/db';
import type { Locale } from '@kilau/domain';
import type {
  AdminPartnerPrize,
  PartnerPrizeCreateInput,
  PartnerPrizeEditInput,
  TokensGrantInput,
} from '@kilau/domain/rewards';
import type { Kysely, Transaction } from 'kysely';
import { AppError, fieldsRefused } from '../../lib/app-error';
import type { AuditActor, RecordAudit } from '../../lib/staff-request';
import { createAdminRewardsRepository, type AdminPrizeRow } from './admin-rewards.repository';

/** What an audit row keeps of a prize (its editable fields). */
const audited = (row: Omit<AdminPrizeRow, 'redeemed'>) => ({
  kind: row.kind,
  partner_name: row.partner_name,
  name: row.name,
  name_en: row.name_en,
  cost: row.cost,
  balance_kind: row.balance_kind,
  stock: row.stock,
  is_active: row.is_active,
  image_url: row.image_url,
  position: row.position,
});

const view = (row: AdminPrizeRow): AdminPartnerPrize => ({
  id: row.id,
  ...audited(row),
  version: row.version,
  redeemed: Number(row.redeemed ?? 0),
  updated_at: new Date(row.updated_at).toISOString(),
});

const notFound = () => new AppError(404, 'partner_prize_not_found', 'partner_prize_not_found');

/**
 * The back office's partner prizes and token grants: each write one transaction with its audit
 * row. An edit locks the prize's row (the same row a redemption's stock update takes, after the
 * balance: an edit holds no balance, so the orders never cross), checks the version it was read
 * at (409 `changed_by_someone_else` with `data.current`) and bumps it. A grant locks the
 * member's token balance (never below zero) and writes its ledger row.
 */
export function createAdminRewardsService(deps: {
  db: Kysely<Database>;
  transaction: <T>(work: (tx: Transaction<Database>) => Promise<T>) => Promise<T>;
  audit: RecordAudit;
  clock: () => Date;
}) {
  const { db, transaction, audit, clock } = deps;

  return {
    async list() {
      return (await createAdminRewardsRepository(db).list()).map(view);
    },

    async show(id: number) {
      const row = await createAdminRewardsRepository(db).byId(id);
      if (!row) throw notFound();
      return view(row);
    },

    async create(input: PartnerPrizeCreateInput, actor: AuditActor) {
      return transaction(async (tx) => {
        const prizes = createAdminRewardsRepository(tx);
        const now = clock();
        const id = await prizes.insert({ ...input, created_at: now, updated_at: now });
        const row = await prizes.byId(id);
        if (!row) throw notFound();
        await audit(
          tx,
          actor,
          {
            action: 'partner_prize.create',
            entity: 'partner_prize',
            entityId: id,
            before: null,
            after: audited(row),
          },
          now,
        );
        return view(row);
      });
    },

    async edit(id: number, input: PartnerPrizeEditInput, actor: AuditActor) {
      return transaction(async (tx) => {
        const prizes = createAdminRewardsRepository(tx);
        const before = await prizes.lock(id);
        if (!before) throw notFound();
        if (before.version !== input.version) {
          const current = await prizes.byId(id);
          throw new AppError(
            409,
            'changed_by_someone_else',
            'changed_by_someone_else',
            {},
            { current: current ? view(current) : null },
          );
        }
        const { version: _version, ...change } = input;
        const now = clock();
        await prizes.update(id, change, now);
        const after = await prizes.byId(id);
        if (!after) throw notFound();
        await audit(
          tx,
          actor,
          {
            action: 'partner_prize.edit',
            entity: 'partner_prize',
            entityId: id,
            before: audited(before),
            after: audited(after),
          },
          now,
        );
        return view(after);
      });
    },

    async grantTokens(userId: number, input: TokensGrantInput, actor: AuditActor, locale: Locale) {
      return transaction(async (tx) => {
        const members = createAdminRewardsRepository(tx);
        if (!(await members.memberExists(userId))) {
          throw new AppError(404, 'customer_not_found', 'customer_not_found');
        }
        const now = clock();
        const balance = await members.lockedTokens(userId, now);
        if (balance + input.delta < 0) {
          throw fieldsRefused(
            { delta: { code: 'tokens_below_zero', params: { balance } } },
            locale,
          );
        }
        await members.grantTokens(userId, input.delta, now);
        await audit(
          tx,
          actor,
          {
            action: 'customer.tokens',
            entity: 'customer',
            entityId: userId,
            before: { tokens: balance },
            after: { tokens: balance + input.delta, delta: input.delta, reason: input.reason },
          },
          now,
        );
        return { user_id: userId, total_october_campaign_tokens: balance + input.delta };
      });
    },
  };
}

export type AdminRewardsService = ReturnType<typeof createAdminRewardsService>;
