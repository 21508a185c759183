import type { MessageCode } from '../messages';
import { LUCKY_DRAW } from './constants';

/** The lucky-draw game (001 §2, §4) as a transition table. */
export type LuckyDrawPhase =
  | 'loading'
  | 'available'
  | 'unavailable'
  /** The member already holds this campaign's voucher (`claimedVoucher`): a play is refused. */
  | 'claimed'
  | 'claiming'
  | 'requesting'
  | 'rewarded'
  | 'emailing'
  | 'finished';

export type LuckyDrawState = {
  phase: LuckyDrawPhase;
  showBanner: boolean;
  availableQuota: boolean | null;
  loading: boolean;
  isFetchCalled: boolean;
  waitingReward: boolean;
  rewardResolved: boolean;
  reward: { _id: string } | null;
  /** The voucher the member claimed before (001 §3 `claimedVoucher`, §7), or null. */
  claimedVoucher: { _id: string } | null;
  blinking: { love: boolean; bulb: boolean; questionMark: boolean };
};

export type LuckyDrawEvent =
  | { type: 'CAMPAIGN_LOADED'; campaigns: readonly unknown[] }
  | { type: 'CAMPAIGN_FAILED' }
  | { type: 'CLAIMED_VOUCHER_LOADED'; voucher: { _id: string } | null }
  | { type: 'CLAIM' }
  | { type: 'CLAIM_DELAY_ELAPSED' }
  | { type: 'CLAIM_SUCCEEDED'; reward: { _id: string } }
  | { type: 'CLAIM_FAILED'; errorCode?: string | null; message?: string | null }
  | { type: 'SEND_EMAIL' }
  | { type: 'EMAIL_SUCCEEDED' }
  | { type: 'EMAIL_FAILED' };

export type LuckyDrawEffect =
  | { type: 'schedule_claim'; delayMs: number }
  | { type: 'send_claim' }
  | { type: 'send_email'; voucherId: string }
  | { type: 'error_toast'; text: string }
  | { type: 'toast'; message: MessageCode }
  | { type: 'navigate'; path: string };

export const INITIAL_LUCKY_DRAW: LuckyDrawState = {
  phase: 'loading',
  showBanner: true,
  availableQuota: null,
  loading: true,
  isFetchCalled: false,
  waitingReward: false,
  rewardResolved: false,
  reward: null,
  claimedVoucher: null,
  blinking: { love: true, bulb: true, questionMark: false },
};

type Step = { state: LuckyDrawState; effects: LuckyDrawEffect[] };
type Row<E extends LuckyDrawEvent['type']> = {
  from: readonly LuckyDrawPhase[];
  run: (state: LuckyDrawState, event: Extract<LuckyDrawEvent, { type: E }>) => Step;
};

const idle = { love: true, bulb: true, questionMark: false };
const spinning = { love: false, bulb: false, questionMark: true };
const stopped = { love: false, bulb: false, questionMark: false };

/** Each event, the phases it is accepted in, and what it does. Anything else is ignored. */
export const LUCKY_DRAW_TRANSITIONS: { [E in LuckyDrawEvent['type']]: Row<E> } = {
  CAMPAIGN_LOADED: {
    from: ['loading'],
    run: (s, e) => {
      const available = e.campaigns.length > 0;
      return {
        state: {
          ...s,
          phase: s.claimedVoucher ? 'claimed' : available ? 'available' : 'unavailable',
          blinking: s.claimedVoucher ? stopped : s.blinking,
          availableQuota: available,
          loading: false,
          isFetchCalled: true,
        },
        effects: [],
      };
    },
  },
  CAMPAIGN_FAILED: {
    from: ['loading'],
    run: (s) => ({
      state: {
        ...s,
        phase: s.claimedVoucher ? 'claimed' : 'unavailable',
        blinking: s.claimedVoucher ? stopped : s.blinking,
        availableQuota: false,
        loading: false,
        isFetchCalled: true,
      },
      effects: [],
    }),
  },
  /**
   * The member's earlier claim (the lucky-drop voucher call): one claim per member and campaign,
   * so a member who holds it is shown it and cannot play again, quota or not.
   */
  CLAIMED_VOUCHER_LOADED: {
    from: ['loading', 'available', 'unavailable'],
    run: (s, e) => {
      const played = e.voucher !== null && s.phase !== 'loading';
      return {
        state: {
          ...s,
          claimedVoucher: e.voucher,
          phase: played ? 'claimed' : s.phase,
          // The game is over for this member: the lights stop, as after a win.
          blinking: played ? stopped : s.blinking,
        },
        effects: [],
      };
    },
  },
  CLAIM: {
    from: ['available'],
    run: (s) => ({
      state: { ...s, phase: 'claiming', waitingReward: true, blinking: spinning },
      effects: [{ type: 'schedule_claim', delayMs: LUCKY_DRAW.claimDelayMs }],
    }),
  },
  CLAIM_DELAY_ELAPSED: {
    from: ['claiming'],
    run: (s) => ({ state: { ...s, phase: 'requesting' }, effects: [{ type: 'send_claim' }] }),
  },
  CLAIM_SUCCEEDED: {
    from: ['requesting'],
    run: (s, e) => ({
      state: {
        ...s,
        phase: 'rewarded',
        reward: e.reward,
        rewardResolved: true,
        waitingReward: false,
        blinking: stopped,
      },
      effects: [],
    }),
  },
  CLAIM_FAILED: {
    from: ['requesting'],
    run: (s, e) => ({
      state: { ...s, phase: 'available', waitingReward: false, blinking: { ...idle } },
      effects: [{ type: 'error_toast', text: e.errorCode || e.message || 'Error' }],
    }),
  },
  /** The won voucher, or (already played) the one claimed before, which may be sent again. */
  SEND_EMAIL: {
    from: ['rewarded', 'claimed'],
    run: (s) => {
      const voucher = s.reward ?? s.claimedVoucher;
      return {
        state: { ...s, phase: 'emailing' },
        effects: voucher ? [{ type: 'send_email', voucherId: voucher._id }] : [],
      };
    },
  },
  EMAIL_SUCCEEDED: {
    from: ['emailing'],
    run: (s) => ({
      state: { ...s, phase: 'finished', rewardResolved: false },
      effects: [
        { type: 'toast', message: 'lucky_draw_email_sent' },
        { type: 'navigate', path: LUCKY_DRAW.finishPath },
      ],
    }),
  },
  EMAIL_FAILED: {
    from: ['emailing'],
    run: (s) => ({
      state: { ...s, phase: 'finished' },
      effects: [
        { type: 'toast', message: 'lucky_draw_email_failed' },
        { type: 'navigate', path: LUCKY_DRAW.finishPath },
      ],
    }),
  },
};

/** Applies an event; an event not accepted in the current phase changes nothing. */
export function transitionLuckyDraw(state: LuckyDrawState, event: LuckyDrawEvent): Step {
  const row = LUCKY_DRAW_TRANSITIONS[event.type] as Row<typeof event.type>;
  if (!row.from.includes(state.phase)) return { state, effects: [] };
  return (row.run as (s: LuckyDrawState, e: LuckyDrawEvent) => Step)(state, event);
}

/** The question-mark slot cycles through the four gift labels. */
export const nextSlotGift = (index: number): number => (index + 1) % LUCKY_DRAW.slotGifts.length;
