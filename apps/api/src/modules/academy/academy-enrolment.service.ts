import type { Locale } from '@kilau/domain';
import type { AcademyEnrolmentInput, AcademyEnrolmentView } from '@kilau/domain/academy';
import { AppError, fieldsRefused } from '../../lib/app-error';
import type { AcademyRepository } from './academy.repository';
import {
  academyNotFound,
  iso,
  isoOrNull,
  type AcademyServiceDeps,
  type AcademyState,
} from './academy-member-state';

/**
 * The academy's enrolment (docs/design/academy.md, storefront API): the member's own form and its
 * decision, at once for `auto_all` / `auto_buyers`, an approval laying down the progress row.
 */
export function createAcademyEnrolmentService(deps: AcademyServiceDeps, state: AcademyState) {
  const { academy, clock } = deps;
  const { settingsRow } = state;

  async function enrolmentView(
    row: NonNullable<Awaited<ReturnType<AcademyRepository['enrolment']>>>,
  ): Promise<AcademyEnrolmentView> {
    const ids = await academy.enrolmentProducts(Number(row.id));
    const tiles = new Map((await deps.tiles(ids)).map((tile) => [tile.id, tile]));
    return {
      id: Number(row.id),
      status: row.status,
      full_name: row.full_name,
      phone_no: row.phone_no,
      city: row.city,
      workplace_kind: row.workplace_kind,
      workplace_name: row.workplace_name,
      instagram: row.instagram,
      motivation: row.motivation,
      rejection_reason: row.rejection_reason,
      submitted_at: iso(row.submitted_at),
      decided_at: isoOrNull(row.decided_at),
      products: ids.flatMap((id) => {
        const tile = tiles.get(id);
        return tile ? [tile] : [];
      }),
    };
  }

  return {
    /** The caller's own enrolment, or null; any other id is 404 (never another member's). */
    async enrolment(
      userId: number,
      filterId: number | undefined,
    ): Promise<AcademyEnrolmentView | null> {
      await settingsRow();
      if (filterId !== undefined && filterId !== userId) throw academyNotFound();
      const row = await academy.enrolment(userId);
      return row ? enrolmentView(row) : null;
    },

    /**
     * Enrols (or enrols again after a rejection): the products must be the partner brand's;
     * decided at once by `auto_all`, or by `auto_buyers` when the member has a paid order with one
     * of the brand's products; an approval lays down the progress row in the same transaction.
     */
    async enrol(userId: number, input: AcademyEnrolmentInput, locale: Locale) {
      const settings = await settingsRow();
      const own = await academy.brandProducts(Number(settings.brand_id), input.product_ids);
      if (input.product_ids.some((id) => !own.has(id)))
        throw fieldsRefused({ product_ids: 'academy_products_invalid' }, locale);
      const approve =
        settings.enrolment_mode === 'auto_all' ||
        (settings.enrolment_mode === 'auto_buyers' &&
          (await academy.boughtBrand(userId, Number(settings.brand_id))));
      await deps.transaction(async ({ academy: tx }) => {
        const existing = await tx.lockEnrolment(userId);
        if (existing && existing.status !== 'rejected')
          throw new AppError(409, 'academy_enrolment_exists', 'academy_enrolment_exists');
        const now = clock();
        await tx.saveEnrolment(
          {
            user_id: userId,
            status: approve ? 'approved' : 'pending',
            full_name: input.full_name,
            phone_no: input.phone_no,
            city: input.city,
            workplace_kind: input.workplace_kind,
            workplace_name: input.workplace_name,
            instagram: input.instagram,
            motivation: input.motivation,
            rejection_reason: null,
            auto_approved: approve,
            decided_by: null,
            decided_at: approve ? now : null,
            submitted_at: now,
            updated_at: now,
          },
          existing ? Number(existing.id) : null,
          input.product_ids,
        );
        if (approve) await tx.insertProgress(userId, now);
      });
      const row = await academy.enrolment(userId);
      return enrolmentView(row!);
    },
  };
}
