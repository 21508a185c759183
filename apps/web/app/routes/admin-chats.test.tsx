import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeskChat, DeskConversation } from '@kilau/domain/support';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { StaffRole } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as chatsPage from './admin-chats';

const WAITING: DeskChat = {
  id: '7',
  status: 'waiting',
  member: { id: '41', name: 'Sari Wulandari', email: 'sari@example.com' },
  last_message: 'Kodenya KILAU25 tidak bisa dipakai.',
  last_message_at: '2026-11-29T03:10:00.000Z',
  staff_name: null,
};
const LIVE: DeskChat = {
  id: '8',
  status: 'live',
  member: { id: '42', name: 'Budi Santoso', email: 'budi@example.com' },
  last_message: 'Terima kasih!',
  last_message_at: '2026-11-29T03:05:00.000Z',
  staff_name: 'Dewi',
};
const CONVERSATION: DeskConversation = {
  ...WAITING,
  messages: [
    {
      id: '1',
      author: 'member',
      body: 'Kenapa voucherku tidak bisa dipakai?',
      faq: null,
      offers_handover: false,
      html: null,
      staff_name: null,
      created_at: '2026-11-29T03:00:00.000Z',
    },
    {
      id: '2',
      author: 'bot',
      body: 'Cek syarat minimum belanjanya.',
      faq: { question: 'Kenapa voucherku tidak bisa dipakai?', path: '/faq' },
      offers_handover: false,
      html: null,
      staff_name: null,
      created_at: '2026-11-29T03:00:01.000Z',
    },
  ],
};

const render = (url: string, replies: ApiReplies = {}, role: StaffRole = 'support') => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    'GET /api/admin/chats': { data: [WAITING, LIVE] },
    'GET /api/admin/chats/7': { data: CONVERSATION },
    ...replies,
  });
  renderRouteModule(chatsPage, {
    path: '/admin/chats/:id?',
    url,
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

describe('/admin/chats (issue 24, the support desk)', () => {
  it('lists who waits first, then who is being answered, with their last words', async () => {
    render('/admin/chats');
    const list = await screen.findByRole('list', { name: 'Percakapan' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Sari Wulandari'),
      expect.stringContaining('Budi Santoso'),
    ]);
    expect(items[0]!.textContent).toContain('Menunggu');
    expect(items[1]!.textContent).toContain('Dijawab Dewi');
    expect(
      screen.getByText('Pilih percakapan di kiri untuk membaca dan menjawabnya.'),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when no one waits', async () => {
    render('/admin/chats', { 'GET /api/admin/chats': { data: [] } });
    expect(
      await screen.findByText(
        'Belum ada yang menunggu. Percakapan baru muncul di sini begitu pelanggan minta bicara dengan tim.',
      ),
    ).toBeTruthy();
  });

  it('opens a transcript and answers it; the API hears the message', async () => {
    const api = render('/admin/chats/7', {
      'POST /api/admin/chats/7/messages': ({ body }) => ({
        data: {
          ...CONVERSATION,
          status: 'live',
          staff_name: 'Dewi',
          messages: [
            ...CONVERSATION.messages,
            {
              id: '3',
              author: 'staff',
              body: (body as { body: string }).body,
              faq: null,
              offers_handover: false,
              html: null,
              staff_name: 'Dewi',
              created_at: '2026-11-29T03:11:00.000Z',
            },
          ],
        },
      }),
    });
    const transcript = await screen.findByRole('list', { name: 'Percakapan', hidden: false });
    expect(transcript).toBeTruthy();
    expect(await screen.findByText('Cek syarat minimum belanjanya.')).toBeTruthy();
    expect(screen.getByText(/dari FAQ: Kenapa voucherku tidak bisa dipakai\?/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Jawaban'), {
      target: { value: 'Halo Kak Sari, voucher KILAU25 berlaku mulai Rp150.000.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/chats/7/messages')[0]?.body).toEqual({
        body: 'Halo Kak Sari, voucher KILAU25 berlaku mulai Rp150.000.',
      }),
    );
    expect(await screen.findByText('Jawaban terkirim.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses an empty answer before the API, and shows the API’s refusal of a closed one', async () => {
    const api = render('/admin/chats/7', {
      'POST /api/admin/chats/7/messages': {
        status: 409,
        errorCode: 'chat_closed',
        message: 'Percakapan ini sudah ditutup.',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim jawaban' }));
    expect(await screen.findByText('Data belum diisi')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/chats/7/messages')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Jawaban'), { target: { value: 'Halo?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    expect(await screen.findByText('Percakapan ini sudah ditutup.')).toBeTruthy();
  });

  it('closes a conversation', async () => {
    const api = render('/admin/chats/7', {
      'POST /api/admin/chats/7/close': { data: { ...CONVERSATION, status: 'closed' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Tutup percakapan' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/chats/7/close')).toHaveLength(1));
    expect(await screen.findByText('Percakapan ditutup.')).toBeTruthy();
  });

  it('refuses a role without support.tickets', async () => {
    render('/admin/chats', {}, 'operations');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Percakapan' })).toBeNull();
  });
});
