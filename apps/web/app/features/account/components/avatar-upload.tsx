import { useId, useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { checkProfileImage } from '@kilau/domain/accounts';
import { CameraIcon } from '~/components/ui/icons';
import { useToast } from '~/components/ui/toast';
import { useLocale, useMessage } from '~/lib/i18n';
import { uploadForm } from '~/lib/upload';
import { PROFILE_IMAGE_ACCEPT, PROFILE_IMAGE_PATH } from '../account-forms';
import { useAccountText } from '~/features/account/text';

/** Bytes read to tell the image kind by its signature (WebP needs twelve). */
const SIGNATURE_BYTES = 16;

/**
 * The profile photo's upload control, in the account card's avatar slot (001 §5 upload rules):
 * a labelled file input (png, jpg, jpeg or webp). The domain's checks run first (over 5 MB
 * "Ukuran maksimum 5MB", another kind "File harus png, jpg, jpeg"); the photo then goes up as
 * multipart to `POST /api/users/me/image` with its progress over the avatar. The answer is a
 * toast, and the page data reloads so every avatar shows the new photo.
 */
export function AvatarUpload() {
  const text = useAccountText();
  const message = useMessage();
  const locale = useLocale();
  const toast = useToast();
  const revalidator = useRevalidator();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so that choosing the same file again is a change again.
    input.value = '';
    if (!file || busy) return;
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    const checked = checkProfileImage({ head, size: file.size });
    if (!checked.ok) {
      toast.error(message(checked.code));
      return;
    }
    setProgress(0);
    const form = new FormData();
    form.append('image', file, file.name);
    const result = await uploadForm(PROFILE_IMAGE_PATH, form, {
      locale,
      onProgress: (share) => setProgress(Math.round(share * 100)),
    });
    setProgress(null);
    if (result.ok) {
      toast.success(result.message ?? message('profile_updated'));
      await revalidator.revalidate();
      return;
    }
    const fields = (result.data as { fields?: Record<string, string> } | undefined)?.fields;
    toast.error(fields?.image ?? result.message ?? message('generic_retry'));
  }

  return (
    <>
      {busy ? (
        <div
          role="status"
          className="absolute inset-0 grid place-items-center rounded-full bg-plum-950/65 text-xs font-bold text-cream-50"
        >
          <span aria-hidden>{progress}%</span>
          <span className="sr-only">{text('avatarUploading', { percent: progress })}</span>
        </div>
      ) : null}
      <label
        htmlFor={inputId}
        title={text('avatarChange')}
        className={`absolute -bottom-1 -right-1 grid size-9 place-items-center rounded-full bg-cream-50 text-plum-900 shadow-md ring-2 ring-plum-900 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blush-200 ${
          busy ? 'cursor-wait opacity-70' : 'cursor-pointer hover:bg-blush-100'
        }`}
      >
        <CameraIcon className="size-[1.125rem]" />
        <span className="sr-only">{text('avatarChange')}</span>
        <input
          id={inputId}
          type="file"
          accept={PROFILE_IMAGE_ACCEPT}
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void upload(event)}
          className="sr-only"
        />
      </label>
      <span id={`${inputId}-hint`} className="sr-only">
        {text('avatarHint')}
      </span>
    </>
  );
}
