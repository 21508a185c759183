import { useLocation } from 'react-router';
import { useAdminText, type AdminTextKey } from '../text';
import { LinkTabs } from './link-tabs';

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
    <LinkTabs
      label={text('academyTabsNav')}
      tabs={ACADEMY_ADMIN_TABS.map((tab) => ({
        key: tab.to,
        to: tab.to,
        label: text(tab.label),
        current: tab.to === current,
      }))}
    />
  );
}
