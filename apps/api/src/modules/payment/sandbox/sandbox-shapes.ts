import { createHmac } from 'node:crypto';
import { formatGrossAmount, type PaymentState } from '@kilau/domain/payment';
import { toMidtransTime } from '../gateway/midtrans-protocol';
import { midtransSignature } from '../gateway/signature';
import type { GatewayRefundRow, GatewayRow } from './sandbox.repository';

export const SANDBOX_MERCHANT_ID = 'G-KILAU-SANDBOX';

/** Where the sandbox's own pages live, under the shop's public URL. */
export const sandboxPaths = (publicUrl: string) => {
  const root = `${publicUrl.replace(/\/+$/, '')}/sandbox-gateway`;
  return {
    root,
    transaction: (id: string) => `${root}/transactions/${id}`,
    threeDs: (id: string) => `${root}/v2/3ds/${id}`,
    redirect: (id: string) => `${root}/redirect/${id}`,
    wallet: (id: string) => `${root}/ewallet/${id}`,
    qrCode: (kind: string, id: string) => `${root}/v2/${kind}/${id}/qr-code`,
    status: (id: string) => `${root}/v2/${id}/status`,
    cancel: (id: string) => `${root}/v2/${id}/cancel`,
    linkaja: `${root}/linkaja`,
  };
};

export type SandboxPaths = ReturnType<typeof sandboxPaths>;

/** The LinkAja form's proof that the sandbox issued it (its fields can be posted only as given). */
export const linkajaProof = (serverKey: string, transactionId: string) =>
  createHmac('sha256', serverKey).update(`linkaja:${transactionId}`).digest('hex');

const transactionStatusOf = (state: PaymentState) => (state === 'challenge' ? 'capture' : state);

const CREATED: Record<string, string> = {
  bank_transfer: 'Bank Transfer',
  cstore: 'Cstore',
  gopay: 'GoPay',
  qris: 'QRIS',
  credit_card: 'Credit Card',
};

/** The payment type's own fields, as Midtrans answers them. */
function typeFields(
  row: GatewayRow,
  publicUrl: string,
  serverKey: string,
): Record<string, unknown> {
  const paths = sandboxPaths(publicUrl);
  const id = row.transaction_id;
  const open = ['pending', 'authorize'].includes(row.status);
  switch (row.payment_type) {
    case 'bank_transfer':
      return row.channel === 'permata'
        ? { permata_va_number: row.va_number }
        : { va_numbers: [{ bank: row.channel, va_number: row.va_number }] };
    case 'cstore':
      return { payment_code: row.payment_code, store: row.channel };
    case 'gopay':
      return {
        actions: [
          { name: 'generate-qr-code', method: 'GET', url: paths.qrCode('gopay', id) },
          {
            name: 'deeplink-redirect',
            method: 'GET',
            url: `${paths.wallet(id)}${row.callback_url ? `?callback_url=${encodeURIComponent(row.callback_url)}` : ''}`,
          },
          { name: 'get-status', method: 'GET', url: paths.status(id) },
          { name: 'cancel', method: 'POST', url: paths.cancel(id) },
        ],
      };
    case 'qris':
      return {
        qr_string: row.qr_string,
        acquirer: 'gopay',
        actions: [{ name: 'generate-qr-code', method: 'GET', url: paths.qrCode('qris', id) }],
      };
    case 'ovo':
      return {
        actions: [{ name: 'push-notification', method: 'GET', url: paths.wallet(id) }],
      };
    case 'linkaja':
      return {
        actions: [
          {
            name: 'form-post',
            method: 'POST',
            url: paths.linkaja,
            fields: { transaction_id: id, proof: linkajaProof(serverKey, id) },
          },
        ],
      };
    case 'kredivo':
    case 'vospay':
    case 'gpn':
    case 'doku_card':
    case 'cimb_clicks':
      return {
        redirect_url: paths.redirect(id),
        ...(row.installment_term ? { installment_term: row.installment_term } : {}),
      };
    case 'credit_card':
      return {
        masked_card: row.masked_card,
        card_type: 'credit',
        bank: 'kilau-sandbox',
        ...(open && row.three_ds === 'required' ? { redirect_url: paths.threeDs(id) } : {}),
        ...(row.three_ds !== 'none'
          ? { three_ds_version: '2', eci: row.three_ds === 'passed' ? '05' : '07' }
          : {}),
        ...(row.status === 'capture' || row.status === 'settlement'
          ? { approval_code: id.replace(/-/g, '').slice(0, 12).toUpperCase() }
          : {}),
        ...(row.saved_token_id ? { saved_token_id: row.saved_token_id } : {}),
      };
    default:
      return {};
  }
}

/** A transaction as the Core API answers it (charge, status, cancel). */
export function transactionBody(
  row: GatewayRow,
  publicUrl: string,
  serverKey: string,
  statusMessage?: string,
): Record<string, unknown> {
  const state = row.status as PaymentState;
  return {
    status_code: row.status_code,
    status_message:
      statusMessage ??
      (state === 'pending'
        ? `Success, ${CREATED[row.payment_type] ?? row.payment_type} transaction is created`
        : 'Success, transaction is found'),
    transaction_id: row.transaction_id,
    order_id: row.order_ref,
    merchant_id: SANDBOX_MERCHANT_ID,
    gross_amount: formatGrossAmount(row.gross_amount),
    currency: 'IDR',
    payment_type: row.payment_type,
    transaction_time: toMidtransTime(row.transaction_time),
    transaction_status: transactionStatusOf(state),
    fraud_status: row.fraud_status,
    expiry_time: toMidtransTime(row.expiry_time),
    ...(row.settlement_time ? { settlement_time: toMidtransTime(row.settlement_time) } : {}),
    ...typeFields(row, publicUrl, serverKey),
  };
}

/**
 * A transaction's refunds as Midtrans lists them in its status answers and notifications:
 * `refund_amount` all refunded so far, and each refund.
 */
export function refundsFields(refunds: readonly GatewayRefundRow[]): Record<string, unknown> {
  if (refunds.length === 0) return {};
  return {
    refund_amount: formatGrossAmount(refunds.reduce((sum, refund) => sum + refund.amount, 0)),
    refunds: refunds.map((refund) => ({
      refund_chargeback_id: refund.id,
      refund_amount: formatGrossAmount(refund.amount),
      created_at: toMidtransTime(refund.created_at),
      reason: refund.reason,
      refund_key: refund.refund_key,
    })),
  };
}

/**
 * A refund's answer (`POST /v2/{id}/refund`), as Midtrans gives it: the transaction, the status
 * the refund left it at, and the refund itself. Made only from what never changes, so the same
 * `refund_key` again answers exactly this.
 */
export function refundBody(row: GatewayRow, refund: GatewayRefundRow): Record<string, unknown> {
  return {
    status_code: '200',
    status_message: 'Success, refund request is approved',
    transaction_id: row.transaction_id,
    order_id: row.order_ref,
    payment_type: row.payment_type,
    transaction_time: toMidtransTime(row.transaction_time),
    transaction_status: refund.transaction_status,
    gross_amount: formatGrossAmount(row.gross_amount),
    refund_chargeback_id: refund.id,
    refund_amount: formatGrossAmount(refund.amount),
    refund_key: refund.refund_key,
  };
}

/** The signed HTTP notification Midtrans posts when a transaction changes. */
export function notificationBody(
  row: GatewayRow,
  publicUrl: string,
  serverKey: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const body = transactionBody(row, publicUrl, serverKey, 'midtrans payment notification');
  delete body.actions;
  const grossAmount = String(body.gross_amount);
  return {
    ...body,
    ...extra,
    signature_key: midtransSignature({
      orderId: row.order_ref,
      statusCode: row.status_code,
      grossAmount,
      serverKey,
    }),
  };
}
