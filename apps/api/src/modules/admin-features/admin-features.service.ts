import type { Database } from '@kilau/db';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { AuditActor, RecordAudit } from '../../lib/staff-request';
import { createAdminFeaturesRepository, type FeatureToggleRow } from './admin-features.repository';

const view = (row: FeatureToggleRow) => ({
  key: row.key,
  enabled: row.enabled,
  version: row.version,
  updated_at: row.updated_at,
});

/**
 * Switching the shop's features (`/admin/features`): one transaction locks the toggle, checks
 * the version it was read at (409 `changed_by_someone_else` with `data.current`), switches it and
 * writes the audit row. Readers take the new state at their next request (no cache keeps it).
 */
export function createAdminFeaturesService(deps: {
  db: Kysely<Database>;
  transaction: <T>(work: (tx: Transaction<Database>) => Promise<T>) => Promise<T>;
  audit: RecordAudit;
  clock: () => Date;
}) {
  const { db, transaction, audit, clock } = deps;
  return {
    async list() {
      return (await createAdminFeaturesRepository(db).list()).map(view);
    },

    async switch(key: string, input: { enabled: boolean; version: number }, actor: AuditActor) {
      return transaction(async (tx) => {
        const toggles = createAdminFeaturesRepository(tx);
        const before = await toggles.lock(key);
        if (!before) {
          throw new AppError(404, 'feature_toggle_not_found', 'feature_toggle_not_found');
        }
        if (before.version !== input.version) {
          throw new AppError(
            409,
            'changed_by_someone_else',
            'changed_by_someone_else',
            {},
            { current: view(before) },
          );
        }
        const now = clock();
        const after = await toggles.switch(key, input.enabled, now);
        await audit(
          tx,
          actor,
          {
            action: 'feature_toggle.switch',
            entity: 'feature_toggle',
            entityId: key,
            before: { enabled: before.enabled },
            after: { enabled: after.enabled },
          },
          now,
        );
        return view(after);
      });
    },
  };
}

export type AdminFeaturesService = ReturnType<typeof createAdminFeaturesService>;
