import type { PlaceOutcome } from './lib/place-outcome';

/**
 * The payment step's one action, by intent: placing the order and forgetting a saved card.
 * Shared by the step (browser) and the action (server).
 */
export const PAYMENT_INTENTS = {
  place: 'place-order',
  deleteCard: 'delete-card',
} as const;

/**
 * The fields the step posts to place the order: the Order payment request entity (000 §3) and
 * the attempt's key. A card travels only as the gateway's token (and its first six digits, which
 * bank promotions are judged on): the card number and CVV are never posted.
 */
export const PLACE_FIELDS = [
  'cart_id',
  'payment_method',
  'total_price',
  'phone_no',
  'installment_term',
  'id_bank_account',
  'bank_name',
  'token_id',
  'save_card',
  'id_bank_promotion',
  'card_bin',
] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];

export const IDEMPOTENCY_FIELD = 'idempotency_key';
export const CARD_ID_FIELD = 'card_id';

export type PlaceActionData = { intent: typeof PAYMENT_INTENTS.place } & Exclude<
  PlaceOutcome,
  { outcome: 'navigate' }
>;
export type DeleteCardActionData = {
  intent: typeof PAYMENT_INTENTS.deleteCard;
  target: string;
  ok: boolean;
  message: string;
};

export const isPlaceAnswer = (value: unknown): value is PlaceActionData =>
  (value as { intent?: unknown } | undefined)?.intent === PAYMENT_INTENTS.place;
export const isDeleteCardAnswer = (value: unknown): value is DeleteCardActionData =>
  (value as { intent?: unknown } | undefined)?.intent === PAYMENT_INTENTS.deleteCard;
