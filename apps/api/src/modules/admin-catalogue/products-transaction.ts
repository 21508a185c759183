import type { AuditActor, AuditEntryInput } from '../../lib/staff-request';
import type { AdminProductsRepository } from './admin-products.repository';

export type { AuditActor } from '../../lib/staff-request';
export type AuditEntry = AuditEntryInput;

/** Writes an audit row in the write's transaction. */
export type AuditWriter = (actor: AuditActor, entry: AuditEntry, now: Date) => Promise<void>;

/** What a write's transaction offers: the repository on it and its audit writer. */
export type ProductsTransaction = { products: AdminProductsRepository; audit: AuditWriter };
