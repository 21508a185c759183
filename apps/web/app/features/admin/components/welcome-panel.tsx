import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { STAFF_IDLE_MINUTES_DEFAULT, STAFF_SESSION_MAX_HOURS } from '@kilau/domain/admin';
import { sectionsFor } from '../lib/admin-sections';
import { PERMISSION_WORDS, ROLE_LABEL } from '../lib/role-words';
import { useAdminText } from '../text';
import type { StaffMe } from '../types';

/**
 * The back office's home: who is signed in, their role, what it may do and where to go; `children`
 * (the day's figures, for the roles that have them) come first under the greeting.
 */
export function WelcomePanel({ me, children }: { me: StaffMe; children?: ReactNode }) {
  const text = useAdminText();
  const sections = sectionsFor(me.role);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-semibold text-plum-900">
          {text('welcomeTitle', { name: me.name })}
        </h1>
        <p className="mt-2 text-plum-700">
          {text('welcomeSignedIn', { email: me.email, role: text(ROLE_LABEL[me.role]) })}
        </p>
      </header>
      {children}
      <div className="grid gap-6 dt:grid-cols-2">
        <section
          aria-labelledby="welcome-may"
          className="rounded-2xl border border-blush-200 bg-white p-5"
        >
          <h2 id="welcome-may" className="text-lg font-semibold text-plum-900">
            {text('welcomeMayTitle')}
          </h2>
          <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5 text-plum-800">
            {me.permissions.map((permission) => (
              <li key={permission}>{text(PERMISSION_WORDS[permission])}</li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="welcome-sections"
          className="rounded-2xl border border-blush-200 bg-white p-5"
        >
          <h2 id="welcome-sections" className="text-lg font-semibold text-plum-900">
            {text('welcomeSectionsTitle')}
          </h2>
          {sections.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-3">
              {sections.map((section) => (
                <li key={section.to}>
                  <Link
                    to={section.to}
                    className="font-semibold text-plum-900 underline decoration-blush-400 underline-offset-4 hover:decoration-plum-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
                  >
                    {text(section.label)}
                  </Link>
                  <p className="text-sm text-plum-700">{text(section.about)}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-plum-700">{text('welcomeNoSections')}</p>
          )}
        </section>
      </div>
      <p className="text-sm text-plum-600">
        {text('welcomeSession', {
          idle: STAFF_IDLE_MINUTES_DEFAULT,
          hours: STAFF_SESSION_MAX_HOURS,
        })}
      </p>
    </div>
  );
}
