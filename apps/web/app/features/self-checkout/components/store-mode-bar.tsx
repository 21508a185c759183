import { Form, useNavigation } from 'react-router';
import { MapPinIcon } from '~/components/ui/icons';
import { useSelfCheckoutText } from '../text';

/** "Keluar dari mode toko": turns the mode off, the bag stops being the store's, then home. */
export function LeaveStoreMode({ className = '' }: { className?: string }) {
  const text = useSelfCheckoutText();
  const navigation = useNavigation();
  return (
    <Form method="post" action="/self-checkout" className={className}>
      <button
        type="submit"
        name="intent"
        value="leave"
        disabled={navigation.state !== 'idle'}
        className="inline-flex min-h-10 items-center whitespace-nowrap rounded-full border border-current px-3 text-xs sm:text-sm font-semibold hover:bg-white/10"
      >
        {text('leave')}
      </button>
    </Form>
  );
}

/**
 * The header's store line in self-checkout mode (issue 23): the store badge with the store's name
 * on every page of the mode, and the way out.
 */
export function StoreModeBar({ storeName }: { storeName: string }) {
  const text = useSelfCheckoutText();
  return (
    <div className="bg-plum-900 text-cream-50" data-testid="store-mode-bar">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-1.5">
        <p className="inline-flex items-center gap-2 text-sm font-semibold">
          <MapPinIcon className="size-4 text-rose-300" />
          {text('storeBadge', { name: storeName })}
        </p>
        <LeaveStoreMode />
      </div>
    </div>
  );
}
