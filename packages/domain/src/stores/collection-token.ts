import { ok, refuse, type Result } from '../shared/result';

/**
 * An order's collection token (docs/design/store-collection.md): what the order QR holds and
 * staff scan at a store's exit. `KCT1.{orderId}.{storeId}.{nonce}.{signature}`: the order and
 * its store in clear, the nonce kept on the order (a new nonce revokes every earlier token),
 * and the HMAC-SHA-256 of everything before the last dot, base64url. The API computes the HMAC
 * with its secret (the domain does no cryptography of its own); the domain reads and checks.
 */
export const COLLECTION_TOKEN_VERSION = 'KCT1';

/** A nonce as the API makes it: 16 random bytes, base64url (22 characters). */
const NONCE = /^[A-Za-z0-9_-]{22}$/;
/** An HMAC-SHA-256 in base64url: 43 characters. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const ID = /^[1-9][0-9]{0,15}$/;

/** The longest token there is (a pasted text past it is not a token). */
export const COLLECTION_TOKEN_MAX_LENGTH = 120;

export type CollectionClaim = { orderId: number; storeId: number; nonce: string };

export type CollectionTokenRefusal =
  | 'collection_token_malformed'
  | 'collection_token_forged'
  | 'collection_token_other_store';

/** The signed part of a token: what the HMAC covers. */
export function collectionTokenPayload(claim: CollectionClaim): string {
  return `${COLLECTION_TOKEN_VERSION}.${claim.orderId}.${claim.storeId}.${claim.nonce}`;
}

/** The whole token, from its payload and the payload's signature. */
export function collectionToken(claim: CollectionClaim, sign: (payload: string) => string) {
  const payload = collectionTokenPayload(claim);
  return `${payload}.${sign(payload)}`;
}

/** Compares two texts in time that depends on their length only. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Reads a scanned or typed token for the store `storeId`: its shape (else malformed), then its
 * signature (else forged: whatever it claims is not believed), then its store (another store's
 * order is not handed over here). Surrounding spaces are forgiven, as a paste brings them.
 */
export function readCollectionToken(
  token: string,
  storeId: number,
  sign: (payload: string) => string,
): Result<CollectionClaim, CollectionTokenRefusal> {
  const text = token.trim();
  if (text.length > COLLECTION_TOKEN_MAX_LENGTH) return refuse('collection_token_malformed');
  const parts = text.split('.');
  if (parts.length !== 5) return refuse('collection_token_malformed');
  const [version, order, store, nonce, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (
    version !== COLLECTION_TOKEN_VERSION ||
    !ID.test(order) ||
    !ID.test(store) ||
    !NONCE.test(nonce) ||
    !SIGNATURE.test(signature)
  ) {
    return refuse('collection_token_malformed');
  }
  const claim = { orderId: Number(order), storeId: Number(store), nonce };
  if (!Number.isSafeInteger(claim.orderId) || !Number.isSafeInteger(claim.storeId)) {
    return refuse('collection_token_malformed');
  }
  if (!sameText(sign(collectionTokenPayload(claim)), signature)) {
    return refuse('collection_token_forged');
  }
  if (claim.storeId !== storeId) return refuse('collection_token_other_store');
  return ok(claim);
}
