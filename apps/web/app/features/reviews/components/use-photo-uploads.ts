import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { ApiClient } from '~/lib/api-envelope';
import { requestUploadTicket } from '../api/review-calls';
import { putToSignedUrl, signedUploadFailure } from '~/lib/upload';
import { renderCroppedPhoto, type CropArea } from '../lib/photo-upload';
import type { DraftPhoto, ReviewDraft } from '../lib/review-draft';

let next = 0;
export const newPhotoKey = () => `photo-${Date.now()}-${(next += 1)}`;

/**
 * The draft's photo uploads (001 §7): the cropped 600 × 600 copy is drawn in the browser, a
 * pre-signed URL is asked for, and the copy is PUT to it with its progress on the photo. A
 * refusal (or a lost connection) stays on the photo with its message, so the shopper can remove
 * it or crop it again. The browser's copies are let go when the wizard closes.
 */
export function usePhotoUploads(
  api: ApiClient,
  setDraft: Dispatch<SetStateAction<ReviewDraft>>,
  failed: string,
) {
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const owned = previews.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
    };
  }, []);

  const patch = useCallback(
    (key: string, change: Partial<DraftPhoto>) =>
      setDraft((draft) => ({
        ...draft,
        photos: draft.photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
      })),
    [setDraft],
  );

  /** Crops `source`, puts the photo in the draft (or in place of `key`'s), and uploads it. */
  const upload = useCallback(
    async (key: string, source: Blob, crop: CropArea) => {
      let copy: Blob;
      try {
        copy = await renderCroppedPhoto(source, crop);
      } catch {
        copy = source;
      }
      const preview = URL.createObjectURL(copy);
      previews.current.add(preview);
      setDraft((draft) => {
        const photo: DraftPhoto = {
          key,
          name: null,
          preview,
          description: draft.photos.find((own) => own.key === key)?.description ?? '',
          progress: 0,
          error: null,
          source,
        };
        const exists = draft.photos.some((own) => own.key === key);
        return {
          ...draft,
          photos: exists
            ? draft.photos.map((own) => (own.key === key ? photo : own))
            : [...draft.photos, photo],
        };
      });
      const ticket = await requestUploadTicket(api, copy.type || 'image/jpeg');
      if (!ticket.ok) {
        patch(key, { error: ticket.message ?? failed, progress: null });
        return;
      }
      try {
        await putToSignedUrl(ticket.data, copy, (progress) => patch(key, { progress }));
        patch(key, { name: ticket.data.name, progress: 100 });
      } catch (error) {
        patch(key, {
          error: signedUploadFailure(error, failed),
          progress: null,
        });
      }
    },
    [api, failed, patch, setDraft],
  );

  return { upload };
}
