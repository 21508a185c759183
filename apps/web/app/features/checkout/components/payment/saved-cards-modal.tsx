import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { detectCardBrand } from '@kilau/domain/payment';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { PlusIcon, TrashIcon } from '~/components/ui/icons';
import { Modal } from '~/components/ui/modal';
import { useToast } from '~/components/ui/toast';
import { CARD_ID_FIELD, PAYMENT_INTENTS, isDeleteCardAnswer } from '../../payment-intents';
import type { SavedCard } from '../../types';
import { BrandBadge } from './card-form';
import { useCheckoutText } from '~/features/checkout/text';

function SavedCardRow({
  card,
  chosen,
  onUse,
}: {
  card: SavedCard;
  chosen: boolean;
  onUse: () => void;
}) {
  const text = useCheckoutText();
  const toast = useToast();
  const fetcher = useFetcher();
  const answer = isDeleteCardAnswer(fetcher.data) ? fetcher.data : null;
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  }, [answer, toast]);
  const last4 = card.masked_card.slice(-4);
  return (
    <li
      className={`flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 ring-1 ${chosen ? 'ring-2 ring-plum-900' : 'ring-blush-200'}`}
    >
      <BrandBadge brand={card.card_brand ?? detectCardBrand(card.masked_card)} />
      <div className="min-w-0 flex-1">
        <p className="font-mono font-semibold tracking-wide text-plum-900">{card.masked_card}</p>
        {card.expiry_month && card.expiry_year ? (
          <p className="text-xs text-plum-700">
            {text('savedCardExpires', { month: card.expiry_month, year: card.expiry_year })}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onUse}
        aria-pressed={chosen}
        className="inline-flex min-h-10 items-center rounded-full bg-plum-900 px-4 text-xs font-bold text-cream-50 hover:bg-plum-800"
      >
        {text('savedCardUse')}
      </button>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={PAYMENT_INTENTS.deleteCard} />
        <input type="hidden" name={CARD_ID_FIELD} value={card._id} />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          aria-label={text('savedCardDeleteLabel', { card: last4 })}
          className="inline-flex size-10 items-center justify-center rounded-full text-plum-700 hover:bg-blush-100 hover:text-berry-700 disabled:opacity-50"
        >
          <TrashIcon className="size-5" />
        </button>
      </fetcher.Form>
    </li>
  );
}

/**
 * The saved-card modal (000 §2): the member's saved cards — masked, as the gateway lets the
 * shop keep them — to pay with one or remove it (a failed removal says 'Silakan coba lagi dalam
 * beberapa saat', 000 §8), or a new card.
 */
export function SavedCardsModal({
  open,
  cards,
  chosenId,
  onUse,
  onNewCard,
  onClose,
}: {
  open: boolean;
  cards: readonly SavedCard[];
  chosenId: string | null;
  onUse: (card: SavedCard) => void;
  onNewCard: () => void;
  onClose: () => void;
}) {
  const text = useCheckoutText();
  return (
    <Modal kind="savedCard" open={open} onClose={onClose} title={text('savedCardsTitle')}>
      {cards.length === 0 ? (
        <p className="text-sm text-plum-700">{text('savedCardNone')}</p>
      ) : (
        <ul className="space-y-2">
          {cards.map((card) => (
            <SavedCardRow
              key={card._id}
              card={card}
              chosen={card._id === chosenId}
              onUse={() => onUse(card)}
            />
          ))}
        </ul>
      )}
      <button type="button" onClick={onNewCard} className={`${BUTTON_CLASS.secondary} mt-4 w-full`}>
        <PlusIcon className="size-5" />
        {text('savedCardNew')}
      </button>
    </Modal>
  );
}
