import { useContentText } from '../text';
import type { ContentPageView } from '../types';
import { ContentHeader } from './content-header';
import { TrustedHtml } from '~/components/ui/trusted-html';

/** A table of contents from this many h2 headings on (the long legal pages). */
const TOC_FROM = 4;

/**
 * A content page as an article: its heading, description and date, a table of contents for a
 * long page, and its body (HTML the API rendered from Markdown, raw HTML escaped: ADR 0043).
 * Other features' routes show a page's intro with it (`/contact-us`, `/find-us`, `/store`):
 * `<ContentArticle page={await fetchContentPage(api, '/contact-us')} />`.
 */
export function ContentArticle({ page }: { page: ContentPageView }) {
  const text = useContentText();
  const toc = page.headings.filter((heading) => heading.level === 2);
  return (
    <article className="mx-auto max-w-3xl">
      <ContentHeader page={page} />
      {toc.length >= TOC_FROM ? (
        <nav
          aria-labelledby="content-toc"
          className="mt-6 rounded-2xl bg-cream-100 p-4 ring-1 ring-blush-200"
        >
          <h2 id="content-toc" className="text-sm font-bold tracking-wide text-plum-900 uppercase">
            {text('contentToc')}
          </h2>
          <ol className="mt-2 space-y-1 text-sm text-plum-800">
            {toc.map((heading) => (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  className="inline-flex min-h-8 items-center underline-offset-4 hover:text-rose-700 hover:underline"
                >
                  {heading.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <TrustedHtml className="content-prose mt-6" html={page.html} />
    </article>
  );
}
