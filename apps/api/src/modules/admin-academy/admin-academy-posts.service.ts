import type {
  AdminAcademyPost,
  AdminAcademyPostCreate,
  AdminAcademyPostSummary,
  AdminAcademyPostUpdate,
} from '@kilau/domain/academy';
import type { Locale } from '@kilau/domain';
import { fieldsRefused } from '../../lib/app-error';
import { renderContent } from '../../lib/markdown';
import { changedKeys as changed, type AuditActor } from '../../lib/staff-request';
import type { AdminAcademyRepository, PostColumns } from './admin-academy.repository';
import { quizView } from './admin-academy-quiz.service';
import {
  conflict,
  iso,
  notFound,
  stale,
  type AdminAcademyServiceDeps,
} from './admin-academy-common';

const postColumns = (input: AdminAcademyPostUpdate | AdminAcademyPostCreate): PostColumns => ({
  slug: input.slug,
  title_id: input.title_id,
  title_en: input.title_en,
  summary_id: input.summary_id,
  summary_en: input.summary_en,
  content_id: input.content_id,
  content_en: input.content_en,
  owner: input.owner,
  cover_image: input.cover_image,
  tags: input.tags,
  is_published: input.is_published,
  ...(input.published_at ? { published_at: new Date(input.published_at) } : {}),
});

type PostRow = NonNullable<Awaited<ReturnType<AdminAcademyRepository['post']>>>;
const postSummary = (row: PostRow): AdminAcademyPostSummary => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title_id: row.title_id,
  title_en: row.title_en,
  owner: row.owner,
  is_published: row.is_published,
  published_at: iso(row.published_at),
  class:
    row.class_id === null
      ? null
      : { id: row.class_id, level_id: row.class_level_id!, position: row.class_position! },
  version: row.version,
});

export async function postView(
  repo: AdminAcademyRepository,
  id: number,
): Promise<AdminAcademyPost | undefined> {
  const row = await repo.post(id);
  if (!row) return undefined;
  const attachments = await repo.attachments(id);
  return {
    ...postSummary(row),
    summary_id: row.summary_id,
    summary_en: row.summary_en,
    content_id: row.content_id,
    content_en: row.content_en,
    cover_image: row.cover_image,
    tags: row.tags,
    attachments: attachments.map((file) => ({
      id: file.id,
      name: file.name,
      content_type: file.content_type,
      size_bytes: file.size_bytes,
      url: null,
    })),
    quiz: row.class_id === null ? null : ((await quizView(repo, row.class_id)) ?? null),
  };
}

/** The post as the back office shows it, or 404 `academy_post_not_found`. */
export const mustPost = async (repo: AdminAcademyRepository, id: number) => {
  const view = await postView(repo, id);
  if (!view) throw notFound('academy_post_not_found');
  return view;
};

/**
 * The academy's posts in the back office: articles and courses (a course with its class), each
 * write audited in its transaction, an edit at the version it was read at; a deleted post's files
 * go after the commit.
 */
export function createAdminAcademyPostsService(deps: AdminAcademyServiceDeps) {
  return {
    posts: async (filters: {
      kind?: 'course' | 'article' | undefined;
      levelId?: number | undefined;
    }) => (await deps.academy.posts(filters)).map(postSummary),

    post: (id: number) => mustPost(deps.academy, id),

    createPost: (actor: AuditActor, input: AdminAcademyPostCreate, locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        if (input.kind === 'course') {
          if (input.level_id === undefined) {
            throw fieldsRefused({ level_id: 'academy_level_required' }, locale);
          }
          if (!(await academy.lockLevel(input.level_id))) {
            throw fieldsRefused({ level_id: 'academy_level_not_found' }, locale);
          }
        }
        const now = deps.clock();
        const id = await academy.insertPost(input.kind, postColumns(input), now);
        if (id === undefined) throw fieldsRefused({ slug: 'academy_post_slug_taken' }, locale);
        if (input.kind === 'course') {
          await academy.insertClass(
            input.level_id!,
            id,
            { pass_mark: input.pass_mark, max_attempts: input.max_attempts },
            now,
          );
        }
        await audit(actor, {
          action: 'academy_post.create',
          entity: 'academy_post',
          entityId: id,
          before: null,
          after: { ...input },
        });
        return mustPost(academy, id);
      }),

    updatePost: (actor: AuditActor, id: number, input: AdminAcademyPostUpdate, locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.lockPost(id);
        if (!row) throw notFound('academy_post_not_found');
        if (row.version !== input.version) throw stale(await postView(academy, id));
        const before = (await academy.post(id))!;
        const columns = postColumns(input);
        if (!(await academy.updatePost(id, columns, deps.clock()))) {
          throw fieldsRefused({ slug: 'academy_post_slug_taken' }, locale);
        }
        const { published_at: beforePublished, ...beforeColumns } = before;
        await audit(actor, {
          action: 'academy_post.update',
          entity: 'academy_post',
          entityId: id,
          ...changed(
            { ...beforeColumns, published_at: iso(beforePublished) },
            {
              ...columns,
              ...(columns.published_at ? { published_at: iso(columns.published_at) } : {}),
            },
          ),
        });
        return mustPost(academy, id);
      }),

    /** Deletes a post (a course with its class and quiz) unless members have progress in it. */
    deletePost: (actor: AuditActor, id: number) =>
      deps
        .inTransaction(async ({ academy, audit }) => {
          const row = await academy.lockPost(id);
          if (!row) throw notFound('academy_post_not_found');
          const view = (await postView(academy, id))!;
          if (view.class) {
            await academy.lockLevel(view.class.level_id);
            if (await academy.classHasProgress(view.class.id)) {
              throw conflict('academy_post_has_progress');
            }
            await academy.deleteClassOfPost(id);
          }
          const files = await academy.attachments(id);
          await academy.deletePost(id);
          await audit(actor, {
            action: 'academy_post.delete',
            entity: 'academy_post',
            entityId: id,
            before: {
              kind: view.kind,
              slug: view.slug,
              title_id: view.title_id,
              class: view.class,
            },
            after: null,
          });
          return { id, files: files.map((file) => file.storage_key) };
        })
        .then(async ({ id: deleted, files }) => {
          // The files go after the commit (a rolled-back delete keeps them).
          await Promise.all(files.map((key) => deps.uploads.remove(key)));
          return { id: deleted };
        }),

    /** Unsaved Markdown rendered as a class's lesson is (the editor's live preview). */
    preview: (content: string) => ({ html: renderContent(content, 'page').html }),
  };
}
