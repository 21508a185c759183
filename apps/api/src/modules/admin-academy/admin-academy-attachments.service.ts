import { translate, type Locale } from '@kilau/domain';
import { ACADEMY_ATTACHMENT_MAX_BYTES } from '@kilau/domain/academy';
import { contentFingerprint } from '../../adapters/storage';
import { AppError, fieldsRefused } from '../../lib/app-error';
import type { AuditActor } from '../../lib/staff-request';
import { mustPost } from './admin-academy-posts.service';
import { conflict, notFound, type AdminAcademyServiceDeps } from './admin-academy-common';

/** What an attachment's first bytes say it is (its declared type is not trusted). */
function sniffAttachment(bytes: Buffer): { type: string; ext: string } | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { type: 'application/pdf', ext: 'pdf' };
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'image/png', ext: 'png' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { type: 'image/jpeg', ext: 'jpg' };
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { type: 'image/webp', ext: 'webp' };
  }
  return null;
}

/** A file's name as shown: its base name, plain characters, at most 120. */
const attachmentName = (name: string, ext: string) => {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._()-]+/gu, '').trim();
  return (base || `attachment.${ext}`).slice(0, 120);
};

/**
 * A post's files in the back office: stored in the private uploads once their bytes are judged,
 * listed and removed in an audited transaction (a file removed only after the commit).
 */
export function createAdminAcademyAttachmentsService(deps: AdminAcademyServiceDeps) {
  return {
    /** Stores a post's file in the private uploads and lists it (after its bytes are judged). */
    async addAttachment(
      actor: AuditActor,
      postId: number,
      file: { bytes: Buffer; name: string },
      locale: Locale,
    ) {
      if (!(await deps.academy.post(postId))) throw notFound('academy_post_not_found');
      const kind = sniffAttachment(file.bytes);
      if (!kind) throw fieldsRefused({ file: 'academy_attachment_type' }, locale);
      const key = `academy/posts/${postId}/${contentFingerprint(file.bytes)}.${kind.ext}`;
      await deps.uploads.put(key, file.bytes, kind.type);
      try {
        return await deps.inTransaction(async ({ academy, audit }) => {
          if (!(await academy.lockPost(postId))) throw notFound('academy_post_not_found');
          const name = attachmentName(file.name, kind.ext);
          const id = await academy.insertAttachment(
            postId,
            { name, storage_key: key, content_type: kind.type, size_bytes: file.bytes.length },
            deps.clock(),
          );
          if (id === undefined) throw conflict('academy_attachments_full');
          await academy.bumpPost(postId, deps.clock());
          await audit(actor, {
            action: 'academy_post.attach',
            entity: 'academy_post',
            entityId: postId,
            before: null,
            after: {
              attachment_id: id,
              name,
              content_type: kind.type,
              size_bytes: file.bytes.length,
            },
          });
          return mustPost(academy, postId);
        });
      } catch (error) {
        // The same file twice shares its key: keep it while a row names it.
        const named = (await deps.academy.attachments(postId)).some(
          (row) => row.storage_key === key,
        );
        if (!named) await deps.uploads.remove(key);
        if ((error as { code?: string }).code === '23505') {
          throw fieldsRefused({ file: 'academy_attachment_type' }, locale);
        }
        throw error;
      }
    },

    async removeAttachment(actor: AuditActor, postId: number, attachmentId: number) {
      const removed = await deps.inTransaction(async ({ academy, audit }) => {
        if (!(await academy.lockPost(postId))) throw notFound('academy_post_not_found');
        const row = await academy.deleteAttachment(postId, attachmentId);
        if (!row) throw notFound('academy_attachment_not_found');
        await academy.bumpPost(postId, deps.clock());
        await audit(actor, {
          action: 'academy_post.detach',
          entity: 'academy_post',
          entityId: postId,
          before: { attachment_id: attachmentId, name: row.name },
          after: null,
        });
        return { key: row.storage_key, view: await mustPost(academy, postId) };
      });
      await deps.uploads.remove(removed.key);
      return removed.view;
    },

    tooLarge: (locale: Locale) =>
      new AppError(
        422,
        'validation_failed',
        'academy_attachment_too_large',
        { max: ACADEMY_ATTACHMENT_MAX_BYTES / 1024 / 1024 },
        {
          fields: {
            file: translate('academy_attachment_too_large', locale, {
              max: ACADEMY_ATTACHMENT_MAX_BYTES / 1024 / 1024,
            }),
          },
        },
      ),
  };
}
