import { idText, translate, type Locale, type MessageCode, isMessageCode } from '@kilau/domain';
import multipart from '@fastify/multipart';
import {
  checkReceipt,
  OrderDetailSchema,
  PaymentConfirmationFieldsSchema,
  RECEIPT_MAX_BYTES,
} from '@kilau/domain/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { uploadBytes } from '../../lib/file-upload';
import { uploadRefusal } from '../../lib/image-guard';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { ConfirmPaymentService } from './confirm-payment.service';
import type { OrderDetailService } from './order-detail.service';
import type { RetryPaymentService } from './retry-payment.service';

const tooLarge = (locale: Locale) => uploadRefusal('review_photo_too_large', 'receipt', locale);

type ConfirmationForm = { fields: Record<string, string>; receipt: Buffer | null };

/** Reads the multipart body: its text fields, and the file sent as `receipt` (others drained). */
async function readForm(request: FastifyRequest): Promise<ConfirmationForm> {
  const form: ConfirmationForm = { fields: {}, receipt: null };
  for await (const part of request.parts()) {
    if (part.type !== 'file') {
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'receipt' || form.receipt !== null) {
      part.file.resume();
      continue;
    }
    form.receipt = await uploadBytes(part, RECEIPT_MAX_BYTES, () => tooLarge(request.locale));
  }
  return form;
}

/** Every field's message at once; the receipt's own refusal decides the error code. */
function validate(form: ConfirmationForm, locale: Locale) {
  const fields: Record<string, string> = {};
  const parsed = PaymentConfirmationFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const code: MessageCode = isMessageCode(issue.message) ? issue.message : 'validation_failed';
      fields[issue.path.join('.')] ??= translate(code, locale);
    }
  }
  let errorCode = 'validation_failed';
  if (form.receipt === null) {
    fields.receipt = translate('required', locale);
  } else {
    const checked = checkReceipt({ head: form.receipt.subarray(0, 16), size: form.receipt.length });
    if (!checked.ok) {
      fields.receipt = translate(checked.code, locale);
      errorCode = checked.code === 'review_photo_type' ? 'invalid_file_type' : 'file_too_large';
    }
  }
  if (!parsed.success || Object.keys(fields).length > 0) {
    const message: MessageCode =
      errorCode === 'invalid_file_type'
        ? 'review_photo_type'
        : errorCode === 'file_too_large'
          ? 'review_photo_too_large'
          : 'validation_failed';
    throw new AppError(422, errorCode, message, {}, { fields });
  }
  return { ...parsed.data, receipt: form.receipt as Buffer };
}

/**
 * The order list's actions under the order host (prefix `/api/order`; 000 §7): confirm
 * a bank transfer with its receipt, and retry a GoPay payment. Multipart is parsed in this
 * plugin only; an empty JSON body is read as `{}` (the retry call sends none).
 */
export const orderActionsRoutes: FastifyPluginAsyncZod<{
  details: OrderDetailService;
  confirmPayment: ConfirmPaymentService;
  retryPayment: RetryPaymentService;
}> = async (app, { details, confirmPayment, retryPayment }) => {
  await app.register(multipart, {
    // One byte more than allowed, so "too large" is told apart from "exactly 5 MB".
    limits: { fileSize: RECEIPT_MAX_BYTES + 1, files: 1, fields: 8, parts: 9 },
  });
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, {});
    return json(request, text, done);
  });

  app.post(
    '/confirm-payment/:orderId',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(OrderDetailSchema) },
        summary: 'Confirm a bank transfer with its receipt (000 §7 confirm payment)',
        description:
          '`multipart/form-data`: `bank_name` (1–60), `account_name` (1–100) and the file ' +
          '`receipt` — png or jpeg by its bytes (name and declared type are ignored), at most ' +
          '5 MB: otherwise 422 `invalid_file_type` “File harus png, jpg, jpeg” / ' +
          '`file_too_large` “Ukuran maksimum 5MB”, also on `data.fields.receipt`; missing ' +
          'fields 422 `validation_failed` with `data.fields`. The order is checked first (404, ' +
          '409 below), then the receipt’s header: more than 8,000 px a side or 40 megapixels ' +
          'is 422 `image_dimensions_too_large`, a long side over 20× the short one 422 ' +
          '`image_aspect_ratio`, before decoding; 429 `image_upload_in_progress` while the ' +
          'member’s previous image is processing, 503 `image_work_busy` while the image queue ' +
          'is full, 413 `too_many_files` for a second file. The receipt is re-encoded (JPEG, ' +
          '≤ 2000 px, metadata dropped) and kept privately. The order moves from “Awaiting bank ' +
          'wire payment” to “Payment confirm”. 404 `order_not_found` for an order not the ' +
          'member’s; 409 `order_not_awaiting_payment` unless it is a bank transfer awaiting the ' +
          'wire (a second confirmation too). Answers the order as `GET /orders/:id` does, with ' +
          '`payment_confirmation { bank_name, account_name, receipt_url, created_at }` (the ' +
          'receipt through a URL signed for one hour).',
        params: z.object({ orderId: idText() }),
        consumes: ['multipart/form-data'],
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const { userId } = await requireMember(request);
      if (!request.isMultipart()) {
        throw new AppError(415, 'unsupported_media_type', 'unsupported_media_type');
      }
      const input = validate(await readForm(request), request.locale);
      const order = await confirmPayment.confirm(userId, Number(request.params.orderId), {
        bankName: input.bank_name,
        accountName: input.account_name,
        receipt: input.receipt,
        locale: request.locale,
      });
      return respond(reply, await details.detail(userId, order), {
        message: translate('payment_confirmed', request.locale),
      });
    },
  );

  app.put(
    '/order/:id/retry',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(OrderDetailSchema) },
        summary: 'Retry a GoPay payment (000 §4 "Retry rule", §7)',
        description:
          'No body needed. Allowed from 5 up to 30 minutes after the order was placed (server ' +
          'clock, both edges included): earlier 409 `retry_too_early`, later 409 ' +
          '`retry_window_closed` (both with `data.retry_until`). A pending payment gets a new ' +
          'attempt (the old one is cancelled at the gateway); an order released after a ' +
          'failure, expiry or cancellation takes its stock, quotas, voucher and points again ' +
          '— or 409 `out_of_stock` (`data.reason`) and nothing changes — and returns to ' +
          '“Order created”. A retry within 30 s of the previous one is 409 `retry_too_soon`. ' +
          '422 `payment_method_unavailable` for an order not paid with GoPay; 409 ' +
          '`order_not_awaiting_payment` once paid; 404 for an order not the member’s. Answers ' +
          'the order as `GET /orders/:id` does (the new `payment` with its deep link).',
        params: z.object({ id: idText() }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const order = await retryPayment.retry(member.userId, Number(request.params.id), {
        wallet: 'gopay',
      });
      return respond(reply, await details.detail(order.user_id, order));
    },
  );
};
