import { Link } from 'react-router';
import { homeLink } from '@kilau/domain/shared';
import { useStoreMode } from '~/lib/use-store-mode';
import { useText } from '~/lib/i18n';

/** The "Kilau" wordmark, linking home (`/self-checkout` in self-checkout mode, 000 §2). */
export function Wordmark({ className = '' }: { className?: string }) {
  const text = useText();
  const selfCheckout = useStoreMode() !== null;
  return (
    <Link
      to={homeLink(selfCheckout)}
      aria-label={text('homeLink')}
      className={`inline-flex min-h-12 items-center gap-1 rounded-lg font-display text-[1.75rem] font-semibold leading-none tracking-tight text-plum-900 ${className}`}
    >
      Kilau
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mb-3 size-3.5 text-rose-500">
        <path d="M12 2l2.4 7.6L22 12l-7.6 2.4L12 22l-2.4-7.6L2 12l7.6-2.4z" fill="currentColor" />
      </svg>
    </Link>
  );
}
