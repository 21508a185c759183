import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import type { AuditActor, AuditEntryInput } from '../../lib/staff-request';

export type { AuditActor, AuditEntryInput } from '../../lib/staff-request';

export interface AuditQuery {
  staffId?: number | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  skip: number;
  limit: number;
}

/** JSON for a `jsonb` column: dates as ISO text, nothing undefined. */
const asJson = (value: Record<string, unknown> | null) =>
  value === null ? null : JSON.stringify(value);

/**
 * The audit log: every admin write adds its row in the write's own transaction (`record` on the
 * transaction's repository), so there is no write without its row and no row without its write.
 */
export function createAuditRepository(db: Kysely<Database>) {
  return {
    async record(actor: AuditActor, entry: AuditEntryInput, now: Date) {
      await db
        .insertInto('audit_log')
        .values({
          at: now,
          staff_id: actor.staffId,
          staff_email: actor.email,
          action: entry.action,
          entity: entry.entity,
          entity_id: String(entry.entityId),
          before: asJson(entry.before),
          after: asJson(entry.after),
          ip: actor.ip,
          request_id: actor.requestId,
        })
        .execute();
    },

    async list(query: AuditQuery) {
      let select = db.selectFrom('audit_log');
      if (query.staffId !== undefined) select = select.where('staff_id', '=', query.staffId);
      if (query.entity !== undefined) select = select.where('entity', '=', query.entity);
      if (query.entityId !== undefined) select = select.where('entity_id', '=', query.entityId);
      if (query.action !== undefined) select = select.where('action', '=', query.action);
      if (query.from !== undefined) select = select.where('at', '>=', query.from);
      if (query.to !== undefined) select = select.where('at', '<', query.to);
      const [rows, count] = await Promise.all([
        select
          .selectAll()
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .offset(query.skip)
          .limit(query.limit)
          .execute(),
        select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
