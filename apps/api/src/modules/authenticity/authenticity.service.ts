import { createHmac } from 'node:crypto';
import { authenticityCodeHash } from '@kilau/db';
import type { Locale, MessageCode } from '@kilau/domain';
import {
  AUTHENTICITY_UNKNOWN_PER_WINDOW,
  AUTHENTICITY_UNKNOWN_WINDOW_MS,
  formatAuthenticityCode,
  type AuthenticityCheck,
  type AuthenticityHistoryItem,
  type AuthenticityProduct,
  type AuthenticityResult,
} from '@kilau/domain/authenticity';
import { formatVariantLabel, type VariantAttributes } from '@kilau/domain/catalog';
import { AppError } from '../../lib/app-error';
import type { AuthenticityRepository } from './authenticity.repository';

type ProductRow = {
  product_id: number | null;
  name: string | null;
  slug: string | null;
  brand: string | null;
  attributes: unknown;
  image: string | null;
};

const productOf = (row: ProductRow, locale: Locale): AuthenticityProduct | null =>
  row.product_id === null
    ? null
    : {
        id: String(row.product_id),
        name: row.name ?? '',
        slug: row.slug ?? '',
        brand: row.brand ?? '',
        variant: formatVariantLabel(row.attributes as VariantAttributes, locale) || null,
        image: row.image,
      };

const minutesUntil = (from: Date, to: Date) =>
  Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 60_000));

/**
 * A shopper's authenticity check (docs/design/authenticity.md): the guess limit first (at most
 * five unknown codes an hour per IP and per member, counted from the checks themselves), then
 * one transaction that counts the check on the code (exactly one `genuine` per code, however
 * many check it at once) and records it.
 */
export function createAuthenticityService(deps: {
  checks: AuthenticityRepository;
  /** Runs `work` in one transaction with the repository on it. */
  transaction: <T>(work: (checks: AuthenticityRepository) => Promise<T>) => Promise<T>;
  secret: string;
  clock: () => Date;
}) {
  const { checks, transaction, secret, clock } = deps;
  const ipHashOf = (ip: string) => createHmac('sha256', secret).update(`ip:${ip}`).digest('hex');

  return {
    async check(
      code: string,
      who: { memberId: number | null; ip: string },
      locale: Locale,
    ): Promise<{
      answer: AuthenticityCheck;
      messageCode: MessageCode;
      params: { count?: number };
    }> {
      const now = clock();
      const ipHash = ipHashOf(who.ip);
      const since = new Date(now.getTime() - AUTHENTICITY_UNKNOWN_WINDOW_MS);
      const unknown = await checks.unknownSince(since, ipHash, who.memberId);
      if (unknown.count >= AUTHENTICITY_UNKNOWN_PER_WINDOW) {
        const until = new Date((unknown.oldest ?? now).getTime() + AUTHENTICITY_UNKNOWN_WINDOW_MS);
        const minutes = minutesUntil(now, until);
        throw new AppError(
          429,
          'too_many_unknown_codes',
          'authenticity_too_many_unknown',
          {
            minutes,
          },
          { retry_after_seconds: minutes * 60 },
        );
      }
      const codeHash = authenticityCodeHash(secret, code);
      const counted = await transaction(async (tx) => {
        const row = await tx.countCheck(codeHash, now);
        const result: AuthenticityResult = !row
          ? 'unknown'
          : row.check_count === 1
            ? 'genuine'
            : 'already_checked';
        await tx.recordCheck({
          code_id: row?.id ?? null,
          code_hash: codeHash,
          result,
          user_id: who.memberId,
          ip_hash: ipHash,
          checked_at: now,
        });
        return { row, result };
      });
      const facts = counted.row ? await checks.batchFacts(counted.row.batch_id) : undefined;
      const timesBefore = counted.row ? counted.row.check_count - 1 : 0;
      const answer: AuthenticityCheck = {
        result: counted.result,
        code: formatAuthenticityCode(code),
        product: facts ? productOf(facts, locale) : null,
        batch: facts
          ? {
              batch_number: facts.batch_number,
              produced_on: facts.produced_on,
              expires_on: facts.expires_on,
            }
          : null,
        first_checked_at: counted.row?.first_checked_at
          ? new Date(counted.row.first_checked_at).toISOString()
          : null,
        times_checked_before: timesBefore,
        checked_at: now.toISOString(),
      };
      return {
        answer,
        messageCode: `authenticity_${counted.result}` as const,
        params: counted.result === 'already_checked' ? { count: timesBefore } : {},
      };
    },

    async history(memberId: number, skip: number, limit: number, locale: Locale) {
      const { rows, total } = await checks.history(memberId, skip, limit);
      const items: AuthenticityHistoryItem[] = rows.map((row) => ({
        id: String(row.id),
        result: row.result,
        product: productOf(row, locale),
        batch_number: row.batch_number,
        checked_at: new Date(row.checked_at).toISOString(),
      }));
      return { items, total };
    },
  };
}

export type AuthenticityService = ReturnType<typeof createAuthenticityService>;
