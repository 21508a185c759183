import { messageCodes } from '@kilau/domain';
import {
  ACADEMY_ENROLMENT_STATUSES,
  AdminAcademyCommentSchema,
  AdminAcademyEnrolmentSchema,
  AdminAcademyPaperSchema,
  adminAcademyQueueQuerySchema,
  adminAcademyRejectSchema,
  adminAcademyScoreSchema,
} from '@kilau/domain/academy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor } from '../../lib/staff-request';
import {
  EnrolmentParams,
  PaperParams,
  CommentParams,
  CommentsQuery,
  STALE,
  CommentMoved,
} from './admin-academy.schemas';
import type { AdminAcademyService } from './admin-academy.service';

/**
 * The back office's academy queues (permission `academy.manage`): enrolments to decide, practice
 * papers to score, held comments to publish or remove.
 */
export const adminAcademyQueuesRoutes: FastifyPluginAsyncZod<{
  academy: AdminAcademyService;
}> = async (app, { academy }) => {
  const guard = app.requireStaff('academy.manage');
  const admin = { tags: ['admin'] };

  app.get(
    '/enrolments',
    {
      schema: {
        ...admin,
        summary: 'The enrolment queue (waiting first, newest first), 20 a page',
        querystring: adminAcademyQueueQuerySchema(messageCodes, ACADEMY_ENROLMENT_STATUSES),
        response: { 200: envelopeOf(z.array(AdminAcademyEnrolmentSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const page = await academy.enrolments(request.query.status, request.query.page);
      return respond(reply, page.list, {
        total: page.total,
        skip: (request.query.page - 1) * page.perPage,
        limit: page.perPage,
      });
    },
  );

  app.get(
    '/enrolments/:id',
    {
      schema: {
        ...admin,
        summary: 'One enrolment',
        params: EnrolmentParams,
        response: { 200: envelopeOf(AdminAcademyEnrolmentSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await academy.enrolment(request.params.id)),
  );

  app.post(
    '/enrolments/:id/approve',
    {
      schema: {
        ...admin,
        summary: 'Approve a waiting enrolment (once; else 409 `academy_enrolment_decided`)',
        description: "Starts the member's progress and e-mails them.",
        params: EnrolmentParams,
        response: { 200: envelopeOf(AdminAcademyEnrolmentSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await academy.approve(await staffActor(request), request.params.id)),
  );

  app.post(
    '/enrolments/:id/reject',
    {
      schema: {
        ...admin,
        summary: 'Reject a waiting enrolment with a reason (once)',
        params: EnrolmentParams,
        body: adminAcademyRejectSchema(messageCodes),
        response: { 200: envelopeOf(AdminAcademyEnrolmentSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.reject(await staffActor(request), request.params.id, request.body.reason),
      ),
  );

  app.get(
    '/papers',
    {
      schema: {
        ...admin,
        summary: 'The practice-paper queue (waiting first, oldest first), 20 a page',
        querystring: adminAcademyQueueQuerySchema(messageCodes, ['submitted', 'scored'] as const),
        response: { 200: envelopeOf(z.array(AdminAcademyPaperSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const page = await academy.papers(request.query.status, request.query.page, request.locale);
      return respond(reply, page.list, {
        total: page.total,
        skip: (request.query.page - 1) * page.perPage,
        limit: page.perPage,
      });
    },
  );

  app.get(
    '/papers/:id',
    {
      schema: {
        ...admin,
        summary: 'One practice paper, with short-lived links to its images',
        params: PaperParams,
        response: { 200: envelopeOf(AdminAcademyPaperSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await academy.paper(request.params.id, request.locale)),
  );

  app.post(
    '/papers/:id/score',
    {
      schema: {
        ...admin,
        summary: "Score a waiting paper (once): passed at the level's pass score",
        description: `Scored already: 409 \`academy_paper_scored\`. ${STALE}`,
        params: PaperParams,
        body: adminAcademyScoreSchema(messageCodes),
        response: { 200: envelopeOf(AdminAcademyPaperSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.score(
          await staffActor(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );

  app.get(
    '/comments',
    {
      schema: {
        ...admin,
        summary: 'Comments by status (held by the filter by default), oldest first',
        querystring: CommentsQuery,
        response: { 200: envelopeOf(z.array(AdminAcademyCommentSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await academy.comments(request.query.status)),
  );

  app.post(
    '/comments/:id/publish',
    {
      schema: {
        ...admin,
        summary: 'Publish a held comment',
        params: CommentParams,
        response: { 200: envelopeOf(CommentMoved) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await academy.publishComment(await staffActor(request), request.params.id)),
  );

  app.post(
    '/comments/:id/remove',
    {
      schema: {
        ...admin,
        summary: 'Remove a held comment',
        params: CommentParams,
        response: { 200: envelopeOf(CommentMoved) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await academy.removeComment(await staffActor(request), request.params.id)),
  );
};
