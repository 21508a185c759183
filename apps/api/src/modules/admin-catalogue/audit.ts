import type { AdminProductsRepository } from './admin-products.repository';

/** Who did an admin write, from where (the admin module's `AuditActor`, composed in app.ts). */
export interface AuditActor {
  staffId: number | null;
  email: string;
  ip: string | null;
  requestId: string | null;
}

/** One audit row (the admin module's `AuditEntryInput`). */
export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes an audit row in the write's transaction. */
export type AuditWriter = (actor: AuditActor, entry: AuditEntry, now: Date) => Promise<void>;

/** What a write's transaction offers: the repository on it and its audit writer. */
export type ProductsTransaction = { products: AdminProductsRepository; audit: AuditWriter };
