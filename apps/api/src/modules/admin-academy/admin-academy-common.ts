import type { PrivateFiles } from '../../adapters/storage';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditEntryInput } from '../../lib/staff-request';
import type { AdminAcademyRepository } from './admin-academy.repository';

// What the back office's academy use cases share: their dependencies, paging, links and the
// errors they answer.

export type Audit = (actor: AuditActor, entry: AuditEntryInput) => Promise<void>;
export type Tx = { academy: AdminAcademyRepository; audit: Audit };

/** What every use case of the back office's academy is built with (one set, from `index.ts`). */
export type AdminAcademyServiceDeps = {
  academy: AdminAcademyRepository;
  inTransaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  clock: () => Date;
  uploads: PrivateFiles;
  publicUrl: string;
};

export const PAGE_SIZE = 20;
/** How long the back office's links to a paper's images or a post's files live. */
export const LINK_TTL_SECONDS = 10 * 60;
export const TOP_SCORERS = 10;

export const notFound = (
  code:
    | 'academy_not_configured'
    | 'academy_level_not_found'
    | 'academy_post_not_found'
    | 'academy_class_not_found'
    | 'academy_enrolment_not_found'
    | 'academy_paper_not_found'
    | 'academy_comment_not_found'
    | 'academy_attachment_not_found'
    | 'academy_winner_not_found'
    | 'academy_member_not_found',
) => new AppError(404, code, code);
export const conflict = (
  code:
    | 'academy_level_has_classes'
    | 'academy_post_has_progress'
    | 'academy_enrolment_decided'
    | 'academy_paper_scored'
    | 'academy_comment_not_held'
    | 'academy_winner_taken'
    | 'academy_attachments_full',
) => new AppError(409, code, code);
export const stale = (current: unknown) =>
  new AppError(409, 'changed_by_someone_else', 'changed_by_someone_else', {}, { current });

export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
