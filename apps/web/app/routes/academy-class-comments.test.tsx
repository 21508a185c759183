import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACADEMY_PATHS } from '~/features/academy/api/academy-calls';
import { USER_ME_PATH } from '~/features/auth/api/member.server';
import { A_MEMBER_ME, A_CLASS, AN_ACADEMY, aComment, LEVELS, PROGRESS } from '~/testing/academy';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as layout from './academy';
import * as page from './academy-class';

const COMMENTS = ACADEMY_PATHS.commentsOf(A_CLASS.post_id);

/** An approved member on class 2, whose post has `comments` (and `count` in all). */
const classReplies = (comments: ApiReplies[string], count = 2): ApiReplies => ({
  [`GET ${ACADEMY_PATHS.settings}`]: { data: AN_ACADEMY },
  [`GET ${ACADEMY_PATHS.levels}`]: { data: LEVELS },
  [`GET ${USER_ME_PATH}`]: A_MEMBER_ME,
  [`GET ${ACADEMY_PATHS.enrol}`]: {
    data: { id: 1, status: 'approved', products: [], submitted_at: '2026-11-01T00:00:00Z' },
  },
  [`GET ${ACADEMY_PATHS.progress}`]: { data: PROGRESS },
  [`PUT ${ACADEMY_PATHS.progress}`]: { data: PROGRESS },
  [`GET ${ACADEMY_PATHS.class('kelas-2')}`]: { data: A_CLASS },
  [`GET ${ACADEMY_PATHS.commentCount(A_CLASS.post_id)}`]: { data: { count } },
  [`GET ${COMMENTS}`]: comments,
});

const parent = { id: 'routes/academy', path: '/:academy', module: layout };

const renderClass = (api: ReturnType<typeof stubApi>, search = '') =>
  renderRouteModule(page, {
    parent,
    path: 'class/:classSlug',
    url: `/lumera-academy/class/kelas-2${search}`,
    context: api.context,
  });

const commentList = async () => screen.findByRole('list', { name: 'Daftar komentar' });

describe('/{academy}/class/{class}: comments', () => {
  it('shows the count and the comments newest first with their authors and WIB dates', async () => {
    const api = stubApi(
      classReplies({ data: [aComment(9, { body: 'Cocok untuk kulit kering?' }), aComment(8)] }, 12),
    );
    const view = renderClass(api);
    const list = await commentList();
    expect(screen.getByRole('heading', { level: 2, name: 'Komentar (12)' })).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Komentar 8$|^Cocok/).textContent)).toEqual([
      'Cocok untuk kulit kering?',
      'Komentar 8',
    ]);
    // 17:30 UTC on the 20th is the 21st in Jakarta.
    expect(within(items[0]!).getByText('21 Nov 2026')).toBeTruthy();
    expect(within(items[0]!).getByText('Rina Putri')).toBeTruthy();
    expect(within(items[0]!).getByText('R')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Tampilkan komentar lainnya' }).getAttribute('href'),
    ).toBe('/lumera-academy/class/kelas-2?comments=20');
    expect(api.callsTo('GET', COMMENTS).map((call) => call.path)).toEqual([
      `${COMMENTS}?limit=10&skip=0&sort=-created_at`,
    ]);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('loads the next page when asked for more, and offers no more once all are shown', async () => {
    const api = stubApi(classReplies({ data: [aComment(9), aComment(8)] }, 2));
    renderClass(api, '?comments=20');
    await commentList();
    expect(api.callsTo('GET', COMMENTS).map((call) => call.path)).toEqual([
      `${COMMENTS}?limit=20&skip=0&sort=-created_at`,
    ]);
    expect(screen.queryByRole('link', { name: 'Tampilkan komentar lainnya' })).toBeNull();
  });

  it('posts the comment and shows it to its author as waiting for review', async () => {
    let posted = false;
    const held = aComment(10, {
      body: 'Beli di mana?',
      is_mine: true,
      is_held: true,
      author: { name: 'Sari', image_url: null },
    });
    const api = stubApi({
      ...classReplies(() => ({ data: posted ? [held, aComment(9)] : [aComment(9)] }), 1),
      [`POST ${COMMENTS}`]: () => {
        posted = true;
        return {
          status: 201,
          data: held,
          message: 'Komentarmu menunggu pemeriksaan sebelum tampil.',
        };
      },
    });
    renderClass(api);
    const body = await screen.findByRole('textbox', { name: 'Tulis komentar' });
    expect(body.getAttribute('maxlength')).toBe('2000');
    fireEvent.change(body, { target: { value: 'Beli di mana?' } });
    screen.getByRole('button', { name: 'KIRIM KOMENTAR' }).click();
    expect(await screen.findByText('Komentarmu menunggu pemeriksaan sebelum tampil.')).toBeTruthy();
    const mine = (await screen.findByText('Beli di mana?')).closest('li')!;
    expect(within(mine).getByText('Menunggu pemeriksaan')).toBeTruthy();
    expect(within(mine).getByText('Kamu')).toBeTruthy();
    // Nobody reports their own comment.
    expect(within(mine).queryByText('Laporkan')).toBeNull();
    expect(api.callsTo('POST', COMMENTS).map((call) => call.body)).toEqual([
      { body: 'Beli di mana?' },
    ]);
  });

  it("shows the API's field message when it refuses a comment", async () => {
    const api = stubApi({
      ...classReplies({ data: [] }, 0),
      [`POST ${COMMENTS}`]: {
        status: 422,
        errorCode: 'validation_failed',
        message: 'Periksa kembali isianmu.',
        data: { fields: { body: 'Wajib diisi.' } },
      },
    });
    renderClass(api);
    expect(await screen.findByText(/Belum ada komentar/)).toBeTruthy();
    screen.getByRole('button', { name: 'KIRIM KOMENTAR' }).click();
    expect((await screen.findByRole('alert')).textContent).toBe('Periksa kembali isianmu.');
    expect(screen.getByText('Wajib diisi.')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Tulis komentar' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it("reports another member's comment once, with the reason", async () => {
    const report = ACADEMY_PATHS.reportComment(9);
    const api = stubApi({
      ...classReplies({ data: [aComment(9)] }, 1),
      [`POST ${report}`]: {
        data: { reported: true },
        message: 'Terima kasih, laporan kamu sudah kami terima.',
      },
    });
    renderClass(api);
    const item = within(await commentList()).getByRole('listitem');
    fireEvent.click(within(item).getByText('Laporkan'));
    fireEvent.change(within(item).getByRole('combobox', { name: 'Alasan melaporkan' }), {
      target: { value: 'misleading' },
    });
    within(item).getByRole('button', { name: 'Kirim laporan' }).click();
    expect(
      await within(item).findByText('Terima kasih, laporan kamu sudah kami terima.'),
    ).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Kirim laporan' })).toBeNull();
    expect(api.callsTo('POST', report).map((call) => call.body)).toEqual([
      { reason: 'misleading', note: '' },
    ]);
  });

  it("shows the API's word when the comment was already reported", async () => {
    const report = ACADEMY_PATHS.reportComment(9);
    const api = stubApi({
      ...classReplies({ data: [aComment(9)] }, 1),
      [`POST ${report}`]: {
        status: 409,
        errorCode: 'academy_comment_reported',
        message: 'Kamu sudah melaporkan komentar ini.',
      },
    });
    renderClass(api);
    const item = within(await commentList()).getByRole('listitem');
    fireEvent.click(within(item).getByText('Laporkan'));
    within(item).getByRole('button', { name: 'Kirim laporan' }).click();
    expect(await within(item).findByText('Kamu sudah melaporkan komentar ini.')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Kirim laporan' })).toBeNull();
    expect(api.callsTo('POST', report)).toHaveLength(1);
  });
});
