import { checkReceipt as checkReceiptBytes } from '@kilau/domain/orders';

/** What the receipt picker accepts (the API takes png and jpg). */
export const RECEIPT_ACCEPT = 'image/png,image/jpeg';
/** Bytes read to tell the image kind by its signature. */
export const SIGNATURE_BYTES = 16;

/**
 * A transfer receipt checked in the browser before it goes up, by the same rule as the API:
 * at most 5 MB ('Ukuran maksimum 5MB'), png or jpg by its content ('File harus png, jpg, jpeg').
 */
export async function checkReceipt(
  file: Blob,
): Promise<{ ok: true } | { ok: false; code: 'review_photo_too_large' | 'review_photo_type' }> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const checked = checkReceiptBytes({ head, size: file.size });
  return checked.ok ? { ok: true } : { ok: false, code: checked.code };
}
