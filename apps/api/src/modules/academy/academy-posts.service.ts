import type { Locale } from '@kilau/domain';
import {
  ACADEMY_ARTICLES_LIMIT,
  ACADEMY_COURSES_LIMIT,
  type AcademyComment,
  type AcademyPost,
} from '@kilau/domain/academy';
import { holdReasons, REVIEW_REPORTS_TO_HOLD } from '@kilau/domain/reviews';
import { AppError } from '../../lib/app-error';
import { renderContent } from '../../lib/markdown';
import type { AcademyRepository } from './academy.repository';
import type { AcademyService } from './academy.service';

const postNotFound = () => new AppError(404, 'academy_post_not_found', 'academy_post_not_found');
const pick = (locale: Locale, id: string, en: string) => (locale === 'en' ? en : id);
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The academy's posts (the spec's journal API at `/api/content`; docs/design/academy.md "Posts"):
 * articles for anyone, courses for approved members with their class's state (a course's content
 * only once its class is reached), and comments — members only, a course's only once its class
 * is reached, screened by the reviews' filter (a held comment shows to its author only), reported
 * once per member.
 */
export function createAcademyPostsService(deps: {
  academy: AcademyRepository;
  transaction: <T>(work: (academy: AcademyRepository) => Promise<T>) => Promise<T>;
  service: AcademyService;
  clock: () => Date;
}) {
  const { academy, service, clock } = deps;

  /** The post, and whether the member may read its content (articles: always). */
  async function reachable(postId: number, userId: number) {
    const post = await academy.post(postId);
    if (!post || !post.is_published) throw postNotFound();
    if (post.kind === 'article') return post;
    const member = await service.viewOf(userId);
    if (!member) throw new AppError(403, 'academy_not_enrolled', 'academy_not_enrolled');
    const row = member.classes.find((entry) => Number(entry.post_id) === postId);
    if (!row) throw postNotFound();
    if (service.stateIn(member.view, Number(row.id)) === 'locked')
      throw new AppError(403, 'academy_class_locked', 'academy_class_locked');
    return post;
  }

  return {
    async posts(input: {
      kind: 'course' | 'article';
      tags: string[];
      skip: number;
      limit: number | undefined;
      newestFirst: boolean;
      userId: number | null;
      locale: Locale;
    }): Promise<{ items: AcademyPost[]; total: number; limit: number }> {
      const max = input.kind === 'course' ? ACADEMY_COURSES_LIMIT : ACADEMY_ARTICLES_LIMIT;
      if (input.limit !== undefined && input.limit > max)
        throw new AppError(422, 'validation_failed', 'academy_posts_limit', { max });
      const limit = input.limit ?? max;
      const member = input.kind === 'course' ? await service.viewOf(input.userId) : null;
      if (input.kind === 'course' && !member) {
        if (input.userId === null) throw new AppError(401, 'unauthorized', 'login_required');
        throw new AppError(403, 'academy_not_enrolled', 'academy_not_enrolled');
      }
      const [rows, total] = await Promise.all([
        academy.posts(input.kind, input.tags, input.skip, limit, input.newestFirst),
        academy.postsCount(input.kind, input.tags),
      ]);
      const ids = rows.map((row) => Number(row.id));
      const [attachments, counts] = await Promise.all([
        academy.attachments(ids),
        academy.commentCounts(ids),
      ]);
      const items = rows.map((row): AcademyPost => {
        const id = Number(row.id);
        const classRow = member?.classes.find((entry) => Number(entry.post_id) === id);
        const state = classRow ? service.stateIn(member!.view, Number(classRow.id)) : null;
        const readable = row.kind === 'article' || (state !== null && state !== 'locked');
        return {
          _id: String(id),
          id,
          slug: row.slug,
          kind: row.kind,
          title: pick(input.locale, row.title_id, row.title_en),
          owner: row.owner,
          summary: pick(input.locale, row.summary_id, row.summary_en),
          cover_image: row.cover_image,
          tags: row.tags,
          created_at: iso(row.created_at),
          published_at: iso(row.published_at),
          content: readable
            ? renderContent(pick(input.locale, row.content_id, row.content_en), 'page').html
            : null,
          attachments: attachments
            .filter((attachment) => Number(attachment.post_id) === id)
            .map((attachment) => ({
              id: Number(attachment.id),
              name: attachment.name,
              content_type: attachment.content_type,
              size_bytes: attachment.size_bytes,
              url: null,
            })),
          comment_count: counts.get(id) ?? 0,
          class:
            classRow && state
              ? {
                  id: Number(classRow.id),
                  slug: classRow.slug,
                  level_id: Number(classRow.level_id),
                  state,
                }
              : null,
        };
      });
      return { items, total, limit };
    },

    async comments(postId: number, userId: number, skip: number, limit: number) {
      await reachable(postId, userId);
      const [rows, total] = await Promise.all([
        academy.comments(postId, userId, skip, limit),
        academy.visibleCommentCount(postId, userId),
      ]);
      const items = rows.map(
        (row): AcademyComment => ({
          _id: String(row.id),
          id: Number(row.id),
          body: row.body,
          created_at: iso(row.created_at),
          author: {
            name: `${row.first_name} ${row.last_name}`.trim() || row.user_name,
            image_url: row.image_url,
          },
          is_mine: Number(row.user_id) === userId,
          is_held: row.status === 'held',
        }),
      );
      return { items, total };
    },

    async count(postId: number, userId: number) {
      await reachable(postId, userId);
      return { count: await academy.visibleCommentCount(postId, userId) };
    },

    async addComment(postId: number, userId: number, body: string) {
      await reachable(postId, userId);
      const reasons = holdReasons([body]);
      const id = await deps.transaction((tx) =>
        tx.insertComment({
          post_id: postId,
          user_id: userId,
          body,
          status: reasons.length > 0 ? 'held' : 'published',
          hold_reasons: reasons,
          now: clock(),
        }),
      );
      const { items } = await this.comments(postId, userId, 0, 50);
      return items.find((item) => item.id === id)!;
    },

    /** A member's report, once (409 the second time); enough reports hold the comment. */
    async report(
      commentId: number,
      userId: number,
      reason: 'spam' | 'offensive' | 'misleading' | 'other',
      note: string,
    ) {
      const comment = await academy.comment(commentId);
      if (!comment || comment.status !== 'published')
        throw new AppError(404, 'academy_comment_not_found', 'academy_comment_not_found');
      await reachable(Number(comment.post_id), userId);
      await deps.transaction(async (tx) => {
        const now = clock();
        const counted = await tx.report({
          comment_id: commentId,
          user_id: userId,
          reason,
          note,
          now,
        });
        if (!counted)
          throw new AppError(409, 'academy_comment_reported', 'academy_comment_reported');
        if (counted.report_count >= REVIEW_REPORTS_TO_HOLD) await tx.holdComment(commentId, now);
      });
      return { reported: true };
    },
  };
}

export type AcademyPostsService = ReturnType<typeof createAcademyPostsService>;
