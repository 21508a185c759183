import type { ContentPage } from '@kilau/domain/content';

/** A published content page as the API answers it (`GET /api/content/pages/by-path`). */
export const makeContentPage = (overrides: Partial<ContentPage> = {}): ContentPage => ({
  key: 'privacy-policy',
  path: '/page/kebijakan-privasi',
  kind: 'page',
  locale: 'id',
  title: 'Kebijakan Privasi',
  description: 'Bagaimana Kilau menjaga data pribadimu.',
  html: '<h2 id="data">Data</h2>\n<p>Isi kebijakan.</p>\n',
  headings: [{ id: 'data', text: 'Data', level: 2 }],
  intro_html: '',
  sections: [],
  published_at: '2026-11-26T18:30:00.000Z',
  updated_at: '2026-11-27T02:00:00.000Z',
  ...overrides,
});

/** A FAQ page: two sections, three questions (one with an accented word). */
export const makeFaqPage = (overrides: Partial<ContentPage> = {}): ContentPage =>
  makeContentPage({
    key: 'faq',
    path: '/faq',
    kind: 'faq',
    title: 'FAQ',
    description: 'Pertanyaan yang sering ditanyakan.',
    // As the API answers it: the whole text as one document too (the route does not ship it).
    html: '<h2 id="pesanan">Pesanan</h2>\n<h3>Bagaimana cara memesan?</h3>\n<p>Pilih produk lalu bayar.</p>\n',
    headings: [],
    intro_html: '<p>Jawaban cepat untuk belanja di Kilau.</p>\n',
    sections: [
      {
        id: 'pesanan',
        title: 'Pesanan',
        questions: [
          {
            id: 'cara-memesan',
            question: 'Bagaimana cara memesan?',
            answer_html: '<p>Pilih produk lalu bayar.</p>\n',
            answer_text: 'Pilih produk lalu bayar.',
          },
          {
            id: 'ongkos-kirim',
            question: 'Berapa ongkos kirim?',
            answer_html: '<p>Gratis ongkir untuk belanja tertentu.</p>\n',
            answer_text: 'Gratis ongkir untuk belanja tertentu.',
          },
        ],
      },
      {
        id: 'poin',
        title: 'Poin',
        questions: [
          {
            id: 'poin-creme',
            question: 'Apakah Crème Serum dapat poin?',
            answer_html: '<p>Ya, semua produk.</p>\n',
            answer_text: 'Ya, semua produk.',
          },
        ],
      },
    ],
    ...overrides,
  });
