import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminAcademyComment } from '@kilau/domain/academy';
import { ACADEMY_QUEUES_API } from '~/features/admin/api/academy-queues-admin.server';
import { renderAcademyQueue } from '~/features/admin/testing/academy-queue-fixtures';
import { axeViolations } from '~/testing/axe';
import type { ApiReplies } from '~/testing/route-module';
import * as commentsPage from './admin-academy-comments';

const HELD: AdminAcademyComment = {
  id: 31,
  post_id: 12,
  post_title: 'Kenali kulitmu',
  user_id: 40,
  member_email: 'sari@example.com',
  body: 'Beli di www.toko-lain.com lebih murah',
  status: 'held',
  hold_reasons: ['link', 'reports'],
  report_count: 2,
  created_at: '2026-11-24T05:30:00.000Z',
};

const render = (replies: ApiReplies = {}, url = '/admin/academy/comments') =>
  renderAcademyQueue(commentsPage, '/admin/academy/comments', {
    url,
    replies: {
      [`GET ${ACADEMY_QUEUES_API.comments}`]: { data: [HELD] },
      ...replies,
    },
  });

const row = async () =>
  within(
    (await screen.findByRole('rowheader', { name: 'sari@example.com' })).closest(
      'tr',
    ) as HTMLElement,
  );

describe('/admin/academy/comments (route module)', () => {
  it('lists the held comments with their post, why held and reports', async () => {
    const { callsTo } = render();
    const comment = await row();
    expect(comment.getByRole('link', { name: 'Kenali kulitmu' }).getAttribute('href')).toBe(
      '/admin/academy/posts/12',
    );
    expect(comment.getByText('Beli di www.toko-lain.com lebih murah')).toBeTruthy();
    expect(comment.getByText('Tautan')).toBeTruthy();
    expect(comment.getByText('Dilaporkan')).toBeTruthy();
    expect(comment.getByText('24 Nov 2026, 12:30')).toBeTruthy();
    expect(callsTo('GET', ACADEMY_QUEUES_API.comments)[0]!.path).toBe(
      `${ACADEMY_QUEUES_API.comments}?status=held`,
    );
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('shows the published ones without moves', async () => {
    const { callsTo } = render(
      {
        [`GET ${ACADEMY_QUEUES_API.comments}`]: {
          data: [{ ...HELD, status: 'published', hold_reasons: [] }],
        },
      },
      '/admin/academy/comments?status=published',
    );
    const comment = await row();
    expect(comment.queryByRole('button', { name: /Tayangkan/ })).toBeNull();
    expect(callsTo('GET', ACADEMY_QUEUES_API.comments)[0]!.path).toBe(
      `${ACADEMY_QUEUES_API.comments}?status=published`,
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Status komentar' }));
    expect(tabs.getByRole('link', { name: 'Tayang' }).getAttribute('aria-current')).toBe('page');
  });

  it('publishes a held comment', async () => {
    const { callsTo } = render({
      [`POST ${ACADEMY_QUEUES_API.publish(31)}`]: { data: { id: 31, status: 'published' } },
    });
    const comment = await row();
    fireEvent.click(comment.getByRole('button', { name: 'Tayangkan komentar sari@example.com' }));
    expect(await screen.findByText('Komentar ditayangkan.')).toBeTruthy();
    expect(callsTo('POST', ACADEMY_QUEUES_API.publish(31))).toHaveLength(1);
  });

  it('removes one after asking, and shows the API’s refusal when it is no longer held', async () => {
    const { callsTo } = render({
      [`POST ${ACADEMY_QUEUES_API.remove(31)}`]: {
        status: 409,
        errorCode: 'academy_comment_not_held',
        message: 'Komentar ini tidak sedang ditahan.',
      },
    });
    const comment = await row();
    fireEvent.click(comment.getByRole('button', { name: 'Hapus komentar sari@example.com' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Hapus komentar sari@example.com' }),
    );
    expect(dialog.getByText(/di Kenali kulitmu tidak akan tampil/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Ya, lanjutkan' }));
    expect(await screen.findByText('Komentar ini tidak sedang ditahan.')).toBeTruthy();
    expect(callsTo('POST', ACADEMY_QUEUES_API.remove(31))).toHaveLength(1);
  });
});
