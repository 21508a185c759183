import type { ReactNode } from 'react';
import type { CheckoutStep } from '@kilau/domain/checkout';
import { formatRupiah } from '@kilau/domain/shared';
import { CheckoutSteps } from '~/components/layout/checkout-steps';
import { ShieldIcon } from '~/components/ui/icons';
import { useCheckoutText, type CheckoutTextKey } from '~/features/checkout/text';

/**
 * A checkout step's page: its title and where the shopper is in the checkout, the step's
 * sections beside the order summary on desktop (the summary sticks), one column on phones with
 * the total and the call to action in a bar at the bottom of the screen.
 */
export function CheckoutFrame({
  step,
  title,
  notices,
  summary,
  bar,
  children,
}: {
  step: CheckoutStep;
  title: CheckoutTextKey;
  notices?: ReactNode;
  summary: ReactNode;
  /** The phone layout's bottom bar (see `CheckoutBar`). */
  bar: ReactNode;
  children: ReactNode;
}) {
  const text = useCheckoutText();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-40 pt-6 sm:pt-8 dt:pb-16">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <h1 className="font-display text-3xl font-semibold text-plum-900 sm:text-4xl">
          {text(title)}
        </h1>
        <CheckoutSteps current={step} linkDone />
      </header>
      {notices}
      <div className="dt:grid dt:grid-cols-[minmax(0,1fr)_24rem] dt:gap-8">
        <div className="space-y-5 dt:self-start">{children}</div>
        <div className="mt-6 dt:mt-0">{summary}</div>
      </div>
      {bar}
    </div>
  );
}

/** The phone layout's bar at the bottom of the screen: the total and the step's action. */
export function CheckoutBar({
  total,
  note,
  children,
}: {
  total: number;
  note?: ReactNode;
  children: ReactNode;
}) {
  const text = useCheckoutText();
  return (
    <div
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-blush-200 bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-8px_24px_-12px_rgba(74,31,61,0.25)] backdrop-blur dt:hidden"
    >
      {note ? <div className="mb-2 text-center text-xs text-plum-700">{note}</div> : null}
      <div className="mx-auto flex max-w-xl items-center gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-plum-700">{text('checkoutTotal')}</p>
          <p className="truncate text-lg font-bold tabular-nums text-plum-900">
            {formatRupiah(total)}
          </p>
        </div>
        <div className="shrink-0">{children}</div>
      </div>
    </div>
  );
}

/** "Secure payment" under a step's call to action. */
export function SecureNote() {
  const text = useCheckoutText();
  return (
    <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-plum-700">
      <ShieldIcon className="size-4 text-leaf-700" />
      {text('checkoutSecure')}
    </p>
  );
}

/** A titled white card, the look of every checkout section. */
export function CheckoutSection({
  id,
  title,
  icon,
  action,
  children,
}: {
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2
          id={id}
          className="flex items-center gap-2 text-xs font-bold uppercase tracking-[0.14em] text-rose-700"
        >
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
