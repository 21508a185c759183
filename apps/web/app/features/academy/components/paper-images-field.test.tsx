import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAPER_IMAGE_MAX_BYTES } from '@kilau/domain/academy';
import { fakeXhr } from '~/testing/fake-xhr';
import { renderInShell } from '~/testing/render';
import { PaperImagesField } from './paper-images-field';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const picture = (name: string, type = 'image/png', size = 1024) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type });
};
const choose = (...files: File[]) => {
  const input = screen.getByLabelText<HTMLInputElement>('Tambah foto');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
};

/** The field in a form, with the busy flag shown the way the paper form uses it. */
function Harness() {
  const [busy, setBusy] = useState(false);
  return (
    <form aria-label="paper">
      <PaperImagesField name="images" onBusyChange={setBusy} />
      <output>{busy ? 'busy' : 'idle'}</output>
    </form>
  );
}
const names = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[type=hidden][name=images]')].map(
    (input) => input.value,
  );

let fetchCalls: { url: string; body: unknown }[];
beforeEach(() => {
  fetchCalls = [];
  let n = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    fetchCalls.push({ url, body: JSON.parse(String(init.body)) });
    n += 1;
    return new Response(
      JSON.stringify({
        success: true,
        data: {
          name: `academy/papers/5/${n}.png`,
          url: `/uploads/academy/papers/5/${n}.png?expires=1&signature=x`,
          method: 'PUT',
          headers: { 'content-type': 'image/png' },
        },
        meta: { code: 200 },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the practice paper’s photos', () => {
  it('asks a link per photo, PUTs it there with progress, then sends its name with the form', async () => {
    const { sent, requests } = fakeXhr();
    renderInShell(<Harness />);
    choose(picture('rutinitas.png'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(fetchCalls).toEqual([
      { url: '/api/academy/practice-papers/upload-url', body: { content_type: 'image/png' } },
    ]);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/uploads/academy/papers/5/1.png?expires=1&signature=x',
      headers: { 'content-type': 'image/png' },
    });
    expect(await screen.findByText('busy')).toBeTruthy();
    act(() => requests[0]!.progress(512, 1024));
    expect(screen.getByText('Mengunggah 50%')).toBeTruthy();
    expect(names()).toEqual([]);
    act(() => requests[0]!.answer(204, {}));
    await waitFor(() => expect(names()).toEqual(['academy/papers/5/1.png']));
    expect(await screen.findByText('idle')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hapus foto 1' }));
    expect(names()).toEqual([]);
  });

  it('refuses a too-large or non-photo file here, with the shop’s words, asking nothing', async () => {
    const { sent } = fakeXhr();
    renderInShell(<Harness />);
    choose(
      picture('besar.png', 'image/png', PAPER_IMAGE_MAX_BYTES + 1),
      picture('doc.pdf', 'application/pdf'),
    );
    expect(await screen.findByText('Ukuran maksimum 5MB')).toBeTruthy();
    expect(screen.getByText('File harus png, jpg, jpeg')).toBeTruthy();
    expect(fetchCalls).toEqual([]);
    expect(sent).toEqual([]);
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('shows the store’s refusal on the photo and keeps the form free', async () => {
    const { requests } = fakeXhr();
    renderInShell(<Harness />);
    choose(picture('rusak.png'));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]!.answer(415, { message: 'File harus png, jpg, jpeg' }));
    expect(await screen.findByText('File harus png, jpg, jpeg')).toBeTruthy();
    expect(names()).toEqual([]);
    expect(await screen.findByText('idle')).toBeTruthy();
  });

  it('takes at most five photos', async () => {
    fakeXhr();
    renderInShell(<Harness />);
    choose(...Array.from({ length: 7 }, (_, i) => picture(`${i}.png`)));
    await waitFor(() => expect(fetchCalls).toHaveLength(5));
    expect(screen.queryByLabelText('Tambah foto')).toBeNull();
  });
});
