import { useText } from '~/lib/i18n';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const text = useText();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[4000] rounded-full bg-plum-900 px-5 py-3 text-sm font-semibold text-cream-50 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {text('skipToContent')}
    </a>
  );
}
