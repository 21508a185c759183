import { Link } from 'react-router';

export type LinkTab = { key: string; to: string; label: string; current: boolean };

/**
 * A page's states or sections as tabs that are links, so the address is the page's state: the
 * current one marked `aria-current="page"` (reviews, redemptions, the academy's sections and
 * queues, its posts' kinds).
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 ${
                tab.current
                  ? 'bg-plum-900 text-cream-50'
                  : 'border border-plum-900/20 bg-white text-plum-900 hover:border-plum-900'
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
