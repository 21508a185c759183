import { randomUUID } from 'node:crypto';
import { validateCardNumber } from '@kilau/domain/payment';
import type { CoreAnswer } from './core-answer';
import type { SandboxRepository } from './sandbox.repository';

/** A single-use token lives this long (the charge must follow the form). */
const TOKEN_TTL_MS = 15 * 60_000;

const invalid = (messages: string[]): CoreAnswer => ({
  httpStatus: 400,
  body: {
    status_code: '400',
    status_message: 'One or more parameters in the payload is invalid.',
    validation_messages: messages,
  },
});

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The card's expiry as month and four-digit year; null when it is not one. */
function expiryOf(monthText: string, yearText: string) {
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) return null;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 && year >= 2000 && year <= 2199 ? { month, year } : null;
}

/**
 * The sandbox's tokeniser (`POST /sandbox-gateway/v2/token`, what its `midtrans-new-3ds.min.js`
 * calls from the shopper's browser): checks the card (Luhn, expiry, CVV) and answers a token. It
 * keeps the masked number (first six, last four), the brand and the expiry — never the number,
 * never the CVV. A saved card's token with its CVV gives a new single-use token the same way.
 */
export function createTokeniser(deps: {
  repo: SandboxRepository;
  clock: () => Date;
  clientKey: string;
}) {
  async function issue(input: unknown): Promise<CoreAnswer> {
    const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    if (text(body.client_key) !== deps.clientKey) {
      return {
        httpStatus: 401,
        body: {
          status_code: '401',
          status_message: 'Access denied, please check client or server key',
        },
      };
    }
    const now = deps.clock();
    const cvv = text(body.card_cvv);
    const tokenId = text(body.token_id);
    let card: { masked: string; brand: string; month: number; year: number };

    if (tokenId) {
      const saved = await deps.repo.findSavedToken(tokenId, now);
      if (!saved) return invalid(['token_id is invalid or expired']);
      if (!/^\d{3,4}$/.test(cvv)) return invalid(['card_cvv must be 3 or 4 digits']);
      card = {
        masked: saved.masked_card,
        brand: saved.card_brand,
        month: saved.expiry_month,
        year: saved.expiry_year,
      };
    } else {
      const messages: string[] = [];
      const number = validateCardNumber(text(body.card_number));
      const digits = number.ok ? number.value.digits : '';
      if (!number.ok) {
        messages.push(
          number.code === 'required'
            ? 'card_number is required'
            : 'card_number does not match with luhn algorithm',
        );
      } else if (digits.length < 12 || digits.length > 19) {
        messages.push('card_number must be 12 to 19 digits');
      }
      const expiry = expiryOf(text(body.card_exp_month), text(body.card_exp_year));
      if (!expiry) messages.push('card_exp_month and card_exp_year must be a valid expiry');
      else if (
        expiry.year * 12 + expiry.month <
        now.getUTCFullYear() * 12 + (now.getUTCMonth() + 1)
      ) {
        messages.push('card is expired');
      }
      const cvvLength = number.ok && number.value.brand === 'amex' ? 4 : 3;
      if (!new RegExp(`^\\d{${cvvLength}}$`).test(cvv)) {
        messages.push(`card_cvv must be ${cvvLength} digits`);
      }
      if (messages.length > 0 || !number.ok || !expiry) return invalid(messages);
      card = {
        masked: `${digits.slice(0, 6)}-${digits.slice(-4)}`,
        brand: number.value.brand,
        month: expiry.month,
        year: expiry.year,
      };
    }

    const issued = `${card.masked}-${randomUUID()}`;
    await deps.repo.insertCardToken({
      token_id: issued,
      kind: 'single_use',
      masked_card: card.masked,
      card_brand: card.brand,
      expiry_month: card.month,
      expiry_year: card.year,
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_TTL_MS),
    });
    return {
      httpStatus: 200,
      body: {
        status_code: '200',
        status_message: 'OK, success request new token',
        token_id: issued,
        hash: card.masked,
      },
    };
  }

  return { issue };
}
