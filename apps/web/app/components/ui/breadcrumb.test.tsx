import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { Breadcrumb } from './breadcrumb';

const TRAIL = [
  { name: 'Beranda', to: '/' },
  { name: 'Skincare', to: '/shop/1-skincare' },
  { name: 'Sun Essence', to: '/skincare/9-sun-essence' },
];

describe('the breadcrumb', () => {
  it.each([
    ['online, home is /', null, '/'],
    [
      'in self-checkout mode, home is the store’s page (000 §2)',
      { storeId: 5, selfCheckoutId: 'qr-1', storeName: 'Kilau Senopati' },
      '/self-checkout',
    ],
  ])('%s', async (_rule, storeMode, home) => {
    renderInShell(<Breadcrumb items={TRAIL} />, { rootData: { member: null, storeMode } });
    expect((await screen.findByRole('link', { name: 'Beranda' })).getAttribute('href')).toBe(home);
    expect(screen.getByRole('link', { name: 'Skincare' }).getAttribute('href')).toBe(
      '/shop/1-skincare',
    );
    expect(screen.getByText('Sun Essence').getAttribute('aria-current')).toBe('page');
  });
});
