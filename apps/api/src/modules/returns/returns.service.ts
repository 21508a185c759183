import { randomBytes } from 'node:crypto';
import type { Database } from '@kilau/db';
import { translate, type Locale, type MessageCode } from '@kilau/domain';
import {
  checkRefundBankAccount,
  checkReturnAction,
  checkReturnPick,
  GATEWAY_REFUND_IN_FLIGHT_MS,
  goodsPaid,
  maskAccountNumber,
  RECEIPT_MAX_SIDE_PX,
  checkReceipt,
  REFUND_BANKS,
  refundBank,
  REFUND_METHODS,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  returnableQuantity,
  returnEligibility,
  returnPointsToTakeBack,
  returnReference,
  returnRefund,
  returnWindowEnds,
  STORE_CREDIT_VALID_DAYS,
  type RefundMethod,
  type ReturnAction,
  type ReturnReason,
  type ReturnStatus,
} from '@kilau/domain/orders';
import { DAY_MS } from '@kilau/domain/shared';
import type { Kysely } from 'kysely';
import type { PrivateFiles } from '../../adapters/storage';
import { AppError, fieldsRefused } from '../../lib/app-error';
import type { ImageGuard, ImageRecipe } from '../../lib/image-guard';
import { orderLineSummary, writeOrderMessages } from '../../lib/order-messages.repository';
import type { AuditActor, RecordAudit } from '../../lib/staff-request';
import {
  createReturnsRepository,
  type ReturnRow,
  type ReturnsRepository,
} from './returns.repository';

/**
 * The gateway's refund, as returns need it (composed in app.ts from the payment gateway port):
 * whether an order's method is refunded through it, and the call — repeated with the same key,
 * it answers the first refund again.
 */
export interface RefundPort {
  refundsOriginal(order: { payment_method: string; paid_at: Date | null }): boolean;
  refund(
    gatewayRef: string,
    request: { refundKey: string; amount: number; reason: string },
  ): Promise<{ refundId: string | null }>;
}

/** The error a gateway's refusal or silence becomes; `reason` is shown to staff. */
export class RefundFailed extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'RefundFailed';
  }
}

const PHOTO: ImageRecipe = {
  rotate: true,
  resize: {
    width: RECEIPT_MAX_SIDE_PX,
    height: RECEIPT_MAX_SIDE_PX,
    fit: 'inside',
    withoutEnlargement: true,
  },
  flatten: { background: '#ffffff' },
  format: 'jpeg',
  formatOptions: { quality: 82, mozjpeg: true },
};

const notFound = () => new AppError(404, 'return_not_found', 'return_not_found');
const orderNotFound = () => new AppError(404, 'order_not_found', 'order_not_found');
const stateChanged = (status: string, locale: Locale) =>
  new AppError(
    409,
    'return_state_changed',
    'return_state_changed',
    {},
    {
      status,
      status_label: translate(`return_status_${status}` as MessageCode, locale),
    },
  );

export type ReturnInput = {
  lines: Array<{ order_line_id: number; quantity: number }>;
  reason: ReturnReason;
  note: string;
  refund_method: RefundMethod;
  bank?: { bank_code: string; account_number: string; account_name: string } | undefined;
};

type Audience = 'member' | 'staff';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export function createReturnsService(deps: {
  db: Kysely<Database>;
  transaction: <T>(work: (tx: Kysely<Database>) => Promise<T>) => Promise<T>;
  clock: () => Date;
  windowDays: number;
  refunds: RefundPort;
  files: PrivateFiles;
  images: ImageGuard;
  audit: RecordAudit;
}) {
  const { db, clock } = deps;
  const reads = createReturnsRepository(db);

  const label = (code: string, locale: Locale) => translate(code as MessageCode, locale);

  /** Whether the order may be returned now (the domain's rule over what the reads found). */
  const eligibilityOf = (
    order: { delivered_at: Date | null; store_id: number | null },
    lines: ReadonlyArray<Parameters<typeof returnableQuantity>[0]>,
    openReturn: boolean,
    now: Date,
  ) =>
    returnEligibility({
      deliveredAt: order.delivered_at,
      storePickup: order.store_id !== null,
      openReturn,
      returnableQuantity: lines.reduce((sum, line) => sum + returnableQuantity(line), 0),
      now,
      windowDays: deps.windowDays,
    });

  async function views(rows: ReturnRow[], locale: Locale, audience: Audience) {
    const ids = rows.map((row) => row.id);
    const [lines, photos, events, orders, codes] = await Promise.all([
      reads.linesOf(ids),
      reads.photosOf(ids),
      reads.eventsOf(ids),
      reads.orderReferences([...new Set(rows.map((row) => row.order_id))]),
      reads.voucherCodes(rows.flatMap((row) => row.store_credit_voucher_id ?? [])),
    ]);
    return rows.map((row) => {
      const base =
        audience === 'member'
          ? `/api/order/user/me/returns/${row.reference}`
          : `/api/admin/returns/${row.reference}`;
      const bank = row.bank_code ? refundBank(row.bank_code) : undefined;
      return {
        reference: row.reference,
        order_reference: orders.get(row.order_id) ?? '',
        status: row.status,
        status_label: label(`return_status_${row.status}`, locale),
        reason: row.reason,
        reason_label: label(`return_reason_${row.reason}`, locale),
        note: row.note,
        lines: lines
          .filter((line) => line.return_id === row.id)
          .map((line) => {
            const summary = orderLineSummary(line);
            return {
              order_line_id: String(line.order_line_id),
              product_id: String(line.product_id),
              name: summary.name,
              brand: summary.brand,
              variant: summary.variant,
              image: summary.image,
              quantity: line.quantity,
              refund_amount: line.refund,
              sellable: line.sellable,
            };
          }),
        refund_amount: row.refund_amount,
        goods_refund: row.goods_refund,
        shipping_refund: row.shipping_refund,
        refund_method: row.refund_method,
        refund_method_label: label(`refund_method_${row.refund_method}`, locale),
        bank:
          row.bank_code && row.account_number
            ? {
                bank_code: row.bank_code,
                bank_name: bank?.name ?? row.bank_code,
                account_number:
                  audience === 'staff' ? row.account_number : maskAccountNumber(row.account_number),
                account_name: row.account_name ?? '',
              }
            : null,
        store_credit_code:
          row.store_credit_voucher_id === null
            ? null
            : (codes.get(row.store_credit_voucher_id) ?? null),
        transfer_reference: row.transfer_reference,
        instructions: row.instructions,
        rejection_reason: row.rejection_reason,
        photos: photos
          .filter((photo) => photo.return_id === row.id)
          .map((photo) => ({ id: String(photo.id), url: `${base}/photos/${photo.id}` })),
        points_taken_back: row.points_taken_back,
        steps: events
          .filter((event) => event.return_id === row.id)
          .map((event) => ({
            status: event.status,
            status_label: label(`return_status_${event.status}`, locale),
            at: new Date(event.at).toISOString(),
            note: event.note,
            ...(audience === 'staff' ? { staff_name: event.staff_name ?? null } : {}),
          })),
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
      };
    });
  }

  const one = async (row: ReturnRow, locale: Locale, audience: Audience) =>
    (await views([row], locale, audience))[0]!;

  /** The message a step tells the member, in the step's transaction. */
  async function tell(
    tx: Kysely<Database>,
    row: ReturnRow,
    status: ReturnStatus,
    now: Date,
    extra: Record<string, unknown> = {},
  ) {
    const lines = await createReturnsRepository(tx).linesOf([row.id]);
    await writeOrderMessages(tx, {
      orderId: row.order_id,
      kind: status === 'refunded' ? 'refund_issued' : 'return_update',
      key: `return:${row.id}:${status}`,
      facts: {
        return_reference: row.reference,
        return_status: status,
        return_note:
          status === 'rejected'
            ? row.rejection_reason
            : status === 'approved'
              ? row.instructions
              : null,
        lines: lines.map((line) => ({
          ...orderLineSummary(line),
          quantity: line.quantity,
          total: line.refund,
        })),
        ...(status === 'refunded' ? { refund_amount: row.refund_amount } : {}),
        ...extra,
      },
      now,
    });
  }

  /** What a delivered order of the member's offers for a return. */
  async function options(userId: number, reference: string, locale: Locale) {
    const order = await reads.order(reference, userId);
    if (!order) throw orderNotFound();
    const lines = await reads.lines(order.id);
    const open = await reads.openReturn(order.id);
    const now = clock();
    const eligible = eligibilityOf(order, lines, open !== undefined, now);
    const original = deps.refunds.refundsOriginal(order);
    return {
      eligible: eligible.ok,
      refusal: eligible.ok ? null : eligible.code,
      refusal_message: eligible.ok ? null : translate(eligible.code, locale),
      window_ends_at: order.delivered_at
        ? returnWindowEnds(order.delivered_at, deps.windowDays).toISOString()
        : null,
      open_return: open?.reference ?? null,
      lines: lines.map((line) => {
        const summary = orderLineSummary(line);
        return {
          order_line_id: String(line.id),
          product_id: String(line.product_id),
          name: summary.name,
          brand: summary.brand,
          variant: summary.variant,
          image: summary.image,
          quantity: line.quantity,
          returnable_quantity: returnableQuantity(line),
          total_price: line.total_price,
        };
      }),
      reasons: RETURN_REASONS.map((code) => ({
        code,
        label: label(`return_reason_${code}`, locale),
      })),
      refund_methods: REFUND_METHODS.map((code) => ({
        code,
        label: label(`refund_method_${code}`, locale),
        available: code !== 'original' || original,
        ...(code === 'original' && !original
          ? { unavailable_reason: translate('refund_method_original_unavailable', locale) }
          : {}),
      })),
      banks: REFUND_BANKS.map((bank) => ({
        code: bank.code,
        name: bank.name,
        min_digits: bank.min,
        max_digits: bank.max,
      })),
    };
  }

  /** A member's request: checked against the order under its lock, written with its message. */
  async function request(userId: number, reference: string, input: ReturnInput, locale: Locale) {
    const order = await reads.order(reference, userId);
    if (!order) throw orderNotFound();
    if (input.reason === 'other' && input.note.trim().length < 10) {
      throw fieldsRefused({ note: 'return_note_required' }, locale);
    }
    let bank: { bank_code: string; account_number: string; account_name: string } | null = null;
    if (input.refund_method === 'bank_transfer') {
      const checked = checkRefundBankAccount(
        input.bank ?? { bank_code: '', account_number: '', account_name: '' },
      );
      if (!checked.ok) {
        const field =
          checked.code === 'refund_bank_unknown'
            ? 'bank.bank_code'
            : checked.code === 'refund_account_number_invalid'
              ? 'bank.account_number'
              : 'bank.account_name';
        throw fieldsRefused(
          { [field]: { code: checked.code, params: checked.params ?? {} } },
          locale,
        );
      }
      bank = checked.value;
    }
    if (input.refund_method === 'original' && !deps.refunds.refundsOriginal(order)) {
      throw fieldsRefused({ refund_method: 'return_refund_method_unavailable' }, locale);
    }
    const now = clock();
    let row: ReturnRow;
    try {
      row = await deps.transaction(async (tx) => {
        const repo = createReturnsRepository(tx);
        await repo.lockOrder(order.id);
        const lines = await repo.lines(order.id);
        const open = await repo.openReturn(order.id);
        const eligible = eligibilityOf(order, lines, open !== undefined, now);
        if (!eligible.ok) {
          throw new AppError(
            eligible.code === 'return_already_open' ? 409 : 422,
            eligible.code,
            eligible.code,
          );
        }
        const picked = input.lines.map((line) => ({
          id: line.order_line_id,
          quantity: line.quantity,
        }));
        const pick = checkReturnPick(lines, picked);
        if (!pick.ok) {
          const index = pick.params?.index;
          throw fieldsRefused(
            { [index === undefined ? 'lines' : `lines.${index}.quantity`]: pick.code },
            locale,
          );
        }
        const refund = returnRefund(order, lines, picked, input.reason);
        const number = (await repo.returnCount(order.id)) + 1;
        const created = await repo.insertReturn({
          reference: returnReference(order.reference_code, number),
          order_id: order.id,
          user_id: userId,
          status: 'requested',
          reason: input.reason,
          note: input.note.trim(),
          refund_method: input.refund_method,
          bank_code: bank?.bank_code ?? null,
          account_number: bank?.account_number ?? null,
          account_name: bank?.account_name ?? null,
          goods_refund: refund.goods,
          shipping_refund: refund.shipping,
          refund_amount: refund.total,
          instructions: null,
          rejection_reason: null,
          refund_key: null,
          gateway_refund_id: null,
          transfer_reference: null,
          store_credit_voucher_id: null,
          created_at: now,
          updated_at: now,
          approved_at: null,
          rejected_at: null,
          cancelled_at: null,
          received_at: null,
          refunded_at: null,
        });
        const byId = new Map(lines.map((line) => [line.id, line]));
        await repo.insertLines(
          refund.lines.map((line, position) => ({
            return_id: created.id,
            order_line_id: line.id,
            combination_id: byId.get(line.id)!.combination_id,
            quantity: line.quantity,
            refund: line.refund,
            position,
          })),
        );
        await repo.insertEvent({
          return_id: created.id,
          status: 'requested',
          note: null,
          staff_id: null,
          at: now,
        });
        await tell(tx, created, 'requested', now);
        return created;
      });
    } catch (error) {
      // Two requests of one order at once: the one-open index lets one in.
      if (isUniqueViolation(error)) {
        throw new AppError(409, 'return_already_open', 'return_already_open');
      }
      throw error;
    }
    return one(row, locale, 'member');
  }

  async function memberReturn(userId: number, reference: string) {
    const row = await reads.byReference(reference);
    if (!row || row.user_id !== userId) throw notFound();
    return row;
  }

  /**
   * One step on a return, in one transaction: the order, then the return locked; the step
   * allowed from the status it is in (else 409 with that status); its changes, event, audit row
   * and message. `work` answers the changes.
   */
  async function step(
    reference: string,
    action: ReturnAction,
    locale: Locale,
    actor: AuditActor | null,
    work: (
      tx: Kysely<Database>,
      repo: ReturnsRepository,
      row: ReturnRow,
      now: Date,
    ) => Promise<Partial<ReturnRow> & { note?: string | null }>,
    guard?: (row: ReturnRow) => void,
  ) {
    const found = await reads.byReference(reference);
    if (!found) throw notFound();
    guard?.(found);
    const now = clock();
    return deps.transaction(async (tx) => {
      const repo = createReturnsRepository(tx);
      await repo.lockOrder(found.order_id);
      const row = await repo.lock(found.id);
      if (!row) throw notFound();
      const allowed = checkReturnAction(row.status, action);
      if (!allowed.ok) throw stateChanged(row.status, locale);
      const { note = null, ...changes } = await work(tx, repo, row, now);
      const moved = await repo.update(row.id, {
        ...changes,
        status: allowed.value,
        updated_at: now,
      });
      if (moved.status !== row.status) {
        await repo.insertEvent({
          return_id: row.id,
          status: moved.status,
          note,
          staff_id: actor?.staffId ?? null,
          at: now,
        });
        if (moved.status !== 'refunding') await tell(tx, moved, moved.status, now);
      }
      if (actor) {
        await deps.audit(
          tx,
          actor,
          {
            action: `return.${action}`,
            entity: 'return_request',
            entityId: row.id,
            before: { status: row.status },
            after: { status: moved.status, ...(note ? { note } : {}) },
          },
          now,
        );
      }
      return moved;
    });
  }

  /** Points back and status `refunded`: the last step of every refund, in its transaction. */
  async function finishRefund(
    repo: ReturnsRepository,
    row: ReturnRow,
    now: Date,
  ): Promise<Partial<ReturnRow>> {
    const order = await repo.orderById(row.order_id);
    let taken = 0;
    if (order) {
      const points = await repo.orderPoints(order.reference_code);
      if (points.earned > 0) {
        const balance = await repo.lockBalance(row.user_id);
        const refundedGoods = (await repo.ofOrder(order.id))
          .filter((other) => other.status === 'refunded' || other.id === row.id)
          .reduce((sum, other) => sum + other.goods_refund, 0);
        taken = returnPointsToTakeBack({
          earned: points.earned,
          goodsPaid: goodsPaid(order),
          refundedGoods,
          takenBefore: points.taken,
          balance,
        });
        if (taken > 0 && !(await repo.takePoints(row.user_id, taken, row.reference, now)))
          taken = 0;
      }
    }
    return { points_taken_back: taken, refunded_at: now };
  }

  async function refund(
    reference: string,
    input: { transfer_reference?: string | undefined },
    actor: AuditActor,
    locale: Locale,
  ) {
    const found = await reads.byReference(reference);
    if (!found) throw notFound();
    if (found.refund_method === 'bank_transfer' && !input.transfer_reference?.trim()) {
      throw fieldsRefused({ transfer_reference: 'return_transfer_reference_required' }, locale);
    }
    if (found.refund_method !== 'original') {
      // A transfer made by hand, or a store credit issued: one transaction from `received`.
      const done = await step(reference, 'refund', locale, actor, async (tx, repo, row, now) => ({
        ...(row.refund_method === 'store_credit'
          ? {
              store_credit_voucher_id: await repo.issueStoreCredit({
                userId: row.user_id,
                code: `KREDIT-${randomBytes(5).toString('hex').toUpperCase()}`,
                name: translate('store_credit_voucher_name', locale, { reference: row.reference }),
                terms: translate('store_credit_voucher_terms', locale),
                amount: row.refund_amount,
                now,
                expiresAt: new Date(now.getTime() + STORE_CREDIT_VALID_DAYS * DAY_MS),
              }),
            }
          : { transfer_reference: input.transfer_reference!.trim() }),
        ...(await finishRefund(repo, row, now)),
      }));
      return detailOf(done, locale);
    }

    // Through the gateway: `refunding` with its key first, the call outside any transaction,
    // then `refunded` — the same key on every try, so money moves once. A click while another's
    // call is in flight is told so; one after a crash mid-call takes it up again.
    const started = await step(
      reference,
      'start_gateway_refund',
      locale,
      actor,
      async (_tx, _repo, row, now) => {
        if (
          row.status === 'refunding' &&
          now.getTime() - new Date(row.updated_at).getTime() < GATEWAY_REFUND_IN_FLIGHT_MS
        ) {
          throw stateChanged(row.status, locale);
        }
        return { refund_key: row.refund_key ?? `${row.reference}-refund` };
      },
    );
    const order = await reads.orderById(started.order_id);
    if (!order) throw notFound();
    let answer: { refundId: string | null };
    try {
      answer = await deps.refunds.refund(order.gateway_transaction_id ?? order.payment_ref, {
        refundKey: started.refund_key!,
        amount: started.refund_amount,
        reason: `Pengembalian ${started.reference}`,
      });
    } catch (error) {
      const reason = error instanceof RefundFailed ? error.reason : 'gateway_unavailable';
      throw new AppError(502, 'return_refund_failed', 'return_refund_failed', { reason });
    }
    const done = await step(
      reference,
      'finish_gateway_refund',
      locale,
      actor,
      async (_tx, repo, row, now) => ({
        gateway_refund_id: answer.refundId,
        ...(await finishRefund(repo, row, now)),
      }),
    );
    return detailOf(done, locale);
  }

  async function detailOf(row: ReturnRow, locale: Locale) {
    const [view, customer, order] = await Promise.all([
      one(row, locale, 'staff'),
      reads.customer(row.user_id),
      reads.orderById(row.order_id),
    ]);
    return {
      ...view,
      customer: customer
        ? {
            id: String(customer.id),
            name: customer.name,
            email: customer.email,
            phone_no: customer.phone_no,
          }
        : null,
      order: order
        ? {
            reference: order.reference_code,
            payment_method: order.payment_method,
            payment_method_name: order.payment_method_name ?? order.payment_method,
            total_paid: order.total_paid,
            delivered_at: order.delivered_at ? new Date(order.delivered_at).toISOString() : null,
          }
        : null,
    };
  }

  return {
    options,
    request,

    async ofOrder(userId: number, reference: string, locale: Locale) {
      const order = await reads.order(reference, userId);
      if (!order) throw orderNotFound();
      return views(await reads.ofOrder(order.id), locale, 'member');
    },

    async cancel(userId: number, reference: string, locale: Locale) {
      await memberReturn(userId, reference);
      const moved = await step(
        reference,
        'cancel',
        locale,
        null,
        async (_tx, _repo, _row, now) => ({
          cancelled_at: now,
        }),
      );
      return one(moved, locale, 'member');
    },

    /** A member's photo: checked by its bytes, re-encoded outside any transaction, then kept. */
    async addPhoto(userId: number, reference: string, bytes: Buffer, locale: Locale) {
      const row = await memberReturn(userId, reference);
      if (row.status !== 'requested')
        throw new AppError(409, 'return_photos_closed', 'return_photos_closed');
      if ((await reads.photoCount(row.id)) >= RETURN_PHOTOS_MAX) {
        throw new AppError(409, 'return_photos_full', 'return_photos_full');
      }
      const checked = checkReceipt({ head: bytes.subarray(0, 16), size: bytes.length });
      if (!checked.ok) {
        throw fieldsRefused(
          {
            photo:
              checked.code === 'review_photo_too_large'
                ? 'return_photo_too_large'
                : 'review_photo_type',
          },
          locale,
        );
      }
      const jpeg = await deps.images.decodeUpload(
        { bytes, field: 'photo', owner: `member:${userId}`, locale },
        PHOTO,
      );
      const key = `returns/${row.id}-${randomBytes(12).toString('hex')}.jpg`;
      await deps.files.put(key, jpeg, 'image/jpeg');
      try {
        await deps.transaction(async (tx) => {
          const repo = createReturnsRepository(tx);
          const locked = await repo.lock(row.id);
          if (!locked || locked.status !== 'requested') {
            throw new AppError(409, 'return_photos_closed', 'return_photos_closed');
          }
          if ((await repo.photoCount(row.id)) >= RETURN_PHOTOS_MAX) {
            throw new AppError(409, 'return_photos_full', 'return_photos_full');
          }
          await repo.insertPhoto({
            return_id: row.id,
            storage_key: key,
            content_type: 'image/jpeg',
            created_at: clock(),
          });
        });
      } catch (error) {
        await deps.files.remove(key).catch(() => undefined);
        throw error;
      }
      return one((await reads.byReference(reference))!, locale, 'member');
    },

    /** A photo's bytes: the member's own return, or any for staff (`userId` null). */
    async photo(userId: number | null, reference: string, photoId: number) {
      const row = await reads.byReference(reference);
      if (!row || (userId !== null && row.user_id !== userId)) throw notFound();
      const photo = await reads.photo(row.id, photoId);
      if (!photo) throw notFound();
      const file = await deps.files.get(photo.storage_key);
      if (!file) throw notFound();
      return { bytes: file.bytes, contentType: photo.content_type };
    },

    // The back office.
    async list(
      query: {
        statuses: readonly ReturnStatus[] | null;
        q: string | null;
        skip: number;
        limit: number;
      },
      locale: Locale,
    ) {
      const filter = { statuses: query.statuses, q: query.q };
      const [rows, total] = await Promise.all([
        reads.list(filter, { skip: query.skip, limit: query.limit }),
        reads.count(filter),
      ]);
      return {
        total,
        returns: rows.map((row) => ({
          reference: row.reference,
          order_reference: row.order_reference,
          status: row.status,
          status_label: label(`return_status_${row.status}`, locale),
          reason: row.reason,
          reason_label: label(`return_reason_${row.reason}`, locale),
          refund_amount: row.refund_amount,
          refund_method: row.refund_method,
          refund_method_label: label(`refund_method_${row.refund_method}`, locale),
          customer: {
            id: String(row.customer_id),
            name: row.customer_name,
            email: row.customer_email,
          },
          created_at: new Date(row.created_at).toISOString(),
          updated_at: new Date(row.updated_at).toISOString(),
        })),
      };
    },

    async detail(reference: string, locale: Locale) {
      const row = await reads.byReference(reference);
      if (!row) throw notFound();
      return detailOf(row, locale);
    },

    /** The returns of an order, for the back office's order page. */
    async ofOrderForStaff(orderReference: string, locale: Locale) {
      const order = await reads.order(orderReference);
      if (!order) return [];
      return views(await reads.ofOrder(order.id), locale, 'staff');
    },

    async approve(reference: string, instructions: string, actor: AuditActor, locale: Locale) {
      const moved = await step(
        reference,
        'approve',
        locale,
        actor,
        async (_tx, _repo, _row, now) => ({
          instructions,
          approved_at: now,
        }),
      );
      return detailOf(moved, locale);
    },

    async reject(reference: string, reason: string, actor: AuditActor, locale: Locale) {
      const moved = await step(
        reference,
        'reject',
        locale,
        actor,
        async (_tx, _repo, _row, now) => ({
          rejection_reason: reason,
          rejected_at: now,
          note: reason,
        }),
      );
      return detailOf(moved, locale);
    },

    async receive(
      reference: string,
      lines: Array<{ order_line_id: number; sellable: boolean }>,
      actor: AuditActor,
      locale: Locale,
    ) {
      const moved = await step(reference, 'receive', locale, actor, async (_tx, repo, row, now) => {
        const held = await repo.linesOf([row.id]);
        const marks = new Map(lines.map((line) => [line.order_line_id, line.sellable]));
        if (held.length !== lines.length || held.some((line) => !marks.has(line.order_line_id))) {
          throw fieldsRefused({ lines: 'return_receive_lines_invalid' }, locale);
        }
        await repo.markSellable(
          row.id,
          lines.filter((line) => line.sellable).map((line) => line.order_line_id),
        );
        await repo.restock(
          held
            .filter((line) => marks.get(line.order_line_id))
            .map((line) => ({ combination_id: line.combination_id, quantity: line.quantity })),
          { reference: row.reference, staffId: actor.staffId },
        );
        return { received_at: now };
      });
      return detailOf(moved, locale);
    },

    refund,
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
