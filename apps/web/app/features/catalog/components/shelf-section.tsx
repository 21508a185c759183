import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/** A home shelf: a titled section with a link to the whole list beside its title. */
export function ShelfSection({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: ReactNode };
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl px-4 pt-12">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={titleId} className="font-display text-2xl font-semibold text-plum-900 md:text-3xl">
          {title}
        </h2>
        <Link
          to={link.to}
          className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
        >
          {link.label}
        </Link>
      </div>
      {children}
    </section>
  );
}
