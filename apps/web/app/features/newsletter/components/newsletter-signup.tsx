import { lazy, Suspense, useState } from 'react';
import { FOOTER_HEADING_CLASS } from '~/components/layout/site-footer';
import { useNewsletterText } from '../text';

const NewsletterModal = lazy(() => import('../modals/newsletter-modal'));

/**
 * The footer's newsletter block: a line and a button that opens the newsletter modal. The modal
 * never opens by itself (docs/design/newsletter.md: no pop-up on arrival).
 */
export function NewsletterSignup() {
  const text = useNewsletterText();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p className={FOOTER_HEADING_CLASS}>{text('footerTitle')}</p>
      <p className="text-sm leading-relaxed text-cream-100/85">{text('footerText')}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="mt-3 inline-flex min-h-11 items-center rounded-full border border-cream-50/40 px-5 text-sm font-semibold text-cream-50 hover:border-cream-50 hover:bg-cream-50/10"
      >
        {text('footerButton')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NewsletterModal source="footer" onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
