import type { Database } from '@kilau/db';
import type { Kysely, Transaction } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { createOrderPromotionsRepository } from './order-promotions.repository';
import { createOrderStockRepository } from './order-stock.repository';
import { createOrdersRepository } from './orders.repository';
import type { CheckoutPorts } from './ports';

/** The orders module's repositories, all on one handle (the database or one transaction). */
export function createOrderRepositories(db: Kysely<Database>) {
  return {
    orders: createOrdersRepository(db),
    promotions: createOrderPromotionsRepository(db),
    stock: createOrderStockRepository(db),
  };
}

export type OrderRepositories = ReturnType<typeof createOrderRepositories>;

/** The repositories inside one transaction, and the transaction for the ports that join it. */
export type OrderTransaction = OrderRepositories & { tx: Transaction<Database> };

export type RunInTransaction = <T>(work: (t: OrderTransaction) => Promise<T>) => Promise<T>;

/**
 * Runs `work` in one transaction through the shared `inTransaction` (retried whole on a deadlock
 * or serialization failure, ADR 0014), with the repositories bound to it.
 */
export const createOrderUnitOfWork =
  (db: Kysely<Database>): RunInTransaction =>
  (work) =>
    inTransaction(db, (tx) => work({ ...createOrderRepositories(tx), tx }));

/** What the orders use cases are built with: repositories, transactions, ports and the clock. */
export type OrderServiceDeps = {
  repositories: OrderRepositories;
  inTransaction: RunInTransaction;
  ports: CheckoutPorts;
  clock: () => Date;
};
