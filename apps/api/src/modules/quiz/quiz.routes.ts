import { translate } from '@kilau/domain';
import {
  MemberQuizResultSchema,
  QuizIdParamsSchema,
  QuizResultSchema,
  QuizSlugParamsSchema,
  QuizSubmissionSchema,
  QuizViewSchema,
} from '@kilau/domain/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { QuizService } from './quiz.service';

/**
 * The beauty quiz (prefix `/api`; 001 §3 and §7, docs/design/beauty-quiz.md): the quiz, its
 * submission by guests and members, and a member's latest results.
 */
export const quizRoutes: FastifyPluginAsyncZod<{ quiz: QuizService }> = async (app, { quiz }) => {
  app.get(
    '/quiz/:slug',
    {
      schema: {
        tags: ['quiz'],
        summary: 'A beauty quiz (`pid_quiz`) by its slug, in the request language',
        description:
          'Answers `{ _id, slug, title, description, total_joined, attachments [{ type: cover, ' +
          'url }], questions [{ _id, position, text, answer_type (single_choice | ' +
          'multiple_choice | short_answer), template, answers [{ _id, position, text, image, ' +
          'text_color, bg_color }] }] }`; `template` is chosen from the answers (001 §2). ' +
          'An unknown or inactive quiz answers 404 `quiz_not_found`.',
        params: QuizSlugParamsSchema,
        response: { 200: envelopeOf(QuizViewSchema) },
      },
    },
    async (request, reply) => respond(reply, await quiz.view(request.params.slug, request.locale)),
  );

  app.post(
    '/quiz/pid_quiz/:id',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Submit a beauty quiz (guest or member): the result in `data`',
        description:
          'Body `{ is_new_quiz, answers [{ question_id, position, answer_ids? | ' +
          'short_answer_result? }] }` (001 §3). Each answer must be of the quiz, one per ' +
          'question, one choice unless the question is `multiple_choice`, a text (at most 200 ' +
          'characters, no control characters) only for `short_answer`; else 422 by field. ' +
          'Answers the skin type and concerns derived from the weighted tag rules, a routine ' +
          '(cleanser, toner, serum, moisturiser, sunscreen) of product tiles in stock, ' +
          '`total_joined` (raised by one when `is_new_quiz`), and for a member ' +
          '`saved_to_profile` (their beauty tags replaced by the result).',
        params: QuizIdParamsSchema,
        body: QuizSubmissionSchema,
        response: { 200: envelopeOf(QuizResultSchema) },
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const result = await quiz.submit({
        quizId: Number(request.params.id),
        userId: member?.userId ?? null,
        submission: request.body,
        locale: request.locale,
      });
      return respond(reply, result, { message: translate('quiz_result_ready', request.locale) });
    },
  );

  app.get(
    '/users/me/quiz-results',
    {
      schema: {
        tags: ['quiz'],
        summary: "The member's latest result of each quiz, newest first (the account page)",
        description:
          'Answers `data [{ submission_id, quiz_id, quiz_slug, quiz_title, skin_type, ' +
          'concerns, routine, saved_to_profile, created_at }]`; the routine shows today’s tiles.',
        response: { 200: envelopeOf(z.array(MemberQuizResultSchema)) },
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const results = await quiz.memberResults(member.userId, request.locale);
      return respond(reply, results, { total: results.length });
    },
  );
};
