/** A Core API answer: the HTTP status and Midtrans' JSON. */
export type CoreAnswer = { httpStatus: number; body: Record<string, unknown> };
