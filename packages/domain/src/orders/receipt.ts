import { textInput } from '../shared/input';
import { z } from '../shared/zod';
import { sniffImageKind } from '../accounts/profile-image';
import { ok, refuse, type Result } from '../shared/result';

/**
 * The receipt of a bank transfer (000 §7 "confirm payment", issue 8): a png or jpeg of at most
 * 5 MB, recognised by its bytes — the file's name and declared type are ignored.
 */
export const RECEIPT_MAX_BYTES = 5_242_880;
/** The stored copy: re-encoded as a JPEG no larger than this on its longest side. */
export const RECEIPT_MAX_SIDE_PX = 2000;
export const RECEIPT_JPEG_QUALITY = 85;
/** How long a receipt's signed link stays valid. */
export const RECEIPT_URL_TTL_SECONDS = 3600;

export const CONFIRM_BANK_NAME_MAX = 60;
export const CONFIRM_ACCOUNT_NAME_MAX = 100;

export type ReceiptKind = 'png' | 'jpeg';

/** The receipt's kind from its first bytes (the profile photo's sniffing), or null when it is neither png nor jpeg. */
export function sniffReceiptKind(head: Uint8Array): ReceiptKind | null {
  const kind = sniffImageKind(head);
  return kind === 'png' || kind === 'jpeg' ? kind : null;
}

/** 'File harus png, jpg, jpeg' for any other content; 'Ukuran maksimum 5MB' above 5 MB. */
export function checkReceipt(file: {
  head: Uint8Array;
  size: number;
}): Result<ReceiptKind, 'review_photo_type' | 'review_photo_too_large'> {
  if (file.size > RECEIPT_MAX_BYTES) return refuse('review_photo_too_large');
  const kind = sniffReceiptKind(file.head);
  return kind ? ok(kind) : refuse('review_photo_type');
}

const name = (max: number, tooLong: string) =>
  textInput({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: tooLong });

/** The text fields of a payment confirmation (000 §3 "Payment confirmation"). */
export const PaymentConfirmationFieldsSchema = z.object({
  bank_name: name(CONFIRM_BANK_NAME_MAX, 'confirm_bank_name_too_long'),
  account_name: name(CONFIRM_ACCOUNT_NAME_MAX, 'confirm_account_name_too_long'),
});
export type PaymentConfirmationFields = z.infer<typeof PaymentConfirmationFieldsSchema>;
