import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CART_PATH } from '@kilau/domain/cart';
import { CheckIcon, CloseIcon } from '~/components/ui/icons';
import { useMessage } from '~/lib/i18n';
import type { CartLineView } from '@kilau/domain/cart';
import { BagLineSummary } from './bag-line-summary';
import { useCartText } from '~/features/cart/text';

/** How long the notification stays when the shopper does not touch it. */
export const ADD_NOTIFICATION_MS = 6000;

/**
 * The add-to-bag notification (000 §2, §4): the product just added, 'Produk berhasil ditambahkan
 * ke tas belanja.' and the way to the bag. A polite live region that never takes focus; it stays
 * while hovered or focused, and Escape closes it. A member's bag is `/order`; a guest's opens the
 * mini-cart (checking out needs a login).
 */
export function AddNotification({
  notice,
  member,
  onClose,
  onOpenBag,
}: {
  notice: { id: number; line: CartLineView } | null;
  member: boolean;
  onClose: () => void;
  onOpenBag: () => void;
}) {
  const text = useCartText();
  const message = useMessage();
  const [held, setHeld] = useState(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const noticeId = notice?.id;
  useEffect(() => {
    if (noticeId === undefined || held) return;
    const timer = setTimeout(() => onCloseRef.current(), ADD_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [noticeId, held]);

  const primary =
    'inline-flex min-h-11 flex-1 items-center justify-center whitespace-nowrap rounded-full bg-plum-900 px-3 text-sm font-bold text-cream-50 transition hover:bg-plum-800';
  return (
    <section
      aria-label={text('bagNotification')}
      className="pointer-events-none fixed inset-x-3 bottom-3 z-[900] sm:inset-x-auto sm:bottom-auto sm:right-6 sm:top-24 sm:w-[24rem]"
    >
      {/* The live region stays mounted so that each new notification is announced. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {notice ? (
          <div
            key={notice.id}
            onMouseEnter={() => setHeld(true)}
            onMouseLeave={() => setHeld(false)}
            onFocus={() => setHeld(true)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onClose();
            }}
            className="toast-enter pointer-events-auto overflow-hidden rounded-3xl bg-white shadow-2xl shadow-plum-900/20 ring-1 ring-blush-200"
          >
            <div className="flex items-center gap-2.5 bg-gradient-to-r from-blush-100 to-cream-100 py-1.5 pl-4 pr-1.5">
              <span
                aria-hidden="true"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-white"
              >
                <CheckIcon className="size-4" strokeWidth={2.4} />
              </span>
              <p className="flex-1 text-sm font-semibold text-plum-900">
                {message('add_to_bag_success')}
              </p>
              <button
                type="button"
                onClick={onClose}
                aria-label={text('close')}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-plum-700 hover:bg-white/70"
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
            <div className="p-4">
              <BagLineSummary line={notice.line} compact />
              <div className="mt-4 flex gap-2">
                <button
                  type="button"
                  onClick={onClose}
                  className="inline-flex min-h-11 flex-1 items-center justify-center whitespace-nowrap rounded-full border border-plum-900/20 px-3 text-sm font-bold text-plum-900 transition hover:border-plum-900"
                >
                  {text('continueShopping')}
                </button>
                {member ? (
                  <Link to={CART_PATH} onClick={onClose} className={primary}>
                    {text('viewBag')}
                  </Link>
                ) : (
                  <button type="button" onClick={onOpenBag} className={primary}>
                    {text('viewBag')}
                  </button>
                )}
              </div>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
