import type { Database } from '@kilau/db';
import type { ProductTile } from '@kilau/domain/catalog';
import type { Kysely } from 'kysely';

/** Product tiles by id, in that order (the catalogue's, filled by app.ts). */
export type AcademyProductTiles = (ids: number[]) => Promise<ProductTile[]>;

/** The rewards' badge award, joining the caller's transaction (`tx` first). */
export type AcademyGraduated = (tx: Kysely<Database>, memberId: number) => Promise<unknown>;

/** The vouchers module's `memberVouchers` (ADR 0018), joining the caller's transaction. */
export type AcademyMemberVouchers = {
  assign(
    tx: Kysely<Database>,
    voucherId: number,
    userId: number,
    now: Date,
  ): Promise<number | null>;
  find(tx: Kysely<Database>, memberVoucherId: number, now: Date): Promise<{ code: string } | null>;
};

/** What a graduation tells the rest of the shop, bound to its transaction. */
export type AcademyGraduationSeams = {
  badge(memberId: number): Promise<void>;
  /** The voucher's member code, or null when the member already held it. */
  voucher(voucherId: number, memberId: number, now: Date): Promise<string | null>;
};
