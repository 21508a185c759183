import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import {
  INITIAL_LUCKY_DRAW,
  LUCKY_DRAW,
  nextSlotGift,
  transitionLuckyDraw,
  type LuckyDrawEffect,
  type LuckyDrawEvent,
  type LuckyDrawVoucher,
} from '@kilau/domain/engagement';
import { useToast } from '~/components/ui/toast';
import { useReducedMotion } from '~/hooks/use-reduced-motion';
import { useMessage } from '~/lib/i18n';
import {
  isLuckyDrawAnswer,
  LUCKY_DRAW_INTENTS,
  type LuckyDrawActionData,
} from '../lucky-draw-intents';
import { track } from '~/lib/analytics';

export type DrawCampaigns = Promise<{ ok: true; campaigns: unknown[] } | { ok: false }>;

/**
 * Runs the lucky-draw screen on the domain's state machine (`transitionLuckyDraw`, 001 §3, §4):
 * events go in, the machine's effects are carried out here — the 3.5 s wait, the claim and the
 * e-mail step posted to the route's action, the toasts, the way home. Also the lights: hearts
 * and bulbs blink every 500 ms while the machine says so (still when the shopper prefers less
 * motion), and the question-mark slot cycles the four gift labels while the draw runs.
 */
export function useLuckyDraw({
  claimedVoucher,
  campaigns,
}: {
  claimedVoucher: LuckyDrawVoucher | null;
  campaigns: DrawCampaigns;
}) {
  const fetcher = useFetcher<LuckyDrawActionData>();
  const navigate = useNavigate();
  const toast = useToast();
  const message = useMessage();
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState(INITIAL_LUCKY_DRAW);
  const current = useRef(INITIAL_LUCKY_DRAW);
  const [voucher, setVoucher] = useState<LuckyDrawVoucher | null>(null);
  const claimTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const handled = useRef<unknown>(null);

  const dispatch = useCallback(
    (event: LuckyDrawEvent) => {
      const step = transitionLuckyDraw(current.current, event);
      current.current = step.state;
      setState(step.state);
      const run = (effect: LuckyDrawEffect) => {
        switch (effect.type) {
          case 'schedule_claim':
            claimTimer.current = setTimeout(
              () => dispatch({ type: 'CLAIM_DELAY_ELAPSED' }),
              effect.delayMs,
            );
            return;
          case 'send_claim':
            void fetcher.submit({ intent: LUCKY_DRAW_INTENTS.claim }, { method: 'post' });
            return;
          case 'send_email':
            void fetcher.submit(
              { intent: LUCKY_DRAW_INTENTS.email, voucher_id: effect.voucherId },
              { method: 'post' },
            );
            return;
          case 'error_toast':
            toast.error(effect.text);
            return;
          case 'toast':
            if (effect.message === 'lucky_draw_email_sent') toast.success(message(effect.message));
            else toast.error(message(effect.message));
            return;
          case 'navigate':
            void navigate(effect.path);
            return;
        }
      };
      step.effects.forEach(run);
    },
    // fetcher.submit, navigate and the toast are stable across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // The claimed voucher (read with the page), then the campaign's quota (streamed).
  useEffect(() => {
    let live = true;
    setVoucher(claimedVoucher);
    dispatch({ type: 'CLAIMED_VOUCHER_LOADED', voucher: claimedVoucher });
    void campaigns.then((answer) => {
      if (!live) return;
      dispatch(
        answer.ok
          ? { type: 'CAMPAIGN_LOADED', campaigns: answer.campaigns }
          : { type: 'CAMPAIGN_FAILED' },
      );
    });
    return () => {
      live = false;
    };
  }, [campaigns, claimedVoucher, dispatch]);

  useEffect(() => () => clearTimeout(claimTimer.current), []);

  // The action's answers, each once.
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !isLuckyDrawAnswer(answer) || handled.current === answer)
      return;
    handled.current = answer;
    if (answer.intent === LUCKY_DRAW_INTENTS.claim) {
      const { result } = answer;
      track(
        'lucky_draw_play',
        { type: 'lucky_draw', ...(result.ok ? { id: result.data._id } : {}) },
        { won: result.ok, ...(result.ok ? {} : { error: result.errorCode ?? null }) },
      );
      if (result.ok) {
        setVoucher(result.data);
        dispatch({ type: 'CLAIM_SUCCEEDED', reward: { _id: result.data._id } });
      } else {
        dispatch({
          type: 'CLAIM_FAILED',
          errorCode: result.errorCode ?? null,
          message: result.message ?? null,
        });
      }
      return;
    }
    dispatch({ type: answer.result.ok ? 'EMAIL_SUCCEEDED' : 'EMAIL_FAILED' });
  }, [answer, fetcher.state, dispatch]);

  const [tick, setTick] = useState(0);
  const blinking = (state.blinking.love || state.blinking.bulb) && !reducedMotion;
  useEffect(() => {
    if (!blinking) return;
    const timer = setInterval(() => setTick((n) => n + 1), LUCKY_DRAW.blinkIntervalMs);
    return () => clearInterval(timer);
  }, [blinking]);

  const [slot, setSlot] = useState(0);
  const cycling = state.blinking.questionMark;
  useEffect(() => {
    if (!cycling) return;
    const timer = setInterval(() => setSlot(nextSlotGift), LUCKY_DRAW.blinkIntervalMs);
    return () => clearInterval(timer);
  }, [cycling]);

  return {
    state,
    voucher,
    /** The blink's beat: lights whose index has this parity are lit (all lit when still). */
    lit: (index: number) => !blinking || (index + tick) % 2 === 0,
    slotGift: cycling ? LUCKY_DRAW.slotGifts[slot] : null,
    play: () => dispatch({ type: 'CLAIM' }),
    sendEmail: () => dispatch({ type: 'SEND_EMAIL' }),
  };
}
