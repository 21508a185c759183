// Home's mini, twin and cover banners (001 §3).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '~/testing/axe';
import { renderInShell } from '~/testing/render';
import type { Banner } from '../types';
import { CoverBanner, MiniBanners, TwinBanners } from './home-banners';

const banner = (id: number, title: string, fields: Partial<Banner> = {}): Banner => ({
  id,
  title,
  subtitle: '',
  image_url: `/media/banners/b${id}.webp`,
  link_url: `/shop/${id}-kategori`,
  offer: null,
  ...fields,
});

describe("home's banners", () => {
  it('mini: a row of small tiles, each named and linked; twin: two tiles at most', async () => {
    const view = renderInShell(
      <>
        <MiniBanners
          banners={[banner(1, 'Sunscreen Harian'), banner(2, 'Serum Pilihan'), banner(3, 'Lip')]}
        />
        <TwinBanners
          banners={[banner(4, 'Payday Sale'), banner(5, 'Cashback'), banner(6, 'Ketiga')]}
        />
      </>,
    );
    const mini = screen.getByRole('region', { name: 'Jelajahi pilihan' });
    expect(within(mini).getAllByRole('link')).toHaveLength(3);
    expect(
      within(mini)
        .getByRole('link', { name: /Sunscreen Harian/ })
        .getAttribute('href'),
    ).toBe('/shop/1-kategori');
    const twin = screen.getByRole('region', { name: 'Sorotan promo' });
    expect(within(twin).getAllByRole('link')).toHaveLength(2);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('cover: its words as a heading beside the picture, with a button to the page', async () => {
    const view = renderInShell(
      <CoverBanner
        banner={banner(7, 'Ritual Malam Kilau', {
          subtitle: 'Double cleansing, serum, lalu sleeping mask',
        })}
      />,
    );
    const cover = screen.getByRole('region', { name: 'Ritual Malam Kilau' });
    expect(within(cover).getByRole('heading', { level: 2 }).textContent).toBe('Ritual Malam Kilau');
    expect(within(cover).getByRole('link').getAttribute('href')).toBe('/shop/7-kategori');
    expect(cover.textContent).toContain('Lihat selengkapnya');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('shows nothing without banners (or pictures)', () => {
    const view = renderInShell(
      <>
        <MiniBanners banners={[banner(1, 'Tanpa gambar', { image_url: null })]} />
        <TwinBanners banners={[]} />
        <CoverBanner banner={undefined} />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Jelajahi pilihan' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sorotan promo' })).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(view.container.querySelector('a')).toBeNull();
  });
});
