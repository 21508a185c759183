import type { Database, ReviewStatus } from '@kilau/db';
import type { Locale } from '@kilau/domain';
import { REVIEW_EXCERPT_LENGTH, type AdminReview, type AdminReviewRow } from '@kilau/domain/admin';
import { formatVariantLabel, type VariantAttributes } from '@kilau/domain/catalog';
import type { Kysely, Transaction } from 'kysely';
import { mediaPath } from '../../adapters/storage';
import { AppError } from '../../lib/app-error';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import type { AuditActor, RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import {
  createAdminReviewsRepository,
  type AdminReviewQuery,
  type AdminReviewsRepository,
} from './admin-reviews.repository';

/** A decision the back office takes on a review. */
export type ReviewDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** The review as a decision locks it: what the audit row and the version check need. */
export type LockedReview = {
  id: number;
  product_id: number;
  status: ReviewStatus;
  hold_reasons: string[];
  rejection_reason: string | null;
  report_count: number;
  version: number;
};

/**
 * The reviews' side of a decision (the reviews module's `createReviewModeration`, composed in
 * app.ts: feature folders never import each other). `lock` takes the review row, the first lock
 * of a review write; `decide` writes the decision and the stats delta in the same transaction.
 */
export interface ReviewDecisions {
  lock(tx: Transaction<Database>, reviewId: number): Promise<LockedReview | undefined>;
  decide(
    tx: Transaction<Database>,
    before: LockedReview,
    decision: ReviewDecision,
    at: { now: Date; staffId: number | null },
  ): Promise<{
    after: Pick<LockedReview, 'status' | 'hold_reasons' | 'rejection_reason' | 'report_count'>;
    dismissedReports: number;
    publishedChanged: boolean;
  }>;
}

const excerptOf = (text: string) =>
  text.length > REVIEW_EXCERPT_LENGTH ? `${text.slice(0, REVIEW_EXCERPT_LENGTH).trimEnd()}…` : text;

type ListedRow = Awaited<ReturnType<AdminReviewsRepository['list']>>['rows'][number];

/** What a list row and the whole review share. */
const baseOf = (
  row: Omit<ListedRow, 'excerpt'>,
  photos: Array<{ storage_key: string; caption: string }>,
  locale: Locale,
) => ({
  id: Number(row.id),
  status: row.status,
  product: { id: Number(row.product_id), name: row.product_name },
  variant: formatVariantLabel(row.attributes as VariantAttributes, locale),
  author: { id: Number(row.user_id), user_name: row.user_name },
  average_rating: Number(row.average_rating),
  hold_reasons: row.hold_reasons,
  report_count: row.report_count,
  photos: photos.map((photo) => ({ url: mediaPath(photo.storage_key), caption: photo.caption })),
  rejection_reason: row.rejection_reason,
  created_at: row.created_at.toISOString(),
  edited_at: row.edited_at?.toISOString() ?? null,
  version: row.version,
});

/**
 * Moderation of reviews (docs/design/reviews.md decision 6, docs/design/back-office.md
 * "Reviews"). A decision is one transaction: the review row locked, the version it was read at
 * checked (stale: 409 `changed_by_someone_else` with `data.current`), the decision and the stats
 * delta written by the reviews module, the audit row (`review.approve`, `review.reject`). After
 * the commit, a change of what is published tells the catalogue's caches (rating, count).
 */
export function createAdminReviewsService(deps: {
  db: Kysely<Database>;
  decisions: ReviewDecisions;
  audit: RecordAudit;
  clock: () => Date;
  changes: Pick<CatalogueChanges, 'changed'>;
}) {
  const { db, decisions, audit, clock, changes } = deps;
  const notFound = () => new AppError(404, 'review_not_found', 'review_not_found');

  async function read(handle: AdminReviewsRepository, id: number, locale: Locale) {
    const row = await handle.one(id);
    if (!row) return undefined;
    const [photos, ratings, tags, reports] = await Promise.all([
      handle.photosOf([id]),
      handle.ratingsOf(id),
      handle.tagsOf(id),
      handle.reportsOf(id),
    ]);
    const review: AdminReview = {
      ...baseOf(row, photos, locale),
      details: row.details,
      ratings: ratings.map((rating) => ({
        code: rating.code,
        name: locale === 'en' ? rating.name_en : rating.name_id,
        value: rating.value,
      })),
      tags,
      is_recommended: row.is_recommended,
      is_repurchase: row.is_repurchase,
      duration_of_used: row.duration_of_used,
      is_verified_purchase: row.is_verified_purchase,
      helpful_count: row.helpful_count,
      moderated_at: row.moderated_at?.toISOString() ?? null,
      moderated_by: row.moderated_by ?? null,
      reports: reports.map((report) => ({
        reason: report.reason,
        note: report.note,
        user_name: report.user_name,
        created_at: report.created_at.toISOString(),
        counts: report.dismissed_at === null,
      })),
    };
    return review;
  }

  async function show(id: number, locale: Locale) {
    const review = await read(createAdminReviewsRepository(db), id, locale);
    if (!review) throw notFound();
    return review;
  }

  return {
    async list(query: AdminReviewQuery, locale: Locale) {
      const reads = createAdminReviewsRepository(db);
      const { rows, total } = await reads.list(query);
      const ids = rows.map((row) => Number(row.id));
      const [photos, reasons] = await Promise.all([reads.photosOf(ids), reads.reasonsOf(ids)]);
      const list = rows.map((row): AdminReviewRow => {
        const id = Number(row.id);
        return {
          ...baseOf(
            row,
            photos.filter((photo) => Number(photo.review_id) === id),
            locale,
          ),
          excerpt: excerptOf(row.excerpt),
          report_reasons: reasons
            .filter((entry) => Number(entry.review_id) === id)
            .map((entry) => ({ reason: entry.reason, count: Number(entry.n) }))
            .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
        };
      });
      return { list, total };
    },

    show,

    /** Approve or reject at the `version` the page was read at. */
    async decide(
      actor: AuditActor,
      id: number,
      decision: ReviewDecision,
      version: number,
      locale: Locale,
    ) {
      const now = clock();
      const { productId, publishedChanged } = await inTransaction(db, async (tx) => {
        const before = await decisions.lock(tx, id);
        if (!before) throw notFound();
        if (before.version !== version) {
          const current = await read(createAdminReviewsRepository(tx), id, locale);
          throw new AppError(
            409,
            'changed_by_someone_else',
            'changed_by_someone_else',
            {},
            {
              current,
            },
          );
        }
        const result = await decisions.decide(tx, before, decision, {
          now,
          staffId: actor.staffId,
        });
        await audit(
          tx,
          actor,
          {
            action: `review.${decision.kind}`,
            entity: 'review',
            entityId: id,
            before: {
              status: before.status,
              hold_reasons: before.hold_reasons,
              report_count: before.report_count,
              rejection_reason: before.rejection_reason,
            },
            after: {
              ...result.after,
              ...(result.dismissedReports > 0
                ? { reports_dismissed: result.dismissedReports }
                : {}),
            },
          },
          now,
        );
        return { productId: before.product_id, publishedChanged: result.publishedChanged };
      });
      if (publishedChanged) await changes.changed({ products: [productId] }, 'review moderation');
      return show(id, locale);
    },
  };
}

export type AdminReviewsService = ReturnType<typeof createAdminReviewsService>;
