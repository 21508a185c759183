import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  MEMBER_TAGS_MAX,
  MemberTagsUpdateSchema,
  PreferencesUpdateSchema,
  type MemberTagOption,
} from '@kilau/domain/accounts';
import { createApiClient } from '~/lib/api-envelope';
import { renderInShell } from '~/testing/render';
import { saveNewsletter, saveTags } from '../api/account-actions.server';
import { NEWSLETTER_INTENT, parseTagsForm, TAGS_INTENT } from '../account-forms';
import type { Member } from '../types';
import { BeautyProfileForm } from './beauty-profile-form';
import { NewsletterForm } from './newsletter-form';

const option = (id: number, name: string, type: MemberTagOption['type']): MemberTagOption => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  type,
});

const OPTIONS = {
  beauty: [
    option(1, 'Oily Skin', 'skin_type'),
    option(2, 'Dry Skin', 'skin_type'),
    option(3, 'Acne', 'concern'),
    option(4, 'Dark Spots', 'concern'),
  ],
  interest: [option(10, 'Hydrating', 'benefit'), option(11, 'Niacinamide', 'ingredient')],
};

const member: Member = {
  id: 7,
  email: 'sari@example.com',
  user_name: 'sari_w',
  first_name: 'Sari',
  last_name: 'Wulandari',
  gender: 'Female',
  salute: 'Ms',
  phone_no: '081234567890',
  date_of_birth: null,
  image: null,
  bio: '',
  social_links: [],
  tags: { beauty: [{ id: 1, name: 'Oily Skin', slug: 'oily-skin' }], interest: [] },
  preferences: DEFAULT_PREFERENCES,
};

const chip = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const toast = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' ');

describe('the beauty profile (001 §7 user/me/tags)', () => {
  it('groups the choices under their headings, in Indonesian and in order, and ticks what the member has', () => {
    renderInShell(<BeautyProfileForm member={member} options={OPTIONS} />);
    const skinType = screen.getByRole('group', { name: 'Jenis Kulit' });
    expect(
      within(skinType)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Kulit berminyak', 'Kulit kering']);
    expect(screen.getByRole('group', { name: 'Masalah Kulit' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Manfaat' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Kandungan Favorit' })).toBeTruthy();
    expect(chip('Kulit berminyak').checked).toBe(true);
    expect(chip('Jerawat').checked).toBe(false);
    expect(screen.getByText('1 dari 20 dipilih')).toBeTruthy();
  });

  it('sends the chosen tags of both kinds and toasts the answer', async () => {
    const received: FormData[] = [];
    renderInShell(<BeautyProfileForm member={member} options={OPTIONS} />, {
      action: async ({ request }) => {
        received.push(await request.formData());
        return { intent: TAGS_INTENT, ok: true, message: 'Profil berhasil diperbarui' };
      },
    });
    fireEvent.click(chip('Kulit berminyak'));
    fireEvent.click(chip('Kulit kering'));
    fireEvent.click(chip('Noda hitam'));
    fireEvent.click(chip('Niacinamide'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan profil kecantikan' }));
    await waitFor(() => expect(toast()).toContain('Profil berhasil diperbarui'));
    expect(received[0]?.get('intent')).toBe(TAGS_INTENT);
    expect(parseTagsForm(received[0]!)).toEqual([
      { type: 'beauty', tags: [2, 4] },
      { type: 'interest', tags: [11] },
    ]);
  });

  it(`stops at ${MEMBER_TAGS_MAX} tags of one kind`, () => {
    const many = Array.from({ length: MEMBER_TAGS_MAX + 1 }, (_, i) =>
      option(100 + i, `Ingredient ${i}`, 'ingredient'),
    );
    const chosen = many.slice(0, MEMBER_TAGS_MAX).map(({ id, name, slug }) => ({ id, name, slug }));
    renderInShell(
      <BeautyProfileForm
        member={{ ...member, tags: { beauty: [], interest: chosen } }}
        options={{ beauty: OPTIONS.beauty, interest: many }}
      />,
    );
    expect(chip(`Ingredient ${MEMBER_TAGS_MAX}`).disabled).toBe(true);
    expect(chip('Jerawat').disabled).toBe(false);
    expect(screen.getByText(/Sudah 20 pilihan/)).toBeTruthy();
    fireEvent.click(chip('Ingredient 0'));
    expect(chip(`Ingredient ${MEMBER_TAGS_MAX}`).disabled).toBe(false);
  });

  it('says so when no choices could be loaded', () => {
    renderInShell(<BeautyProfileForm member={member} options={{ beauty: [], interest: [] }} />);
    expect(screen.getByText('Pilihan belum bisa dimuat. Coba lagi nanti.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simpan profil kecantikan' })).toBeNull();
  });
});

describe('the newsletter switch (001 §7 user/me/preferences)', () => {
  it('shows the current consent and sends the wanted state', async () => {
    const received: FormData[] = [];
    renderInShell(<NewsletterForm member={member} />, {
      action: async ({ request }) => {
        received.push(await request.formData());
        return {
          intent: NEWSLETTER_INTENT,
          ok: true,
          message: 'Kamu sudah berlangganan newsletter.',
        };
      },
    });
    const toggle = screen.getByRole('switch', { name: 'Kirimi saya newsletter lewat email' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Belum berlangganan')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(toast()).toContain('Kamu sudah berlangganan newsletter.'));
    expect(received[0]?.get('intent')).toBe(NEWSLETTER_INTENT);
    expect(received[0]?.get('newsletter')).toBe('true');
  });

  it('says since when the member is subscribed', () => {
    renderInShell(
      <NewsletterForm
        member={{
          ...member,
          preferences: {
            ...DEFAULT_PREFERENCES,
            newsletter: true,
            newsletter_consented_at: '2026-03-04T05:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Berlangganan sejak 4 Mar 2026')).toBeTruthy();
  });
});

describe('the account actions call the API with the shapes it takes', () => {
  function fakeApi() {
    const calls: Array<{ path: string; body: unknown }> = [];
    const api = createApiClient({
      fetch: async (path, init) => {
        calls.push({ path, body: JSON.parse(String(init?.body)) });
        return new Response(
          JSON.stringify({
            success: true,
            data: {},
            message: 'Profil berhasil diperbarui',
            meta: { code: 200 },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    return { api, calls };
  }

  it('update-tags replaces each kind through POST /api/user/me/tags', async () => {
    const { api, calls } = fakeApi();
    const form = new FormData();
    form.append('beauty', '3');
    form.append('beauty', '1');
    form.append('interest', '10');
    const answer = await saveTags({ api, form, locale: 'id', loginPath: '/?login=1' });
    expect(answer).toMatchObject({ intent: TAGS_INTENT, ok: true });
    expect(calls.map((call) => call.path)).toEqual(['/api/user/me/tags', '/api/user/me/tags']);
    expect(calls.map((call) => MemberTagsUpdateSchema.parse(call.body))).toEqual([
      { type: 'beauty', tags: [3, 1] },
      { type: 'interest', tags: [10] },
    ]);
  });

  it('update-newsletter sends the consent through POST /api/user/me/preferences', async () => {
    const { api, calls } = fakeApi();
    const form = new FormData();
    form.set('newsletter', 'false');
    const answer = await saveNewsletter({ api, form, locale: 'id', loginPath: '/?login=1' });
    expect(answer).toEqual({
      intent: NEWSLETTER_INTENT,
      ok: true,
      message: 'Kamu berhenti berlangganan newsletter.',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/user/me/preferences');
    expect(PreferencesUpdateSchema.parse(calls[0]?.body)).toEqual({ newsletter: false });
  });
});
