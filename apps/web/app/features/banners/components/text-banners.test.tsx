import type { BannerOffer } from '@kilau/domain/engagement';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import type { Banner } from '../types';
import { PromoTextBanner, TextBanners, topBannersOf, type TopBannersHandle } from './text-banners';

const offer = (fields: Partial<BannerOffer>): BannerOffer => ({
  kind: 'voucher',
  code: null,
  discount_type: null,
  amount: null,
  percentage: null,
  max_discount: null,
  min_amount: 0,
  ends_at: null,
  valid_days: null,
  ...fields,
});

const banner = (id: number, fields: Partial<Banner>): Banner => ({
  id,
  // The operator's label: never shown when the banner advertises an offer.
  title: 'Label operator',
  subtitle: '',
  image_url: null,
  link_url: '/promo',
  offer: null,
  ...fields,
});

const HEMAT = offer({
  code: 'HEMAT25K',
  discount_type: 'amount',
  amount: 25_000,
  min_amount: 200_000,
  ends_at: '2027-01-25T10:00:00.000Z',
});
const WELCOME = offer({
  kind: 'welcome_voucher',
  discount_type: 'amount',
  amount: 25_000,
  min_amount: 150_000,
  valid_days: 30,
});
const FREE_SHIPPING = offer({ kind: 'free_shipping', min_amount: 200_000 });

describe('text banners are written from what they advertise (ADR 0035)', () => {
  it.each([
    {
      locale: 'id' as const,
      lines: [
        'Gratis ongkir min. belanja Rp200.000',
        'Member baru: voucher potongan Rp25.000 · Min. belanja Rp150.000 · berlaku 30 hari sejak daftar',
      ],
    },
    {
      locale: 'en' as const,
      lines: [
        'Free shipping on orders from Rp200.000',
        'New members: a voucher for Rp25.000 off · Min. spend Rp150.000 · valid 30 days after signing up',
      ],
    },
  ])('the strip in $locale', ({ locale, lines }) => {
    renderInShell(
      <TextBanners
        banners={[banner(1, { offer: FREE_SHIPPING }), banner(2, { offer: WELCOME })]}
      />,
      { locale },
    );
    const shown = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(shown).toEqual(lines);
    expect(document.body.textContent).not.toContain('Label operator');
  });

  it('the coupon names the live code, amount, minimum and end', () => {
    renderInShell(<PromoTextBanner banner={banner(3, { offer: HEMAT })} />);
    const coupon = screen.getByRole('link');
    expect(coupon.textContent).toBe(
      'Pakai kode HEMAT25K, potongan Rp25.000Min. belanja Rp200.000 · berlaku s.d. 25 Jan 2027',
    );
  });

  it('a percentage voucher names its cap; a banner without words is not shown', () => {
    renderInShell(
      <TextBanners
        banners={[
          banner(4, {
            offer: offer({
              code: 'SKINCARE10',
              discount_type: 'percentage',
              percentage: 10,
              max_discount: 30_000,
              min_amount: 150_000,
            }),
          }),
          banner(5, { offer: offer({ discount_type: 'amount', amount: 5_000 }) }),
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pakai kode SKINCARE10, diskon 10% · Min. belanja Rp150.000 · maks. Rp30.000',
    ]);
  });

  it('a banner that advertises nothing keeps its own copy', () => {
    renderInShell(<TextBanners banners={[banner(6, { title: 'Produk original' })]} />);
    expect(screen.getByRole('link').textContent).toBe('Produk original');
  });
});

const handle: TopBannersHandle = {
  topBanners: (data) => (data as { top: Banner[] }).top,
};

describe("the header's announcement bar", () => {
  it('shows the top banners of the page that carries them, in place of the free-shipping line', () => {
    const shipping = banner(1, { title: 'Gratis ongkir min. belanja Rp200.000' });
    const members = banner(2, { title: 'Member baru: voucher selamat datang' });
    const matches = [
      { handle: undefined, data: { locale: 'id' } },
      { handle, data: { top: [shipping, members] } },
    ];
    expect(topBannersOf(matches)).toEqual([shipping, members]);
  });

  it('keeps the free-shipping line where no page has top banners, or only ones with nothing to say', () => {
    expect(topBannersOf([{ handle: undefined, data: {} }])).toBeUndefined();
    expect(topBannersOf([{ handle, data: { top: [] } }])).toBeUndefined();
    expect(topBannersOf([{ handle, data: { top: [banner(3, { title: '' })] } }])).toBeUndefined();
  });
});
