import { describe, expect, it } from 'vitest';
import { headingSlug, renderContent } from './markdown';

describe('content Markdown (ADR 0043)', () => {
  it.each([
    ['raw HTML is text', '<script>alert(1)</script>', '&lt;script&gt;'],
    [
      'an inline tag is text',
      'a <img src=x onerror=alert(1)> b',
      '&lt;img src=x onerror=alert(1)&gt;',
    ],
    ['a javascript: link stays text', '[klik](javascript:alert(1))', '[klik](javascript:alert(1))'],
    ['an obfuscated scheme too', '[klik](JaVa\tScript:alert(1))', '[klik]'],
    [
      'a data: picture stays text',
      '![x](data:image/png;base64,AAA)',
      '![x](data:image/png;base64,AAA)',
    ],
    ['a vbscript: link stays text', '[a](vbscript:msgbox)', '[a](vbscript:msgbox)'],
  ])('%s', (_case, body, expected) => {
    const { html } = renderContent(body, 'page');
    expect(html).toContain(expected);
    expect(html).not.toMatch(/<script|<img src="x"|href="javascript|href="vbscript|src="data/i);
  });

  it.each([
    ['https://kilau.id/x', 'href="https://kilau.id/x" rel="noopener noreferrer"'],
    ['mailto:halo@kilau.id', 'href="mailto:halo@kilau.id"'],
    ['tel:+62215550123', 'href="tel:+62215550123"'],
    ['/how-to-pay', 'href="/how-to-pay"'],
    ['#data-pribadi', 'href="#data-pribadi"'],
  ])('a link to %s is kept', (url, expected) => {
    expect(renderContent(`[a](${url})`, 'page').html).toContain(expected);
  });

  it('pictures of the shop are lazy; tables scroll in their own box', () => {
    const { html } = renderContent(
      '![Serum](/media/content/a.webp)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      'page',
    );
    expect(html).toContain(
      '<img src="/media/content/a.webp" alt="Serum" loading="lazy" decoding="async">',
    );
    expect(html).toContain('<div class="content-table"><table>');
  });

  it('headings get stable, unique anchors: the table of contents', () => {
    const { html, headings } = renderContent(
      '# Kebijakan\n\n## Data Pribadi\n\nx\n\n### Hak Anda\n\n## Data Pribadi\n\n## Ketentuan Umum & Lain-lain',
      'page',
    );
    expect(headings).toEqual([
      { id: 'data-pribadi', text: 'Data Pribadi', level: 2 },
      { id: 'hak-anda', text: 'Hak Anda', level: 3 },
      { id: 'data-pribadi-2', text: 'Data Pribadi', level: 2 },
      { id: 'ketentuan-umum-lain-lain', text: 'Ketentuan Umum & Lain-lain', level: 2 },
    ]);
    expect(html).toContain('<h2 id="data-pribadi">Data Pribadi</h2>');
    expect(headingSlug('Pengembalian Barang — Crème')).toBe('pengembalian-barang-creme');
    expect(headingSlug('!!!')).toBe('bagian');
  });

  it('a FAQ body is sections of questions, each answer as HTML and text', () => {
    const body = [
      'Pertanyaan yang sering ditanyakan.',
      '## Pesanan',
      '### Bagaimana cara memesan?',
      'Pilih produk, lalu **bayar**.',
      '',
      '- satu',
      '- dua',
      '### Bisakah saya membatalkan?',
      'Ya, sebelum dikirim & dibayar.',
      '## Poin',
      '### Kapan poin masuk?',
      'Setelah pesanan selesai.',
    ].join('\n\n');
    const faq = renderContent(body, 'faq');
    expect(faq.intro_html).toBe('<p>Pertanyaan yang sering ditanyakan.</p>\n');
    expect(faq.sections.map((section) => [section.title, section.questions.length])).toEqual([
      ['Pesanan', 2],
      ['Poin', 1],
    ]);
    const [first, second] = faq.sections[0]!.questions;
    expect(first).toMatchObject({
      id: 'bagaimana-cara-memesan',
      question: 'Bagaimana cara memesan?',
      answer_text: 'Pilih produk, lalu bayar. satu dua',
    });
    expect(first!.answer_html).toContain('<strong>bayar</strong>');
    expect(second!.answer_text).toBe('Ya, sebelum dikirim & dibayar.');
    expect(renderContent(body, 'page').sections).toEqual([]);
  });
});
