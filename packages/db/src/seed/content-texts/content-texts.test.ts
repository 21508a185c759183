import { describe, expect, it } from 'vitest';
import { SEED_CONTENT_PAGES } from './index';
import type { ContentPageLocaleText, SeedContentPage } from './types';

const LOCALES = ['id', 'en'] as const;

const texts = (page: SeedContentPage): [string, ContentPageLocaleText][] =>
  LOCALES.map((locale) => [`${page.key} (${locale})`, page[locale]]);

/** `## ` section and `### ` question headings: whole lines only. */
const headings = (body: string, level: 2 | 3): string[] =>
  body.split('\n').filter((line) => line.startsWith(`${'#'.repeat(level)} `));

describe('the seeded content pages', () => {
  it('lists the ten pages in the back office order, with unique keys and paths', () => {
    expect(SEED_CONTENT_PAGES.map((page) => page.key)).toEqual([
      'about-us',
      'contact-us',
      'privacy-policy',
      'terms',
      'security-policy',
      'kredivo-faq',
      'brand-story',
      'find-us',
      'faq',
      'store',
    ]);
    const keys = SEED_CONTENT_PAGES.map((page) => page.key);
    const paths = SEED_CONTENT_PAGES.map((page) => page.path);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z0-9/-]+$/);
  });

  it('has every page in Indonesian and English, titles and descriptions within their limits', () => {
    for (const page of SEED_CONTENT_PAGES) {
      for (const [name, text] of texts(page)) {
        expect(text.title.trim(), name).not.toBe('');
        expect(text.title.length, name).toBeLessThanOrEqual(120);
        expect(text.description.trim(), name).not.toBe('');
        expect(text.description.length, name).toBeLessThanOrEqual(300);
        expect(text.body.trim().length, name).toBeGreaterThan(200);
      }
      expect(page.id.body, page.key).not.toBe(page.en.body);
    }
  });

  it('writes Markdown without raw HTML tags or template leftovers', () => {
    for (const page of SEED_CONTENT_PAGES) {
      for (const [name, text] of texts(page)) {
        for (const value of [text.title, text.description, text.body]) {
          expect(value, name).not.toMatch(/<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i);
          expect(value, name).not.toContain('${');
          expect(value, name).not.toMatch(/undefined|\[object /);
        }
      }
    }
  });

  it('gives both languages the same headings outline', () => {
    for (const page of SEED_CONTENT_PAGES) {
      for (const level of [2, 3] as const) {
        expect(headings(page.en.body, level).length, `${page.key} level ${level}`).toBe(
          headings(page.id.body, level).length,
        );
      }
    }
  });

  it('writes faq pages as sections of questions, enough of them in both languages', () => {
    const minimum: Record<string, number> = { faq: 24, 'kredivo-faq': 10 };
    const faqs = SEED_CONTENT_PAGES.filter((page) => page.kind === 'faq');
    expect(faqs.map((page) => page.key).sort()).toEqual(['faq', 'kredivo-faq']);
    for (const page of faqs) {
      const questions = LOCALES.map((locale) => headings(page[locale].body, 3));
      for (const [index, locale] of LOCALES.entries()) {
        const body = page[locale].body;
        expect(headings(body, 2).length, `${page.key} (${locale})`).toBeGreaterThanOrEqual(1);
        expect(body.trimStart().startsWith('## '), `${page.key} (${locale})`).toBe(true);
        expect(questions[index]!.length, `${page.key} (${locale})`).toBeGreaterThanOrEqual(
          minimum[page.key] ?? 1,
        );
        for (const question of questions[index]!) expect(question, page.key).toMatch(/\?$/);
        expect(body, `${page.key} (${locale})`).not.toMatch(/^#{1}\s|^#{4,}\s/m);
      }
      expect(questions[1]!.length, page.key).toBe(questions[0]!.length);
    }
  });
});
