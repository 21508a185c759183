import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { BagIcon } from '~/components/ui/icons';
import { useText } from '~/lib/i18n';
import { onUnauthorized } from '~/lib/session-events';

/**
 * The bag count to show: the root loader's value, hidden at once when any API call answers 401
 * (the session is gone) until fresh loader data arrives.
 */
export function useBagCount(fromLoader: number | null): number | null {
  const revalidator = useRevalidator();
  const [cleared, setCleared] = useState(false);
  useEffect(
    () =>
      onUnauthorized(() => {
        setCleared(true);
        void revalidator.revalidate().finally(() => setCleared(false));
      }),
    [revalidator],
  );
  return cleared ? null : fromLoader;
}

export function BagLink({ count }: { count: number | null }) {
  const text = useText();
  const shown = count !== null && count > 0 ? count : null;
  return (
    <Link
      to="/order"
      className="relative inline-flex size-12 items-center justify-center rounded-full text-plum-900 hover:bg-blush-100"
    >
      <BagIcon className="size-6" />
      <span className="sr-only">
        {shown === null ? text('bag') : text('bagWithCount', { count: shown })}
      </span>
      {shown !== null ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[0.7rem] font-bold leading-5 text-white"
        >
          {shown > 99 ? '99+' : shown}
        </span>
      ) : null}
    </Link>
  );
}
