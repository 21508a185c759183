import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { UserIcon } from '~/components/ui/icons';
import { useToast } from '~/components/ui/toast';
import { useApiClient } from '~/lib/api-client';
import { requestLogin } from '~/lib/login-request';
import { useMember } from '../hooks/use-member';
import { useAuthText } from '~/features/auth/text';

const iconButton =
  'relative inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full text-plum-900 hover:bg-blush-100';

/**
 * The header's account entry: a guest opens the login dialog; a member gets a small menu (my
 * account, addresses, log out). Logging out ends the session on the server and reloads the page
 * data, which clears the bag count.
 */
export function AccountMenu() {
  const text = useAuthText();
  const member = useMember();
  const api = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!member) {
    return (
      <button
        type="button"
        data-tour="account"
        onClick={() => requestLogin()}
        className={iconButton}
      >
        <UserIcon className="size-6" />
        <span className="sr-only lg:not-sr-only lg:pr-3 lg:text-sm lg:font-semibold">
          {text('loginOrRegister')}
        </span>
      </button>
    );
  }

  async function logout() {
    setOpen(false);
    // POST: a cookie session is never ended by a GET another site could trigger.
    await api.post('/api/auth/logout');
    toast.show(text('logoutDone'));
    await revalidator.revalidate();
    void navigate('/');
  }

  return (
    <div ref={root} data-tour="account" className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={iconButton}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-plum-900 text-sm font-bold uppercase text-cream-50"
        >
          {member.name.slice(0, 1)}
        </span>
        <span className="sr-only lg:not-sr-only lg:max-w-32 lg:truncate lg:pr-3 lg:text-sm lg:font-semibold">
          {text('headerGreeting', { name: member.name })}
        </span>
      </button>
      {open ? (
        <ul
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-2xl bg-white py-2 shadow-xl shadow-plum-900/15 ring-1 ring-blush-200"
        >
          <li>
            <Link
              to="/my-account"
              onClick={() => setOpen(false)}
              className="block min-h-11 px-4 py-3 text-sm font-semibold text-plum-900 hover:bg-blush-50"
            >
              {text('menuMyAccount')}
            </Link>
          </li>
          <li>
            <Link
              to="/shipping-address"
              onClick={() => setOpen(false)}
              className="block min-h-11 px-4 py-3 text-sm font-semibold text-plum-900 hover:bg-blush-50"
            >
              {text('menuAddresses')}
            </Link>
          </li>
          <li className="border-t border-blush-100">
            <button
              type="button"
              onClick={() => void logout()}
              className="block min-h-11 w-full px-4 py-3 text-left text-sm font-semibold text-berry-700 hover:bg-blush-50"
            >
              {text('logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
