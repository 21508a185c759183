import { randomBytes } from 'node:crypto';
import type { Locale } from '@kilau/domain';
import {
  maySubmitPaper,
  type AcademyPaperInput,
  type AcademyPaperView,
  PAPER_IMAGE_MAX_BYTES,
  PAPER_IMAGE_TYPES,
  paperImagePrefix,
} from '@kilau/domain/academy';
import { AppError, fieldsRefused } from '../../lib/app-error';
import {
  ACADEMY_LINK_TTL_SECONDS,
  refusal,
  type AcademyServiceDeps,
  type AcademyState,
} from './academy-member-state';

/**
 * The levels' practice papers (docs/design/academy.md, storefront API): the member's own, the
 * private link an image is PUT to, and a submission checked against the uploads it names.
 */
export function createAcademyPapersService(deps: AcademyServiceDeps, state: AcademyState) {
  const { academy, clock, files } = deps;
  const { settingsRow, approved, stateOf, paperViews } = state;

  return {
    async papers(userId: number): Promise<AcademyPaperView[]> {
      await settingsRow();
      await approved(academy, userId, false);
      return paperViews(await academy.papers(userId));
    },

    /** Where the member PUTs one paper image (private, under their own prefix). */
    async paperUploadUrl(userId: number, contentType: string) {
      await approved(academy, userId, false);
      const ext =
        contentType === 'image/png' ? 'png' : contentType === 'image/webp' ? 'webp' : 'jpg';
      const name = `${paperImagePrefix(userId)}${randomBytes(12).toString('hex')}.${ext}`;
      return {
        name,
        url: await files.signedPutUrl(name, contentType, ACADEMY_LINK_TTL_SECONDS),
        method: 'PUT' as const,
        headers: { 'content-type': contentType },
      };
    },

    /**
     * `POST practice-papers`: when the level's paper is open and none waits; each image must be
     * an upload under the member's own prefix, there, an image of at most 5 MB, held by no paper.
     */
    async submitPaper(userId: number, input: AcademyPaperInput, locale: Locale) {
      await settingsRow();
      const unavailable = () =>
        fieldsRefused({ images: 'academy_paper_image_unavailable' }, locale);
      if (new Set(input.images).size !== input.images.length) throw unavailable();
      for (const name of input.images) {
        if (!name.startsWith(paperImagePrefix(userId)) || name.includes('..')) throw unavailable();
        const head = await files.head(name);
        if (
          !head ||
          head.size > PAPER_IMAGE_MAX_BYTES ||
          !(PAPER_IMAGE_TYPES as readonly string[]).includes(head.contentType)
        )
          throw unavailable();
      }
      if ((await academy.heldImages(input.images)).size > 0) throw unavailable();
      const id = await deps.transaction(async ({ academy: tx }) => {
        const state = await stateOf(tx, userId, true);
        const allowed = maySubmitPaper(state.view, input.level_id);
        if (!allowed.ok) throw refusal(allowed.code);
        if (await tx.waitingPaper(userId, input.level_id))
          throw new AppError(409, 'academy_paper_waiting', 'academy_paper_waiting');
        return tx.insertPaper({
          userId,
          levelId: input.level_id,
          body: input.body,
          images: input.images,
          now: clock(),
        });
      });
      const papers = await paperViews(await academy.papers(userId));
      return papers.find((paper) => paper.id === id)!;
    },
  };
}
