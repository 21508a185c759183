import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { QuickTourStep } from '@kilau/domain/engagement';
import { modalZIndex, useModalStack } from '~/components/ui/modal-stack';
import { boxOf, targetOf, type Rect } from '../lib/tour-targets';
import { useTourText, type TourTextKey } from '../text';

// The tour's card and halo: loaded when a visitor is to get the tour, never with the shell.
const GAP = 12;
const EDGE = 16;
const HALO = 6;

/** Each step's title and line; the account's line is a guest's or a member's. */
const STEP_TEXT: Record<QuickTourStep, { title: TourTextKey; body: TourTextKey }> = {
  search: { title: 'tourSearchTitle', body: 'tourSearchText' },
  categories: { title: 'tourCategoriesTitle', body: 'tourCategoriesText' },
  bag: { title: 'tourBagTitle', body: 'tourBagText' },
  account: { title: 'tourAccountTitle', body: 'tourAccountGuestText' },
  wishlist: { title: 'tourWishlistTitle', body: 'tourWishlistText' },
};

/** One step: the element lit up through a dimmed page, and the card beside it. */
export default function TourOverlay({
  step,
  index,
  total,
  member,
  onNext,
  onSkip,
}: {
  step: QuickTourStep;
  index: number;
  total: number;
  member: boolean;
  onNext: () => void;
  onSkip: () => void;
}) {
  const text = useTourText();
  const stack = useModalStack();
  const titleId = useId();
  const textId = useId();
  const card = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const skipRef = useRef(onSkip);
  const [box, setBox] = useState<Rect | null>(null);
  const [cardSize, setCardSize] = useState({ width: 320, height: 200 });
  // The card stays hidden until the first measurement places it.
  const [measured, setMeasured] = useState(false);

  useEffect(() => {
    skipRef.current = onSkip;
  }, [onSkip]);
  // In the modal stack: Escape and a click beside the card skip the tour.
  useEffect(() => stack.register('quickTour', () => skipRef.current()), [stack]);

  // Where the element and the card are, from the next frame on and as the page scrolls or
  // resizes. Measuring in the next frame reads the layout that frame computes anyway; measuring
  // while the overlay is committed would force a layout of the whole page inside the same task
  // (one long task as the tour opens on a first visit).
  useEffect(() => {
    const measure = () => {
      const rect = card.current?.getBoundingClientRect();
      if (rect) setCardSize({ width: rect.width, height: rect.height });
      setBox(boxOf(step));
      setMeasured(true);
    };
    const frame = requestAnimationFrame(() => {
      targetOf(step)?.scrollIntoView({ block: 'nearest' });
      measure();
    });
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);
  // The main button takes the focus once the card shows.
  useEffect(() => {
    if (measured) primary.current?.focus();
  }, [measured]);

  const last = index === total - 1;
  const words = STEP_TEXT[step];
  const bodyKey = step === 'account' && member ? 'tourAccountMemberText' : words.body;
  const place = placeCard(box, cardSize);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !card.current) return;
    const buttons = Array.from(card.current.querySelectorAll<HTMLButtonElement>('button'));
    const first = buttons[0];
    const lastButton = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      lastButton?.focus();
    } else if (!event.shiftKey && document.activeElement === lastButton) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0" style={{ zIndex: modalZIndex('quickTour') }}>
      <div
        data-testid="tour-overlay"
        aria-hidden="true"
        className={`absolute inset-0 ${box ? '' : 'bg-plum-950/55'}`}
        onClick={() => stack.closeTopmost()}
      />
      {box ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute rounded-2xl ring-2 ring-cream-50 transition-all duration-200 motion-reduce:transition-none"
          style={{
            top: box.top - HALO,
            left: box.left - HALO,
            width: box.width + HALO * 2,
            height: box.height + HALO * 2,
            boxShadow: '0 0 0 9999px rgb(38 12 32 / 0.55)',
          }}
        />
      ) : null}
      <div
        ref={card}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
        className="absolute w-[min(20rem,calc(100vw-2rem))] rounded-3xl bg-cream-50 p-5 shadow-2xl shadow-plum-950/30"
        style={{ top: place.top, left: place.left, visibility: measured ? undefined : 'hidden' }}
      >
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-rose-700">
          {text('tourLabel')} · {text('tourProgress', { step: index + 1, total })}
        </p>
        <h2 id={titleId} className="mt-2 font-display text-xl font-semibold text-plum-900">
          {text(words.title)}
        </h2>
        <p id={textId} className="mt-1.5 text-sm leading-relaxed text-plum-700">
          {text(bodyKey)}
        </p>
        <div className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={onSkip}
            className="min-h-11 rounded-full px-3 text-sm font-semibold text-plum-700 underline-offset-4 hover:underline"
          >
            {text('tourSkip')}
          </button>
          <button
            ref={primary}
            type="button"
            onClick={onNext}
            className="inline-flex min-h-11 items-center rounded-full bg-plum-900 px-5 text-sm font-semibold text-cream-50 hover:bg-plum-800"
          >
            {last ? text('tourDone') : text('tourNext')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** Below the element when the card fits there, above otherwise; centred on it, inside the screen. */
function placeCard(box: Rect | null, size: { width: number; height: number }) {
  const width = window.innerWidth;
  const height = window.innerHeight;
  if (!box)
    return { top: Math.max(EDGE, (height - size.height) / 2), left: (width - size.width) / 2 };
  const below = box.top + box.height + HALO + GAP;
  const top =
    below + size.height <= height - EDGE
      ? below
      : Math.max(EDGE, box.top - HALO - GAP - size.height);
  const centred = box.left + box.width / 2 - size.width / 2;
  const left = Math.min(Math.max(EDGE, centred), Math.max(EDGE, width - size.width - EDGE));
  return { top, left };
}
