// The page shell's banners (root.tsx): the floating banners in the corner of the pages the spec
// names, and the search bar text in the header's search box.
import { useState } from 'react';
import type { BannerOffer } from '@kilau/domain/engagement';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '~/features/search/components/search-box';
import { axeViolations } from '~/testing/axe';
import { renderInShell } from '~/testing/render';
import type { Banner } from '~/features/banners/types';
import { CampaignIcon } from '~/features/banners/components/campaign-icon';
import { FloatingBannerCorner } from '~/features/banners/components/floating-banner-corner';
import { NO_SHELL_BANNERS, useShellBanners } from '~/features/banners/components/shell-banners';
import { useSearchbarPromo } from '~/features/banners/components/text-banners';

const banner = (id: number, fields: Partial<Banner> = {}): Banner => ({
  id,
  title: `Promo ${id}`,
  subtitle: '',
  image_url: null,
  link_url: `/promotion/promo-${id}`,
  offer: null,
  ...fields,
});

beforeEach(() => {
  window.sessionStorage.clear();
  // The empty box's panel asks for trending products: none here.
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ success: true, data: [], meta: { code: 200 } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the floating banners (floating_banners, at most 2)', () => {
  it('sit in the corner of home, category, brand and promotion pages, and close for the session', async () => {
    const banners = [banner(1), banner(2)];
    const view = renderInShell(<FloatingBannerCorner banners={banners} routeName="Home" />);
    const corner = await screen.findByRole('complementary', { name: 'Promo pilihan' });
    expect(corner.className).toContain('fixed');
    expect(screen.getByRole('link', { name: 'Promo 1' }).getAttribute('href')).toBe(
      '/promotion/promo-1',
    );
    // A phone keeps the first one only (below Tailwind's `sm`), so the column stays readable.
    expect(screen.getByRole('link', { name: 'Promo 1' }).className).not.toContain('max-sm:hidden');
    expect(screen.getByRole('link', { name: 'Promo 2' }).className).toContain('max-sm:hidden');
    expect(await axeViolations(corner)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Tutup promo pilihan' }));
    expect(screen.queryByRole('complementary', { name: 'Promo pilihan' })).toBeNull();
    view.unmount();

    // Closed for this session: the next page shows them no more; a new banner shows again.
    const next = renderInShell(<FloatingBannerCorner banners={banners} routeName="Manufacture" />);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tutup promo pilihan' })).toBeNull(),
    );
    next.unmount();
    renderInShell(<FloatingBannerCorner banners={[...banners, banner(3)]} routeName="Category" />);
    expect(await screen.findByRole('link', { name: 'Promo 3' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Promo 1' })).toBeNull();
  });

  it('are not on other pages (a product, the bag)', async () => {
    renderInShell(
      <>
        <FloatingBannerCorner banners={[banner(1)]} routeName="SingleProduct" />
        <FloatingBannerCorner banners={[banner(1)]} routeName={null} />
        <p>loaded</p>
      </>,
    );
    await screen.findByText('loaded');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('complementary', { name: 'Promo pilihan' })).toBeNull();
  });
});

/** The page shell's composition: the banner's words into the box (root.tsx). */
function ShellSearch({ given }: { given: Banner | null }) {
  return <SearchBox promo={useSearchbarPromo(given)} />;
}

describe('the search bar text (searchbar_promo_text)', () => {
  it('is the search box’s placeholder, and its link the first entry of the empty box', async () => {
    renderInShell(
      <ShellSearch given={banner(9, { title: 'Cari serum favoritmu — diskon s.d. 30%' })} />,
    );
    const input = screen.getByRole('searchbox', { name: 'Cari produk' });
    expect(input.getAttribute('placeholder')).toBe('Cari serum favoritmu — diskon s.d. 30%');
    fireEvent.focus(input);
    const link = await screen.findByRole('link', { name: /Cari serum favoritmu/ });
    expect(link.getAttribute('href')).toBe('/promotion/promo-9');
    expect(link.textContent).toContain('Promo');
  });

  it('says a live voucher’s offer in its words, and the box keeps its own text without one', () => {
    const offer: BannerOffer = {
      kind: 'voucher',
      code: 'HEMAT25K',
      discount_type: 'amount',
      amount: 25_000,
      percentage: null,
      max_discount: null,
      min_amount: 0,
      ends_at: null,
      valid_days: null,
    };
    const view = renderInShell(<ShellSearch given={banner(9, { offer })} />);
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe(
      'Pakai kode HEMAT25K, potongan Rp25.000',
    );
    view.unmount();
    renderInShell(<ShellSearch given={null} />);
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe(
      'Cari skincare, makeup, brand…',
    );
  });
});

describe('the floating campaign icon (is_display_icon_web)', () => {
  const GLOW = { id: 3, slug: 'glow-up-week', name: 'Glow Up Week', icon_url: null };

  it('links to the campaign from home, category, brand and promotion pages, and closes for the session', async () => {
    const view = renderInShell(<CampaignIcon routeName="Home" given={[GLOW]} />);
    const icon = await screen.findByRole('complementary', { name: 'Kampanye berlangsung' });
    expect(icon.className).toContain('fixed');
    // At the bottom left: clear of the floating banners and the scroll-to-top button (right).
    expect(icon.className).toContain('left-4');
    expect(screen.getByRole('link', { name: 'Glow Up Week' }).getAttribute('href')).toBe(
      '/campaign/glow-up-week',
    );
    expect(await axeViolations(icon)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Tutup ikon Glow Up Week' }));
    expect(screen.queryByRole('complementary', { name: 'Kampanye berlangsung' })).toBeNull();
    view.unmount();
    renderInShell(
      <>
        <CampaignIcon routeName="Category" given={[GLOW]} />
        <p>loaded</p>
      </>,
    );
    await screen.findByText('loaded');
    expect(screen.queryByRole('link', { name: 'Glow Up Week' })).toBeNull();
  });

  it('asks the API for it, and is not on other pages', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      asked.push(path);
      return new Response(JSON.stringify({ success: true, data: [GLOW], meta: { code: 200 } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const view = renderInShell(<CampaignIcon routeName="Promotion" />);
    expect(await screen.findByRole('link', { name: 'Glow Up Week' })).toBeTruthy();
    expect(asked).toEqual(['/api/campaign-icons']);
    view.unmount();
    renderInShell(
      <>
        <CampaignIcon routeName="SingleProduct" given={[GLOW]} />
        <p>loaded</p>
      </>,
    );
    await screen.findByText('loaded');
    expect(screen.queryByRole('link', { name: 'Glow Up Week' })).toBeNull();
  });
});

/** The shell's banners as root.tsx reads them, on a page the test moves between. */
function ShellOn() {
  const [pathname, setPathname] = useState('/');
  const banners = useShellBanners(NO_SHELL_BANNERS, pathname, true);
  return (
    <>
      <p>{banners.emergency?.title ?? 'none'}</p>
      <button type="button" onClick={() => setPathname('/promo')}>
        next
      </button>
    </>
  );
}

describe('the shell’s banners are refetched when the path changes (001 §2)', () => {
  const groups = (title: string) => ({
    success: true,
    data: { emergency_announcement: [{ ...banner(9, { title }), location: 'x', type: 'text' }] },
    meta: { code: 200 },
  });

  it('asks again on each new path, tries 3 times on a server failure, and keeps what shows when all fail', async () => {
    const answers = [
      new Response('{}', { status: 503 }),
      new Response(JSON.stringify(groups('Gangguan pembayaran')), {
        headers: { 'Content-Type': 'application/json' },
      }),
      new Response('{}', { status: 503 }),
      new Response('{}', { status: 503 }),
      new Response('{}', { status: 503 }),
    ];
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      asked.push(path);
      return answers.shift() ?? new Response('{}', { status: 503 });
    });
    renderInShell(<ShellOn />);
    // The first try failed, the second answered.
    expect(await screen.findByText('Gangguan pembayaran', {}, { timeout: 3000 })).toBeTruthy();
    expect(asked).toHaveLength(2);
    expect(asked[0]).toBe(
      '/api/banners/all?locations=searchbar_promo_text,floating_banners,emergency_announcement,popup_banner,fullscreen_popup_banner',
    );
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await waitFor(() => expect(asked).toHaveLength(5), { timeout: 3000 });
    // Three tries failed: the announcement shown stays.
    expect(screen.getByText('Gangguan pembayaran')).toBeTruthy();
  });
});
