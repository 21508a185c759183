import { translate, type Locale } from '@kilau/domain';
import type { AdminCustomer, AdminCustomerRow, PointsAdjustInput } from '@kilau/domain/admin';
import { AppError } from '../../lib/app-error';
import type { AdminCustomersRepository } from './admin-customers.repository';

/** A write's base version was stale (turned into the 409 outside the transaction). */
class Stale extends Error {}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** Who did a back-office write, from where (the audit row's actor). */
export type StaffActor = {
  staffId: number | null;
  email: string;
  ip: string | null;
  requestId: string | null;
};
type AuditActor = StaffActor;

type Transaction = {
  customers: AdminCustomersRepository;
  audit: (actor: AuditActor, entry: AuditEntry, now: Date) => Promise<void>;
};
export type AuditEntry = {
  action: string;
  entity: string;
  entityId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * The back office's customers (docs/design/back-office.md, Customers): search, one member's
 * whole picture, and support's writes — a manual points change with its reason (never below
 * zero), suspending and lifting a member's sign-in, ending their sessions. Each write is one
 * transaction on the member's locked row with its audit row; a stale `version` answers 409.
 */
export function createAdminCustomersService(deps: {
  customers: AdminCustomersRepository;
  inTransaction: <T>(work: (t: Transaction) => Promise<T>) => Promise<T>;
  clock: () => Date;
}) {
  const { customers, clock } = deps;
  const notFound = () => new AppError(404, 'customer_not_found', 'customer_not_found');

  async function show(id: number): Promise<AdminCustomer> {
    const user = await customers.byId(id);
    if (!user) throw notFound();
    const now = clock();
    const [addresses, orders, balance, tokens, ledger, vouchers, sessions, devices] =
      await Promise.all([
        customers.addresses(id),
        customers.orderSummary(id),
        customers.balance(id),
        customers.tokenBalance(id),
        customers.ledger(id),
        customers.vouchers(id),
        customers.liveSessions(id, now),
        customers.devices(id),
      ]);
    return {
      id: user.id,
      email: user.email,
      user_name: user.user_name,
      name: `${user.first_name} ${user.last_name}`.trim() || user.email,
      phone: user.phone_no,
      gender: user.gender,
      date_of_birth: user.date_of_birth ? iso(user.date_of_birth) : null,
      is_verified_email: user.is_verified_email,
      is_verified_phone: user.is_verified_phone,
      locked: user.suspended_at !== null,
      locked_at: isoOrNull(user.suspended_at),
      login_blocked: user.locked_at !== null,
      removed: user.removed_at !== null,
      version: user.version,
      created_at: iso(user.created_at),
      addresses: addresses.map((row) => ({
        id: row.id,
        title: row.title,
        contact: row.contact,
        phone: row.phone,
        address: [row.address1, row.address2].filter(Boolean).join(', '),
        zipcode: row.zipcode,
        is_default: row.is_default,
      })),
      orders: {
        count: orders.count,
        paid_total: orders.paidTotal,
        recent: orders.recent.map((row) => ({
          reference_code: row.reference_code,
          state: { id: row.state_id, name: row.state_name },
          total_paid: row.total_paid,
          created_at: iso(row.created_at),
        })),
      },
      points: {
        balance,
        ledger: ledger.map((row) => ({
          id: row.id,
          delta: row.delta,
          reason: row.reason,
          order_ref: row.order_ref,
          created_at: iso(row.created_at),
        })),
      },
      tokens: { balance: tokens },
      vouchers: vouchers.map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        issued_at: iso(row.issued_at),
        expires_at: isoOrNull(row.expires_at),
        used_at: isoOrNull(row.used_at),
      })),
      sessions: sessions.map((row) => ({
        id: row.id,
        created_at: iso(row.created_at),
        last_seen_at: iso(row.last_seen_at),
        expires_at: iso(row.expires_at),
        ip: row.ip,
        user_agent: row.user_agent,
      })),
      devices: devices.map((row) => ({
        created_at: iso(row.created_at),
        last_login_at: iso(row.last_login_at),
        locked: row.locked_at !== null,
      })),
    };
  }

  /** The member's row locked and checked: there, and at the version the page was read at. */
  async function locked(t: Transaction, id: number, version: number | undefined) {
    const row = await t.customers.lock(id);
    if (!row || row.removed_at !== null) throw notFound();
    if (version !== undefined && row.version !== version) throw new Stale();
    return row;
  }

  /**
   * Runs a write; a stale version answers 409 with the member as they are now (read after the
   * transaction ended, not on its connection).
   */
  async function write<T>(id: number, work: (t: Transaction) => Promise<T>): Promise<T> {
    try {
      return await deps.inTransaction(work);
    } catch (error) {
      if (!(error instanceof Stale)) throw error;
      throw new AppError(
        409,
        'changed_by_someone_else',
        'changed_by_someone_else',
        {},
        { current: await show(id) },
      );
    }
  }

  return {
    show,

    async list(query: { q?: string | undefined; skip: number; limit: number }) {
      const [rows, total] = await Promise.all([
        customers.page(query.q, query),
        customers.count(query.q),
      ]);
      const list: AdminCustomerRow[] = rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name || row.email,
        phone: row.phone_no,
        locked: row.suspended_at !== null,
        orders: Number(row.orders ?? 0),
        created_at: iso(row.created_at),
      }));
      return { list, total };
    },

    async adjustPoints(actor: AuditActor, id: number, input: PointsAdjustInput, locale: Locale) {
      await write(id, async (t) => {
        await locked(t, id, input.version);
        const now = clock();
        const balance = await t.customers.lockedBalance(id);
        if (balance + input.delta < 0) {
          throw new AppError(
            422,
            'points_below_zero',
            'points_below_zero',
            { balance },
            { fields: { delta: translate('points_below_zero', locale, { balance }) } },
          );
        }
        await t.customers.adjustPoints(id, input.delta, now);
        await t.customers.bump(id, {}, now);
        await t.audit(
          actor,
          {
            action: 'customer.points',
            entity: 'customer',
            entityId: id,
            before: { points: balance },
            after: { points: balance + input.delta, delta: input.delta, reason: input.reason },
          },
          now,
        );
      });
      return show(id);
    },

    async setLocked(actor: AuditActor, id: number, lock: boolean, version: number | undefined) {
      await write(id, async (t) => {
        const row = await locked(t, id, version);
        const now = clock();
        const was = row.suspended_at !== null;
        // Locking ends the member's sessions: a locked member is out at once.
        const ended = lock ? await t.customers.revokeSessions(id, now) : 0;
        if (was !== lock) await t.customers.bump(id, { suspended_at: lock ? now : null }, now);
        await t.audit(
          actor,
          {
            action: lock ? 'customer.lock' : 'customer.unlock',
            entity: 'customer',
            entityId: id,
            before: { locked: was },
            after: { locked: lock, ...(lock ? { sessions_ended: ended } : {}) },
          },
          now,
        );
      });
      return show(id);
    },

    async revokeSessions(actor: AuditActor, id: number, version: number | undefined) {
      const ended = await write(id, async (t) => {
        await locked(t, id, version);
        const now = clock();
        const count = await t.customers.revokeSessions(id, now);
        await t.customers.bump(id, {}, now);
        await t.audit(
          actor,
          {
            action: 'customer.revoke_sessions',
            entity: 'customer',
            entityId: id,
            before: { sessions: count },
            after: { sessions: 0 },
          },
          now,
        );
        return count;
      });
      return { customer: await show(id), ended };
    },
  };
}

export type AdminCustomersService = ReturnType<typeof createAdminCustomersService>;
