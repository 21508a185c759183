import type { Locale } from '@kilau/domain';
import {
  formatAuthenticityCode,
  type AdminAuthenticityBatch,
  type AuthenticityBatchInput,
} from '@kilau/domain/authenticity';
import { formatVariantLabel, type VariantAttributes } from '@kilau/domain/catalog';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditEntryInput } from '../../lib/staff-request';
import type { AdminAuthenticityRepository } from './admin-authenticity.repository';
import type { BatchCodes } from './batch-codes';

/** Codes read per page of the printer's file. */
const EXPORT_PAGE = 1_000;

type BatchRow = NonNullable<Awaited<ReturnType<AdminAuthenticityRepository['one']>>>;

const batchOf = (row: BatchRow, locale: Locale): AdminAuthenticityBatch => ({
  id: String(row.id),
  product: {
    id: String(row.product_id),
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    variant: formatVariantLabel(row.attributes as VariantAttributes, locale) || null,
    image: row.image,
  },
  combination_id: row.combination_id === null ? null : String(row.combination_id),
  batch_number: row.batch_number,
  produced_on: row.produced_on,
  expires_on: row.expires_on,
  code_count: row.code_count,
  checked_count: row.checked_count,
  repeated_count: row.repeated_count,
  unchecked_count: row.code_count - row.checked_count,
  printed_at: row.printed_at ? new Date(row.printed_at).toISOString() : null,
  created_by: row.created_by,
  created_at: new Date(row.created_at).toISOString(),
});

const lines = (rows: unknown[][]) =>
  `${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: true })}\r\n`;

/**
 * Authenticity batches in the back office (docs/design/authenticity.md, ADR 0045): a batch and
 * its codes made in one transaction with its audit row; the printer's CSV (the clear codes,
 * unsealed) until the batch is marked printed, each download audited; marking it printed drops
 * the clear codes for good.
 */
export function createAdminAuthenticityService(deps: {
  batches: AdminAuthenticityRepository;
  transaction: <T>(
    work: (tx: {
      batches: AdminAuthenticityRepository;
      audit: (actor: AuditActor, entry: AuditEntryInput) => Promise<void>;
    }) => Promise<T>,
  ) => Promise<T>;
  codes: BatchCodes;
  clock: () => Date;
}) {
  const { batches, transaction, codes, clock } = deps;
  const notFound = () =>
    new AppError(404, 'authenticity_batch_not_found', 'authenticity_batch_not_found');

  async function found(id: number, locale: Locale) {
    const row = await batches.one(id);
    if (!row) throw notFound();
    return batchOf(row, locale);
  }

  return {
    async list(skip: number, limit: number, locale: Locale) {
      const { rows, total } = await batches.list(skip, limit);
      return { items: rows.map((row) => batchOf(row, locale)), total };
    },

    one: found,

    async create(actor: AuditActor, input: AuthenticityBatchInput, locale: Locale) {
      let productId = input.product_id;
      if (input.combination_id !== undefined) {
        const combination = await batches.combination(input.combination_id);
        if (!combination || (productId !== undefined && combination.product_id !== productId)) {
          throw new AppError(422, 'combination_not_found', 'stock_combination_not_found');
        }
        productId = combination.product_id;
      } else if (productId === undefined || !(await batches.product(productId))) {
        throw new AppError(422, 'product_not_found', 'product_not_found');
      }
      const now = clock();
      const id = await transaction(async (tx) => {
        const batchId = await tx.batches.insertBatch({
          product_id: productId!,
          combination_id: input.combination_id ?? null,
          batch_number: input.batch_number,
          produced_on: input.produced_on,
          expires_on: input.expires_on,
          code_count: input.code_count,
          created_by: actor.staffId,
          created_at: now,
        });
        if (batchId === undefined) {
          throw new AppError(409, 'authenticity_batch_exists', 'authenticity_batch_exists');
        }
        let made = 0;
        while (made < input.code_count) {
          const fresh = Array.from({ length: input.code_count - made }, () => {
            const code = codes.generate();
            return { code_hash: codes.hash(code), sealed_code: codes.seal(code) };
          });
          made += await tx.batches.insertCodes(batchId, fresh);
        }
        await tx.audit(actor, {
          action: 'authenticity_batch.create',
          entity: 'authenticity_batch',
          entityId: batchId,
          before: null,
          after: { ...input, product_id: productId },
        });
        return batchId;
      });
      return found(id, locale);
    },

    /**
     * The printer's file (`code, product, batch_number, produced_on, expires_on`), its download
     * audited first; 409 `authenticity_batch_printed` once the batch is marked printed.
     */
    async exportCodes(actor: AuditActor, id: number, locale: Locale) {
      const batch = await found(id, locale);
      if (batch.printed_at) {
        throw new AppError(409, 'authenticity_batch_printed', 'authenticity_batch_printed');
      }
      await transaction((tx) =>
        tx.audit(actor, {
          action: 'authenticity_batch.export',
          entity: 'authenticity_batch',
          entityId: id,
          before: null,
          after: { codes: batch.code_count },
        }),
      );
      const product = batch.product.variant
        ? `${batch.product.name} · ${batch.product.variant}`
        : batch.product.name;
      async function* csv(): AsyncGenerator<string> {
        yield `\uFEFF${lines([['code', 'product', 'batch_number', 'produced_on', 'expires_on']])}`;
        let after = 0;
        for (;;) {
          const page = await batches.sealedCodes(id, after, EXPORT_PAGE);
          if (page.length === 0) return;
          yield lines(
            page
              .filter((row) => row.sealed_code !== null)
              .map((row) => [
                formatAuthenticityCode(codes.open(row.sealed_code!)),
                product,
                batch.batch_number,
                batch.produced_on,
                batch.expires_on,
              ]),
          );
          after = page.at(-1)!.id;
        }
      }
      return { batch, csv: csv() };
    },

    /** Marks the batch printed: its clear codes are deleted (409 when it already was). */
    async markPrinted(actor: AuditActor, id: number, locale: Locale) {
      await found(id, locale);
      const now = clock();
      await transaction(async (tx) => {
        if (!(await tx.batches.markPrinted(id, now))) {
          throw new AppError(409, 'authenticity_batch_printed', 'authenticity_batch_printed');
        }
        await tx.audit(actor, {
          action: 'authenticity_batch.printed',
          entity: 'authenticity_batch',
          entityId: id,
          before: { printed_at: null },
          after: { printed_at: now.toISOString() },
        });
      });
      return found(id, locale);
    },
  };
}

export type AdminAuthenticityService = ReturnType<typeof createAdminAuthenticityService>;
