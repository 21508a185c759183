import { messagesFor, type Locale } from '@kilau/domain';
import {
  bankPromotionProblems,
  normalizeBankPromotion,
  promotionStatus,
  type AdminBankPromotion,
  type BankPromotionCreateInput,
  type BankPromotionMethod,
  type BankPromotionUpdateInput,
  type PromotionListQuery,
} from '@kilau/domain/admin';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/staff-request';
import type {
  AdminBankPromotionsRepository,
  BankPromotionRow,
  BankPromotionValues,
} from './admin-bank-promotions.repository';
import {
  createdEntry,
  definedChanges,
  refuseFields,
  staleVersion,
  type PromotionAudit,
  updatedEntry,
} from './promotion-answers';

type Repositories = { promotions: AdminBankPromotionsRepository; audit: PromotionAudit };

const view = (
  row: BankPromotionRow,
  usage: AdminBankPromotion['usage'],
  now: Date,
): AdminBankPromotion => ({
  id: Number(row.id),
  bank_name: row.bank_name,
  title: row.title,
  description: row.description,
  discount_type: row.discount_type,
  discount_value: row.discount_value,
  max_discount: row.max_discount,
  min_order: row.min_order,
  card_bins: row.card_bins,
  payment_methods: row.payment_methods,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  is_active: row.is_active,
  position: row.position,
  status: promotionStatus(row, now),
  usage,
  version: row.version,
});

/** What the audit log keeps of a bank promotion: its definition (not its status or usage). */
const audited = ({ id: _id, status: _s, usage: _u, version: _v, ...rest }: AdminBankPromotion) =>
  rest;

/**
 * Bank promotions in the back office (permission `promotions.write`): the payment step's own
 * rows, so what staff save is what checkout judges. Each write in one transaction with its audit
 * row; an edit at its `version` under the row's lock, the rules checked on the result; methods
 * named must exist. Checkout reads the table on every request (no cache to tell).
 */
export function createAdminBankPromotionsService(deps: {
  promotions: AdminBankPromotionsRepository;
  inTransaction: <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;
  clock: () => Date;
}) {
  const { clock } = deps;
  const notFound = () =>
    new AppError(404, 'admin_bank_promotion_not_found', 'admin_bank_promotion_not_found');
  const one = async (promotions: AdminBankPromotionsRepository, id: number, now: Date) => {
    const row = await promotions.byId(id);
    if (!row) throw notFound();
    return view(row, (await promotions.usage([id])).get(id)!, now);
  };
  async function checkMethods(
    promotions: AdminBankPromotionsRepository,
    codes: readonly string[] | undefined,
    locale: Locale,
  ) {
    const unknown = await promotions.unknownMethods(codes ?? []);
    if (unknown.length > 0) {
      refuseFields({
        payment_methods: messagesFor(locale)('admin_bank_promotion_methods_unknown', {
          codes: unknown.join(', '),
        }),
      });
    }
  }

  return {
    async list(query: PromotionListQuery) {
      const now = clock();
      const { rows, total } = await deps.promotions.list({ ...query, now });
      const usage = await deps.promotions.usage(rows.map((row) => Number(row.id)));
      return {
        promotions: rows.map((row) => view(row, usage.get(Number(row.id))!, now)),
        total,
      };
    },

    get: (id: number) => one(deps.promotions, id, clock()),

    methods: async (): Promise<BankPromotionMethod[]> => deps.promotions.methods(),

    create: (actor: AuditActor, input: BankPromotionCreateInput, locale: Locale) =>
      deps.inTransaction(async ({ promotions, audit }) => {
        const now = clock();
        await checkMethods(promotions, input.payment_methods, locale);
        const id = await promotions.insert(input satisfies BankPromotionValues);
        const promotion = await one(promotions, id, now);
        await audit(actor, createdEntry('bank_promotion', id, audited(promotion)), now);
        return promotion;
      }),

    update: (actor: AuditActor, id: number, input: BankPromotionUpdateInput, locale: Locale) =>
      deps.inTransaction(async ({ promotions, audit }) => {
        const now = clock();
        if (!(await promotions.lock(id))) throw notFound();
        const before = await one(promotions, id, now);
        if (before.version !== input.version) throw staleVersion(before);
        const { version: _version, ...change } = input;
        const defined = definedChanges<BankPromotionValues>(change);
        const merged = normalizeBankPromotion({
          discount_type: defined.discount_type ?? before.discount_type,
          discount_value: defined.discount_value ?? before.discount_value,
          max_discount:
            defined.max_discount !== undefined ? defined.max_discount : before.max_discount,
          starts_at: defined.starts_at ?? new Date(before.starts_at),
          ends_at: defined.ends_at ?? new Date(before.ends_at),
        });
        refuseFields(bankPromotionProblems(merged, messagesFor(locale)));
        await checkMethods(promotions, defined.payment_methods, locale);
        await promotions.update(id, { ...defined, ...merged });
        const after = await one(promotions, id, now);
        await audit(
          actor,
          updatedEntry('bank_promotion', id, audited(before), audited(after)),
          now,
        );
        return after;
      }),
  };
}

export type AdminBankPromotionsService = ReturnType<typeof createAdminBankPromotionsService>;
