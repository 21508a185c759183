import { messagesFor, type Locale } from '@kilau/domain';
import {
  normalizeVoucher,
  promotionStatus,
  voucherProblems,
  type AdminVoucher,
  type VoucherAssignInput,
  type VoucherCreateInput,
  type VoucherListQuery,
  type VoucherUpdateInput,
} from '@kilau/domain/admin';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/staff-request';
import type {
  AdminVouchersRepository,
  VoucherRow,
  VoucherTargetIds,
  VoucherUsage,
  VoucherValues,
} from './admin-vouchers.repository';
import { changedFields, definedChanges, type PromotionAudit } from './promotion-answers';

const DAY_MS = 86_400_000;

type Repositories = {
  vouchers: AdminVouchersRepository;
  audit: PromotionAudit;
};

const view = (
  row: VoucherRow,
  targets: VoucherTargetIds,
  usage: VoucherUsage,
  assigned: number,
  now: Date,
): AdminVoucher => ({
  id: Number(row.id),
  code: row.code,
  name: row.name,
  description: row.description,
  terms: row.terms,
  kind: row.kind,
  discount_type: row.discount_type,
  amount: row.amount,
  percentage: row.percentage,
  max_discount: row.max_discount,
  min_amount: row.min_amount,
  starts_at: row.starts_at?.toISOString() ?? null,
  ends_at: row.ends_at?.toISOString() ?? null,
  valid_days: row.valid_days,
  quota_total: row.quota_total,
  quota_per_user: row.quota_per_user,
  is_assigned_only: row.is_assigned_only,
  is_special_paper_bag: row.is_special_paper_bag,
  is_active: row.is_active,
  free_combination_id: row.free_combination_id === null ? null : Number(row.free_combination_id),
  free_quantity: row.free_quantity,
  ...targets,
  assigned,
  status: promotionStatus(row, now),
  usage,
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** What the audit log keeps of a voucher: what an edit can change. */
const audited = (voucher: AdminVoucher) => {
  const {
    usage: _usage,
    assigned: _assigned,
    status: _status,
    version: _version,
    ...rest
  } = voucher;
  const { created_at: _created, updated_at: _updated, id: _id, ...kept } = rest;
  return kept;
};

const fieldError = (code: string, fields: Record<string, string>) =>
  new AppError(422, code, 'validation_failed', {}, { fields });

/**
 * Vouchers in the back office (permission `promotions.write`): every write in one transaction
 * with its audit row, an edit at the `version` it was read at (409 with the voucher as it is
 * now), under the voucher's row lock — the lock the bag counts its quota under, so a quota is
 * never set below the uses and holds counted at that moment.
 */
export function createAdminVouchersService(deps: {
  vouchers: AdminVouchersRepository;
  inTransaction: <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;
  clock: () => Date;
  /** Told after a write commits (the shop's caches: banners advertise vouchers). */
  changed: () => Promise<void>;
}) {
  const { clock } = deps;
  const notFound = () => new AppError(404, 'admin_voucher_not_found', 'admin_voucher_not_found');
  /**
   * A lucky-draw prize's voucher is edited through its prize (`/admin/lucky-draw/prizes`), whose
   * version and quota rule it must not bypass; nor is it given by hand (the draw gives it).
   */
  const luckyDrawOwned = () =>
    new AppError(409, 'voucher_lucky_draw_owned', 'admin_voucher_lucky_draw_owned');
  // A store credit is one member's refund (docs/design/returns.md): not an offer to edit.
  const storeCreditOwned = () =>
    new AppError(409, 'voucher_store_credit_owned', 'admin_voucher_store_credit_owned');

  async function views(repo: AdminVouchersRepository, rows: VoucherRow[], now: Date) {
    const ids = rows.map((row) => Number(row.id));
    const [targets, usage, assigned] = await Promise.all([
      repo.targets(ids),
      repo.usage(ids, now),
      repo.assignedCounts(ids),
    ]);
    return rows.map((row) =>
      view(
        row,
        targets.get(Number(row.id))!,
        usage.get(Number(row.id))!,
        assigned.get(Number(row.id)) ?? 0,
        now,
      ),
    );
  }
  const one = async (repo: AdminVouchersRepository, id: number, now: Date) => {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return (await views(repo, [row], now))[0]!;
  };

  /** Targets and the free product must name what exists; 422 on the field otherwise. */
  async function checkReferences(
    repo: AdminVouchersRepository,
    input: Partial<VoucherTargetIds> & { free_combination_id?: number | null | undefined },
    locale: Locale,
  ) {
    const t = messagesFor(locale);
    const fields: Record<string, string> = {};
    const unknown = await repo.unknownTargets(input);
    for (const [key, ids] of Object.entries(unknown)) {
      fields[key] = t('admin_voucher_targets_unknown', { ids: ids.join(', ') });
    }
    if (
      input.free_combination_id != null &&
      !(await repo.combinationExists(input.free_combination_id))
    ) {
      fields.free_combination_id = t('admin_voucher_free_product_unknown');
    }
    if (Object.keys(fields).length > 0) throw fieldError('validation_failed', fields);
  }

  return {
    async list(query: VoucherListQuery) {
      const now = clock();
      const { rows, total } = await deps.vouchers.list({ ...query, now });
      return { vouchers: await views(deps.vouchers, rows, now), total };
    },

    get: (id: number) => one(deps.vouchers, id, clock()),

    targetOptions: () => deps.vouchers.targetOptions(),

    async create(actor: AuditActor, input: VoucherCreateInput, locale: Locale) {
      const { code, product_ids, brand_ids, category_ids, ...values } = input;
      const created = await deps.inTransaction(async ({ vouchers, audit }) => {
        const now = clock();
        if (await vouchers.codeTaken(code)) {
          throw new AppError(
            409,
            'admin_voucher_code_taken',
            'admin_voucher_code_taken',
            {},
            { fields: { code: messagesFor(locale)('admin_voucher_code_taken') } },
          );
        }
        await checkReferences(vouchers, { ...input }, locale);
        const id = await vouchers.insert(code, values satisfies VoucherValues, now);
        await vouchers.replaceTargets(id, { product_ids, brand_ids, category_ids });
        const voucher = await one(vouchers, id, now);
        await audit(
          actor,
          {
            action: 'voucher.create',
            entity: 'voucher',
            entityId: id,
            before: null,
            after: audited(voucher),
          },
          now,
        );
        return voucher;
      });
      await deps.changed();
      return created;
    },

    async update(actor: AuditActor, id: number, input: VoucherUpdateInput, locale: Locale) {
      const updated = await deps.inTransaction(async ({ vouchers, audit }) => {
        const now = clock();
        const row = await vouchers.lockById(id);
        if (!row) throw notFound();
        if (row.kind === 'lucky_draw') throw luckyDrawOwned();
        if (row.kind === 'store_credit') throw storeCreditOwned();
        const before = (await views(vouchers, [row], now))[0]!;
        if (row.version !== input.version) {
          throw new AppError(
            409,
            'changed_by_someone_else',
            'changed_by_someone_else',
            {},
            {
              current: before,
            },
          );
        }
        const { version: _version, product_ids, brand_ids, category_ids, ...change } = input;
        const defined = definedChanges<VoucherValues>(change);
        const merged = normalizeVoucher({ ...row, ...defined });
        const t = messagesFor(locale);
        const problems = voucherProblems(merged, t);
        // The quota never drops below what is used or held right now (counted under the lock).
        const taken = before.usage.used + before.usage.held;
        if (merged.quota_total !== null && merged.quota_total < taken) {
          problems.quota_total = t('admin_voucher_quota_below_used', { used: taken });
        }
        if (Object.keys(problems).length > 0) throw fieldError('validation_failed', problems);
        await checkReferences(
          vouchers,
          {
            ...(product_ids ? { product_ids } : {}),
            ...(brand_ids ? { brand_ids } : {}),
            ...(category_ids ? { category_ids } : {}),
            free_combination_id: merged.free_combination_id,
          },
          locale,
        );
        const {
          id: _id,
          code: _code,
          kind: _kind,
          created_at: _c,
          updated_at: _u,
          version: _v,
          image: _i,
          ...values
        } = merged;
        await vouchers.update(id, values, now);
        if (product_ids || brand_ids || category_ids) {
          await vouchers.replaceTargets(id, {
            product_ids: product_ids ?? before.product_ids,
            brand_ids: brand_ids ?? before.brand_ids,
            category_ids: category_ids ?? before.category_ids,
          });
        }
        const after = await one(vouchers, id, now);
        await audit(
          actor,
          {
            action: 'voucher.update',
            entity: 'voucher',
            entityId: id,
            ...changedFields(audited(before), audited(after)),
          },
          now,
        );
        return after;
      });
      await deps.changed();
      return updated;
    },

    /**
     * Gives an assigned-only voucher to members (the spec's `rules.users`), each once; it expires
     * `valid_days` after today when the voucher says so. Unknown emails refuse the whole list. It
     * adds to the voucher without changing its definition, so it names no `version`.
     */
    async assign(actor: AuditActor, id: number, input: VoucherAssignInput, locale: Locale) {
      return deps.inTransaction(async ({ vouchers, audit }) => {
        const now = clock();
        const row = await vouchers.lockById(id);
        if (!row) throw notFound();
        if (row.kind === 'lucky_draw') throw luckyDrawOwned();
        if (row.kind === 'store_credit') throw storeCreditOwned();
        const emails = [...new Set(input.emails)];
        const members = await vouchers.membersByEmail(emails);
        const unknown = emails.filter((email) => !members.has(email));
        if (unknown.length > 0) {
          throw fieldError('validation_failed', {
            emails: messagesFor(locale)('admin_voucher_assign_unknown', {
              emails: unknown.join(', '),
            }),
          });
        }
        const expiresAt =
          row.valid_days === null ? null : new Date(now.getTime() + row.valid_days * DAY_MS);
        const given = await vouchers.assign(id, [...members.values()], now, expiresAt);
        await audit(
          actor,
          {
            action: 'voucher.assign',
            entity: 'voucher',
            entityId: id,
            before: null,
            after: {
              user_ids: given,
              emails: emails.filter((e) => given.includes(members.get(e)!)),
            },
          },
          now,
        );
        return one(vouchers, id, now);
      });
    },
  };
}

export type AdminVouchersService = ReturnType<typeof createAdminVouchersService>;
