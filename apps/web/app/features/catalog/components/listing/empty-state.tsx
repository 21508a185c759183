import type { ReactNode } from 'react';
import { SearchIcon } from '~/components/ui/icons';

/** A friendly empty list: a title, a hint and a way on. */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-blush-200/70">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-blush-100 text-rose-700">
        <SearchIcon className="size-7" />
      </span>
      <h2 className="mt-4 font-display text-2xl font-semibold text-plum-900">{title}</h2>
      <p className="mt-2 max-w-md text-plum-700">{text}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
