import { useLocation } from 'react-router';
import { useIsDesktop } from '~/hooks/use-is-desktop';
import { useWindowScroll } from '~/hooks/use-window-scroll';
import { useText } from '~/lib/i18n';
import { showsScrollToTop } from '~/lib/route-rules';
import { ArrowUpIcon } from './icons';

/**
 * Appears after 340 px of scrolling, never on the Order page on mobile (spec 000 §9). `raised`:
 * the corner's place is taken (the chat's launcher), so it sits above it.
 */
export function ScrollToTopButton({ raised = false }: { raised?: boolean }) {
  const text = useText();
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const visible = useWindowScroll(
    (scrollY) => showsScrollToTop({ scrollY, isDesktop, pathname }),
    false,
  );
  if (!visible) return null;

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={text('scrollToTop')}
      data-scroll-top
      className={`fixed ${raised ? 'bottom-20' : 'bottom-5'} right-5 z-40 inline-flex size-12 items-center justify-center rounded-full bg-plum-900 text-cream-50 shadow-lg shadow-plum-900/25 transition hover:bg-plum-800`}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
