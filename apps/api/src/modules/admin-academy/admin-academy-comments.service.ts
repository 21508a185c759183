import type { AdminAcademyComment } from '@kilau/domain/academy';
import type { AuditActor } from '../../lib/staff-request';
import { conflict, iso, notFound, type AdminAcademyServiceDeps } from './admin-academy-common';

/**
 * Comments in the back office: the lists by status, and a held comment published or removed once
 * (a conditional update on its status), audited in its transaction.
 */
export function createAdminAcademyCommentsService(deps: AdminAcademyServiceDeps) {
  const moveComment = (actor: AuditActor, id: number, status: 'published' | 'removed') =>
    deps.inTransaction(async ({ academy, audit }) => {
      if (!(await academy.commentStatus(id))) throw notFound('academy_comment_not_found');
      if (!(await academy.moveHeldComment(id, status, deps.clock()))) {
        throw conflict('academy_comment_not_held');
      }
      await audit(actor, {
        action: status === 'published' ? 'academy_comment.publish' : 'academy_comment.remove',
        entity: 'academy_comment',
        entityId: id,
        before: { status: 'held' },
        after: { status },
      });
      return { id, status };
    });

  return {
    comments: async (status: 'published' | 'held' | 'removed'): Promise<AdminAcademyComment[]> =>
      (await deps.academy.comments(status)).map((row) => ({
        ...row,
        created_at: iso(row.created_at),
      })),
    publishComment: (actor: AuditActor, id: number) => moveComment(actor, id, 'published'),
    removeComment: (actor: AuditActor, id: number) => moveComment(actor, id, 'removed'),
  };
}
