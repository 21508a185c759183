import type { Database } from '@kilau/db';
import { detectCardBrand } from '@kilau/domain/payment';
import type { Kysely } from 'kysely';

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
export function createSavedCards(db: Kysely<Database>) {
  return {
    async list(userId: number, now: Date): Promise<SavedCardView[]> {
      const rows = await db
        .selectFrom('midtrans_tokens')
        .selectAll()
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([eb('token_expires_at', 'is', null), eb('token_expires_at', '>', now)]),
        )
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
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
    async remove(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('midtrans_tokens')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
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
  await db
    .insertInto('midtrans_tokens')
    .values({ user_id: userId, masked_card: masked, created_at: now, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'masked_card']).doUpdateSet(values))
    .execute();
  return true;
}
