import { describe, expect, it } from 'vitest';
import type { Banner } from '../types';
import { topBannersOf, type TopBannersHandle } from './text-banners';

const banner = (id: number, title: string): Banner => ({
  id,
  title,
  subtitle: '',
  image_url: null,
  link_url: null,
});

const handle: TopBannersHandle = {
  topBanners: (data) => (data as { top: Banner[] }).top,
};

describe("the header's announcement bar", () => {
  it('shows the top banners of the page that carries them, in place of the free-shipping line', () => {
    const shipping = banner(1, 'Gratis ongkir min. belanja Rp200.000');
    const members = banner(2, 'Member baru: voucher selamat datang');
    const matches = [
      { handle: undefined, data: { locale: 'id' } },
      { handle, data: { top: [shipping, members] } },
    ];
    expect(topBannersOf(matches)).toEqual([shipping, members]);
  });

  it('keeps the free-shipping line where no page has top banners, or only untitled ones', () => {
    expect(topBannersOf([{ handle: undefined, data: {} }])).toBeUndefined();
    expect(topBannersOf([{ handle, data: { top: [] } }])).toBeUndefined();
    expect(topBannersOf([{ handle, data: { top: [banner(3, '')] } }])).toBeUndefined();
  });
});
