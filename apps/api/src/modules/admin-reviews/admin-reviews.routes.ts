import { countInput, idInput, messageCodes, textInput, translate } from '@kilau/domain';
import {
  ADMIN_REVIEW_STATUSES,
  AdminReviewRowSchema,
  AdminReviewSchema,
  REVIEW_REJECTION_REASON_MAX,
  reviewApproveSchema,
  reviewRejectSchema,
} from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor } from '../../lib/staff-request';
import type { AdminReviewsService } from './admin-reviews.service';

/** A query flag: `1`, `true` or `on` (a checkbox) mean yes. */
const flag = textInput()
  .trim()
  .max(5)
  .transform((value) => ['1', 'true', 'on'].includes(value.toLowerCase()));
const ListQuery = z.object({
  status: z.enum(ADMIN_REVIEW_STATUSES, { error: 'option_invalid' }).default('held'),
  reported: flag.optional(),
  q: textInput().trim().max(100).optional(),
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(20),
});
const IdParams = z.object({ id: idInput('review_not_found') });

const DECISION_HELP =
  'One transaction: the review row locked first (docs/design/reviews.md decision 9), the ' +
  '`version` it was read at checked (stale: 409 `changed_by_someone_else` with `data.current`), ' +
  'the decision, the product stats when what is published changes, and the audit row. 404 ' +
  '`review_not_found`. Answers the review as GET does.';

/** Moderation of reviews (prefix `/api/admin`; permission `reviews.moderate`). */
export const adminReviewsRoutes: FastifyPluginAsyncZod<{ reviews: AdminReviewsService }> = async (
  app,
  { reviews },
) => {
  const moderate = app.requireStaff('reviews.moderate');

  app.get(
    '/reviews',
    {
      onRequest: moderate,
      schema: {
        tags: ['admin'],
        summary: 'Reviews by state: the moderation queue (held, oldest first) by default',
        description:
          '`status` held (default; oldest first) | published | rejected (newest first), ' +
          '`reported` (only reviews with reports that still count), `q` (part of the product ' +
          "name or the author's user name), `skip`, `limit` (20 by default, at most 100). Each " +
          'row: product, variant, author, average, an excerpt, hold reasons, the counting ' +
          'reports by reason, photos, dates and `version`; meta.total.',
        querystring: ListQuery,
        response: { 200: envelopeOf(z.array(AdminReviewRowSchema)) },
      },
    },
    async (request, reply) => {
      const { status, reported = false, q, skip, limit } = request.query;
      const { list, total } = await reviews.list(
        { status, reported, q: q || undefined, skip, limit },
        request.locale,
      );
      return respond(reply, list, { total, skip, limit });
    },
  );

  app.get(
    '/reviews/:id',
    {
      onRequest: moderate,
      schema: {
        tags: ['admin'],
        summary: 'One review, whole, with its reports',
        description:
          'The text, ratings, tags, photos, state and hold reasons, the last decision and who ' +
          'took it, and every report (reason, note, reporter, date, whether it still counts). ' +
          '404 `review_not_found`.',
        params: IdParams,
        response: { 200: envelopeOf(AdminReviewSchema) },
      },
    },
    async (request, reply) => respond(reply, await reviews.show(request.params.id, request.locale)),
  );

  app.post(
    '/reviews/:id/approve',
    {
      onRequest: moderate,
      schema: {
        tags: ['admin'],
        summary: 'Approve a review: it is published, and its reports so far no longer count',
        description:
          'Body { version }. The review is published; its hold reasons and any rejection reason ' +
          'are cleared and the reports made so far are dismissed (kept, not counted: three new ' +
          `reports hold it again). Audited (\`review.approve\`). ${DECISION_HELP}`,
        params: IdParams,
        body: reviewApproveSchema(messageCodes),
        response: { 200: envelopeOf(AdminReviewSchema) },
      },
    },
    async (request, reply) => {
      const review = await reviews.decide(
        await staffActor(request),
        request.params.id,
        { kind: 'approve' },
        request.body.version,
        request.locale,
      );
      return respond(reply, review, {
        message: translate('review_moderation_approved', request.locale),
      });
    },
  );

  app.post(
    '/reviews/:id/reject',
    {
      onRequest: moderate,
      schema: {
        tags: ['admin'],
        summary: 'Reject a review with the reason its author sees',
        description:
          `Body { version, reason (1–${REVIEW_REJECTION_REASON_MAX} characters, no control ` +
          'characters) }. The review is rejected (a published one leaves the product stats); ' +
          'its author sees the reason on `GET /api/reviews/mine`. Audited (`review.reject`). ' +
          DECISION_HELP,
        params: IdParams,
        body: reviewRejectSchema(messageCodes),
        response: { 200: envelopeOf(AdminReviewSchema) },
      },
    },
    async (request, reply) => {
      const review = await reviews.decide(
        await staffActor(request),
        request.params.id,
        { kind: 'reject', reason: request.body.reason },
        request.body.version,
        request.locale,
      );
      return respond(reply, review, {
        message: translate('review_moderation_rejected', request.locale),
      });
    },
  );
};
