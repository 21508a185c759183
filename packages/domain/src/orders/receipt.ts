/** A transfer receipt sent with CONFIRM PAYMENT: png or jpg, at most 5 MB (as review photos). */
export const RECEIPT_MAX_BYTES = 5_242_880;
