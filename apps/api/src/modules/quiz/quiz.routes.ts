import { createHash, randomBytes } from 'node:crypto';
import { translate } from '@kilau/domain';
import {
  MemberQuizResultSchema,
  QuizIdParamsSchema,
  QuizResultSchema,
  QuizSlugParamsSchema,
  QuizSubmissionSchema,
  QuizViewSchema,
} from '@kilau/domain/engagement';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { QuizService } from './quiz.service';

/** A guest's taker cookie: a random id, so a guest is counted once per quiz (not a session). */
export const QUIZ_TAKER_COOKIE = 'kilau_quiz_taker';
const QUIZ_TAKER_TTL_S = 365 * 24 * 60 * 60;
const TAKER_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Who is taking the quiz, for `total_joined` (docs/design/beauty-quiz.md "Guests, members"): a
 * member by their id; a guest by the taker cookie, issued on their first submission (HttpOnly,
 * a year, only under `/api/quiz`) and stored only as a digest. A guest who refuses cookies is a
 * new taker each time: only an account makes a shopper known for sure.
 */
function takerOf(
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: number | null,
  httpsOnly: boolean,
): string {
  if (memberId !== null) return `member:${memberId}`;
  let id = request.cookies[QUIZ_TAKER_COOKIE];
  if (!id || !TAKER_ID.test(id)) {
    id = randomBytes(16).toString('base64url');
    reply.setCookie(QUIZ_TAKER_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: httpsOnly,
      path: '/api/quiz',
      maxAge: QUIZ_TAKER_TTL_S,
    });
  }
  return `guest:${createHash('sha256').update(id).digest('base64url')}`;
}

/**
 * The beauty quiz (prefix `/api`; 001 §3 and §7, docs/design/beauty-quiz.md): the quiz, its
 * submission by guests and members, and a member's latest results.
 */
export const quizRoutes: FastifyPluginAsyncZod<{ quiz: QuizService; httpsOnly: boolean }> = async (
  app,
  { quiz, httpsOnly },
) => {
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
          '`total_joined` (raised by one when `is_new_quiz` and the shopper was not counted ' +
          'before: a member by id, a guest by the `kilau_quiz_taker` cookie this call sets), ' +
          'the shade match when answers name a skin colour, and for a member ' +
          '`saved_to_profile` (their beauty tags replaced by the result).',
        params: QuizIdParamsSchema,
        body: QuizSubmissionSchema,
        response: { 200: envelopeOf(QuizResultSchema) },
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const userId = member?.userId ?? null;
      const result = await quiz.submit({
        quizId: Number(request.params.id),
        userId,
        taker: takerOf(request, reply, userId, httpsOnly),
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
