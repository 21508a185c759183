import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { TrustedHtml } from '~/components/ui/trusted-html';
import { useAdminText } from '../text';

/** The intent a Markdown editor's action answers its preview under. */
export const PREVIEW_INTENT = 'preview';

/**
 * Unsaved Markdown rendered by the API as the shop will show it, asked of the page's action
 * (intent `preview`) a moment after typing stops (the content pages, the academy's lessons).
 */
export function useMarkdownPreview(action: string) {
  const fetcher = useFetcher<{ intent: string; html?: string }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ask = (fields: Record<string, string>, wait = 400) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void fetcher.submit({ intent: PREVIEW_INTENT, ...fields }, { method: 'post', action });
    }, wait);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return { html: fetcher.data?.intent === PREVIEW_INTENT ? fetcher.data.html : undefined, ask };
}

/** The preview's box: the rendered HTML, or a word saying there is nothing yet. */
export function MarkdownPreviewBox({ html }: { html: string | undefined }) {
  const text = useAdminText();
  return (
    <div className="min-h-48 rounded-2xl bg-white p-5 ring-1 ring-blush-200">
      {html ? (
        <TrustedHtml className="content-prose" html={html} />
      ) : (
        <p className="text-sm text-plum-700">{text('contentPreviewEmpty')}</p>
      )}
    </div>
  );
}
