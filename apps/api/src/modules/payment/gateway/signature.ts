import { createHash, timingSafeEqual } from 'node:crypto';
import { midtransSignatureInput } from '@kilau/domain/payment';

/** `signature_key`: the SHA-512 hex of order_id + status_code + gross_amount + server key. */
export function midtransSignature(fields: {
  orderId: string;
  statusCode: string;
  grossAmount: string;
  serverKey: string;
}): string {
  return createHash('sha512').update(midtransSignatureInput(fields), 'utf8').digest('hex');
}

const SIGNATURE = /^[0-9a-f]{128}$/i;

/**
 * Whether a notification's `signature_key` is the server key's signature of its fields, compared
 * in constant time (the expected and given digests are both 64 bytes once decoded; anything that
 * is not a SHA-512 hex is refused before comparing).
 */
export function verifyMidtransSignature(
  notification: {
    order_id: string;
    status_code: string;
    gross_amount: string;
    signature_key: string;
  },
  serverKey: string,
): boolean {
  // Without a key anyone could sign: nothing verifies.
  if (serverKey === '') return false;
  const expected = Buffer.from(
    midtransSignature({
      orderId: notification.order_id,
      statusCode: notification.status_code,
      grossAmount: notification.gross_amount,
      serverKey,
    }),
    'hex',
  );
  const given = SIGNATURE.test(notification.signature_key)
    ? Buffer.from(notification.signature_key, 'hex')
    : Buffer.alloc(expected.length);
  return timingSafeEqual(expected, given) && SIGNATURE.test(notification.signature_key);
}
