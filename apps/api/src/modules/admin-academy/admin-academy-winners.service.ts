import { startOfWibIsoDay, type Locale } from '@kilau/domain';
import type {
  AdminAcademyCandidates,
  AdminAcademyWinner,
  AdminAcademyWinnerInput,
} from '@kilau/domain/academy';
import { fieldsRefused } from '../../lib/app-error';
import type { AuditActor } from '../../lib/staff-request';
import {
  conflict,
  iso,
  notFound,
  TOP_SCORERS,
  type AdminAcademyServiceDeps,
} from './admin-academy-common';

/** The first instant of a `YYYY-MM` month in WIB, and of the next. */
function wibMonth(period: string) {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: startOfWibIsoDay(`${period}-01`), to: startOfWibIsoDay(`${next}-01`) };
}

/**
 * The winners' board in the back office: a month's winners, its candidates (the month's graduates
 * and top scorers, by WIB month), and a winner added or removed in an audited transaction.
 */
export function createAdminAcademyWinnersService(deps: AdminAcademyServiceDeps) {
  return {
    winners: async (period: string): Promise<AdminAcademyWinner[]> =>
      (await deps.academy.winners(period)).map((row) => ({
        ...row,
        created_at: iso(row.created_at),
      })),

    async candidates(period: string): Promise<AdminAcademyCandidates> {
      const { from, to } = wibMonth(period);
      const [graduates, topScorers] = await Promise.all([
        deps.academy.graduates(from, to),
        deps.academy.topScorers(from, to, TOP_SCORERS),
      ]);
      return {
        period,
        graduates: graduates.map((row) => ({ ...row, graduated_at: iso(row.graduated_at!) })),
        top_scorers: topScorers,
      };
    },

    addWinner: (actor: AuditActor, input: AdminAcademyWinnerInput, locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        if (!(await academy.userExists(input.user_id))) {
          throw fieldsRefused({ user_id: 'academy_member_not_found' }, locale);
        }
        const id = await academy.insertWinner(input, actor.staffId, deps.clock());
        if (id === undefined) throw conflict('academy_winner_taken');
        await audit(actor, {
          action: 'academy_winner.create',
          entity: 'academy_winner',
          entityId: id,
          before: null,
          after: { ...input },
        });
        const list = await academy.winners(input.period);
        const row = list.find((winner) => winner.id === id)!;
        return { ...row, created_at: iso(row.created_at) };
      }),

    removeWinner: (actor: AuditActor, id: number) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.deleteWinner(id);
        if (!row) throw notFound('academy_winner_not_found');
        await audit(actor, {
          action: 'academy_winner.delete',
          entity: 'academy_winner',
          entityId: id,
          before: { ...row },
          after: null,
        });
        return { id };
      }),
  };
}
