import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '@kilau/domain/accounts';
import { renderInShell } from '~/testing/render';
import {
  parseProfileForm,
  PASSWORD_INTENT,
  PROFILE_INTENT,
  socialLinkField,
} from '../account-forms';
import type { Member } from '../types';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const descriptionOf = (label: string | RegExp) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const toast = () => screen.getByRole('status').textContent ?? '';

const member: Member = {
  id: 7,
  email: 'sari@example.com',
  user_name: 'sari_w',
  first_name: 'Sari',
  last_name: 'Wulandari',
  gender: 'Female',
  salute: 'Ms',
  phone_no: '081234567890',
  date_of_birth: '1995-02-28T00:00:00.000Z',
  image: null,
  bio: '',
  social_links: [{ url: 'https://instagram.com/sari' }],
  tags: { beauty: [], interest: [] },
  preferences: DEFAULT_PREFERENCES,
};

describe('PasswordForm (001 §5, §8)', () => {
  it("says 'Konfirmasi password tidak sesuai' until both new passwords match", () => {
    renderInShell(<PasswordForm />);
    type('Password Baru', 'rahasia123');
    type('Konfirmasi Password Baru', 'rahasia124');
    expect(descriptionOf('Konfirmasi Password Baru')).toContain('Konfirmasi password tidak sesuai');
    // Fixing the new password fixes the pair: the confirmation is checked again with it.
    type('Password Baru', 'rahasia124');
    expect(descriptionOf('Konfirmasi Password Baru')).not.toContain('tidak sesuai');
    type('Password Baru', 'abc');
    expect(descriptionOf('Password Baru')).toContain('Password harus 6 sampai 60 karakter');
  });

  it('shows a wrong old password on its field', async () => {
    renderInShell(<PasswordForm />, {
      action: () => ({
        intent: PASSWORD_INTENT,
        ok: false,
        fields: { old_password: 'Password salah' },
      }),
    });
    type('Password Lama', 'salah-lama');
    type('Password Baru', 'rahasia456');
    type('Konfirmasi Password Baru', 'rahasia456');
    fireEvent.click(screen.getByRole('button', { name: 'Ubah password' }));
    await waitFor(() => expect(descriptionOf('Password Lama')).toContain('Password salah'));
    // Typing again puts the server's word away.
    type('Password Lama', 'rahasia123');
    expect(descriptionOf('Password Lama')).not.toContain('Password salah');
  });

  it('toasts the success and empties the form', async () => {
    renderInShell(<PasswordForm />, {
      action: () => ({
        intent: PASSWORD_INTENT,
        ok: true,
        message: 'Password anda berhasil diubah',
      }),
    });
    type('Password Lama', 'rahasia123');
    type('Password Baru', 'rahasia456');
    type('Konfirmasi Password Baru', 'rahasia456');
    fireEvent.click(screen.getByRole('button', { name: 'Ubah password' }));
    await waitFor(() => expect(toast()).toContain('Password anda berhasil diubah'));
    expect(field('Password Lama').value).toBe('');
    expect(field('Konfirmasi Password Baru').value).toBe('');
  });
});

describe('ProfileForm (001 §3, §5, §8)', () => {
  it('shows the phone beside +62 without its leading 0, and the chosen salute', () => {
    renderInShell(<ProfileForm member={member} />);
    expect(field('Nomor Handphone').value).toBe('81234567890');
    expect(screen.getByText('+62')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Ms' }).checked).toBe(true);
    // Day first, as Indonesia writes it (ADR 0030); the form sends the API's 1995-02-28.
    expect(field(/^Tanggal Lahir/).value).toBe('28/02/1995');
  });

  it('checks the fields with the profile rules as the shopper types', () => {
    renderInShell(<ProfileForm member={member} />);
    type('Nama Depan', '');
    expect(descriptionOf('Nama Depan')).toContain('Data belum diisi');
    type('Nama Depan', 'S4ri');
    expect(descriptionOf('Nama Depan')).toContain(
      'Nama tidak boleh mengandung angka atau karakter khusus',
    );
    type('Email', 'sari@');
    expect(descriptionOf('Email')).toContain('Email tidak valid');
  });

  it('sends the profile with the salute id and toasts the answer', async () => {
    const received: FormData[] = [];
    renderInShell(<ProfileForm member={member} />, {
      action: async ({ request }) => {
        received.push(await request.formData());
        return { intent: PROFILE_INTENT, ok: true, message: 'Profile successfully updated' };
      },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Mr' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(toast()).toContain('Profile successfully updated'));
    const parsed = parseProfileForm(received[0]!, 'id');
    expect(parsed).toMatchObject({
      ok: true,
      data: {
        salute_id: 2,
        phone_no: '81234567890',
        date_of_birth: '1995-02-28',
        social_links: [{ url: 'https://instagram.com/sari' }],
      },
    });
  });

  it('puts a social link message on the slot it came from', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      user_name: 'sari_w',
      first_name: 'Sari',
      last_name: 'Wulandari',
      email: 'sari@example.com',
      phone_no: '81234567890',
      salute_id: '1',
    }))
      form.set(name, value);
    form.set(socialLinkField(2), 'not a link');
    const parsed = parseProfileForm(form, 'id');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && Object.keys(parsed.fields)).toEqual([socialLinkField(2)]);
  });

  it('says the retry message when the save fails', async () => {
    const onAction = vi.fn(() => ({
      intent: PROFILE_INTENT,
      ok: false,
      message: 'Silakan coba lagi dalam beberapa saat.',
    }));
    renderInShell(<ProfileForm member={member} />, { action: onAction });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(toast()).toContain('Silakan coba lagi dalam beberapa saat.'));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
