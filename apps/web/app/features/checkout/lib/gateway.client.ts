import { loadScript } from '~/lib/load-script';
import type { CardDetails } from './card-input';

/** The card script's answers (Midtrans' `midtrans-new-3ds.min.js` and the sandbox's own). */
type GatewayAnswer = {
  status_code?: string;
  status_message?: string;
  token_id?: string;
  transaction_id?: string;
  transaction_status?: string;
  [field: string]: unknown;
};
type Callbacks = {
  onSuccess?: (answer: GatewayAnswer) => void;
  onFailure?: (answer: GatewayAnswer) => void;
};

export type CardGateway = {
  getCardToken(
    card: CardDetails | { token_id: string; card_cvv: string },
    callbacks: Callbacks,
  ): void;
  authenticate(
    redirectUrl: string,
    callbacks: Callbacks & {
      performAuthentication?: (url: string) => void;
      onPending?: (answer: GatewayAnswer) => void;
    },
  ): void;
  redirect(redirectUrl: string, options?: { callbackUrl?: string }): void;
};

declare global {
  interface Window {
    MidtransNew3ds?: CardGateway;
  }
}

export type GatewayConfig = { clientKey: string; scriptUrl: string };

/** Loads the gateway's card script once (with its client key) and answers its API. */
export async function loadCardGateway(config: GatewayConfig): Promise<CardGateway> {
  await loadScript(config.scriptUrl, {
    id: 'midtrans-script',
    'data-client-key': config.clientKey,
    'data-environment': config.scriptUrl.startsWith('https://api.midtrans.com')
      ? 'production'
      : 'sandbox',
  });
  if (!window.MidtransNew3ds) throw new Error('The card script did not start.');
  return window.MidtransNew3ds;
}

/**
 * Asks the gateway for a one-time token for the card: the card goes from the browser to the
 * gateway, never to the shop. Rejects with the gateway's message when it refuses.
 */
export function tokeniseCard(
  gateway: CardGateway,
  card: CardDetails | { token_id: string; card_cvv: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    gateway.getCardToken(card, {
      onSuccess: (answer) =>
        answer.token_id
          ? resolve(answer.token_id)
          : reject(new Error(answer.status_message ?? 'No token')),
      onFailure: (answer) => reject(new Error(answer.status_message ?? 'Card refused')),
    });
  });
}
