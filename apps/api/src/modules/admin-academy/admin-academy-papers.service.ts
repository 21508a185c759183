import type { Locale } from '@kilau/domain';
import type { AdminAcademyPaper, AdminAcademyScoreInput } from '@kilau/domain/academy';
import type { AuditActor } from '../../lib/staff-request';
import type { AdminAcademyRepository } from './admin-academy.repository';
import {
  conflict,
  iso,
  isoOrNull,
  LINK_TTL_SECONDS,
  notFound,
  PAGE_SIZE,
  stale,
  type AdminAcademyServiceDeps,
} from './admin-academy-common';

type PaperRow = NonNullable<Awaited<ReturnType<AdminAcademyRepository['paper']>>>;

/**
 * The practice-paper queue in the back office: a waiting paper scored once — a conditional
 * update on its status at its version — with the member's mail and the audit row in the same
 * transaction; its images shown through short-lived private links.
 */
export function createAdminAcademyPapersService(deps: AdminAcademyServiceDeps) {
  const paperView = async (row: PaperRow, locale: Locale, withImages: string[]) => {
    const view: AdminAcademyPaper = {
      id: row.id,
      user_id: row.user_id,
      member_email: row.member_email,
      level_id: row.level_id,
      level_title: locale === 'en' ? row.level_title_en : row.level_title_id,
      pass_score: row.pass_score,
      attempt_no: row.attempt_no,
      body: row.body,
      images: withImages,
      status: row.status,
      score: row.score,
      passed: row.passed,
      feedback: row.feedback,
      created_at: iso(row.created_at),
      scored_at: isoOrNull(row.scored_at),
      version: row.version,
    };
    return view;
  };

  return {
    async papers(status: string | undefined, page: number, locale: Locale) {
      const [rows, total] = await Promise.all([
        deps.academy.papers(status, PAGE_SIZE, (page - 1) * PAGE_SIZE),
        deps.academy.countPapers(status),
      ]);
      return {
        list: await Promise.all(rows.map((row) => paperView(row, locale, []))),
        total,
        perPage: PAGE_SIZE,
      };
    },

    async paper(id: number, locale: Locale) {
      const row = await deps.academy.paper(id);
      if (!row) throw notFound('academy_paper_not_found');
      const images = await deps.academy.paperImages(id);
      return paperView(
        row,
        locale,
        await Promise.all(
          images.map((image) => deps.uploads.signedUrl(image.storage_key, LINK_TTL_SECONDS)),
        ),
      );
    },

    /** Scores a waiting paper once: passed at the level's pass score; the member hears. */
    score: (actor: AuditActor, id: number, input: AdminAcademyScoreInput, locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.paper(id);
        if (!row) throw notFound('academy_paper_not_found');
        if (row.status !== 'submitted') throw conflict('academy_paper_scored');
        if (row.version !== input.version) throw stale(await paperView(row, locale, []));
        const passed = input.score >= (row.pass_score ?? 100);
        const now = deps.clock();
        const score = { score: input.score, passed, feedback: input.feedback };
        if (!(await academy.scorePaper(id, input.version, score, actor.staffId, now))) {
          const current = (await academy.paper(id))!;
          if (current.status !== 'submitted') throw conflict('academy_paper_scored');
          throw stale(await paperView(current, locale, []));
        }
        await academy.queueMail({
          recipient: row.member_email,
          template: 'academy_paper_scored',
          payload: {
            name: row.first_name || row.member_email,
            level: row.level_title_id,
            score: input.score,
            passed,
            feedback: input.feedback,
          },
          now,
        });
        await audit(actor, {
          action: 'academy_paper.score',
          entity: 'academy_paper',
          entityId: id,
          before: { status: 'submitted' },
          after: { status: 'scored', ...score },
        });
        return paperView((await academy.paper(id))!, locale, []);
      }),
  };
}
