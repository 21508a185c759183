import { messageCodes, translate } from '@kilau/domain';
import {
  AcademyCommentCountSchema,
  AcademyCommentParamsSchema,
  AcademyCommentReportSchema,
  AcademyCommentSchema,
  AcademyCommentsQuerySchema,
  AcademyPostParamsSchema,
  AcademyPostSchema,
  AcademyPostsQuerySchema,
  createAcademyCommentSchema,
} from '@kilau/domain/academy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { AcademyPostsService } from './academy-posts.service';

const tags = ['academy'];

/** The academy's posts and their comments (prefix `/api/content`; docs/design/academy.md). */
export const academyPostsRoutes: FastifyPluginAsyncZod<{ posts: AcademyPostsService }> = async (
  app,
  { posts },
) => {
  app.get(
    '/posts',
    {
      schema: {
        tags,
        summary: 'Academy posts: articles (anyone, limit ≤ 5) or courses (approved members, ≤ 10)',
        description:
          '`filter[kind]=course|article`, `filter[tags]=a,b` (every tag), `limit`, `skip`, ' +
          '`sort=-published_at`. A course carries its class and state; its `content` is null ' +
          'until the class is reached.',
        querystring: AcademyPostsQuerySchema,
        response: { 200: envelopeOf(z.array(AcademyPostSchema)) },
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const query = request.query;
      const tagList = (query['filter[tags]'] ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
      const page = await posts.posts({
        kind: query['filter[kind]'],
        tags: tagList,
        skip: query.skip,
        limit: query.limit,
        newestFirst: query.sort === '-published_at',
        userId: member?.userId ?? null,
        locale: request.locale,
      });
      return respond(reply, page.items, { total: page.total, skip: query.skip, limit: page.limit });
    },
  );

  app.get(
    '/posts/:postId/comments',
    {
      schema: {
        tags,
        summary: "A post's comments, newest first (members; a course's once its class is reached)",
        params: AcademyPostParamsSchema,
        querystring: AcademyCommentsQuerySchema,
        response: { 200: envelopeOf(z.array(AcademyCommentSchema)) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { skip, limit } = request.query;
      const page = await posts.comments(request.params.postId, member.userId, skip, limit);
      return respond(reply, page.items, { total: page.total, skip, limit });
    },
  );

  app.get(
    '/posts/:postId/comments/count',
    {
      schema: {
        tags,
        summary: 'How many comments of the post the member sees',
        params: AcademyPostParamsSchema,
        response: { 200: envelopeOf(AcademyCommentCountSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await posts.count(request.params.postId, member.userId));
    },
  );

  app.post(
    '/posts/:postId/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a post (screened like reviews; a held one shows to its author only)',
        description:
          'Members only; a course’s comments only once its class is reached (403 ' +
          '`academy_class_locked`).',
        params: AcademyPostParamsSchema,
        body: createAcademyCommentSchema(messageCodes),
        response: { 201: envelopeOf(AcademyCommentSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const comment = await posts.addComment(
        request.params.postId,
        member.userId,
        request.body.body,
      );
      return respond(reply, comment, {
        status: 201,
        ...(comment.is_held ? { message: translate('academy_comment_held', request.locale) } : {}),
      });
    },
  );

  app.post(
    '/comments/:commentId/report',
    {
      schema: {
        tags,
        summary: 'Report a comment (once per member; 409 `academy_comment_reported` again)',
        params: AcademyCommentParamsSchema,
        body: AcademyCommentReportSchema,
        response: { 200: envelopeOf(z.object({ reported: z.boolean() })) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await posts.report(
          request.params.commentId,
          member.userId,
          request.body.reason,
          request.body.note,
        ),
        { message: translate('review_reported', request.locale) },
      );
    },
  );
};
