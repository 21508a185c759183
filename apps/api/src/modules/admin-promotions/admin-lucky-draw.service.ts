import { messagesFor, type Locale } from '@kilau/domain';
import {
  luckyDrawPrizeProblems,
  normalizeLuckyDrawPrize,
  type AdminLuckyDrawPrize,
  type LuckyDrawPrizeCreateInput,
  type LuckyDrawPrizeUpdateInput,
} from '@kilau/domain/admin';
import { LUCKY_DRAW, remainingForQuota } from '@kilau/domain/engagement';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/staff-request';
import type { AdminLuckyDrawRepository } from './admin-lucky-draw.repository';
import {
  createdEntry,
  definedChanges,
  refuseFields,
  staleVersion,
  type PromotionAudit,
  updatedEntry,
} from './promotion-answers';

type Repositories = { prizes: AdminLuckyDrawRepository; audit: PromotionAudit };
type PrizeRow = NonNullable<Awaited<ReturnType<AdminLuckyDrawRepository['byId']>>>;

const view = (row: PrizeRow): AdminLuckyDrawPrize => ({
  id: Number(row.id),
  voucher_id: Number(row.voucher_id),
  code: row.code,
  name: row.name,
  discount_type: row.discount_type as AdminLuckyDrawPrize['discount_type'],
  amount: row.amount,
  percentage: row.percentage,
  max_discount: row.max_discount,
  min_amount: row.min_amount,
  valid_days: row.valid_days ?? 0,
  quota: row.quota,
  remaining: row.remaining,
  claimed: row.quota - row.remaining,
  weight: row.weight,
  is_active: row.is_active,
  version: row.version,
});

/** What the audit log keeps of a prize: its definition (not what was claimed, not the version). */
const audited = ({
  id: _i,
  claimed: _c,
  remaining: _r,
  version: _v,
  ...rest
}: AdminLuckyDrawPrize) => rest;

/**
 * The lucky draw's prizes in the back office (permission `promotions.write`;
 * docs/design/lucky-draw.md): list with what was claimed, create (a `lucky_draw` voucher and its
 * prize), edit at a `version` under the prize's then the voucher's lock. A new quota keeps what
 * was claimed (never below it). Each write audited in its transaction.
 */
export function createAdminLuckyDrawService(deps: {
  prizes: AdminLuckyDrawRepository;
  inTransaction: <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;
  clock: () => Date;
}) {
  const notFound = () =>
    new AppError(404, 'lucky_draw_prize_not_found', 'lucky_draw_prize_not_found');
  const campaignOf = async (prizes: AdminLuckyDrawRepository) => {
    const id = await prizes.campaignId(LUCKY_DRAW.campaignSlug);
    if (id === null) throw new AppError(404, 'lucky_draw_not_running', 'lucky_draw_not_running');
    return id;
  };
  const one = async (prizes: AdminLuckyDrawRepository, id: number) => {
    const row = await prizes.byId(id);
    if (!row) throw notFound();
    return view(row);
  };

  return {
    async list() {
      const campaignId = await campaignOf(deps.prizes);
      const [rows, claims] = await Promise.all([
        deps.prizes.list(campaignId),
        deps.prizes.claimCount(campaignId),
      ]);
      const prizes = rows.map(view);
      return {
        prizes,
        claims,
        remaining: prizes.reduce((sum, prize) => sum + prize.remaining, 0),
      };
    },

    get: (id: number) => one(deps.prizes, id),

    create: (actor: AuditActor, input: LuckyDrawPrizeCreateInput, locale: Locale) =>
      deps.inTransaction(async ({ prizes, audit }) => {
        const now = deps.clock();
        const campaignId = await campaignOf(prizes);
        if (await prizes.codeTaken(input.code)) {
          refuseFields({ code: messagesFor(locale)('admin_voucher_code_taken') });
        }
        const { quota, weight, is_active, ...voucher } = input;
        const id = await prizes.insert(campaignId, voucher, { quota, weight, is_active }, now);
        const prize = await one(prizes, id);
        await audit(actor, createdEntry('lucky_draw_prize', id, audited(prize)), now);
        return prize;
      }),

    update: (actor: AuditActor, id: number, input: LuckyDrawPrizeUpdateInput, locale: Locale) =>
      deps.inTransaction(async ({ prizes, audit }) => {
        const now = deps.clock();
        if (!(await prizes.lock(id))) throw notFound();
        const before = await one(prizes, id);
        if (before.version !== input.version) throw staleVersion(before);
        const { version: _version, quota, weight, is_active, ...change } = input;
        const defined = definedChanges<typeof change>(change);
        const t = messagesFor(locale);
        const value = normalizeLuckyDrawPrize({
          discount_type: defined.discount_type ?? before.discount_type,
          amount: defined.amount !== undefined ? defined.amount : before.amount,
          percentage: defined.percentage !== undefined ? defined.percentage : before.percentage,
          max_discount:
            defined.max_discount !== undefined ? defined.max_discount : before.max_discount,
        });
        refuseFields(luckyDrawPrizeProblems(value, t));
        const remaining = quota === undefined ? before.remaining : remainingForQuota(before, quota);
        if (remaining === null) {
          refuseFields({
            quota: t('lucky_draw_quota_below_claimed', { claimed: before.claimed }),
          });
        }
        await prizes.update(
          id,
          before.voucher_id,
          {
            ...(quota !== undefined ? { quota, remaining: remaining! } : {}),
            ...(weight !== undefined ? { weight } : {}),
            ...(is_active !== undefined ? { is_active } : {}),
          },
          { ...defined, ...value },
          now,
        );
        const after = await one(prizes, id);
        await audit(
          actor,
          updatedEntry('lucky_draw_prize', id, audited(before), audited(after)),
          now,
        );
        return after;
      }),
  };
}

export type AdminLuckyDrawService = ReturnType<typeof createAdminLuckyDrawService>;
