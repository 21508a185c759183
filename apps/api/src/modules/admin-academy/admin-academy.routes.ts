import multipart from '@fastify/multipart';
import { idInput, messageCodes, translate } from '@kilau/domain';
import {
  ACADEMY_ATTACHMENT_MAX_BYTES,
  ACADEMY_ENROLMENT_STATUSES,
  ACADEMY_POST_KINDS,
  AdminAcademyAttemptsResetSchema,
  AdminAcademyCandidatesSchema,
  AdminAcademyCommentSchema,
  AdminAcademyEnrolmentSchema,
  AdminAcademyLevelSchema,
  AdminAcademyPaperSchema,
  AdminAcademyPostSchema,
  AdminAcademyPostSummarySchema,
  AdminAcademyPreviewSchema,
  AdminAcademyQuizSchema,
  AdminAcademySettingsSchema,
  AdminAcademyWinnerSchema,
  adminAcademyLevelCreateSchema,
  adminAcademyLevelOrderSchema,
  adminAcademyLevelUpdateSchema,
  adminAcademyPeriodQuerySchema,
  adminAcademyPostCreateSchema,
  adminAcademyPostUpdateSchema,
  adminAcademyPreviewSchema,
  adminAcademyQueueQuerySchema,
  adminAcademyQuizSchema,
  adminAcademyRejectSchema,
  adminAcademyScoreSchema,
  adminAcademySettingsSchema,
  adminAcademyWinnerSchema,
} from '@kilau/domain/academy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { uploadBytes } from '../../lib/file-upload';
import { staffActor } from '../../lib/staff-request';
import type { AdminAcademyService } from './admin-academy.service';

const LevelParams = z.object({ id: idInput('academy_level_not_found') });
const PostParams = z.object({ id: idInput('academy_post_not_found') });
const AttachmentParams = z.object({
  id: idInput('academy_post_not_found'),
  attachmentId: idInput('academy_attachment_not_found'),
});
const ClassParams = z.object({ classId: idInput('academy_class_not_found') });
const EnrolmentParams = z.object({ id: idInput('academy_enrolment_not_found') });
const PaperParams = z.object({ id: idInput('academy_paper_not_found') });
const CommentParams = z.object({ id: idInput('academy_comment_not_found') });
const WinnerParams = z.object({ id: idInput('academy_winner_not_found') });
const MemberClassParams = z.object({
  userId: idInput('academy_member_not_found'),
  classId: idInput('academy_class_not_found'),
});
const PostsQuery = z.object({
  kind: z.enum(ACADEMY_POST_KINDS, { error: 'option_invalid' }).optional(),
  level_id: idInput('academy_level_not_found').optional(),
});
const CommentsQuery = z.object({
  status: z.enum(['held', 'published', 'removed'], { error: 'option_invalid' }).default('held'),
});
const STALE =
  'Names the `version` it was read at: a stale one answers 409 `changed_by_someone_else` with ' +
  'the row as it is now in `data.current`.';
const Deleted = z.object({ id: z.number() });
const CommentMoved = z.object({ id: z.number(), status: z.enum(['published', 'removed']) });

/**
 * The academy in the back office (prefix `/api/admin/academy`; permission `academy.manage`;
 * docs/design/academy.md): settings, levels, classes and articles with their files, each class's
 * quiz, the enrolment and practice-paper queues, held comments, winners, and a member's attempts
 * given back. Every write is audited in its transaction.
 */
export const adminAcademyRoutes: FastifyPluginAsyncZod<{ academy: AdminAcademyService }> = async (
  app,
  { academy },
) => {
  await app.register(multipart, {
    limits: { fileSize: ACADEMY_ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
  });
  const guard = app.requireStaff('academy.manage');
  const admin = { tags: ['admin'] };

  app.get(
    '/settings',
    {
      schema: {
        ...admin,
        summary: "The academy's settings (404 `academy_not_configured` before the first save)",
        response: { 200: envelopeOf(AdminAcademySettingsSchema) },
      },
      onRequest: guard,
    },
    async (_request, reply) => respond(reply, await academy.settings()),
  );

  app.put(
    '/settings',
    {
      schema: {
        ...admin,
        summary: "Save the academy's settings",
        description:
          'A path segment the shop uses (or not 3–40 lowercase letters, digits and single ' +
          'hyphens) is 422 `academy_segment_reserved` on `path_segment`; an unknown brand or ' +
          `voucher is 422 on its field. ${STALE}`,
        body: adminAcademySettingsSchema(messageCodes),
        response: { 200: envelopeOf(AdminAcademySettingsSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.saveSettings(await staffActor(request), request.body, request.locale),
      ),
  );

  app.get(
    '/levels',
    {
      schema: {
        ...admin,
        summary: 'The levels in order, with their class counts',
        response: { 200: envelopeOf(z.array(AdminAcademyLevelSchema)) },
      },
      onRequest: guard,
    },
    async (_request, reply) => respond(reply, await academy.levels()),
  );

  app.post(
    '/levels',
    {
      schema: {
        ...admin,
        summary: 'Add a level at the end',
        body: adminAcademyLevelCreateSchema(messageCodes),
        response: { 201: envelopeOf(AdminAcademyLevelSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await academy.createLevel(await staffActor(request), request.body), {
        status: 201,
      }),
  );

  app.post(
    '/levels/order',
    {
      schema: {
        ...admin,
        summary: 'Put the levels in order (`ids`: every level exactly once)',
        body: adminAcademyLevelOrderSchema(messageCodes),
        response: { 200: envelopeOf(z.array(AdminAcademyLevelSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.orderLevels(await staffActor(request), request.body.ids, request.locale),
      ),
  );

  app.put(
    '/levels/:id',
    {
      schema: {
        ...admin,
        summary: 'Change a level',
        description: STALE,
        params: LevelParams,
        body: adminAcademyLevelUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminAcademyLevelSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.updateLevel(await staffActor(request), request.params.id, request.body),
      ),
  );

  app.delete(
    '/levels/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a level without classes (else 409 `academy_level_has_classes`)',
        params: LevelParams,
        response: { 200: envelopeOf(z.array(AdminAcademyLevelSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await academy.deleteLevel(await staffActor(request), request.params.id)),
  );

  app.get(
    '/posts',
    {
      schema: {
        ...admin,
        summary: 'Classes (course posts) and articles',
        querystring: PostsQuery,
        response: { 200: envelopeOf(z.array(AdminAcademyPostSummarySchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const list = await academy.posts({
        kind: request.query.kind,
        levelId: request.query.level_id,
      });
      return respond(reply, list, { total: list.length });
    },
  );

  app.post(
    '/posts',
    {
      schema: {
        ...admin,
        summary: 'Create a post; a course becomes a class at the end of its level',
        description:
          'A course names its `level_id` (422 `academy_level_required`), and may set its ' +
          "quiz's `pass_mark` and `max_attempts`; a taken slug is 422 `academy_post_slug_taken`.",
        body: adminAcademyPostCreateSchema(messageCodes),
        response: { 201: envelopeOf(AdminAcademyPostSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.createPost(await staffActor(request), request.body, request.locale),
        { status: 201 },
      ),
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        ...admin,
        summary: 'A post with its class, quiz and attachments',
        params: PostParams,
        response: { 200: envelopeOf(AdminAcademyPostSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await academy.post(request.params.id)),
  );

  app.put(
    '/posts/:id',
    {
      schema: {
        ...admin,
        summary: 'Change a post',
        description: STALE,
        params: PostParams,
        body: adminAcademyPostUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminAcademyPostSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.updatePost(
          await staffActor(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );

  app.delete(
    '/posts/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a post (a course with members’ progress: 409 `academy_post_has_progress`)',
        params: PostParams,
        response: { 200: envelopeOf(Deleted) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await academy.deletePost(await staffActor(request), request.params.id)),
  );

  app.post(
    '/posts/:id/attachments',
    {
      schema: {
        ...admin,
        summary: 'Attach a file to a post (PDF, PNG, JPG or WebP; at most 20 MB; private)',
        description:
          'A `multipart/form-data` body with one `file`, judged by its bytes (422 on ' +
          '`data.fields.file`), kept in the private uploads; members get short-lived links.',
        consumes: ['multipart/form-data'],
        params: PostParams,
        response: { 201: envelopeOf(AdminAcademyPostSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const actor = await staffActor(request);
      if (!request.isMultipart()) {
        throw new AppError(415, 'unsupported_media_type', 'unsupported_media_type');
      }
      const file = await request.file();
      if (!file || file.fieldname !== 'file') {
        throw new AppError(
          422,
          'validation_failed',
          'validation_failed',
          {},
          { fields: { file: translate('required', request.locale) } },
        );
      }
      const bytes = await uploadBytes(file, ACADEMY_ATTACHMENT_MAX_BYTES, () =>
        academy.tooLarge(request.locale),
      );
      return respond(
        reply,
        await academy.addAttachment(
          actor,
          request.params.id,
          { bytes, name: file.filename },
          request.locale,
        ),
        { status: 201 },
      );
    },
  );

  app.delete(
    '/posts/:id/attachments/:attachmentId',
    {
      schema: {
        ...admin,
        summary: "Remove a post's attachment (and its file)",
        params: AttachmentParams,
        response: { 200: envelopeOf(AdminAcademyPostSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.removeAttachment(
          await staffActor(request),
          request.params.id,
          request.params.attachmentId,
        ),
      ),
  );

  app.post(
    '/preview',
    {
      schema: {
        ...admin,
        summary: "Preview a lesson's unsaved Markdown as members will see it (nothing is saved)",
        body: adminAcademyPreviewSchema(messageCodes),
        response: { 200: envelopeOf(AdminAcademyPreviewSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, academy.preview(request.body.content)),
  );

  app.put(
    '/classes/:classId/quiz',
    {
      schema: {
        ...admin,
        summary: "Replace a class's quiz (0–30 questions, 2–6 options each, one correct)",
        description: `The class's \`version\`. ${STALE}`,
        params: ClassParams,
        body: adminAcademyQuizSchema(messageCodes),
        response: { 200: envelopeOf(AdminAcademyQuizSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.replaceQuiz(await staffActor(request), request.params.classId, request.body),
      ),
  );

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

  app.get(
    '/winners',
    {
      schema: {
        ...admin,
        summary: "A month's winners (`period=YYYY-MM`)",
        querystring: adminAcademyPeriodQuerySchema(messageCodes),
        response: { 200: envelopeOf(z.array(AdminAcademyWinnerSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await academy.winners(request.query.period)),
  );

  app.get(
    '/winners/candidates',
    {
      schema: {
        ...admin,
        summary: "A month's graduates (WIB) and best average quiz scores",
        querystring: adminAcademyPeriodQuerySchema(messageCodes),
        response: { 200: envelopeOf(AdminAcademyCandidatesSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await academy.candidates(request.query.period)),
  );

  app.post(
    '/winners',
    {
      schema: {
        ...admin,
        summary: 'Name a winner (a member or rank taken that month: 409 `academy_winner_taken`)',
        body: adminAcademyWinnerSchema(messageCodes),
        response: { 201: envelopeOf(AdminAcademyWinnerSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.addWinner(await staffActor(request), request.body, request.locale),
        { status: 201 },
      ),
  );

  app.delete(
    '/winners/:id',
    {
      schema: {
        ...admin,
        summary: 'Remove a winner',
        params: WinnerParams,
        response: { 200: envelopeOf(Deleted) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await academy.removeWinner(await staffActor(request), request.params.id)),
  );

  app.post(
    '/members/:userId/classes/:classId/reset-attempts',
    {
      schema: {
        ...admin,
        summary: 'Give a member their quiz attempts at a class back',
        params: MemberClassParams,
        response: { 200: envelopeOf(AdminAcademyAttemptsResetSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.resetAttempts(
          await staffActor(request),
          request.params.userId,
          request.params.classId,
        ),
      ),
  );
};
