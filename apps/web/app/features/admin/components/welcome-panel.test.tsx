import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { ADMIN_SECTIONS } from '../lib/admin-sections';
import { makeMe } from '../testing/admin-fixtures';
import { WelcomePanel } from './welcome-panel';

describe('WelcomePanel, the back office home', () => {
  it('says who is signed in and what the role may do, in words', () => {
    renderInShell(
      <WelcomePanel me={makeMe('operations', { name: 'Budi', email: 'budi@kilau.id' })} />,
    );
    expect(screen.getByRole('heading', { name: 'Halo, Budi' })).toBeTruthy();
    expect(
      screen.getByText('Kamu masuk sebagai budi@kilau.id dengan peran Operasional.'),
    ).toBeTruthy();
    const may = screen.getByRole('region', { name: 'Yang dapat dilakukan peranmu' });
    expect(
      within(may)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Melihat pesanan', 'Mengurus pesanan, pembayaran, pengiriman, refund dan retur']);
    // The orders and returns screens are this role's.
    const sections = screen.getByRole('region', { name: 'Bagian yang sudah tersedia' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/orders', '/admin/returns']);
  });

  it('links an admin to every section, in English too', () => {
    renderInShell(<WelcomePanel me={makeMe('admin')} />, { locale: 'en' });
    const sections = screen.getByRole('region', { name: 'Sections available now' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(ADMIN_SECTIONS.map((section) => section.to));
    expect(screen.getByText('Manage staff accounts and their roles')).toBeTruthy();
  });
});
