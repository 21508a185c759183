import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Image } from '~/components/ui/image';
import { displayName, type Member } from '../types';
import { useAccountText, type AccountTextKey } from '~/features/account/text';

// Pills in a scrolling row on phones; a side menu on desktop.
const TAB_CLASS = [
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-plum-900/15 bg-white px-5 text-sm font-semibold text-plum-800 transition hover:border-plum-900',
  'aria-[current=page]:border-plum-900 aria-[current=page]:bg-plum-900 aria-[current=page]:text-cream-50',
  'dt:flex dt:w-full dt:rounded-2xl dt:border-transparent dt:bg-transparent dt:px-4 dt:hover:border-transparent dt:hover:bg-blush-100',
  'dt:aria-[current=page]:border-transparent dt:aria-[current=page]:bg-blush-100 dt:aria-[current=page]:font-bold dt:aria-[current=page]:text-plum-900',
].join(' ');

/** One entry of the account screen's tab bar: a page of its own and its label. */
export type AccountTab = { to: string; label: AccountTextKey };

/**
 * The member's picture, with the avatar in its place when there is none or it fails to load
 * (001 §8). `action` is where the photo upload control goes once uploads exist.
 */
export function AccountAvatar({
  member,
  action,
  className = 'size-16',
}: {
  member: Member;
  action?: ReactNode;
  className?: string;
}) {
  const text = useAccountText();
  return (
    <div className="relative shrink-0">
      <Image
        src={member.image}
        fallback="avatar"
        alt={text('accountAvatarAlt', { name: displayName(member) })}
        width={96}
        height={96}
        className={`${className} rounded-full bg-blush-100 object-cover ring-4 ring-cream-50`}
      />
      {action}
    </div>
  );
}

/**
 * The account screen that /my-account, /shipping-address, /my-orders and /wishlist share
 * (001 §2): the member's card and a tab bar beside (desktop) or above (mobile) the page. Each
 * tab is a link to its own route, so a later page joins by adding one entry to `tabs`.
 */
export function AccountLayout({
  member,
  tabs,
  avatarAction,
  children,
}: {
  member: Member;
  tabs: readonly AccountTab[];
  /** The profile photo's upload control (pre-signed upload, 001 §7), once uploads exist. */
  avatarAction?: ReactNode;
  children: ReactNode;
}) {
  const text = useAccountText();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // On phones the tabs scroll sideways: bring the current one into view.
  useEffect(() => {
    const bar = nav.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current || bar.scrollWidth <= bar.clientWidth) return;
    const [barBox, tabBox] = [bar.getBoundingClientRect(), current.getBoundingClientRect()];
    bar.scrollLeft += tabBox.left - barBox.left - (barBox.width - tabBox.width) / 2;
  }, [pathname]);
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-4 md:pt-8 dt:grid dt:grid-cols-[16rem_1fr] dt:items-start dt:gap-8">
      <aside className="dt:sticky dt:top-36">
        <div className="flex items-center gap-4 rounded-3xl bg-plum-900 p-4 text-cream-50 dt:flex-col dt:items-start dt:p-6">
          <AccountAvatar member={member} action={avatarAction} className="size-14 dt:size-20" />
          <div className="min-w-0 dt:w-full">
            <p className="break-words font-display text-xl font-semibold leading-snug">
              {text('accountGreeting', { name: displayName(member) })}
            </p>
            <p className="mt-0.5 truncate text-sm text-blush-200">{member.email}</p>
          </div>
        </div>
        <nav
          ref={nav}
          aria-label={text('accountMenu')}
          className="-mx-4 mt-3 overflow-x-auto px-4 dt:mx-0 dt:px-0"
        >
          <ul className="flex gap-2 dt:flex-col dt:gap-1">
            {tabs.map((tab) => (
              <li key={tab.to} className="shrink-0">
                <NavLink to={tab.to} end prefetch="intent" className={TAB_CLASS}>
                  {text(tab.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="mt-6 min-w-0 dt:mt-0">{children}</div>
    </div>
  );
}
