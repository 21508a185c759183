import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatConversation, ChatMessage } from '@kilau/domain/support';
import { onLoginRequest } from '~/lib/login-request';
import { emitRealtimeForTests } from '~/lib/realtime';
import { axeViolations } from '~/testing/axe';
import { renderInShell } from '~/testing/render';
import { chatLauncherShowsOn } from '../chat-pages';
import { resetChatPanelForTests } from '../chat-store';
import { mergeMessages } from '../hooks/use-chat';
import { ChatLink, ChatWidget } from './chat-widget';

const message = (id: string, author: ChatMessage['author'], body: string, overrides = {}) =>
  ({
    id,
    author,
    body,
    faq: null,
    offers_handover: false,
    staff_name: author === 'staff' ? 'Dewi' : null,
    html: null,
    created_at: `2026-11-29T03:0${id}:00.000Z`,
    ...overrides,
  }) satisfies ChatMessage;

const envelope = (data: unknown, status = 200, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ success: status < 400, data, meta: { code: status }, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The chat API as the server answers it, keeping one conversation. */
function serveChat(start: ChatConversation = { id: null, status: 'bot', messages: [] }) {
  let conversation = start;
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, url, body });
    if (url === '/api/chatbot/conversation') return envelope(conversation);
    if (url === '/api/chatbot/messages') {
      if ((body as { body: string }).body.includes('\u0007')) {
        return envelope({ fields: { body: 'Tidak boleh ada karakter kontrol' } }, 422, {
          message: 'Data tidak valid',
        });
      }
      const faq = (body as { body: string }).body.includes('voucher');
      conversation = {
        id: '5',
        status: 'bot',
        messages: [
          ...conversation.messages,
          message('1', 'member', (body as { body: string }).body),
          faq
            ? message('2', 'bot', 'Cek **syarat minimum** belanjanya.', {
                faq: { question: 'Kenapa voucherku tidak bisa dipakai?', path: '/faq' },
                html: '<p>Cek <strong>syarat minimum</strong> belanjanya.</p>',
              })
            : message('2', 'bot', 'Maaf, aku belum menemukan jawabannya di FAQ.', {
                offers_handover: true,
              }),
        ],
      };
      return envelope(conversation);
    }
    if (url === '/api/chatbot/handover') {
      conversation = {
        ...conversation,
        status: 'waiting',
        messages: [...conversation.messages, message('3', 'bot', 'Tim Kilau akan membalas.')],
      };
      return envelope(conversation);
    }
    if (url === '/api/chatbot/close') {
      conversation = { id: null, status: 'bot', messages: [] };
      return envelope(conversation);
    }
    return envelope(null, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const MEMBER = { firstName: 'Sari' };

beforeEach(() => resetChatPanelForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetChatPanelForTests();
});

describe('the support chat widget (issue 24)', () => {
  it.each([
    ['/faq', true],
    ['/contact-us', true],
    ['/my-orders', true],
    ['/order/confirmation/12', true],
    ['/page/kebijakan-privasi', true],
    ['/', false],
    ['/order', false],
    ['/product/serum', false],
    ['/shop/all', false],
  ])('shows its launcher on %s: %s', (path, shown) => {
    expect(chatLauncherShowsOn(path)).toBe(shown);
  });

  it('asks a guest to sign in, and opens from the footer link on any page', async () => {
    serveChat();
    const asked = vi.fn();
    const stop = onLoginRequest(asked);
    renderInShell(
      <>
        <ChatWidget member={null} launcher={false} />
        <ChatLink />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Chat dengan Kilau', hidden: false })).toBeTruthy();
    // Only the footer's link: no launcher on this page.
    expect(document.querySelector('[data-chat-launcher]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chat dengan Kilau' }));
    const panel = await screen.findByRole('dialog', { name: 'Kilau Care' });
    expect(within(panel).getByText('Masuk untuk mulai ngobrol')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Masuk' }));
    expect(asked).toHaveBeenCalledWith({ redirect: '/' });
    expect(await axeViolations()).toEqual([]);
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    stop();
  });

  it('answers from the FAQ, names the entry, and hands over to a person', async () => {
    const calls = serveChat();
    renderInShell(<ChatWidget member={MEMBER} launcher />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat dengan Kilau' }));
    const panel = await screen.findByRole('dialog', { name: 'Kilau Care' });
    expect(within(panel).getByText(/Hai Sari! Aku asisten Kilau/)).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/chatbot/conversation'),
    );

    const input = within(panel).getByLabelText('Tulis pesan');
    fireEvent.change(input, { target: { value: 'Kenapa voucherku tidak bisa dipakai?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const link = await within(panel).findByRole('link', {
      name: 'Dari FAQ: Kenapa voucherku tidak bisa dipakai?',
    });
    expect(link.getAttribute('href')).toBe('/faq');
    // The FAQ's Markdown shows as the server rendered it.
    expect(within(panel).getByText('syarat minimum').tagName).toBe('STRONG');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/chatbot/messages',
      body: { body: 'Kenapa voucherku tidak bisa dipakai?' },
    });
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect(within(panel).getByText('Asisten FAQ · tim kami siap membantu')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Ngobrol dengan tim Kilau' }));
    expect(await within(panel).findByText('Menunggu tim Kilau membalas…')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Ngobrol dengan tim Kilau' })).toBeNull();

    // The desk answers: heard live, shown at once, and the status names who answers.
    act(() =>
      emitRealtimeForTests('chat', {
        chat_id: '5',
        status: 'live',
        message: message('4', 'staff', 'Halo Kak Sari, aku bantu cek ya.'),
      }),
    );
    expect(await within(panel).findByText('Halo Kak Sari, aku bantu cek ya.')).toBeTruthy();
    expect(within(panel).getByText('Kamu ngobrol dengan Dewi')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    // The desk closes it: the member is told, and the next message starts anew.
    act(() => emitRealtimeForTests('chat', { chat_id: '5', status: 'closed', message: null }));
    expect(
      await within(panel).findByText(
        'Percakapan ini sudah ditutup. Kirim pesan kapan saja untuk mulai lagi.',
      ),
    ).toBeTruthy();
  });

  it('shows the API’s refusal under the input and keeps the draft', async () => {
    serveChat();
    renderInShell(<ChatWidget member={MEMBER} launcher />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat dengan Kilau' }));
    const panel = await screen.findByRole('dialog', { name: 'Kilau Care' });
    const input = within(panel).getByLabelText('Tulis pesan');
    fireEvent.change(input, { target: { value: 'halo\u0007' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Kirim' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Tidak boleh ada karakter kontrol',
    );
    expect((input as HTMLTextAreaElement).value).toBe('halo\u0007');
  });

  it('counts an answer that arrives while closed, on any page, and reads the transcript on open', async () => {
    serveChat({
      id: '9',
      status: 'live',
      messages: [
        message('1', 'member', 'Paketku belum sampai.'),
        message('2', 'staff', 'Sudah kami cek, Kak.'),
      ],
    });
    renderInShell(<ChatWidget member={MEMBER} launcher={false} />);
    expect(document.querySelector('[data-chat-launcher]')).toBeNull();
    act(() =>
      emitRealtimeForTests('chat', {
        chat_id: '9',
        status: 'live',
        message: message('2', 'staff', 'Sudah kami cek, Kak.'),
      }),
    );
    const launcher = await screen.findByRole('button', { name: /Chat dengan Kilau/ });
    expect(launcher.textContent).toContain('1 pesan baru');
    fireEvent.click(launcher);
    const panel = await screen.findByRole('dialog', { name: 'Kilau Care' });
    expect(await within(panel).findByText('Paketku belum sampai.')).toBeTruthy();
    // The live echo and the read transcript meet: each message once.
    expect(within(panel).getAllByText('Sudah kami cek, Kak.')).toHaveLength(1);
  });

  it('merges messages by id in the order they were written', () => {
    const a = message('1', 'member', 'a');
    const b = message('2', 'bot', 'b');
    const c = message('3', 'staff', 'c');
    expect(mergeMessages([a, c], [b, c]).map((m) => m.id)).toEqual(['1', '2', '3']);
  });
});
