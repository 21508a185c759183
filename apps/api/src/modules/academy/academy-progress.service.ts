import type { Locale } from '@kilau/domain';
import {
  academyProgressView,
  mayMarkRead,
  mayReadClass,
  type AcademyClassDetail,
  type AcademyProgress,
} from '@kilau/domain/academy';
import { renderContent } from '../../lib/markdown';
import {
  ACADEMY_LINK_TTL_SECONDS,
  classNotFound,
  iso,
  isoOrNull,
  pick,
  refusal,
  type AcademyServiceDeps,
  type AcademyState,
} from './academy-member-state';

/**
 * An approved member's progress (docs/design/academy.md "Progress"): where they are, where they
 * left off, a lesson read, a class's page; every write under the member's progress row's lock.
 */
export function createAcademyProgressService(deps: AcademyServiceDeps, state: AcademyState) {
  const { academy, clock, files } = deps;
  const { syllabus, factsOf, stateOf, ref, stateIn, paperViews, lockedError } = state;

  async function progressOf(userId: number, locale: Locale): Promise<AcademyProgress> {
    const state = await stateOf(academy, userId);
    const byId = new Map(state.classes.map((row) => [Number(row.id), row]));
    const classFacts = new Map(state.classRows.map((row) => [Number(row.class_id), row]));
    const papers = await paperViews(state.papers);
    const certificate = await academy.certificateOf(userId);
    const nextRow = state.view.next_class_id === null ? null : byId.get(state.view.next_class_id);
    const lastRow =
      state.progress.last_class_id === null ? null : byId.get(Number(state.progress.last_class_id));
    return {
      started_at: iso(state.progress.started_at),
      graduated_at: isoOrNull(state.progress.graduated_at),
      last_class: lastRow ? ref(lastRow, locale) : null,
      next_class: nextRow ? ref(nextRow, locale) : null,
      percent: state.view.percent,
      levels: state.view.levels.map((level) => ({
        id: level.id,
        state: level.state,
        completed_at: isoOrNull(
          state.completions.find((row) => Number(row.level_id) === level.id)?.completed_at ?? null,
        ),
        paper_open: level.paper_open,
        paper: papers.find((paper) => paper.level_id === level.id) ?? null,
        classes: level.classes.map((entry) => {
          const row = byId.get(entry.id)!;
          const facts = classFacts.get(entry.id);
          const attempts = facts?.attempts ?? 0;
          return {
            id: entry.id,
            slug: row.slug,
            state: entry.state,
            attempts,
            best_score: facts?.best_score ?? null,
            attempts_left:
              row.max_attempts === null ? null : Math.max(0, row.max_attempts - attempts),
          };
        }),
      })),
      certificate_code: certificate?.code ?? null,
    };
  }

  return {
    progress: progressOf,

    /** `PUT user-progress`: where the member left off; a locked class is refused. */
    async setLastClass(userId: number, classId: number, locale: Locale) {
      await deps.transaction(async ({ academy: tx }) => {
        const state = await stateOf(tx, userId, true);
        const read = mayReadClass(state.view, classId);
        if (!read.ok) {
          if (read.code === 'academy_class_locked')
            throw lockedError(state.view, state.classes, locale);
          throw refusal(read.code);
        }
        await tx.setLastClass(userId, classId, clock());
      });
      return progressOf(userId, locale);
    },

    /** `POST user-progress/next-course/{class}`: the lesson is read (idempotent). */
    async markRead(userId: number, classId: number, locale: Locale) {
      await deps.transaction(async ({ academy: tx }) => {
        const state = await stateOf(tx, userId, true);
        const allowed = mayMarkRead(state.view, classId);
        if (!allowed.ok) {
          if (allowed.code === 'academy_class_locked')
            throw lockedError(state.view, state.classes, locale);
          throw refusal(allowed.code);
        }
        const now = clock();
        if (!allowed.value.already) await tx.markRead(userId, classId, now);
        await tx.setLastClass(userId, classId, now);
      });
      return progressOf(userId, locale);
    },

    async classDetail(userId: number, slug: string, locale: Locale): Promise<AcademyClassDetail> {
      const state = await stateOf(academy, userId);
      const row = state.classes.find((entry) => entry.slug === slug);
      if (!row) throw classNotFound();
      const classId = Number(row.id);
      const read = mayReadClass(state.view, classId);
      if (!read.ok) {
        if (read.code === 'academy_class_locked')
          throw lockedError(state.view, state.classes, locale);
        throw refusal(read.code);
      }
      const [post, attachments, level] = await Promise.all([
        academy.post(Number(row.post_id)),
        academy.attachments([Number(row.post_id)]),
        Promise.resolve(state.levels.find((entry) => Number(entry.id) === Number(row.level_id))!),
      ]);
      if (!post) throw classNotFound();
      const index = state.classes.indexOf(row);
      const previous = index > 0 ? state.classes[index - 1]! : null;
      const next = index + 1 < state.classes.length ? state.classes[index + 1]! : null;
      const facts = state.classRows.find((entry) => Number(entry.class_id) === classId);
      const commentCount = await academy.publishedCommentCount(Number(row.post_id));
      return {
        id: classId,
        slug: row.slug,
        post_id: Number(row.post_id),
        position: row.position,
        level: {
          id: Number(level.id),
          position: level.position,
          title: pick(locale, level.title_id, level.title_en),
        },
        title: pick(locale, post.title_id, post.title_en),
        summary: pick(locale, post.summary_id, post.summary_en),
        owner: post.owner,
        cover_image: post.cover_image,
        tags: post.tags,
        published_at: iso(post.published_at),
        content_html: renderContent(pick(locale, post.content_id, post.content_en), 'page').html,
        attachments: await Promise.all(
          attachments.map(async (attachment) => ({
            id: Number(attachment.id),
            name: attachment.name,
            content_type: attachment.content_type,
            size_bytes: attachment.size_bytes,
            url: await files.signedUrl(attachment.storage_key, ACADEMY_LINK_TTL_SECONDS),
          })),
        ),
        state: read.value,
        quiz: {
          question_count: Number(row.question_count),
          pass_mark: row.pass_mark,
          max_attempts: row.max_attempts,
          attempts: facts?.attempts ?? 0,
          best_score: facts?.best_score ?? null,
          passed: !!facts?.passed_at,
        },
        previous: previous ? ref(previous, locale) : null,
        next: next ? { ...ref(next, locale), state: stateIn(state.view, Number(next.id)) } : null,
        comment_count: commentCount,
      };
    },

    /** For the posts plugin: the member's view (null when not approved). */
    async viewOf(userId: number | null) {
      if (userId === null) return null;
      const progress = await academy.progress(userId);
      if (!progress) return null;
      const [{ classes, shape }, facts] = await Promise.all([syllabus(), factsOf(academy, userId)]);
      return { classes, view: academyProgressView(shape, facts.facts) };
    },
    stateIn,
  };
}
