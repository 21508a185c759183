/**
 * The shop's content pages as the demo seeds them (issue 20): each page in Indonesian and English.
 * `body` is Markdown without raw HTML (the API renders it; raw HTML is escaped). A page of kind
 * `faq` is questions and answers: `## ` headings are its sections, each `### ` heading one
 * question, and the paragraphs and lists after it that question's answer (the storefront searches
 * them and writes the `FAQPage` JSON-LD from them).
 */
export type ContentPageLocaleText = {
  /** The page's heading and the document's title (at most 120 characters). */
  title: string;
  /** The meta description (at most 300 characters). */
  description: string;
  /** Markdown, no raw HTML. Links inside the shop are relative paths (`/how-to-pay`). */
  body: string;
};

export type ContentPageKind = 'page' | 'faq';

export type SeedContentPage = {
  /** The page's stable key (`privacy-policy`). */
  key: string;
  /** Where the storefront shows it (`/page/kebijakan-privasi`). */
  path: string;
  kind: ContentPageKind;
  id: ContentPageLocaleText;
  en: ContentPageLocaleText;
};
