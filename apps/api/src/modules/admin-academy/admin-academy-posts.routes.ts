import { messageCodes, translate } from '@kilau/domain';
import {
  ACADEMY_ATTACHMENT_MAX_BYTES,
  AdminAcademyPostSchema,
  AdminAcademyPostSummarySchema,
  AdminAcademyPreviewSchema,
  AdminAcademyQuizSchema,
  adminAcademyPostCreateSchema,
  adminAcademyPostUpdateSchema,
  adminAcademyPreviewSchema,
  adminAcademyQuizSchema,
} from '@kilau/domain/academy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { uploadBytes } from '../../lib/file-upload';
import { staffActor } from '../../lib/staff-request';
import {
  PostParams,
  AttachmentParams,
  ClassParams,
  PostsQuery,
  STALE,
  Deleted,
} from './admin-academy.schemas';
import type { AdminAcademyService } from './admin-academy.service';

/**
 * The academy's posts in the back office (permission `academy.manage`): classes and articles, their
 * files (multipart, the parent plugin's parser), the lesson preview and each class's quiz.
 */
export const adminAcademyPostsRoutes: FastifyPluginAsyncZod<{
  academy: AdminAcademyService;
}> = async (app, { academy }) => {
  const guard = app.requireStaff('academy.manage');
  const admin = { tags: ['admin'] };

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
};
