import { messageCodes, translate } from '@kilau/domain';
import {
  AcademyCertificateCheckSchema,
  AcademyCertificateSchema,
  AcademyClassDetailSchema,
  AcademyClassIdParamsSchema,
  AcademyCodeParamsSchema,
  AcademyCompleteLevelSchema,
  AcademyEnrolmentQuerySchema,
  AcademyEnrolmentViewSchema,
  AcademyLevelCompletionSchema,
  AcademyLevelSchema,
  AcademyPaperViewSchema,
  AcademyProgressSchema,
  AcademyProgressUpdateSchema,
  AcademyQuizAnswersSchema,
  AcademyQuizAttemptSchema,
  AcademyQuizViewSchema,
  AcademySettingsViewSchema,
  AcademySlugParamsSchema,
  AcademyWinnerSchema,
  createAcademyEnrolmentSchema,
  createAcademyPaperSchema,
  PAPER_IMAGE_TYPES,
} from '@kilau/domain/academy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import { certificatePdf } from './academy-certificate';
import type { AcademyService } from './academy.service';

const tags = ['academy'];
const APPROVED =
  'An approved member only: a guest 401, a member not approved 403 `academy_not_enrolled`.';

/** The academy's storefront calls (prefix `/api/academy`; docs/design/academy.md). */
export const academyRoutes: FastifyPluginAsyncZod<{
  academy: AcademyService;
  publicUrl: string;
}> = async (app, { academy, publicUrl }) => {
  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'The academy: name, segment, brand, texts, colours and counts',
        description: '404 `academy_not_found` when no academy is set up or it is switched off.',
        response: { 200: envelopeOf(AcademySettingsViewSchema) },
      },
    },
    async (request, reply) => respond(reply, await academy.settings(request.locale)),
  );

  app.get(
    '/levels',
    {
      schema: {
        tags,
        summary: 'The syllabus: levels in order with their classes (no lesson content)',
        response: { 200: envelopeOf(z.array(AcademyLevelSchema)) },
      },
    },
    async (request, reply) => {
      const levels = await academy.levels(request.locale);
      return respond(reply, levels, { total: levels.length });
    },
  );

  app.get(
    '/enrollment-submission',
    {
      schema: {
        tags,
        summary: "The member's own enrolment (status, reason, products) or null",
        description: '`filter[user.id]` other than the caller’s answers 404. Members only (401).',
        querystring: AcademyEnrolmentQuerySchema,
        response: { 200: envelopeOf(AcademyEnrolmentViewSchema.nullable()) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await academy.enrolment(member.userId, request.query['filter[user.id]']),
      );
    },
  );

  app.post(
    '/enrollment-submission',
    {
      schema: {
        tags,
        summary: 'Enrol (or enrol again after a rejection)',
        description:
          'Body `{ full_name, phone_no, city, workplace_kind, workplace_name?, instagram?, ' +
          'motivation?, product_ids (1–5 of the partner brand’s products) }`; 422 by field. ' +
          '409 `academy_enrolment_exists` while pending or approved. Decided at once when the ' +
          'academy’s mode says so (`auto_all`; `auto_buyers` with a paid order of the brand).',
        body: createAcademyEnrolmentSchema(messageCodes),
        response: { 201: envelopeOf(AcademyEnrolmentViewSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const view = await academy.enrol(member.userId, request.body, request.locale);
      return respond(reply, view, {
        status: 201,
        message: translate('academy_enrolment_sent', request.locale),
      });
    },
  );

  app.get(
    '/user-progress',
    {
      schema: {
        tags,
        summary: "The member's progress: levels and classes with their states",
        description: APPROVED,
        response: { 200: envelopeOf(AcademyProgressSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await academy.progress(member.userId, request.locale));
    },
  );

  app.put(
    '/user-progress',
    {
      schema: {
        tags,
        summary: 'Where the member left off (`{ last_class_id }`)',
        description: `${APPROVED} A locked class answers 403 \`academy_class_locked\`.`,
        body: AcademyProgressUpdateSchema,
        response: { 200: envelopeOf(AcademyProgressSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await academy.setLastClass(member.userId, request.body.last_class_id, request.locale),
      );
    },
  );

  app.post(
    '/user-progress/next-course/:classId',
    {
      schema: {
        tags,
        summary: 'The lesson is read (idempotent); answers the progress and the next class',
        description: `${APPROVED} A locked class answers 403 \`academy_class_locked\`.`,
        params: AcademyClassIdParamsSchema,
        response: { 200: envelopeOf(AcademyProgressSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await academy.markRead(member.userId, request.params.classId, request.locale),
      );
    },
  );

  app.post(
    '/complete-level',
    {
      schema: {
        tags,
        summary: 'Completes a level once; the last graduates (certificate, badge, voucher)',
        description:
          `${APPROVED} 409 \`academy_level_not_ready\` or \`academy_level_completed\`; 403 ` +
          '`academy_level_locked`; 404 `academy_level_not_found`.',
        body: AcademyCompleteLevelSchema,
        response: { 200: envelopeOf(AcademyLevelCompletionSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await academy.completeLevel(member.userId, request.body.level_id));
    },
  );

  app.get(
    '/classes/:slug',
    {
      schema: {
        tags,
        summary: 'A reached class with its lesson (HTML) and attachments (short-lived links)',
        description:
          `${APPROVED} Locked: 403 \`academy_class_locked\` with \`data.next_class\`; ` +
          'unknown: 404 `academy_class_not_found`.',
        params: AcademySlugParamsSchema,
        response: { 200: envelopeOf(AcademyClassDetailSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await academy.classDetail(member.userId, request.params.slug, request.locale),
      );
    },
  );

  app.get(
    '/classes/:slug/quiz',
    {
      schema: {
        tags,
        summary: "The class quiz's questions and options (never which is right)",
        description: `${APPROVED} Before the lesson is read: 409 \`academy_quiz_not_open\`.`,
        params: AcademySlugParamsSchema,
        response: { 200: envelopeOf(AcademyQuizViewSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await academy.quiz(member.userId, request.params.slug, request.locale));
    },
  );

  app.post(
    '/classes/:slug/quiz',
    {
      schema: {
        tags,
        summary: 'A quiz attempt, scored on the server',
        description:
          `${APPROVED} Body \`{ answers: [{ question_id, option_id }] }\`: every question once ` +
          'with one of its options (else 422 `academy_quiz_answers_incomplete`). 409 ' +
          '`academy_quiz_not_open`, `academy_quiz_passed`, `academy_quiz_attempts_used`.',
        params: AcademySlugParamsSchema,
        body: AcademyQuizAnswersSchema,
        response: { 200: envelopeOf(AcademyQuizAttemptSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await academy.attemptQuiz(member.userId, request.params.slug, request.body, request.locale),
      );
    },
  );

  app.get(
    '/practice-papers',
    {
      schema: {
        tags,
        summary: "The member's practice papers, newest first",
        description: APPROVED,
        response: { 200: envelopeOf(z.array(AcademyPaperViewSchema)) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const papers = await academy.papers(member.userId);
      return respond(reply, papers, { total: papers.length });
    },
  );

  app.post(
    '/practice-papers/upload-url',
    {
      schema: {
        tags,
        summary: 'Where to PUT one paper image (private; its `name` goes in `images`)',
        description: APPROVED,
        body: z.object({ content_type: z.enum(PAPER_IMAGE_TYPES, { error: 'review_photo_type' }) }),
        response: {
          200: envelopeOf(
            z.object({
              name: z.string(),
              url: z.string(),
              method: z.literal('PUT'),
              headers: z.record(z.string(), z.string()),
            }),
          ),
        },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await academy.paperUploadUrl(member.userId, request.body.content_type));
    },
  );

  app.post(
    '/practice-papers',
    {
      schema: {
        tags,
        summary: "Hand in a level's practice paper (text and up to 5 images)",
        description:
          `${APPROVED} Body \`{ level_id, body, images? }\`; images are the member’s own ` +
          'uploads (else 422 on `images`). 409 `academy_paper_waiting` while one waits; 409 ' +
          '`academy_paper_not_open` when the level does not take one now.',
        body: createAcademyPaperSchema(messageCodes),
        response: { 201: envelopeOf(AcademyPaperViewSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await academy.submitPaper(member.userId, request.body, request.locale),
        { status: 201 },
      );
    },
  );

  app.get(
    '/winners/all',
    {
      schema: {
        tags,
        summary: 'Winners by month, newest first (display names shortened)',
        response: { 200: envelopeOf(z.array(AcademyWinnerSchema)) },
      },
    },
    async (_request, reply) => {
      const winners = await academy.winners();
      return respond(reply, winners, { total: winners.length });
    },
  );

  app.get(
    '/certificate',
    {
      schema: {
        tags,
        summary: "The graduate's certificate",
        description: 'Members only; 404 `academy_not_graduated` before graduation.',
        response: { 200: envelopeOf(AcademyCertificateSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { segment: _segment, ...certificate } = await academy.certificate(member.userId);
      return respond(reply, certificate);
    },
  );

  app.get(
    '/certificate.pdf',
    {
      schema: {
        tags,
        summary: "The graduate's certificate as a PDF (A4 landscape)",
        description: 'Members only; 404 `academy_not_graduated` before graduation.',
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { segment, ...certificate } = await academy.certificate(member.userId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="certificate-${certificate.code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await certificatePdf(certificate, segment, publicUrl));
    },
  );

  app.get(
    '/certificates/:code',
    {
      schema: {
        tags,
        summary: 'Verifies a certificate: holder, academy, date',
        description: 'Public; an unknown code answers 404 `academy_certificate_not_found`.',
        params: AcademyCodeParamsSchema,
        response: { 200: envelopeOf(AcademyCertificateCheckSchema) },
      },
    },
    async (request, reply) => respond(reply, await academy.verify(request.params.code)),
  );
};
