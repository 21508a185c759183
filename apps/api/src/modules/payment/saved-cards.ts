import type { Database } from '@kilau/db';
import { detectCardBrand } from '@kilau/domain/payment';
import type { Kysely } from 'kysely';
import { createPaymentRepository, type PaymentRepository } from './payment.repository';

/** A masked card in the shop's form, `481111-XXXX-1114`, from Midtrans' `481111-1114` or others. */
export function normaliseMaskedCard(masked: string): string | null {
  const digits = masked.replace(/[^0-9]/g, '');
  if (digits.length !== 10) return null;
  return `${digits.slice(0, 6)}-XXXX-${digits.slice(6)}`;
}

export type SavedCardView = {
  _id: string;
  id: number;
  saved_token_id: string;
  masked_card: string;
  card_brand: string;
  expiry_month: number | null;
  expiry_year: number | null;
  created_at: string;
};

/**
 * Saved cards (`midtrans_tokens`, 000 §3 Saved card): the gateway's `saved_token_id` and the
 * masked number for a member. The browser turns a saved token and the CVV into a one-time token
 * with the gateway's script, so the shop never handles the card.
 */
export function createSavedCardsService(deps: { payments: PaymentRepository; clock: () => Date }) {
  const { payments, clock } = deps;
  return {
    async list(userId: number): Promise<SavedCardView[]> {
      const rows = await payments.savedCards(userId, clock());
      return rows.map((row) => ({
        _id: String(row.id),
        id: row.id,
        saved_token_id: row.saved_token_id,
        masked_card: row.masked_card,
        card_brand: row.card_brand,
        expiry_month: row.expiry_month,
        expiry_year: row.expiry_year,
        created_at: row.created_at.toISOString(),
      }));
    },

    /** Forgets one of the member's cards; false when it is not theirs (or gone). */
    remove(userId: number, id: number): Promise<boolean> {
      return payments.removeSavedCard(userId, id);
    },
  };
}

/**
 * Keeps a card the gateway saved for a member (the orders module calls it with a capture's
 * `savedCard`, in its transaction). Saving the same card again refreshes its token. False when
 * the masked number is not one (nothing is kept).
 */
export async function rememberCard(
  db: Kysely<Database>,
  userId: number,
  card: {
    savedTokenId: string;
    maskedCard: string;
    cardBrand?: string;
    expiryMonth?: number | null;
    expiryYear?: number | null;
    tokenExpiresAt?: Date | null;
  },
  now: Date,
): Promise<boolean> {
  const masked = normaliseMaskedCard(card.maskedCard);
  if (!masked || card.savedTokenId === '') return false;
  const values = {
    saved_token_id: card.savedTokenId,
    card_brand: card.cardBrand ?? detectCardBrand(masked.slice(0, 6)),
    expiry_month: card.expiryMonth ?? null,
    expiry_year: card.expiryYear ?? null,
    token_expires_at: card.tokenExpiresAt ?? null,
    updated_at: now,
  };
  await createPaymentRepository(db).upsertSavedCard(userId, masked, values);
  return true;
}

export type SavedCardsService = ReturnType<typeof createSavedCardsService>;
