import { academyPath, type AdminAcademyEnrolment } from '@kilau/domain/academy';
import type { AuditActor } from '../../lib/staff-request';
import type { AdminAcademyRepository } from './admin-academy.repository';
import {
  conflict,
  iso,
  isoOrNull,
  notFound,
  PAGE_SIZE,
  type AdminAcademyServiceDeps,
} from './admin-academy-common';

type EnrolmentRow = NonNullable<Awaited<ReturnType<AdminAcademyRepository['enrolment']>>>;

/**
 * The enrolment queue in the back office: a pending enrolment approved (laying down the member's
 * progress row) or rejected once — a conditional update on its status — with the member's mail
 * queued and the audit row written in the same transaction.
 */
export function createAdminAcademyEnrolmentsService(deps: AdminAcademyServiceDeps) {
  const enrolmentViews = async (
    repo: AdminAcademyRepository,
    rows: readonly EnrolmentRow[],
  ): Promise<AdminAcademyEnrolment[]> => {
    const products = await repo.enrolmentProducts(rows.map((row) => row.id));
    return rows.map(({ first_name: _f, ...row }) => ({
      ...row,
      submitted_at: iso(row.submitted_at),
      decided_at: isoOrNull(row.decided_at),
      products: products
        .filter((product) => product.enrolment_id === row.id)
        .map((product) => ({
          id: product.id,
          name: product.name,
          cover_image: product.cover_image ?? null,
        })),
    }));
  };

  const mustEnrolment = async (repo: AdminAcademyRepository, id: number) => {
    const row = await repo.enrolment(id);
    if (!row) throw notFound('academy_enrolment_not_found');
    return (await enrolmentViews(repo, [row]))[0]!;
  };

  /** Approves or rejects a pending enrolment once, with the member's mail. */
  const decide = (
    actor: AuditActor,
    id: number,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  ) =>
    deps.inTransaction(async ({ academy, audit }) => {
      const row = await academy.enrolment(id);
      if (!row) throw notFound('academy_enrolment_not_found');
      const now = deps.clock();
      if (!(await academy.decideEnrolment(id, decision, actor.staffId, now))) {
        throw conflict('academy_enrolment_decided');
      }
      if (decision.status === 'approved') await academy.startProgress(row.user_id, now);
      const settings = await academy.settings();
      const name = settings?.name ?? 'Academy';
      await academy.queueMail({
        recipient: row.member_email,
        template:
          decision.status === 'approved'
            ? 'academy_enrolment_approved'
            : 'academy_enrolment_rejected',
        payload: {
          name: row.first_name || row.full_name,
          academy: name,
          url: settings ? `${deps.publicUrl}${academyPath(settings.path_segment, 'class')}` : '',
          reason: decision.status === 'rejected' ? decision.reason : '',
        },
        now,
      });
      await audit(actor, {
        action:
          decision.status === 'approved' ? 'academy_enrolment.approve' : 'academy_enrolment.reject',
        entity: 'academy_enrolment',
        entityId: id,
        before: { status: 'pending' },
        after: {
          status: decision.status,
          ...(decision.status === 'rejected' ? { rejection_reason: decision.reason } : {}),
        },
      });
      return mustEnrolment(academy, id);
    });

  return {
    async enrolments(status: string | undefined, page: number) {
      const [rows, total] = await Promise.all([
        deps.academy.enrolments(status, PAGE_SIZE, (page - 1) * PAGE_SIZE),
        deps.academy.countEnrolments(status),
      ]);
      return { list: await enrolmentViews(deps.academy, rows), total, perPage: PAGE_SIZE };
    },

    enrolment: (id: number) => mustEnrolment(deps.academy, id),

    approve: (actor: AuditActor, id: number) => decide(actor, id, { status: 'approved' }),
    reject: (actor: AuditActor, id: number, reason: string) =>
      decide(actor, id, { status: 'rejected', reason }),
  };
}
