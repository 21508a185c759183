import type { ContentPageView } from '../types';
import { TrustedHtml } from '~/components/ui/trusted-html';

/**
 * A content page's body under another page's own heading: the intro of `/contact-us` and
 * `/find-us`, edited in the back office like every content page (HTML the API rendered from
 * Markdown, raw HTML escaped: ADR 0043).
 */
export function ContentIntro({
  page,
  className = '',
}: {
  page: ContentPageView;
  className?: string;
}) {
  return <TrustedHtml className={`content-prose max-w-3xl ${className}`} html={page.html} />;
}
