import { describe, expect, it } from 'vitest';
import {
  INITIAL_LUCKY_DRAW,
  nextSlotGift,
  transitionLuckyDraw,
  type LuckyDrawEvent,
  type LuckyDrawState,
} from './lucky-draw';

const run = (events: LuckyDrawEvent[], state: LuckyDrawState = INITIAL_LUCKY_DRAW) =>
  events.reduce<{ state: LuckyDrawState; effects: unknown[] }>(
    (acc, event) => {
      const step = transitionLuckyDraw(acc.state, event);
      return { state: step.state, effects: step.effects };
    },
    { state, effects: [] },
  );

const loaded: LuckyDrawEvent = { type: 'CAMPAIGN_LOADED', campaigns: [{ slug: 'lucky-draw' }] };

describe('lucky-draw state machine (001 §3, §4, §8)', () => {
  it('001 §3 starts with the banner shown, loading, quota unknown', () => {
    expect(INITIAL_LUCKY_DRAW).toMatchObject({
      showBanner: true,
      loading: true,
      isFetchCalled: false,
      availableQuota: null,
    });
  });

  it.each<[string, LuckyDrawEvent[], Partial<LuckyDrawState>, unknown[]]>([
    [
      'campaign list non-empty: available',
      [loaded],
      { phase: 'available', availableQuota: true, loading: false, isFetchCalled: true },
      [],
    ],
    [
      'campaign list empty: not available',
      [{ type: 'CAMPAIGN_LOADED', campaigns: [] }],
      { phase: 'unavailable', availableQuota: false, loading: false, isFetchCalled: true },
      [],
    ],
    [
      'campaign fetch failure: availableQuota false',
      [{ type: 'CAMPAIGN_FAILED' }],
      { phase: 'unavailable', availableQuota: false, loading: false, isFetchCalled: true },
      [],
    ],
    [
      'claim without quota is ignored',
      [{ type: 'CAMPAIGN_FAILED' }, { type: 'CLAIM' }],
      { phase: 'unavailable', waitingReward: false },
      [],
    ],
    [
      'claim stops hearts and bulbs, cycles the question mark, waits 3.5 s',
      [loaded, { type: 'CLAIM' }],
      {
        phase: 'claiming',
        waitingReward: true,
        blinking: { love: false, bulb: false, questionMark: true },
      },
      [{ type: 'schedule_claim', delayMs: 3500 }],
    ],
    [
      'after 3.5 s the claim request is sent',
      [loaded, { type: 'CLAIM' }, { type: 'CLAIM_DELAY_ELAPSED' }],
      { phase: 'requesting' },
      [{ type: 'send_claim' }],
    ],
    [
      'success stores the reward, question mark stops',
      [
        loaded,
        { type: 'CLAIM' },
        { type: 'CLAIM_DELAY_ELAPSED' },
        { type: 'CLAIM_SUCCEEDED', reward: { _id: 'v1' } },
      ],
      {
        phase: 'rewarded',
        rewardResolved: true,
        reward: { _id: 'v1' },
        waitingReward: false,
        blinking: { love: false, bulb: false, questionMark: false },
      },
      [],
    ],
    [
      'failure toasts the errorCode and resets waitingReward',
      [
        loaded,
        { type: 'CLAIM' },
        { type: 'CLAIM_DELAY_ELAPSED' },
        { type: 'CLAIM_FAILED', errorCode: 'QUOTA_EMPTY', message: 'Habis' },
      ],
      { phase: 'available', waitingReward: false },
      [{ type: 'error_toast', text: 'QUOTA_EMPTY' }],
    ],
    [
      'failure without errorCode toasts the message',
      [
        loaded,
        { type: 'CLAIM' },
        { type: 'CLAIM_DELAY_ELAPSED' },
        { type: 'CLAIM_FAILED', message: 'Habis' },
      ],
      { waitingReward: false },
      [{ type: 'error_toast', text: 'Habis' }],
    ],
  ])('001 §4 %s', (_rule, events, state, effects) => {
    const result = run(events);
    expect(result.state).toMatchObject(state);
    expect(result.effects).toEqual(effects);
  });

  const rewarded = run([
    loaded,
    { type: 'CLAIM' },
    { type: 'CLAIM_DELAY_ELAPSED' },
    { type: 'CLAIM_SUCCEEDED', reward: { _id: 'v1' } },
  ]).state;

  it.each<[string, LuckyDrawEvent, Partial<LuckyDrawState>, unknown[]]>([
    [
      'e-mail success: rewardResolved false, toast, home',
      { type: 'EMAIL_SUCCEEDED' },
      { phase: 'finished', rewardResolved: false },
      [
        { type: 'toast', message: 'lucky_draw_email_sent' },
        { type: 'navigate', path: '/' },
      ],
    ],
    [
      "e-mail failure: 'Coba beberapa saat lagi', home",
      { type: 'EMAIL_FAILED' },
      { phase: 'finished', rewardResolved: true },
      [
        { type: 'toast', message: 'lucky_draw_email_failed' },
        { type: 'navigate', path: '/' },
      ],
    ],
  ])('001 §4 %s', (_rule, event, state, effects) => {
    const emailing = transitionLuckyDraw(rewarded, { type: 'SEND_EMAIL' });
    expect(emailing.effects).toEqual([{ type: 'send_email', voucherId: 'v1' }]);
    const result = transitionLuckyDraw(emailing.state, event);
    expect(result.state).toMatchObject(state);
    expect(result.effects).toEqual(effects);
  });

  it.each<[string, LuckyDrawEvent[]]>([
    [
      'voucher read before the campaign',
      [{ type: 'CLAIMED_VOUCHER_LOADED', voucher: { _id: 'v9' } }, loaded],
    ],
    [
      'voucher read after the campaign',
      [loaded, { type: 'CLAIMED_VOUCHER_LOADED', voucher: { _id: 'v9' } }],
    ],
  ])(
    '001 §3 claimedVoucher: a member who played is refused a second play (%s)',
    (_when, events) => {
      const played = run(events).state;
      expect(played).toMatchObject({
        phase: 'claimed',
        claimedVoucher: { _id: 'v9' },
        loading: false,
        blinking: { love: false, bulb: false, questionMark: false },
      });
      expect(transitionLuckyDraw(played, { type: 'CLAIM' }).effects).toEqual([]);
      expect(transitionLuckyDraw(played, { type: 'SEND_EMAIL' }).effects).toEqual([
        { type: 'send_email', voucherId: 'v9' },
      ]);
    },
  );

  it('001 §3 no earlier voucher leaves the quota to decide', () => {
    const state = run([{ type: 'CLAIMED_VOUCHER_LOADED', voucher: null }, loaded]).state;
    expect(state).toMatchObject({ phase: 'available', claimedVoucher: null });
  });

  it('001 §2 the slot cycles through four gifts', () => {
    expect([0, 1, 2, 3].map(nextSlotGift)).toEqual([1, 2, 3, 0]);
  });
});
