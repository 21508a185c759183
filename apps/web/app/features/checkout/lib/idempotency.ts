/**
 * One placement attempt: the body sent and the `Idempotency-Key` it was sent under. A retry of
 * the same attempt (the answer was lost, or the shop could not be reached) sends both again, so
 * the API answers the first result instead of placing a second order; anything the shopper
 * changed makes a new attempt with a new key.
 */
export type PlaceAttempt = { key: string; signature: string; body: Record<string, string> };

/** The attempt to send again, when the shopper retries without changing anything. */
export const retryableAttempt = (
  previous: PlaceAttempt | null,
  signature: string,
): PlaceAttempt | null => (previous && previous.signature === signature ? previous : null);

/** A fresh key for a new attempt (a UUID, as the API's `Idempotency-Key` takes 8–100 characters). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
