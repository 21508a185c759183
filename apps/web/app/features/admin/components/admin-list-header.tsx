import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BUTTON_CLASS } from '~/components/ui/form-field';

/** A back-office list page's title, intro and its "new" button (banners, campaigns, quizzes…). */
export function AdminListHeader({
  title,
  intro,
  create,
}: {
  title: ReactNode;
  intro: ReactNode;
  /** The "new" button; none on a page that only edits. */
  create?: { to: string; label: ReactNode };
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold text-plum-900">{title}</h1>
        <p className="mt-1 text-plum-700">{intro}</p>
      </div>
      {create ? (
        <Link to={create.to} className={BUTTON_CLASS.primary}>
          {create.label}
        </Link>
      ) : null}
    </header>
  );
}
