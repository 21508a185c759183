// Writes one past order of the demo member as placement and the later moves would have: its own
// cart (ordered) with lines, the lines priced by the cart core, the shipping priced by the
// shipping module, the order with its payment and history, and — once shipped — its parcel.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Database } from '@kilau/db';
import { paymentDueAt } from '@kilau/domain/payment';
import { sql, type Kysely } from 'kysely';
import type { CarrierPort } from '../adapters/carrier';
import { checkoutBag, noPromotions } from '../modules/cart';
import { issueInvoice } from '../modules/invoices';
import { deliveryAddressOf, readDeliveryAddress } from '../modules/orders';
import { destinationPlace, warehousePlace } from '../modules/ops';
import { selectedShipping } from '../modules/shipping';

const MINUTE = 60_000;
const json = (value: unknown) => JSON.stringify(value);

export type DemoStep = { state: number; after: number; note?: string };

export type DemoOrderPlan = {
  /** How long before "now" it was placed. */
  age: number;
  method: string;
  addressId: number;
  service: string;
  lines: Array<{ productId: number; combinationId: number; quantity: number }>;
  /** Placement's state, then the moves after it (ms after placement). */
  placedAs: number;
  steps: DemoStep[];
  payment: 'pending' | 'settlement' | 'cancel' | 'failure';
  cancellation?: string;
  shipment?: { shippedAfter: number; deliveredAfter?: number };
};

/** `KLU-261121-7Q4M2X`, placement's format: the WIB day and six unambiguous characters. */
function referenceFor(at: Date): string {
  const day = new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(2, 10).replaceAll('-', '');
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const tail = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
  return `KLU-${day}-${tail}`;
}

const WIB = 7 * 3_600_000;
const WAREHOUSE_STATES = new Set([15, 5, 6, 7]);

/** A time moved into the warehouse's day (08:00–20:00 WIB), minutes kept. */
function inWorkingHours(time: number): number {
  const hour = new Date(time + WIB).getUTCHours();
  if (hour >= 8 && hour < 20) return time;
  const minutes = new Date(time).getUTCMinutes() * MINUTE;
  const midnight = Math.floor((time + WIB) / 86_400_000) * 86_400_000 - WIB;
  return midnight + (hour >= 20 ? 86_400_000 : 0) + 8 * 3_600_000 + minutes;
}

/**
 * When each step happened: the warehouse's steps (verify, pick, pack, print) moved into its
 * working hours, each at least half an hour after the one before — unless that would run into
 * the next step or the future.
 */
function stepTimes(created: number, steps: DemoStep[], now: number): number[] {
  const planned = steps.map((step) => created + step.after);
  const shifted: number[] = [];
  for (const [i, step] of steps.entries()) {
    const previous = i === 0 ? created : shifted[i - 1]!;
    const after = Math.max(planned[i]!, previous + 30 * MINUTE);
    shifted.push(WAREHOUSE_STATES.has(step.state) ? inWorkingHours(after) : planned[i]!);
  }
  const ordered = shifted.every((time, i) => time >= (shifted[i - 1] ?? created) && time < now);
  return ordered ? shifted : planned;
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** The gateway's answer as placement keeps it on the order. */
async function paymentOf(tx: Kysely<Database>, plan: DemoOrderPlan, reference: string) {
  const status =
    plan.payment === 'settlement' ? 'settlement' : plan.payment === 'failure' ? 'deny' : 'pending';
  switch (plan.method) {
    case 'bank_transfer': {
      const accounts = await tx
        .selectFrom('company_bank_accounts')
        .select(['id', 'bank_code', 'bank_name', 'account_number', 'account_name', 'logo'])
        .where('is_active', '=', true)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return {
        transaction_id: `bank_transfer-${reference}`,
        status: 'pending',
        payment_type: 'bank_transfer',
        bank_transfer_list: accounts.map((row) => ({ ...row, id_bank_account: row.id })),
      };
    }
    case 'bca_virtual_account':
    case 'permata_virtual_account': {
      const bank = plan.method.startsWith('bca') ? 'bca' : 'permata';
      return {
        transaction_id: randomUUID(),
        status,
        status_code: status === 'pending' ? '201' : '200',
        payment_type: 'bank_transfer',
        va_numbers: [{ bank, va_number: bank === 'bca' ? `70012${digits(11)}` : digits(16) }],
      };
    }
    case 'credit_debit_card':
      return {
        transaction_id: randomUUID(),
        status: 'capture',
        status_code: '200',
        payment_type: 'credit_card',
        masked_card: '481111-XXXX-1114',
        card_type: 'credit',
      };
    default:
      return {
        transaction_id: randomUUID(),
        status,
        status_code: status === 'deny' ? '202' : '200',
        payment_type: plan.method,
      };
  }
}

export async function writeDemoOrder(
  tx: Kysely<Database>,
  deps: { userId: number; carrier: CarrierPort; now: Date },
  plan: DemoOrderPlan,
): Promise<string> {
  const { userId, now } = deps;
  const created = new Date(now.getTime() - plan.age);
  const at = (after: number) => new Date(created.getTime() + after);

  const cart = await tx
    .insertInto('carts')
    .values({
      user_id: userId,
      address_id: plan.addressId,
      store_id: null,
      source: null,
      created_at: at(-15 * MINUTE),
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('cart_lines')
    .values(
      plan.lines.map((line) => ({
        cart_id: cart.id,
        product_id: line.productId,
        combination_id: line.combinationId,
        quantity: line.quantity,
        preorder_rule_id: null,
        delivery_date: null,
        pack: null,
        egift_info: null,
        reference: null,
        created_at: at(-15 * MINUTE),
        updated_at: at(-15 * MINUTE),
      })),
    )
    .execute();
  const bag = await checkoutBag(tx, noPromotions, userId, now);
  if (!bag || bag.hasUnavailable) throw new Error('demo order: its goods cannot be bought');

  await tx
    .insertInto('cart_shippings')
    .values({
      cart_id: cart.id,
      address_id: plan.addressId,
      service_code: plan.service,
      weight_grams: bag.weightGrams,
      billed_weight_kg: 1,
      fee: 0,
      discount: 0,
      eta_min_days: 0,
      eta_max_days: 0,
      chosen_at: at(-5 * MINUTE),
    })
    .execute();
  const shipping = await selectedShipping(
    tx,
    {
      cartId: cart.id,
      addressId: plan.addressId,
      weightGrams: bag.weightGrams,
      amountAfterDiscount: bag.amountAfterDiscount,
      shippingDiscountCap: bag.shippingDiscountCap,
    },
    now,
  );
  if (!shipping) throw new Error(`demo order: ${plan.service} does not serve the address`);
  await tx
    .updateTable('cart_shippings')
    .set({
      billed_weight_kg: shipping.billedWeightKg,
      fee: shipping.fee,
      discount: shipping.discount,
      eta_min_days: shipping.eta.minDays,
      eta_max_days: shipping.eta.maxDays,
    })
    .where('cart_id', '=', cart.id)
    .execute();

  const reference = referenceFor(created);
  const address = await readDeliveryAddress(tx, userId, plan.addressId);
  if (!address) throw new Error(`demo order: address ${plan.addressId} is not the member's`);
  const delivery = deliveryAddressOf(address);
  const payment = await paymentOf(tx, plan, reference);
  const paidStep = plan.steps.find((step) => step.state === 4);
  const endStep = plan.steps.find((step) => step.state === 11 || step.state === 12);
  const total = bag.amountAfterDiscount + shipping.fee - shipping.discount;
  const order = await tx
    .insertInto('orders')
    .values({
      reference_code: reference,
      user_id: userId,
      cart_id: cart.id,
      state_id: plan.steps.at(-1)?.state ?? plan.placedAs,
      subtotal: bag.subtotal,
      voucher_id: null,
      voucher_code: null,
      store_id: null,
      bank_promotion_id: null,
      shipping_fee: shipping.fee,
      shipping_discount: shipping.discount,
      total_paid: total,
      weight_grams: bag.weightGrams,
      address_id: plan.addressId,
      delivery_address: json(delivery),
      shipping: json({
        carrier_code: shipping.carrier.code,
        carrier_name: shipping.carrier.name,
        service_code: shipping.serviceCode,
        service_name: shipping.serviceName,
        fee: shipping.fee,
        discount: shipping.discount,
        eta_min_days: shipping.eta.minDays,
        eta_max_days: shipping.eta.maxDays,
        price_changed: false,
        code: null,
        can_track_order: false,
      }),
      payment_method: plan.method,
      payment_type: (payment.payment_type as string | undefined) ?? null,
      payment_ref: reference,
      payment: json(payment),
      payment_status: plan.payment,
      gateway_transaction_id: payment.transaction_id,
      is_payment_failed: plan.payment === 'failure',
      payment_due_at: paymentDueAt(created) as Date,
      paid_at: paidStep ? at(paidStep.after) : null,
      cancelled_at: plan.cancellation && endStep ? at(endStep.after) : null,
      cancellation_reason: plan.cancellation ?? null,
      released_at: endStep ? at(endStep.after) : null,
      created_at: created,
      updated_at: at(plan.steps.at(-1)?.after ?? 0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('order_lines')
    .values(
      bag.lines.map((line) => ({
        order_id: order.id,
        product_id: line.productId,
        combination_id: line.combinationId,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        list_price: line.listPrice,
        total_price: line.totalPrice,
        is_pre_order: false,
        preorder_rule_id: null,
        delivery_date: null,
        pack: null,
        egift_info: null,
        is_special_price: false,
        special_price_id: null,
        is_applied_free_product: false,
        free_product_voucher_id: null,
        flash_sale_id: null,
        detail: json(line.view),
      })),
    )
    .execute();
  const times = stepTimes(created.getTime(), plan.steps, now.getTime());
  await tx
    .insertInto('order_state_histories')
    .values([
      { order_id: order.id, state_id: plan.placedAs, note: null, created_at: created },
      ...plan.steps.map((step, i) => ({
        order_id: order.id,
        state_id: step.state,
        note: step.note ?? null,
        created_at: new Date(times[i]!),
      })),
    ])
    .execute();
  await tx
    .updateTable('carts')
    .set({ status: 'ordered', updated_at: created })
    .where('id', '=', cart.id)
    .execute();

  // An open order holds its goods, as placement took them; an ended one gave them back.
  if (!endStep && !plan.steps.some((step) => step.state === 9)) {
    for (const line of bag.lines) {
      await tx
        .updateTable('combinations')
        .set({ stock: sql`stock - ${line.quantity}` })
        .where('id', '=', line.combinationId)
        .where('stock', '>=', line.quantity)
        .execute();
    }
  }

  if (plan.shipment) {
    const shippedAt = at(plan.shipment.shippedAfter);
    const deliveredAt =
      plan.shipment.deliveredAfter === undefined ? null : at(plan.shipment.deliveredAfter);
    const [origin, destination, carrier] = await Promise.all([
      warehousePlace(tx),
      destinationPlace(tx, delivery),
      tx
        .selectFrom('shipping_carriers')
        .select(['code', 'name', 'can_track'])
        .where('code', '=', shipping.carrier.code)
        .executeTakeFirstOrThrow(),
    ]);
    const booked = await deps.carrier.createShipment({
      reference,
      carrierCode: carrier.code,
      serviceCode: shipping.serviceCode,
      weightGrams: bag.weightGrams,
      goodsValue: bag.amountAfterDiscount,
      origin,
      destination,
      items: bag.lines.map((line) => ({
        name: String((line.view as { name?: unknown }).name ?? line.combinationId),
        quantity: line.quantity,
      })),
    });
    await tx
      .insertInto('order_shipments')
      .values({
        order_id: order.id,
        carrier_code: carrier.code,
        carrier_name: carrier.name,
        service: shipping.serviceName,
        tracking_number: booked.tracking_number,
        origin: json(origin),
        destination: json(destination),
        milestones: json([
          { kind: 'shipped', at: shippedAt.toISOString() },
          ...(deliveredAt ? [{ kind: 'delivered', at: deliveredAt.toISOString() }] : []),
        ]),
        shipped_at: shippedAt,
        delivered_at: deliveredAt,
      })
      .execute();
    const tracked = json({
      code: booked.tracking_number,
      can_track_order: carrier.can_track,
      carrier_code: carrier.code,
      carrier_name: carrier.name,
    });
    await tx
      .updateTable('orders')
      .set({ shipping: sql`shipping || ${tracked}::jsonb` })
      .where('id', '=', order.id)
      .execute();
  }
  // A paid order has its numbered invoice, issued when it was paid (docs/design/invoices.md);
  // last, as the counter is a transaction's last lock.
  if (paidStep) await issueInvoice(tx, order.id, at(paidStep.after));
  return reference;
}
