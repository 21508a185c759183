import type { ReactNode } from 'react';

/** A centred card for the one-form account pages (set password, sign up, complete profile). */
export function AccountPageCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 lg:py-16">
      <div className="rounded-3xl bg-white p-6 shadow-xl shadow-plum-900/5 ring-1 ring-blush-200 sm:p-8">
        <h1 className="font-display text-2xl font-semibold text-plum-900 sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-plum-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
