import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BUTTON_CLASS, FormMessage } from '~/components/ui/form-field';
import { useNewsletterText } from '../text';

/**
 * The frame of the confirm and unsubscribe pages: a heading, what happened (announced), and
 * the way back to the shop.
 */
export function NewsletterLinkPage({
  title,
  heading,
  tone,
  children,
  action,
}: {
  title: string;
  heading: string;
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  /** The page's own button (the unsubscribe confirmation), above the way back. */
  action?: ReactNode;
}) {
  const text = useNewsletterText();
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-rose-700">{title}</p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-plum-950">{heading}</h1>
      <div className="mt-6">
        <FormMessage tone={tone}>{children}</FormMessage>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {action}
        <Link to="/" className={`${action ? BUTTON_CLASS.secondary : BUTTON_CLASS.primary}`}>
          {text('shopLink')}
        </Link>
      </div>
    </section>
  );
}
