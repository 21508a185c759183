import type { ContentHeading, FaqSection, RenderedContent } from '@kilau/domain/content';
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

/**
 * The content pages' Markdown as HTML (ADR 0043, docs/design/content.md). markdown-it with
 * `html: false`: raw HTML in a body is written out as text, never as markup. Links go only to
 * http(s), mailto, tel or a path of the shop; pictures only to http(s) or a path; anything else
 * (`javascript:`, `data:`, `vbscript:`) stays plain text. Headings get stable ids (their text,
 * lower-case, accents dropped, `-2` for a repeat) for the table of contents and anchors.
 */
const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false });

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/** Whether a link or picture may point there: an allowed scheme, or a path without one. */
function allowedUrl(url: string, schemes: ReadonlySet<string>): boolean {
  // Browsers ignore tabs, line breaks and leading controls in a URL: so do we, before judging.
  // eslint-disable-next-line no-control-regex -- the characters a browser drops
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = SCHEME.exec(cleaned);
  if (!scheme) return !cleaned.startsWith('\\') && !cleaned.startsWith('/\\');
  return schemes.has(scheme[1]!.toLowerCase());
}

md.validateLink = (url) => allowedUrl(url, LINK_SCHEMES);

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href.trim());

const renderToken: NonNullable<typeof md.renderer.rules.link_open> = (
  tokens,
  idx,
  options,
  _env,
  self,
) => self.renderToken(tokens, idx, options);

md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (isExternal(String(token.attrGet('href') ?? ''))) token.attrSet('rel', 'noopener noreferrer');
  return renderToken(tokens, idx, options, env, self);
};

const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (!allowedUrl(String(token.attrGet('src') ?? ''), IMAGE_SCHEMES)) {
    return md.utils.escapeHtml(token.content);
  }
  token.attrSet('loading', 'lazy');
  token.attrSet('decoding', 'async');
  return defaultImage(tokens, idx, options, env, self);
};

// A wide table scrolls inside its own box instead of widening the page.
md.renderer.rules.table_open = () => '<div class="content-table"><table>\n';
md.renderer.rules.table_close = () => '</table></div>\n';

/** A heading's anchor: its text, lower-case, accents dropped, dashes between words. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'bagian';
}

const inlineText = (token: Token | undefined) =>
  (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('')
    .trim();

/** Every heading gets its id; the h2 and h3 are the table of contents. */
function anchorHeadings(tokens: Token[]): ContentHeading[] {
  const seen = new Map<string, number>();
  const headings: ContentHeading[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const text = inlineText(tokens[index + 1]);
    const base = headingSlug(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const id = count === 1 ? base : `${base}-${count}`;
    token.attrSet('id', id);
    const level = Number(token.tag.slice(1));
    if (level === 2 || level === 3) headings.push({ id, text, level });
  });
  return headings;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** A short Markdown text (an FAQ answer in the support chat) as safe HTML, by the same rules. */
export const renderMarkdown = (body: string): string => md.render(body);

/** The words of rendered HTML (ours: escaped by markdown-it), for search. */
export const plainText = (html: string) =>
  html
    .replace(
      /<\/?(p|li|ul|ol|h[1-6]|tr|td|th|div|table|thead|tbody|blockquote|pre|br|hr)\b[^>]*>/g,
      ' ',
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();

/** A FAQ body's sections (`## `) and questions (`### `), each answer as HTML and text. */
function faqSections(tokens: Token[], render: (part: Token[]) => string) {
  const sections: FaqSection[] = [];
  const intro: Token[] = [];
  let answer: Token[] | null = null;
  const close = () => {
    const question = sections.at(-1)?.questions.at(-1);
    if (question && answer) {
      question.answer_html = render(answer);
      question.answer_text = plainText(question.answer_html);
    }
    answer = null;
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')) {
      close();
      const id = String(token.attrGet('id') ?? '');
      const text = inlineText(tokens[index + 1]);
      index += 2; // the inline text and heading_close
      if (token.tag === 'h2') {
        sections.push({ id, title: text, questions: [] });
        continue;
      }
      if (sections.length === 0) sections.push({ id: 'umum', title: '', questions: [] });
      sections.at(-1)!.questions.push({ id, question: text, answer_html: '', answer_text: '' });
      answer = [];
      continue;
    }
    if (answer) answer.push(token);
    else if (sections.length === 0) intro.push(token);
  }
  close();
  return { intro_html: render(intro), sections };
}

/** A body rendered: its HTML and headings, and for kind `faq` its sections and questions. */
export function renderContent(body: string, kind: 'page' | 'faq'): RenderedContent {
  const env = {};
  const tokens = md.parse(body, env);
  const headings = anchorHeadings(tokens);
  const render = (part: Token[]) => md.renderer.render(part, md.options, env);
  const html = render(tokens);
  if (kind === 'page') return { html, headings, intro_html: '', sections: [] };
  return { html, headings, ...faqSections(tokens, render) };
}
