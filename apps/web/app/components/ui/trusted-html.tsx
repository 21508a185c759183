import { useMemo, type HTMLAttributes } from 'react';

type TrustedHtmlProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** HTML the shop's own server made safe (content pages' Markdown, a drawn QR code). */
  html: string;
};

/**
 * Trusted HTML in a `<div>`: the one way the storefront and the back office render HTML.
 *
 * React 19 sets `innerHTML` again whenever the `{ __html }` object is a new one, that is on every
 * re-render of the parent, even when the text is the same: the browser parses it anew, the nodes
 * are replaced (a reader's selection goes), and the whole page's style is invalidated. The FAQ's
 * 36 answers cost a long task on each of the root's re-renders after hydration. The object is
 * kept here while the text is unchanged. ESLint refuses an inline `{ __html }` object elsewhere.
 */
export function TrustedHtml({ html, ...props }: TrustedHtmlProps) {
  const inner = useMemo(() => ({ __html: html }), [html]);
  return <div {...props} dangerouslySetInnerHTML={inner} />;
}
