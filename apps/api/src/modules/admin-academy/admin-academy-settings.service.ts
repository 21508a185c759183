import type { Locale } from '@kilau/domain';
import type {
  AdminAcademyLevel,
  AdminAcademyLevelCreate,
  AdminAcademySettings,
  AdminAcademySettingsInput,
} from '@kilau/domain/academy';
import { fieldsRefused } from '../../lib/app-error';
import { changedKeys as changed, type AuditActor } from '../../lib/staff-request';
import type { AdminAcademyRepository, LevelColumns } from './admin-academy.repository';
import {
  conflict,
  iso,
  notFound,
  stale,
  type AdminAcademyServiceDeps,
} from './admin-academy-common';

type LevelRow = Awaited<ReturnType<AdminAcademyRepository['levels']>>[number];
const levelView = (row: LevelRow): AdminAcademyLevel => ({
  id: row.id,
  position: row.position,
  title_id: row.title_id,
  title_en: row.title_en,
  summary_id: row.summary_id,
  summary_en: row.summary_en,
  assignment:
    row.assignment_pass_score === null
      ? null
      : {
          title_id: row.assignment_title_id ?? '',
          title_en: row.assignment_title_en ?? '',
          brief_id: row.assignment_brief_id ?? '',
          brief_en: row.assignment_brief_en ?? '',
          pass_score: row.assignment_pass_score,
        },
  class_count: row.class_count ?? 0,
  version: row.version,
});

const levelColumns = (input: AdminAcademyLevelCreate): LevelColumns => ({
  title_id: input.title_id,
  title_en: input.title_en,
  summary_id: input.summary_id,
  summary_en: input.summary_en,
  assignment_title_id: input.assignment?.title_id ?? null,
  assignment_title_en: input.assignment?.title_en ?? null,
  assignment_brief_id: input.assignment?.brief_id ?? null,
  assignment_brief_en: input.assignment?.brief_en ?? null,
  assignment_pass_score: input.assignment?.pass_score ?? null,
});

/**
 * The academy's settings and its levels in the back office: each write audited in its
 * transaction, an edit at the version it was read at.
 */
export function createAdminAcademySettingsService(deps: AdminAcademyServiceDeps) {
  const settingsView = async (
    repo: AdminAcademyRepository,
  ): Promise<AdminAcademySettings | undefined> => {
    const row = await repo.settings();
    return row && { ...row, updated_at: iso(row.updated_at) };
  };

  return {
    async settings() {
      const view = await settingsView(deps.academy);
      if (!view) throw notFound('academy_not_configured');
      return view;
    },

    /** Writes the settings at their version (the first save creates them at any version). */
    saveSettings: (actor: AuditActor, input: AdminAcademySettingsInput, locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.lockSettings();
        if (row && row.version !== input.version) throw stale(await settingsView(academy));
        const refused: Record<string, 'academy_brand_not_found' | 'academy_voucher_not_found'> = {};
        if (!(await academy.brandExists(input.brand_id))) {
          refused.brand_id = 'academy_brand_not_found';
        }
        if (
          input.graduation_voucher_id !== null &&
          !(await academy.voucherExists(input.graduation_voucher_id))
        ) {
          refused.graduation_voucher_id = 'academy_voucher_not_found';
        }
        if (Object.keys(refused).length > 0) throw fieldsRefused(refused, locale);
        const { version: _version, ...change } = input;
        await academy.saveSettings(change, deps.clock(), row !== undefined);
        const {
          id: _id,
          version: _v,
          updated_at: _u,
          ...before
        } = row ?? {
          id: 1,
          version: 0,
          updated_at: null,
        };
        await audit(actor, {
          action: 'academy_settings.update',
          entity: 'academy_settings',
          entityId: 1,
          ...changed(before as Record<string, unknown>, change),
        });
        return (await settingsView(academy))!;
      }),

    levels: async () => (await deps.academy.levels()).map(levelView),

    createLevel: (actor: AuditActor, input: AdminAcademyLevelCreate) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const levels = await academy.lockAllLevels();
        const id = await academy.insertLevel(levels.length + 1, levelColumns(input), deps.clock());
        await audit(actor, {
          action: 'academy_level.create',
          entity: 'academy_level',
          entityId: id,
          before: null,
          after: { ...input },
        });
        return levelView((await academy.level(id))!);
      }),

    updateLevel: (
      actor: AuditActor,
      id: number,
      input: AdminAcademyLevelCreate & { version: number },
    ) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.lockLevel(id);
        if (!row) throw notFound('academy_level_not_found');
        if (row.version !== input.version) throw stale(levelView((await academy.level(id))!));
        const columns = levelColumns(input);
        await academy.updateLevel(id, columns, deps.clock());
        await audit(actor, {
          action: 'academy_level.update',
          entity: 'academy_level',
          entityId: id,
          ...changed(row, { ...row, ...columns }),
        });
        return levelView((await academy.level(id))!);
      }),

    deleteLevel: (actor: AuditActor, id: number) =>
      deps.inTransaction(async ({ academy, audit }) => {
        await academy.lockAllLevels();
        const row = await academy.lockLevel(id);
        if (!row) throw notFound('academy_level_not_found');
        if ((await academy.classCount(id)) > 0) throw conflict('academy_level_has_classes');
        await academy.deleteLevel(id);
        await academy.compactLevels(deps.clock());
        await audit(actor, {
          action: 'academy_level.delete',
          entity: 'academy_level',
          entityId: id,
          before: { ...row },
          after: null,
        });
        return (await academy.levels()).map(levelView);
      }),

    /** Puts the levels in the order given: every level exactly once. */
    orderLevels: (actor: AuditActor, ids: readonly number[], locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const levels = await academy.lockAllLevels();
        const known = new Set(levels.map((level) => level.id));
        if (ids.length !== levels.length || ids.some((id) => !known.has(id))) {
          throw fieldsRefused({ ids: 'academy_level_order_incomplete' }, locale);
        }
        await academy.setLevelPositions(ids, deps.clock());
        await audit(actor, {
          action: 'academy_level.order',
          entity: 'academy_level',
          entityId: 'order',
          before: { ids: levels.map((level) => level.id) },
          after: { ids: [...ids] },
        });
        return (await academy.levels()).map(levelView);
      }),
  };
}
