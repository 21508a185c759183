import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { homeLink } from '@kilau/domain/shared';
import { CameraIcon, MapPinIcon } from '~/components/ui/icons';
import type { ActiveStoreMode } from '~/lib/use-store-mode';
import { useSelfCheckoutText } from '../text';

/**
 * "Keluar dari mode toko": turns the mode off, the bag stops being the store's, then home. Under
 * 768 px (the mobile flag) the button says only "Keluar"; its name stays the whole phrase.
 */
export function LeaveStoreMode({ className = '' }: { className?: string }) {
  const text = useSelfCheckoutText();
  const navigation = useNavigation();
  return (
    <Form method="post" action={homeLink(true)} className={className}>
      <button
        type="submit"
        name="intent"
        value="leave"
        aria-label={text('leave')}
        disabled={navigation.state !== 'idle'}
        className="inline-flex min-h-10 items-center whitespace-nowrap rounded-full border border-cream-50/70 px-3 text-xs font-semibold hover:bg-white/10 md:text-sm"
      >
        <span className="md:hidden">{text('leaveShort')}</span>
        <span className="hidden md:inline">{text('leave')}</span>
      </button>
    </Form>
  );
}

/**
 * The store platform header (issue 23; 001 §9): in self-checkout mode the header's top line is the
 * store's, in place of the shop's free-shipping line, on every page of the mode. Under 768 px
 * the mobile flag: the store's name and the way out. From 768 px today's hours join it; above
 * 1100 px the store layout: the address, whether it is open now, and the way back to scanning.
 * Which parts show is decided by CSS alone, so the server's HTML is right at every width.
 */
export function StoreModeStrip({
  store,
  hours,
}: {
  store: ActiveStoreMode;
  /** Whether the store is open now and today's hours (the stores feature's, composed by the root). */
  hours?: ReactNode;
}) {
  const text = useSelfCheckoutText();
  return (
    <div
      className="bg-plum-900 text-cream-50"
      data-testid="store-mode-strip"
      aria-label={text('storeStripLabel')}
      role="group"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-1.5">
        <div className="flex min-w-0 items-center gap-2 text-sm">
          <MapPinIcon className="size-5 shrink-0 text-rose-300" />
          <p className="min-w-0 store:truncate">
            <span className="block text-[0.65rem] font-semibold uppercase tracking-[0.14em] text-rose-200 store:inline store:pr-2">
              {text('storeFlag')}
            </span>
            <span className="block truncate font-semibold store:inline">{store.storeName}</span>
            <span className="hidden text-cream-100 store:inline">
              {' · '}
              {store.address}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <div className="hidden text-xs text-cream-100 md:block">{hours}</div>
          <Link
            to={homeLink(true)}
            className="hidden min-h-10 items-center gap-2 rounded-full bg-cream-50 px-4 text-sm font-semibold text-plum-900 hover:bg-blush-100 store:inline-flex"
          >
            <CameraIcon className="size-4" />
            {text('scanAnother')}
          </Link>
          <LeaveStoreMode />
        </div>
      </div>
    </div>
  );
}
