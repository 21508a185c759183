import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '@kilau/domain/accounts';
import { fakeXhr } from '~/testing/fake-xhr';
import { renderInShell } from '~/testing/render';
import { AvatarUpload } from './avatar-upload';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF_SIGNATURE = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

function imageFile(name: string, signature: number[], size = 1024) {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  return new File([bytes], name, { type: 'image/png' });
}

function choose(file: File) {
  const input = screen.getByLabelText<HTMLInputElement>('Ubah foto profil');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

const toast = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' ');

describe('the profile photo upload (001 §5 upload rules)', () => {
  it('offers the accepted kinds on a labelled file input', () => {
    renderInShell(<AvatarUpload />);
    const input = screen.getByLabelText<HTMLInputElement>('Ubah foto profil');
    expect(input.type).toBe('file');
    expect(input.accept).toContain('image/png');
    expect(input.accept).toContain('.jpeg');
    expect(input.accept).toContain('image/webp');
  });

  it('uploads the photo as multipart, shows the progress and toasts the answer', async () => {
    const { sent, requests } = fakeXhr();
    renderInShell(<AvatarUpload />);
    const photo = imageFile('selfie.png', PNG_SIGNATURE);
    choose(photo);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/users/me/image' });
    expect(sent[0]?.headers['Accept-Language']).toBe('id');
    const body = sent[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('image') as File).name).toBe('selfie.png');

    act(() => requests[0]?.progress(512, 1024));
    expect(screen.getByText('Mengunggah foto 50%')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Ubah foto profil').disabled).toBe(true);

    act(() =>
      requests[0]?.answer(200, {
        success: true,
        data: { id: 7, image: '/media/avatars/abc.webp' },
        message: 'Profil berhasil diperbarui',
        meta: { code: 200 },
      }),
    );
    await waitFor(() => expect(toast()).toContain('Profil berhasil diperbarui'));
    expect(screen.getByLabelText<HTMLInputElement>('Ubah foto profil').disabled).toBe(false);
  });

  it.each([
    [
      'over 5 MB',
      imageFile('big.png', PNG_SIGNATURE, PROFILE_IMAGE_MAX_BYTES + 1),
      'Ukuran maksimum 5MB',
    ],
    ['not png, jpg or webp', imageFile('anim.png', GIF_SIGNATURE), 'File harus png, jpg, jpeg'],
  ])('refuses a photo %s before sending it', async (_case, file, shown) => {
    const { sent } = fakeXhr();
    renderInShell(<AvatarUpload />);
    choose(file);
    await waitFor(() => expect(toast()).toContain(shown));
    expect(sent).toEqual([]);
  });

  it("toasts the API's refusal", async () => {
    const { requests } = fakeXhr();
    renderInShell(<AvatarUpload />);
    choose(imageFile('odd.png', PNG_SIGNATURE));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() =>
      requests[0]?.answer(422, {
        success: false,
        data: { fields: { image: 'File harus png, jpg, jpeg' } },
        errorCode: 'invalid_file_type',
        message: 'File harus png, jpg, jpeg',
        meta: { code: 422 },
      }),
    );
    await waitFor(() => expect(toast()).toContain('File harus png, jpg, jpeg'));
  });
});
