import type { Locale } from '@kilau/domain';
import {
  academyProgressView,
  type AcademyClassRef,
  type AcademyLevelShape,
  type AcademyPaperView,
  type AcademyProgressFacts,
  type AcademyProgressView,
} from '@kilau/domain/academy';
import type { PrivateFiles } from '../../adapters/storage';
import { AppError } from '../../lib/app-error';
import type { AcademyRepository } from './academy.repository';
import type { AcademyGraduationSeams, AcademyProductTiles } from './academy-ports';

/** How long an attachment's or a paper image's link lasts. */
export const ACADEMY_LINK_TTL_SECONDS = 15 * 60;

export type ClassRow = Awaited<ReturnType<AcademyRepository['classes']>>[number];
export type LevelRow = Awaited<ReturnType<AcademyRepository['levels']>>[number];

export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
export const pick = (locale: Locale, id: string, en: string) => (locale === 'en' ? en : id);

export const academyNotFound = () => new AppError(404, 'academy_not_found', 'academy_not_found');
export const notEnrolled = () => new AppError(403, 'academy_not_enrolled', 'academy_not_enrolled');
export const classNotFound = () =>
  new AppError(404, 'academy_class_not_found', 'academy_class_not_found');

/** A progress rule's refusal as the API answers it. */
export function refusal(
  code: string,
  params: Record<string, string | number> = {},
  data: unknown = null,
) {
  const status =
    code === 'academy_class_not_found' || code === 'academy_level_not_found'
      ? 404
      : code === 'academy_class_locked' || code === 'academy_level_locked'
        ? 403
        : 409;
  return new AppError(status, code, code as never, params, data);
}

/** Display name: first name and the last name's initial, else the user name. */
export const shortName = (user: { first_name: string; last_name: string; user_name: string }) => {
  const first = user.first_name.trim();
  if (!first) return user.user_name;
  const last = user.last_name.trim();
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
};
export const fullName = (user: { first_name: string; last_name: string; user_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim() || user.user_name;

export type AcademyWork = { academy: AcademyRepository; seams: AcademyGraduationSeams };

/** What every use case of the storefront's academy is built with (one set, from `index.ts`). */
export type AcademyServiceDeps = {
  academy: AcademyRepository;
  transaction: <T>(work: (joined: AcademyWork) => Promise<T>) => Promise<T>;
  tiles: AcademyProductTiles;
  files: PrivateFiles;
  clock: () => Date;
};

/**
 * What the academy's use cases share: its settings and syllabus, and a member's state — read,
 * or under the lock of the member's progress row (first in the academy's lock order).
 */
export function createAcademyState(deps: Pick<AcademyServiceDeps, 'academy' | 'files'>) {
  const { academy, files } = deps;

  async function settingsRow(repo: AcademyRepository = academy) {
    const row = await repo.settings();
    if (!row || !row.is_active) throw academyNotFound();
    return row;
  }

  async function syllabus(repo: AcademyRepository = academy) {
    const [levels, classes] = await Promise.all([repo.levels(), repo.classes()]);
    const shape: AcademyLevelShape[] = levels.map((level) => ({
      id: Number(level.id),
      has_assignment: level.assignment_pass_score !== null,
      classes: classes
        .filter((row) => Number(row.level_id) === Number(level.id))
        .map((row) => ({ id: Number(row.id), has_quiz: Number(row.question_count) > 0 })),
    }));
    return { levels, classes, shape };
  }

  async function factsOf(repo: AcademyRepository, userId: number) {
    const [classRows, completions, papers] = await Promise.all([
      repo.classProgress(userId),
      repo.completions(userId),
      repo.papers(userId),
    ]);
    const facts: AcademyProgressFacts = {
      read: new Set(classRows.filter((row) => row.read_at).map((row) => Number(row.class_id))),
      passed: new Set(classRows.filter((row) => row.passed_at).map((row) => Number(row.class_id))),
      completed_levels: new Set(completions.map((row) => Number(row.level_id))),
      papers_passed: new Set(
        papers.filter((paper) => paper.passed === true).map((paper) => Number(paper.level_id)),
      ),
    };
    return { facts, classRows, completions, papers };
  }

  /** The approved member's progress row, or 403 `academy_not_enrolled`. */
  async function approved(repo: AcademyRepository, userId: number, lock: boolean) {
    const row = lock ? await repo.lockProgress(userId) : await repo.progress(userId);
    if (!row) throw notEnrolled();
    return row;
  }

  /** The member's state, read (optionally under the progress lock) in one go. */
  async function stateOf(repo: AcademyRepository, userId: number, lock = false) {
    await settingsRow(repo);
    const progress = await approved(repo, userId, lock);
    const [{ levels, classes, shape }, facts] = await Promise.all([
      syllabus(repo),
      factsOf(repo, userId),
    ]);
    const view = academyProgressView(shape, facts.facts);
    return { progress, levels, classes, view, ...facts };
  }

  const ref = (row: ClassRow, locale: Locale): AcademyClassRef => ({
    id: Number(row.id),
    slug: row.slug,
    title: pick(locale, row.title_id, row.title_en),
  });
  const stateIn = (view: AcademyProgressView, classId: number) => {
    for (const level of view.levels)
      for (const entry of level.classes) if (entry.id === classId) return entry.state;
    return 'locked' as const;
  };

  async function paperViews(papers: Awaited<ReturnType<AcademyRepository['papers']>>) {
    const images = await academy.paperImages(papers.map((paper) => Number(paper.id)));
    return Promise.all(
      papers.map(
        async (paper): Promise<AcademyPaperView> => ({
          id: Number(paper.id),
          level_id: Number(paper.level_id),
          attempt_no: paper.attempt_no,
          body: paper.body,
          images: await Promise.all(
            images
              .filter((image) => Number(image.paper_id) === Number(paper.id))
              .map((image) => files.signedUrl(image.storage_key, ACADEMY_LINK_TTL_SECONDS)),
          ),
          status: paper.status,
          score: paper.score,
          passed: paper.passed,
          feedback: paper.feedback,
          created_at: iso(paper.created_at),
          scored_at: isoOrNull(paper.scored_at),
        }),
      ),
    );
  }

  async function classBySlug(slug: string) {
    const { classes } = await syllabus();
    const row = classes.find((entry) => entry.slug === slug);
    if (!row) throw classNotFound();
    return row;
  }

  /** 403 `academy_class_locked` with where to go instead. */
  function lockedError(view: AcademyProgressView, classes: ClassRow[], locale: Locale) {
    const next = classes.find((row) => Number(row.id) === view.next_class_id);
    return new AppError(
      403,
      'academy_class_locked',
      'academy_class_locked',
      {},
      {
        next_class: next ? ref(next, locale) : null,
      },
    );
  }

  return {
    settingsRow,
    syllabus,
    factsOf,
    approved,
    stateOf,
    ref,
    stateIn,
    paperViews,
    classBySlug,
    lockedError,
  };
}

export type AcademyState = ReturnType<typeof createAcademyState>;
