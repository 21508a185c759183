import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
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
    // No page of this role's sections is built yet: no link to one.
    const sections = screen.getByRole('region', { name: 'Bagian yang sudah tersedia' });
    expect(within(sections).queryAllByRole('link')).toEqual([]);
  });

  it('links an admin to the staff and audit log pages, in English too', () => {
    renderInShell(<WelcomePanel me={makeMe('admin')} />, { locale: 'en' });
    const sections = screen.getByRole('region', { name: 'Sections available now' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/staff', '/admin/audit-log', '/admin/bulk']);
    expect(screen.getByText('Manage staff accounts and their roles')).toBeTruthy();
  });
});
