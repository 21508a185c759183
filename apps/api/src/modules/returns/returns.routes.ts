import multipart from '@fastify/multipart';
import { countInput, textInput, translate } from '@kilau/domain';
import {
  AdminReturnRowSchema,
  AdminReturnSchema,
  RECEIPT_MAX_BYTES,
  RETURN_PHOTOS_MAX,
  RETURN_REFERENCE,
  RETURN_STATUSES,
  ReturnApproveInputSchema,
  ReturnOptionsSchema,
  ReturnReceiveInputSchema,
  ReturnRefundInputSchema,
  ReturnRejectInputSchema,
  ReturnRequestInputSchema,
  ReturnSchema,
  OPEN_RETURN_STATUSES,
  type ReturnStatus,
} from '@kilau/domain/orders';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { singleUpload } from '../../lib/file-upload';
import { uploadRefusal } from '../../lib/image-guard';
import { staffActor } from '../../lib/staff-request';
import { requireMember } from '../../plugins/auth';
import type { ReturnsService } from './returns.service';

const OrderParams = z.object({
  reference: textInput().regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'order_not_found' }),
});
const returnReference = textInput().regex(RETURN_REFERENCE, { error: 'return_not_found' });
const ReturnParams = z.object({ returnReference });
const PhotoParams = z.object({
  returnReference,
  photoId: textInput().regex(/^[1-9][0-9]{0,15}$/, { error: 'return_not_found' }),
});

const sendPhoto = (reply: FastifyReply, photo: { bytes: Buffer; contentType: string }) =>
  reply
    .header('content-type', photo.contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(photo.bytes);

const STEP_HELP =
  'One transaction: the order, then the return locked; the step only from the status it ' +
  'follows, so of parallel clicks one moves it and the others answer 409 ' +
  '`return_state_changed` (`data.status`). Every step is an event in the return (and the ' +
  "order's history), an audit row and the member's message (`return_update`).";

/** The member's returns (prefix `/api/order`; docs/design/returns.md). */
export const memberReturnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (
  app,
  { returns },
) => {
  await app.register(multipart, {
    limits: { fileSize: RECEIPT_MAX_BYTES + 1, files: 1, fields: 2, parts: 3 },
  });

  app.get(
    '/user/me/orders/:reference/return-options',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['order'],
        summary: 'What a delivered order offers for a return',
        description:
          '`eligible` (delivered by parcel, within the return window, no return open, something ' +
          'left to return) or `refusal` (`order_not_returnable`, `return_window_closed`, ' +
          '`return_already_open`, `return_nothing_left`); the window end; each line with its ' +
          'returnable quantity; the reasons, refund methods (with `available`) and banks. 404 ' +
          '`order_not_found`.',
        params: OrderParams,
        response: { 200: envelopeOf(ReturnOptionsSchema) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await returns.options(member.userId, request.params.reference, request.locale),
      );
    },
  );

  app.get(
    '/user/me/orders/:reference/returns',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['order'],
        summary: "The order's returns, newest first",
        params: OrderParams,
        response: { 200: envelopeOf(z.array(ReturnSchema)) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await returns.ofOrder(member.userId, request.params.reference, request.locale),
      );
    },
  );

  app.post(
    '/user/me/orders/:reference/returns',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['order'],
        summary: 'Ask to return goods of a delivered order',
        description:
          'Body { lines: [{ order_line_id, quantity }], reason (damaged | wrong_item | defective ' +
          '| allergy | other), note (≥ 10 characters for `other`, ≤ 1000), refund_method ' +
          '(original | bank_transfer | store_credit), bank? { bank_code, account_number, ' +
          "account_name } (for bank_transfer) }. Checked under the order's lock: 409 " +
          '`return_already_open`; 422 `order_not_returnable`, `return_window_closed`, ' +
          "`return_nothing_left`; 422 `validation_failed` with `data.fields` (a line's " +
          "quantity, the note, the bank account by its bank's digits, a refund method the " +
          "order's payment cannot take). 201 the return (`requested`), its message written.",
        params: OrderParams,
        body: ReturnRequestInputSchema,
        response: { 201: envelopeOf(ReturnSchema) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const created = await returns.request(
        member.userId,
        request.params.reference,
        request.body,
        request.locale,
      );
      return respond(reply, created, {
        status: 201,
        message: translate('order_history_return_requested', request.locale, {
          reference: created.reference,
        }),
      });
    },
  );

  app.post(
    '/user/me/returns/:returnReference/photos',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['order'],
        summary: 'Add a photo to a return awaiting review',
        description:
          `\`multipart/form-data\`, one PNG or JPEG (by its bytes) of at most 5 MB, at most ` +
          `${RETURN_PHOTOS_MAX} per return, only while \`requested\` (409 ` +
          '`return_photos_closed`, `return_photos_full`). Judged by its header before decoding ' +
          '(422 `image_dimensions_too_large`, `image_aspect_ratio`), re-encoded as JPEG without ' +
          'metadata and kept in the private file area. 201 the return.',
        consumes: ['multipart/form-data'],
        params: ReturnParams,
        response: { 201: envelopeOf(ReturnSchema) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { bytes } = await singleUpload(request, {
        field: 'photo',
        maxBytes: RECEIPT_MAX_BYTES,
        tooLarge: () => uploadRefusal('review_photo_too_large', 'photo', request.locale),
      });
      const view = await returns.addPhoto(
        member.userId,
        request.params.returnReference,
        bytes,
        request.locale,
      );
      return respond(reply, view, { status: 201 });
    },
  );

  app.get(
    '/user/me/returns/:returnReference/photos/:photoId',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['order'],
        summary: "A photo of the member's return (JPEG)",
        params: PhotoParams,
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return sendPhoto(
        reply,
        await returns.photo(
          member.userId,
          request.params.returnReference,
          Number(request.params.photoId),
        ),
      );
    },
  );

  app.post(
    '/user/me/returns/:returnReference/cancel',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['order'],
        summary: 'Withdraw a return still awaiting review',
        description: `409 \`return_state_changed\` once it was reviewed. ${STEP_HELP}`,
        params: ReturnParams,
        response: { 200: envelopeOf(ReturnSchema) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await returns.cancel(member.userId, request.params.returnReference, request.locale),
      );
    },
  );
};

const STATUS_FILTERS = ['open', 'all', ...RETURN_STATUSES] as const;
const ListQuery = z.object({
  status: z.enum(STATUS_FILTERS, { error: 'option_invalid' }).default('open'),
  q: textInput().trim().max(100).optional(),
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(20),
});

/** The back office's returns (prefix `/api/admin`): `orders.read` to see, `orders.write` to act. */
export const adminReturnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (
  app,
  { returns },
) => {
  const reads = app.requireStaff('orders.read');
  const writes = app.requireStaff('orders.write');

  app.get(
    '/returns',
    {
      onRequest: reads,
      schema: {
        tags: ['admin'],
        summary: 'Returns to handle: open ones oldest first',
        description:
          '`status` open (default: requested, approved, received, refunding) | all | one ' +
          "status; `q` part of the return's reference, the member's e-mail or name; `skip`, " +
          '`limit` (≤ 100). meta.total.',
        querystring: ListQuery,
        response: { 200: envelopeOf(z.array(AdminReturnRowSchema)) },
      },
    },
    async (request, reply) => {
      const { status, q, skip, limit } = request.query;
      const statuses: readonly ReturnStatus[] | null =
        status === 'all' ? null : status === 'open' ? OPEN_RETURN_STATUSES : [status];
      const page = await returns.list({ statuses, q: q || null, skip, limit }, request.locale);
      return respond(reply, page.returns, { total: page.total, skip, limit });
    },
  );

  app.get(
    '/orders/:reference/returns',
    {
      onRequest: reads,
      schema: {
        tags: ['admin'],
        summary: "An order's returns, newest first (the order page's history)",
        params: OrderParams,
        response: { 200: envelopeOf(z.array(ReturnSchema)) },
      },
    },
    async (request, reply) =>
      respond(reply, await returns.ofOrderForStaff(request.params.reference, request.locale)),
  );

  app.get(
    '/returns/:returnReference',
    {
      onRequest: reads,
      schema: {
        tags: ['admin'],
        summary: 'One return with its customer, order, lines, photos and steps',
        description: '404 `return_not_found`.',
        params: ReturnParams,
        response: { 200: envelopeOf(AdminReturnSchema) },
      },
    },
    async (request, reply) =>
      respond(reply, await returns.detail(request.params.returnReference, request.locale)),
  );

  app.get(
    '/returns/:returnReference/photos/:photoId',
    {
      onRequest: reads,
      schema: { tags: ['admin'], summary: "A return's photo (JPEG)", params: PhotoParams },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await returns.photo(null, request.params.returnReference, Number(request.params.photoId)),
      ),
  );

  app.post(
    '/returns/:returnReference/approve',
    {
      onRequest: writes,
      schema: {
        tags: ['admin'],
        summary: 'Approve a requested return, with how to send the goods back',
        description: `Body { instructions (≤ 2000 characters; the member reads them) }. ${STEP_HELP}`,
        params: ReturnParams,
        body: ReturnApproveInputSchema,
        response: { 200: envelopeOf(AdminReturnSchema) },
      },
    },
    async (request, reply) =>
      respond(
        reply,
        await returns.approve(
          request.params.returnReference,
          request.body.instructions,
          await staffActor(request),
          request.locale,
        ),
      ),
  );

  app.post(
    '/returns/:returnReference/reject',
    {
      onRequest: writes,
      schema: {
        tags: ['admin'],
        summary: 'Reject a requested return, with the reason',
        description: `Body { reason (5–1000 characters; the member reads it) }. ${STEP_HELP}`,
        params: ReturnParams,
        body: ReturnRejectInputSchema,
        response: { 200: envelopeOf(AdminReturnSchema) },
      },
    },
    async (request, reply) =>
      respond(
        reply,
        await returns.reject(
          request.params.returnReference,
          request.body.reason,
          await staffActor(request),
          request.locale,
        ),
      ),
  );

  app.post(
    '/returns/:returnReference/receive',
    {
      onRequest: writes,
      schema: {
        tags: ['admin'],
        summary: 'The goods came back: each line sellable or not',
        description:
          'Body { lines: [{ order_line_id, sellable }] } naming every line of the return (422 ' +
          '`return_receive_lines_invalid`). Sellable quantities go back to stock (the stock ' +
          `ledger says \`return\`). ${STEP_HELP}`,
        params: ReturnParams,
        body: ReturnReceiveInputSchema,
        response: { 200: envelopeOf(AdminReturnSchema) },
      },
    },
    async (request, reply) =>
      respond(
        reply,
        await returns.receive(
          request.params.returnReference,
          request.body.lines,
          await staffActor(request),
          request.locale,
        ),
      ),
  );

  app.post(
    '/returns/:returnReference/refund',
    {
      onRequest: writes,
      schema: {
        tags: ['admin'],
        summary: 'Refund a received return',
        description:
          'Body { transfer_reference? } (required for `bank_transfer`: the transfer made to the ' +
          "member's account). `original`: `refunding` with its refund key, the gateway's refund " +
          'call outside any transaction (the same key on every try, so money moves once; 502 ' +
          '`return_refund_failed` leaves it `refunding` to try again), then `refunded`. ' +
          '`store_credit`: a personal voucher of the amount, 365 days. Each takes back the ' +
          'points the returned goods earned (at most the balance), once. The member gets ' +
          `\`refund_issued\`. ${STEP_HELP}`,
        params: ReturnParams,
        body: ReturnRefundInputSchema,
        response: { 200: envelopeOf(AdminReturnSchema) },
      },
    },
    async (request, reply) =>
      respond(
        reply,
        await returns.refund(
          request.params.returnReference,
          request.body,
          await staffActor(request),
          request.locale,
        ),
      ),
  );
};
