import { academyPath, type AcademySettingsView } from '@kilau/domain/academy';
import { Link, NavLink } from 'react-router';
import { UserIcon } from '~/components/ui/icons';
import { requestLogin } from '~/lib/login-request';
import { useAcademyText } from '../text';
import { AcademyMark } from './academy-mark';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-12 items-center rounded-full px-4 text-sm font-semibold ${
    isActive ? 'bg-[var(--academy-accent)] text-plum-950' : 'text-plum-900 hover:bg-blush-100'
  }`;

/**
 * The academy's header (001 §2: academy routes use an academy header): its mark, the way to its
 * classes and quizzes, the member's progress and their academy profile. It replaces the shop's
 * header on every academy page; a link leads back to the shop.
 */
export function AcademyHeader({
  academy,
  percent,
  signedIn,
}: {
  academy: AcademySettingsView;
  signedIn: boolean;
  /** The approved member's progress, or null (a guest, or not approved yet). */
  percent: number | null;
}) {
  const text = useAcademyText();
  const segment = academy.path_segment;
  return (
    <header className="border-b border-plum-900/10 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 px-4 py-2">
        <Link
          to={academyPath(segment, 'landing')}
          className="flex min-h-12 items-center gap-2"
          aria-label={`${academy.name} · ${text('academyHome')}`}
        >
          <AcademyMark academy={academy} />
          <span className="font-display text-lg font-semibold text-plum-900">{academy.name}</span>
        </Link>
        {/* Under the mark on a phone, beside it from the tablet width: one menu for both. */}
        <nav
          aria-label={text('academyNav')}
          className="order-last flex w-full justify-center gap-1 md:order-none md:ml-auto md:w-auto"
        >
          <NavLink to={academyPath(segment, 'classes')} className={navLink}>
            {text('academyNavClasses')}
          </NavLink>
          <NavLink to={academyPath(segment, 'quizzes')} className={navLink}>
            {text('academyNavQuizzes')}
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          {percent !== null ? (
            <Link
              to={academyPath(segment, 'classes')}
              className="flex min-h-12 items-center gap-2 rounded-full px-2 text-sm font-semibold text-plum-900"
              aria-label={text('academyProgressLabel', { percent })}
            >
              <ProgressRing percent={percent} />
              <span aria-hidden="true">{percent}%</span>
            </Link>
          ) : null}
          {signedIn ? (
            <Link
              to={academyPath(segment, 'profile')}
              className="inline-flex min-h-12 min-w-12 items-center justify-center rounded-full text-plum-900 hover:bg-blush-100"
            >
              <UserIcon className="size-6" />
              <span className="sr-only">{text('academyNavProfile')}</span>
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => requestLogin()}
              className="inline-flex min-h-12 items-center gap-2 rounded-full px-3 text-sm font-semibold text-plum-900 hover:bg-blush-100"
            >
              <UserIcon className="size-6" />
              {text('academySignIn')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

/** A small ring filled to `percent`, in the academy's colour. */
function ProgressRing({ percent }: { percent: number }) {
  const radius = 15;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg viewBox="0 0 36 36" className="size-9 -rotate-90" aria-hidden="true">
      <circle
        cx="18"
        cy="18"
        r={radius}
        fill="none"
        stroke="var(--academy-accent)"
        strokeWidth="4"
      />
      <circle
        cx="18"
        cy="18"
        r={radius}
        fill="none"
        stroke="var(--academy-primary)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - Math.min(100, Math.max(0, percent)) / 100)}
      />
    </svg>
  );
}
