/**
 * The sandbox's test cards, like Midtrans' (by the masked number the tokeniser keeps: the first
 * six and last four digits). Any other valid card is accepted.
 */
export type CardBehaviour = {
  /** What the issuing bank answers. */
  bank: 'accept' | 'deny';
  /** What the fraud detection answers for an authorised card. */
  fraud: 'accept' | 'challenge' | 'deny';
};

export const TEST_CARDS: Record<string, CardBehaviour & { number: string; note: string }> = {
  '481111-1114': {
    number: '4811 1111 1111 1114',
    note: 'Visa, 3-D Secure, accepted',
    bank: 'accept',
    fraud: 'accept',
  },
  '521111-1117': {
    number: '5211 1111 1111 1117',
    note: 'Mastercard, 3-D Secure, accepted',
    bank: 'accept',
    fraud: 'accept',
  },
  '491111-1113': {
    number: '4911 1111 1111 1113',
    note: 'Visa, denied by the bank',
    bank: 'deny',
    fraud: 'accept',
  },
  '451111-1117': {
    number: '4511 1111 1111 1117',
    note: 'Visa, challenged by fraud detection',
    bank: 'accept',
    fraud: 'challenge',
  },
  '441111-1118': {
    number: '4411 1111 1111 1118',
    note: 'Visa, denied by fraud detection',
    bank: 'accept',
    fraud: 'deny',
  },
};

export const cardBehaviour = (masked: string): CardBehaviour =>
  TEST_CARDS[masked] ?? { bank: 'accept', fraud: 'accept' };

/** The 3-D Secure one-time password that approves (anything else fails). */
export const SANDBOX_OTP = '112233';
