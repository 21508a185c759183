import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContentPage, makeFaqPage } from '~/features/content/testing/content-fixtures';
import { renderRouteModule, stubApi } from '~/testing/route-module';
import * as contentPage from './content-page';

const BY_PATH = '/api/content/pages/by-path';

describe('/page/:slug, the content page route module', () => {
  it('renders the published page the path names: heading, date in WIB, body', async () => {
    const { context, callsTo } = stubApi({ [`GET ${BY_PATH}`]: { data: makeContentPage() } });
    renderRouteModule(contentPage, {
      path: '/page/:slug',
      url: '/page/kebijakan-privasi',
      context,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kebijakan Privasi' }),
    ).toBeTruthy();
    // 18:30 UTC on the 26th is the 27th in Jakarta.
    expect(screen.getByText('Terakhir diperbarui 27 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Data' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(callsTo('GET', BY_PATH).map((call) => call.path)).toEqual([
      `${BY_PATH}?path=%2Fpage%2Fkebijakan-privasi`,
    ]);
  });

  it('an unknown slug (or a page not published) is the not-found page', async () => {
    const { context } = stubApi({});
    renderRouteModule(contentPage, { path: '/page/:slug', url: '/page/tidak-ada', context });
    expect(await screen.findByText('Kode 404')).toBeTruthy();
  });

  it('a long page gets a table of contents linking its sections', async () => {
    const headings = ['Data', 'Tujuan', 'Hak Anda', 'Keamanan'].map((text, index) => ({
      id: `h${index}`,
      text,
      level: 2,
    }));
    const { context } = stubApi({
      [`GET ${BY_PATH}`]: { data: makeContentPage({ headings }) },
    });
    renderRouteModule(contentPage, {
      path: '/page/:slug',
      url: '/page/kebijakan-privasi',
      context,
    });
    const toc = await screen.findByRole('navigation', { name: 'Daftar isi' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#h0', '#h1', '#h2', '#h3']);
  });
});

describe('/faq, the FAQ route module', () => {
  const renderFaq = async () => {
    const { context } = stubApi({ [`GET ${BY_PATH}`]: { data: makeFaqPage() } });
    renderRouteModule(contentPage, { path: '/faq', context });
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
  };

  it('shows every question in its section, closed, with the count', async () => {
    await renderFaq();
    expect(screen.getByRole('heading', { level: 2, name: 'Pesanan' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Poin' })).toBeTruthy();
    expect(screen.getByText('3 dari 3 pertanyaan')).toBeTruthy();
    expect(document.querySelectorAll('details')).toHaveLength(3);
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('filters as the shopper types, ignoring accents and case, and opens the matches', async () => {
    await renderFaq();
    const search = screen.getByRole('searchbox', { name: 'Cari pertanyaan' });
    fireEvent.change(search, { target: { value: 'CREME' } });
    expect(screen.getByText('1 dari 3 pertanyaan')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Pesanan' })).toBeNull();
    const open = document.querySelectorAll('details[open] summary');
    expect([...open].map((summary) => summary.textContent)).toEqual([
      expect.stringContaining('Apakah Crème Serum dapat poin?'),
    ]);
    // The answers are searched too.
    fireEvent.change(search, { target: { value: 'gratis ongkir' } });
    expect(screen.getByText('1 dari 3 pertanyaan')).toBeTruthy();
  });

  it('nothing found: says so and offers the contact page', async () => {
    await renderFaq();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari pertanyaan' }), {
      target: { value: 'kucing' },
    });
    expect(screen.getByText('0 dari 3 pertanyaan')).toBeTruthy();
    expect(screen.getByText('Tidak ada pertanyaan yang cocok dengan “kucing”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hubungi kami' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    expect(screen.getByText('3 dari 3 pertanyaan')).toBeTruthy();
  });

  it('writes FAQPage JSON-LD from the questions', async () => {
    const { context } = stubApi({ [`GET ${BY_PATH}`]: { data: makeFaqPage() } });
    const loaded = (await contentPage.loader({
      request: new Request('http://kilau.test/faq'),
      context,
      params: {},
    } as never)) as {
      seo: { jsonLd: Array<Record<string, unknown>>; canonical: string };
      page: { html: string };
    };
    expect(loaded.seo.canonical).toBe('http://kilau.test/faq');
    expect(loaded.page.html).toBe(''); // the sections carry the text once
    const faq = loaded.seo.jsonLd.find((json) => json['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(3);
    expect((faq?.mainEntity as unknown[])[0]).toEqual({
      '@type': 'Question',
      name: 'Bagaimana cara memesan?',
      acceptedAnswer: { '@type': 'Answer', text: 'Pilih produk lalu bayar.' },
    });
  });
});
