import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  checkPaperImageBytes,
  PAPER_IMAGE_MAX_BYTES,
  PAPER_IMAGE_PREFIX,
  PAPER_IMAGE_TYPES,
} from '@kilau/domain/academy';
import type { PrivateFiles, UploadPutRules } from '../../adapters/storage';
import { inTransaction } from '../../lib/transaction';
import { academyPostsRoutes } from './academy-posts.routes';
import { createAcademyPostsService } from './academy-posts.service';
import { createAcademyRepository } from './academy.repository';
import { academyRoutes } from './academy.routes';
import { createAcademyService, type AcademyService } from './academy.service';
import type { AcademyGraduated, AcademyMemberVouchers, AcademyProductTiles } from './academy-ports';

export type { AcademyGraduated, AcademyMemberVouchers, AcademyProductTiles } from './academy-ports';
export type { AcademyService } from './academy.service';

/** What a practice-paper image's PUT link takes in (the shop's own `/uploads/*` on local disk). */
export const ACADEMY_PAPER_UPLOADS: UploadPutRules = {
  prefix: PAPER_IMAGE_PREFIX,
  maxBytes: PAPER_IMAGE_MAX_BYTES,
  contentTypes: PAPER_IMAGE_TYPES,
  accept: (file) => checkPaperImageBytes(file),
};

export type AcademyOptions = {
  db: Kysely<Database>;
  clock: () => Date;
  tiles: AcademyProductTiles;
  files: PrivateFiles;
  /** The rewards' `academy_graduate` badge, in the graduation's transaction. */
  graduated: AcademyGraduated;
  memberVouchers: AcademyMemberVouchers;
};

/** The academy's use cases, built once in app.ts for its two plugins. */
export function createAcademy(options: AcademyOptions): AcademyService {
  const { db, memberVouchers } = options;
  return createAcademyService({
    academy: createAcademyRepository(db),
    transaction: (work) =>
      inTransaction(db, (tx) =>
        work({
          academy: createAcademyRepository(tx),
          seams: {
            badge: async (memberId) => {
              await options.graduated(tx, memberId);
            },
            voucher: async (voucherId, memberId, now) => {
              const assigned = await memberVouchers.assign(tx, voucherId, memberId, now);
              if (assigned === null) return null;
              return (await memberVouchers.find(tx, assigned, now))?.code ?? null;
            },
          },
        }),
      ),
    tiles: options.tiles,
    files: options.files,
    clock: options.clock,
  });
}

/**
 * The academy's storefront (prefix `/api/academy`; issue 22, docs/design/academy.md): settings,
 * syllabus, enrolment, progress, classes, quizzes, practice papers, winners and certificates.
 */
export const academyModule: FastifyPluginAsync<{
  academy: AcademyService;
  publicUrl: string;
}> = async (app, { academy, publicUrl }) => {
  await app.register(academyRoutes, { academy, publicUrl });
};

/** The academy's posts and comments (prefix `/api/content`; the spec's journal API). */
export const academyPostsModule: FastifyPluginAsync<{
  academy: AcademyService;
  db: Kysely<Database>;
  clock: () => Date;
}> = async (app, { academy, db, clock }) => {
  const posts = createAcademyPostsService({
    academy: createAcademyRepository(db),
    transaction: (work) => inTransaction(db, (tx) => work(createAcademyRepository(tx))),
    service: academy,
    clock,
  });
  await app.register(academyPostsRoutes, { posts });
};
