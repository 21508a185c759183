import type { ReactNode } from 'react';
import { CheckIcon, CloseIcon, WalletIcon } from '~/components/ui/icons';

export type OutcomeTone = 'success' | 'waiting' | 'failed';

const TONES: Record<OutcomeTone, { ring: string; icon: ReactNode }> = {
  success: {
    ring: 'bg-leaf-700 text-white shadow-leaf-700/30',
    icon: <CheckIcon className="size-8" />,
  },
  waiting: {
    ring: 'bg-plum-900 text-cream-50 shadow-plum-900/30',
    icon: <WalletIcon className="size-8" />,
  },
  failed: {
    ring: 'bg-berry-700 text-white shadow-berry-700/30',
    icon: <CloseIcon className="size-8" />,
  },
};

/** The top of a page after placing: a round badge by outcome, the title and a sentence. */
export function OutcomeHero({
  tone,
  title,
  children,
}: {
  tone: OutcomeTone;
  title: ReactNode;
  children?: ReactNode;
}) {
  const look = TONES[tone];
  return (
    <header className="flex flex-col items-center text-center">
      <span
        aria-hidden="true"
        className={`inline-flex size-16 items-center justify-center rounded-full shadow-lg ring-8 ring-white ${look.ring}`}
      >
        {look.icon}
      </span>
      <h1 className="mt-5 max-w-xl font-display text-3xl font-semibold text-plum-900 sm:text-4xl">
        {title}
      </h1>
      {children ? (
        <div className="mt-3 max-w-xl text-sm leading-relaxed text-plum-700 sm:text-base">
          {children}
        </div>
      ) : null}
    </header>
  );
}

/** The page around an outcome: a soft blush wash behind a centred column. */
export function OutcomeLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-blush-100/70 via-cream-50 to-cream-50">
      <div className="mx-auto max-w-2xl px-4 pb-16 pt-10 sm:pt-14">{children}</div>
    </div>
  );
}

/** The buttons at the bottom of an outcome page: stacked on phones, side by side on desktop. */
export function OutcomeActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center [&>*]:sm:min-w-52">
      {children}
    </div>
  );
}
