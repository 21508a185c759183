import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useToast } from '~/components/ui/toast';
import type { PublicConfig } from '~/lib/public-config';
import { loadCardGateway, tokeniseCard, type CardGateway } from '../../lib/gateway.client';
import { newIdempotencyKey, retryableAttempt, type PlaceAttempt } from '../../lib/idempotency';
import { outcomePaths } from '../../lib/outcome-pages';
import type { CardToTokenise } from '../../lib/payment-fields';
import { IDEMPOTENCY_FIELD, PAYMENT_INTENTS, isPlaceAnswer } from '../../payment-intents';
import { useCheckoutText } from '~/features/checkout/text';

/** Where the card-authentication modal is, while a 3-D Secure step runs. */
export type CardAuthStep = { url: string; orderId: string };

/** The provider's own page: a redirect, or LinkAja's form post (000 §4). */
function goToProvider(via: 'redirect' | 'form_post', url: string, fields: Record<string, string>) {
  if (via === 'redirect') {
    window.location.assign(url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * Placing the order from the payment step: the card (if any) is tokenised in the browser by the
 * gateway's script, the Order payment request goes to the step's action under an
 * `Idempotency-Key` made once per attempt — a retry of the same attempt sends the same key and
 * body —, and the answer is followed: the action's redirects, a provider's page, or the
 * card-authentication step.
 */
export function usePlaceOrder(gatewayConfig: PublicConfig['paymentGateway']) {
  const text = useCheckoutText();
  const toast = useToast();
  const navigate = useNavigate();
  const placer = useFetcher();
  const lastAttempt = useRef<PlaceAttempt | null>(null);
  const gateway = useRef<CardGateway | null>(null);
  const [tokenising, setTokenising] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; retry: boolean } | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [auth, setAuth] = useState<CardAuthStep | null>(null);

  const answer = isPlaceAnswer(placer.data) ? placer.data : null;
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || handled.current === answer || placer.state !== 'idle') return;
    handled.current = answer;
    if (answer.outcome === 'refused') {
      if (!answer.retry) lastAttempt.current = null;
      setRefusal({ message: answer.message, retry: answer.retry });
      setServerFields(answer.fields ?? {});
      toast.error(answer.message);
      return;
    }
    lastAttempt.current = null;
    if (answer.outcome === 'provider') {
      goToProvider(answer.via, answer.url, answer.fields);
      return;
    }
    const paths = outcomePaths(answer.orderId);
    const card = gateway.current;
    if (!card) {
      window.location.assign(answer.url);
      return;
    }
    card.authenticate(answer.url, {
      performAuthentication: (url) => setAuth({ url, orderId: answer.orderId }),
      onSuccess: () => navigate(paths.success),
      onPending: () => navigate(paths.confirmation),
      // The order's own failed page: it offers paying again or the bag back (ADR 0034).
      onFailure: () => navigate(paths.failed),
    });
  }, [answer, placer.state, navigate, toast]);

  const place = useCallback(
    async (input: {
      fields: Record<string, string>;
      card: CardToTokenise | null;
      signature: string;
    }) => {
      setRefusal(null);
      setServerFields({});
      const retry = retryableAttempt(lastAttempt.current, input.signature);
      const submit = (attempt: PlaceAttempt) =>
        placer.submit(
          { intent: PAYMENT_INTENTS.place, ...attempt.body, [IDEMPOTENCY_FIELD]: attempt.key },
          { method: 'post' },
        );
      if (retry) {
        submit(retry);
        return;
      }
      let cardFields: Record<string, string> = {};
      if (input.card) {
        if (!gatewayConfig) {
          toast.error(text('cardGatewayUnavailable'));
          return;
        }
        setTokenising(true);
        try {
          gateway.current ??= await loadCardGateway(gatewayConfig);
          const token = await tokeniseCard(
            gateway.current,
            input.card.kind === 'new'
              ? input.card.card
              : { token_id: input.card.tokenId, card_cvv: input.card.cvv },
          );
          cardFields = {
            token_id: token,
            ...(input.card.kind === 'new' ? { save_card: String(input.card.save) } : {}),
          };
        } catch {
          toast.error(text('cardTokenFailed'));
          setRefusal({ message: text('cardTokenFailed'), retry: false });
          return;
        } finally {
          setTokenising(false);
        }
      }
      const attempt: PlaceAttempt = {
        key: newIdempotencyKey(),
        signature: input.signature,
        body: { ...input.fields, ...cardFields },
      };
      lastAttempt.current = attempt;
      submit(attempt);
    },
    [gatewayConfig, placer, text, toast],
  );

  /** Closing the 3-D Secure step leaves the payment waiting: the confirmation page tells more. */
  const closeAuth = useCallback(() => {
    const orderId = auth?.orderId;
    setAuth(null);
    if (orderId) navigate(outcomePaths(orderId).confirmation);
  }, [auth, navigate]);

  return {
    place,
    busy: tokenising || placer.state !== 'idle',
    refusal,
    serverFields,
    authUrl: auth?.url ?? null,
    closeAuth,
  };
}
