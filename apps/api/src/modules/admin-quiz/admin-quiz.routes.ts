import multipart from '@fastify/multipart';
import { idInput, messageCodes } from '@kilau/domain';
import {
  adminQuizAnswerCreateSchema,
  adminQuizAnswerUpdateSchema,
  adminQuizCreateSchema,
  adminQuizDeleteQuerySchema,
  AdminQuizImageSchema,
  adminQuizQuestionCreateSchema,
  adminQuizQuestionUpdateSchema,
  AdminQuizSchema,
  AdminQuizSummarySchema,
  adminQuizUpdateSchema,
  QUIZ_IMAGE_MAX_BYTES,
} from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { singleUpload } from '../../lib/file-upload';
import { staffActor } from '../../lib/staff-request';
import type { AdminQuizService } from './admin-quiz.service';

const QuizParams = z.object({ id: idInput('quiz_not_found') });
const QuestionParams = z.object({ id: idInput('quiz_question_not_found') });
const AnswerParams = z.object({ id: idInput('quiz_answer_not_found') });
const STALE =
  'Names the `version` it was read at: a stale one answers 409 `changed_by_someone_else` ' +
  'with the quiz as it is now in `data.current`.';
const ANSWERS_WHOLE = 'Answers the whole quiz (questions, answers, rules, versions).';

/**
 * The beauty quiz in the back office (prefix `/api/admin`; permission `quiz.write`;
 * docs/design/beauty-quiz.md): quizzes, questions, answers and their result rules. The tags a
 * rule may name are `GET /api/user/tags/options?type=beauty` (skin types and concerns).
 */
export const adminQuizRoutes: FastifyPluginAsyncZod<{ quizzes: AdminQuizService }> = async (
  app,
  { quizzes },
) => {
  await app.register(multipart, {
    limits: { fileSize: QUIZ_IMAGE_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
  });
  const guard = app.requireStaff('quiz.write');

  app.get(
    '/quizzes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every beauty quiz, with its version and total_joined',
        response: { 200: envelopeOf(z.array(AdminQuizSummarySchema)) },
      },
      onRequest: guard,
    },
    async (_request, reply) => {
      const list = await quizzes.list();
      return respond(reply, list, { total: list.length });
    },
  );

  app.post(
    '/quizzes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a beauty quiz (inactive unless `is_active`)',
        description:
          'Body `{ slug, title_id, title_en, description_id?, description_en?, cover_image?, ' +
          'is_active? }`; a taken slug is 422 `quiz_slug_taken` on `slug`. ' +
          ANSWERS_WHOLE,
        body: adminQuizCreateSchema(messageCodes),
        response: { 201: envelopeOf(AdminQuizSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await quizzes.create(await staffActor(request), request.body, request.locale),
        { status: 201 },
      ),
  );

  app.get(
    '/quizzes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One quiz with its questions, answers and rules',
        params: QuizParams,
        response: { 200: envelopeOf(AdminQuizSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await quizzes.get(request.params.id)),
  );

  app.patch(
    '/quizzes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a quiz (any of its fields)',
        description: `${STALE} ${ANSWERS_WHOLE}`,
        params: QuizParams,
        body: adminQuizUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminQuizSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await quizzes.update(
          await staffActor(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );

  app.post(
    '/quizzes/:id/questions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a question to a quiz',
        description:
          'Body `{ position (1–100, unique in the quiz), text_id, text_en, answer_type ' +
          '(single_choice | multiple_choice | short_answer) }`. ' +
          ANSWERS_WHOLE,
        params: QuizParams,
        body: adminQuizQuestionCreateSchema(messageCodes),
        response: { 201: envelopeOf(AdminQuizSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await quizzes.addQuestion(
          await staffActor(request),
          request.params.id,
          request.body,
          request.locale,
        ),
        { status: 201 },
      ),
  );

  app.patch(
    '/quiz-questions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a question',
        description: `${STALE} (the question's version) ${ANSWERS_WHOLE}`,
        params: QuestionParams,
        body: adminQuizQuestionUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminQuizSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await quizzes.updateQuestion(
          await staffActor(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );

  app.post(
    '/quiz-questions/:id/answers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an answer (and its result rules) to a question',
        description:
          'Body `{ position, text_id, text_en, image?, text_color?, bg_color?, shade_hex?, undertone?, tags? [{ tag_id, ' +
          'weight (1–10) }] }`: the picture or colours choose the storefront template; each ' +
          'rule gives a skin-type or concern tag a weight (another tag: 422 on ' +
          '`tags.<i>.tag_id`); `shade_hex` (`#rrggbb`) and `undertone` (`warm` | `cool` | ' +
          '`neutral`) say the skin the shade result matches. ' +
          ANSWERS_WHOLE,
        params: QuestionParams,
        body: adminQuizAnswerCreateSchema(messageCodes),
        response: { 201: envelopeOf(AdminQuizSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await quizzes.addAnswer(
          await staffActor(request),
          request.params.id,
          request.body,
          request.locale,
        ),
        { status: 201 },
      ),
  );

  app.patch(
    '/quiz-answers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change an answer; `tags` replaces its result rules',
        description: `${STALE} (the answer's version) ${ANSWERS_WHOLE}`,
        params: AnswerParams,
        body: adminQuizAnswerUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminQuizSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await quizzes.updateAnswer(
          await staffActor(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );

  app.delete(
    '/quiz-questions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a question with its answers and their rules',
        description:
          "`?version=` is the question's version read (stale: 409 `changed_by_someone_else`). A " +
          'question some submission answered is kept: 409 `quiz_question_in_use`. ' +
          ANSWERS_WHOLE,
        params: QuestionParams,
        querystring: adminQuizDeleteQuerySchema(messageCodes),
        response: { 200: envelopeOf(AdminQuizSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await quizzes.deleteQuestion(
          await staffActor(request),
          request.params.id,
          request.query.version,
        ),
      ),
  );

  app.delete(
    '/quiz-answers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an answer and its result rules',
        description:
          "`?version=` is the answer's version read (stale: 409 `changed_by_someone_else`). An " +
          'answer some submission chose is kept: 409 `quiz_answer_in_use`. ' +
          ANSWERS_WHOLE,
        params: AnswerParams,
        querystring: adminQuizDeleteQuerySchema(messageCodes),
        response: { 200: envelopeOf(AdminQuizSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await quizzes.deleteAnswer(
          await staffActor(request),
          request.params.id,
          request.query.version,
        ),
      ),
  );

  app.post(
    '/quiz-images',
    {
      schema: {
        tags: ['admin'],
        summary: "A quiz's picture (its cover or an answer's; png, jpg or webp; at most 5 MB)",
        description:
          'A `multipart/form-data` body with one `image` file, judged by its bytes and declared ' +
          'size before decoding (422 on `data.fields.image`), re-encoded as WebP at most 1,200 px ' +
          "wide. Answers its URL, which the quiz's `cover_image` or an answer's `image` then " +
          'names. Audited.',
        consumes: ['multipart/form-data'],
        response: { 201: envelopeOf(AdminQuizImageSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const actor = await staffActor(request);
      const { bytes } = await singleUpload(request, {
        field: 'image',
        maxBytes: QUIZ_IMAGE_MAX_BYTES,
        tooLarge: () => quizzes.tooLarge(request.locale),
      });
      return respond(reply, await quizzes.uploadImage(actor, bytes, request.locale), {
        status: 201,
      });
    },
  );
};
