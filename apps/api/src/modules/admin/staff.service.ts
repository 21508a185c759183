import { hash } from '@node-rs/argon2';
import { translate, type Locale } from '@kilau/domain';
import type { AuditEntry, Staff, StaffCreateInput, StaffUpdateInput } from '@kilau/domain/admin';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditQuery, AuditRepository } from './audit.repository';
import type { StaffRepository, StaffRow } from './staff.repository';

/** A staff account as other staff see it (no password, no second factor's secret). */
export const staffView = (row: StaffRow): Staff => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  locked: row.locked_at !== null,
  totp_enabled: row.totp_enabled_at !== null,
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** What the audit log keeps of an account: what an edit can change, never a secret. */
const audited = (view: Staff) => ({
  email: view.email,
  name: view.name,
  role: view.role,
  locked: view.locked,
  totp_enabled: view.totp_enabled,
});

/** The keys whose values differ, before and after: the audit row of an edit. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

type Repositories = { staff: StaffRepository; audit: AuditRepository };

/**
 * Staff management (admin only) and the audit log. Every write runs in one transaction with its
 * audit row; an edit names the `version` it was read at and a stale one answers 409 with the
 * account as it is now.
 */
export function createStaffService(deps: {
  staff: StaffRepository;
  audit: AuditRepository;
  inTransaction: <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;
  clock: () => Date;
}) {
  const { clock } = deps;
  const notFound = () => new AppError(404, 'staff_not_found', 'staff_not_found');
  const stale = (current: StaffRow) =>
    new AppError(
      409,
      'changed_by_someone_else',
      'changed_by_someone_else',
      {},
      {
        current: staffView(current),
      },
    );

  return {
    async list(): Promise<Staff[]> {
      return (await deps.staff.list()).map(staffView);
    },

    async create(actor: AuditActor, input: StaffCreateInput, locale: Locale): Promise<Staff> {
      const passwordHash = await hash(input.password);
      return deps.inTransaction(async ({ staff, audit }) => {
        const now = clock();
        const id = await staff.create({ ...input, passwordHash, now });
        if (id === null) {
          throw new AppError(
            409,
            'staff_email_taken',
            'staff_email_taken',
            {},
            {
              fields: { email: translate('staff_email_taken', locale) },
            },
          );
        }
        const view = staffView((await staff.byId(id))!);
        await audit.record(
          actor,
          {
            action: 'staff.create',
            entity: 'staff',
            entityId: id,
            before: null,
            after: audited(view),
          },
          now,
        );
        return view;
      });
    },

    async update(
      actor: AuditActor,
      id: number,
      input: StaffUpdateInput,
      locale: Locale,
    ): Promise<Staff> {
      return deps.inTransaction(async ({ staff, audit }) => {
        const now = clock();
        const row = await staff.lockById(id);
        if (!row) throw notFound();
        if (row.version !== input.version) throw stale(row);
        const demotes = input.role !== undefined && input.role !== 'admin';
        if (id === actor.staffId && (input.locked === true || demotes)) {
          throw new AppError(
            422,
            'staff_cannot_lock_self',
            'staff_cannot_lock_self',
            {},
            {
              fields: {
                [input.locked === true ? 'locked' : 'role']: translate(
                  'staff_cannot_lock_self',
                  locale,
                ),
              },
            },
          );
        }
        const before = staffView(row);
        await staff.update(
          id,
          {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.role !== undefined ? { role: input.role } : {}),
            ...(input.locked !== undefined && input.locked !== before.locked
              ? { locked_at: input.locked ? now : null }
              : {}),
          },
          now,
        );
        // A locked account is signed out everywhere at once.
        if (input.locked === true && !before.locked) await staff.revokeSessionsOf(id, now);
        const after = staffView((await staff.byId(id))!);
        await audit.record(
          actor,
          {
            action: 'staff.update',
            entity: 'staff',
            entityId: id,
            ...changed(audited(before), audited(after)),
          },
          now,
        );
        return after;
      });
    },

    /** The account enrols an authenticator again at its next sign-in; its sessions end. */
    async resetTotp(actor: AuditActor, id: number, version: number): Promise<Staff> {
      return deps.inTransaction(async ({ staff, audit }) => {
        const now = clock();
        const row = await staff.lockById(id);
        if (!row) throw notFound();
        if (row.version !== version) throw stale(row);
        const before = staffView(row);
        await staff.update(
          id,
          { totp_secret: null, totp_enabled_at: null, totp_last_step: null },
          now,
        );
        await staff.revokeSessionsOf(id, now);
        const after = staffView((await staff.byId(id))!);
        await audit.record(
          actor,
          {
            action: 'staff.reset_totp',
            entity: 'staff',
            entityId: id,
            before: { totp_enabled: before.totp_enabled },
            after: { totp_enabled: false },
          },
          now,
        );
        return after;
      });
    },

    async auditLog(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
      const { rows, total } = await deps.audit.list(query);
      return {
        total,
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          staff_id: row.staff_id,
          staff_email: row.staff_email,
          action: row.action,
          entity: row.entity,
          entity_id: row.entity_id,
          before: row.before,
          after: row.after,
          ip: row.ip,
        })),
      };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
