import type { ReactNode } from 'react';
import { Form, NavLink, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '~/components/layout/skip-link';
import { sectionsFor } from '../lib/admin-sections';
import { ROLE_LABEL } from '../lib/role-words';
import { useAdminText } from '../text';
import { LanguageSwitch } from '~/components/layout/language-switch';
import type { StaffMe } from '../types';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 ${
    isActive ? 'bg-plum-900 text-cream-50' : 'text-plum-800 hover:bg-blush-100'
  }`;

/** The sections the role may open: the home, then Staff and the audit log for an admin. */
function AdminNav({ me, id }: { me: StaffMe; id: string }) {
  const text = useAdminText();
  return (
    <nav aria-label={text('adminNavLabel')} id={id}>
      <ul className="flex flex-col gap-1">
        <li>
          <NavLink to="/admin" end className={linkClass}>
            {text('adminNavHome')}
          </NavLink>
        </li>
        {sectionsFor(me.role).map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} className={linkClass}>
              {text(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Who is signed in, their role, and the sign-out form (POST, works without JavaScript). */
function SignedIn({ me }: { me: StaffMe }) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-3 border-t border-blush-200 pt-4">
      <p className="text-sm">
        <span className="block text-xs text-plum-600">{text('adminSignedInAs')}</span>
        <span className="block font-semibold text-plum-900">{me.name}</span>
        <span className="block text-plum-700">{text(ROLE_LABEL[me.role])}</span>
      </p>
      <LanguageSwitch look="compact" />
      <Form method="post" action="/admin/logout">
        <button
          type="submit"
          className="inline-flex min-h-11 w-full items-center justify-center rounded-full border border-plum-900/20 bg-white px-4 text-sm font-bold text-plum-900 transition hover:border-plum-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          {text('adminSignOut')}
        </button>
      </Form>
    </div>
  );
}

/**
 * The back office's frame: a sidebar from the desktop width, a top bar with a menu on a phone
 * (a `<details>`, so it opens without JavaScript), and the page.
 */
export function AdminFrame({ me, children }: { me: StaffMe; children: ReactNode }) {
  const text = useAdminText();
  const { pathname } = useLocation();
  return (
    <div className="min-h-dvh bg-cream-50 dt:grid dt:grid-cols-[16rem_1fr]">
      <SkipLink />
      <aside className="hidden border-r border-blush-200 bg-white dt:flex dt:min-h-dvh dt:flex-col dt:gap-6 dt:p-5">
        <p className="font-display text-xl font-semibold text-plum-900">{text('backOffice')}</p>
        <div className="flex-1">
          <AdminNav me={me} id="admin-nav-desktop" />
        </div>
        <SignedIn me={me} />
      </aside>
      <header className="border-b border-blush-200 bg-white px-4 py-2 dt:hidden">
        {/* Keyed by the page: the phone's menu closes once a link in it is followed. */}
        <details key={pathname} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500">
            <span className="font-display text-lg font-semibold text-plum-900">
              {text('backOffice')}
            </span>
            <span className="rounded-full border border-plum-900/20 px-4 py-2 text-sm font-bold text-plum-900">
              {text('adminMenuOpen')}
            </span>
          </summary>
          <div className="flex flex-col gap-4 pb-3 pt-2">
            <AdminNav me={me} id="admin-nav-phone" />
            <SignedIn me={me} />
          </div>
        </details>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="min-w-0 px-4 py-6 outline-none dt:px-10 dt:py-8"
      >
        {children}
      </main>
    </div>
  );
}
