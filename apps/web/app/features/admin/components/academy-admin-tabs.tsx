import { Link, useLocation } from 'react-router';
import { useAdminText, type AdminTextKey } from '../text';

/** The academy's back-office pages, in the order of the work: set it up, author it, run it. */
export const ACADEMY_ADMIN_TABS: ReadonlyArray<{ to: string; label: AdminTextKey }> = [
  { to: '/admin/academy', label: 'academyTabSettings' },
  { to: '/admin/academy/levels', label: 'academyTabLevels' },
  { to: '/admin/academy/posts', label: 'academyTabPosts' },
  { to: '/admin/academy/enrolments', label: 'academyTabEnrolments' },
  { to: '/admin/academy/papers', label: 'academyTabPapers' },
  { to: '/admin/academy/comments', label: 'academyTabComments' },
  { to: '/admin/academy/winners', label: 'academyTabWinners' },
];

/** The tab a path belongs to: the longest tab path it starts with (a quiz belongs to levels). */
export function academyAdminTabFor(pathname: string): string {
  if (pathname.startsWith('/admin/academy/classes/')) return '/admin/academy/levels';
  let best = '/admin/academy';
  for (const tab of ACADEMY_ADMIN_TABS) {
    if ((pathname === tab.to || pathname.startsWith(`${tab.to}/`)) && tab.to.length > best.length) {
      best = tab.to;
    }
  }
  return best;
}

/** The academy's sections as links; the one the page belongs to is marked current. */
export function AcademyAdminTabs() {
  const text = useAdminText();
  const current = academyAdminTabFor(useLocation().pathname);
  return (
    <nav aria-label={text('academyTabsNav')}>
      <ul className="flex flex-wrap gap-2">
        {ACADEMY_ADMIN_TABS.map((tab) => {
          const isCurrent = tab.to === current;
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 ${
                  isCurrent
                    ? 'bg-plum-900 text-cream-50'
                    : 'border border-plum-900/20 bg-white text-plum-900 hover:border-plum-900'
                }`}
              >
                {text(tab.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
