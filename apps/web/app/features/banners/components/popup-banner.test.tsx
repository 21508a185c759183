import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { PopupBanner, type PopupBannerItem } from './popup-banner';

const popup = (fields: Partial<PopupBannerItem> = {}): PopupBannerItem => ({
  id: 41,
  title: 'Glow Week',
  subtitle: 'Rangkaian serum pilihan',
  image_url: null,
  link_url: '/promotions',
  offer: null,
  popup_setting: 'everyday',
  ...fields,
});

afterEach(() => window.localStorage.clear());

describe('the popup banner (001 §4)', () => {
  it('opens as a dialog named by its title, with the link to the promotion', async () => {
    renderInShell(<PopupBanner banners={[popup()]} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Glow Week' }));
    expect(dialog.getByText('Rangkaian serum pilihan')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Lihat promo' }).getAttribute('href')).toBe(
      '/promotions',
    );
    expect(window.localStorage.getItem('kilau:popup:41')).not.toBeNull();
  });

  it('`once` does not show again; `everyday` waits a day; `always` shows every visit', async () => {
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    window.localStorage.setItem('kilau:popup:41', anHourAgo);
    window.localStorage.setItem('kilau:popup:42', anHourAgo);
    window.localStorage.setItem('kilau:popup:43', anHourAgo);
    renderInShell(
      <>
        <PopupBanner banners={[popup({ popup_setting: 'once' })]} />
        <PopupBanner banners={[popup({ id: 42, title: 'Harian' })]} />
        <PopupBanner
          banners={[popup({ id: 43, title: 'Selalu', popup_setting: 'always' })]}
          fullScreen
        />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Selalu' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Glow Week' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Harian' })).toBeNull();
  });
});
