import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, ORDER_MESSAGE_KINDS } from '@kilau/domain/accounts';
import { renderInShell } from '~/testing/render';
import { MESSAGES_INTENT, parseMessagesForm } from '../account-forms';
import type { Member } from '../types';
import { OrderMessagesForm } from './order-messages-form';

const box = (element: HTMLElement) => (element as HTMLInputElement).checked;

const member: Member = {
  id: 7,
  email: 'sari@example.com',
  user_name: 'sari_w',
  first_name: 'Sari',
  last_name: 'Wulandari',
  gender: 'Female',
  salute: 'Ms',
  phone_no: null,
  date_of_birth: null,
  image: null,
  bio: '',
  social_links: [],
  tags: { beauty: [], interest: [] },
  preferences: {
    ...DEFAULT_PREFERENCES,
    messages: { order_shipped: { email: false } },
  },
};

describe('the order updates form', () => {
  it('shows each kind × channel as the member left it, and asks for a phone for SMS and WhatsApp', () => {
    renderInShell(<OrderMessagesForm member={member} />);
    const table = screen.getByRole('table', { name: 'Kabar Pesanan' });
    expect(within(table).getAllByRole('row')).toHaveLength(ORDER_MESSAGE_KINDS.length + 1);
    expect(box(screen.getByRole('checkbox', { name: 'Pesanan dikirim: E-mail' }))).toBe(false);
    expect(box(screen.getByRole('checkbox', { name: 'Pesanan sampai: E-mail' }))).toBe(true);
    expect(box(screen.getByRole('checkbox', { name: 'E-mail' }))).toBe(true);
    expect(box(screen.getByRole('checkbox', { name: 'WhatsApp' }))).toBe(false);
    expect(screen.getByText(/Tambahkan nomor HP/)).toBeTruthy();
  });

  it('posts every box, an unticked one as off, and shows the answer', async () => {
    let posted: FormData | null = null;
    renderInShell(<OrderMessagesForm member={member} />, {
      action: async ({ request }) => {
        posted = await request.formData();
        return { intent: MESSAGES_INTENT, ok: true, message: 'Pilihan kabar pesanan disimpan.' };
      },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pengingat pembayaran: E-mail' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan pilihan' }));
    await waitFor(() => expect(posted).not.toBeNull());
    const update = parseMessagesForm(posted!);
    expect(update.notifications).toEqual({ email: true, sms: false, whatsapp: true });
    expect(update.messages?.payment_reminder).toEqual({ email: false, sms: true, whatsapp: true });
    expect(update.messages?.order_shipped).toEqual({ email: false, sms: true, whatsapp: true });
    expect(update.messages?.order_placed).toEqual({ email: true, sms: true, whatsapp: true });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Pilihan kabar pesanan disimpan.'),
    );
  });
});
