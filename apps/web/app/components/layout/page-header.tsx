import type { ReactNode } from 'react';
import { Link } from 'react-router';

const ACTION_STYLES = {
  primary: 'bg-plum-900 text-cream-50 hover:bg-plum-800',
  secondary: 'border border-plum-900/20 bg-white text-plum-900 hover:border-plum-900',
} as const;

/** A page's title and intro, with an optional link to a related page beside them. */
export function PageHeader({
  title,
  intro,
  action,
}: {
  title: ReactNode;
  intro: ReactNode;
  action?: { to: string; label: ReactNode; style?: keyof typeof ACTION_STYLES };
}) {
  return (
    <header className="mb-6 mt-2 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl font-semibold text-plum-900 md:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-plum-700">{intro}</p>
      </div>
      {action ? (
        <Link
          to={action.to}
          className={`inline-flex min-h-12 items-center rounded-full px-6 font-semibold ${ACTION_STYLES[action.style ?? 'primary']}`}
        >
          {action.label}
        </Link>
      ) : null}
    </header>
  );
}
