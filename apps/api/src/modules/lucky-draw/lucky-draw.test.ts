// The lucky draw's member calls (issue 21, docs/design/lucky-draw.md) on the seeded demo draw:
// the campaign query, the claim and its replay, the voucher in the member's list and the bag,
// the e-mail through the outbox, and the refusals. Parallel claims: lucky-draw.concurrency.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bagWith, buildPromotionsApp, sellable } from '../../test/promotions-bag';
import { registerMember } from '../../test/members';

type Env = Awaited<ReturnType<typeof buildPromotionsApp>>;
let env: Env;
/** The draw's next random number (the app's `luckyDrawRandom`). */
let nextRandom = 0;

beforeAll(async () => {
  env = await buildPromotionsApp({ luckyDrawRandom: () => nextRandom });
});
afterAll(async () => {
  await env?.close();
});

const CLAIM = '/api/users/me/claim-reward/lucky-draw';
const EMAIL = '/api/users/me/claim-reward/lucky-draw/email';
const CAMPAIGN_QUERY =
  '/api/catalog/v3/promotions?filter[slug]=lucky-draw&filter[object_type]=campaign' +
  '&fields=name,slug,is_active,is_display_icon_web';
type Member = Awaited<ReturnType<typeof registerMember>>;
const member = () => registerMember(env.app);
const claim = (who: Member) => who.inject({ method: 'POST', url: CLAIM });
const email = (who: Member, payload: unknown, headers: Record<string, string> = {}) =>
  who.inject({ method: 'POST', url: EMAIL, payload: payload as object, headers });
const prizes = () =>
  env.db
    .selectFrom('lucky_draw_prizes as p')
    .innerJoin('vouchers as v', 'v.id', 'p.voucher_id')
    .select(['p.id', 'v.code', 'p.quota', 'p.remaining'])
    .orderBy('p.id')
    .execute();
const remainingOf = async (code: string) =>
  (await prizes()).find((prize) => prize.code === code)!.remaining;
const mailsTo = async (address: string) =>
  (
    await env.app.inject({
      url: `/api/dev/outbox?recipient=${encodeURIComponent(address)}&limit=50`,
    })
  ).json().data as Array<{ template: string; text: string; subject: string; locale: string }>;

describe('the campaign query (001 §7): listed while a prize is left', () => {
  it('answers the running lucky-draw campaign with the fields asked for', async () => {
    const res = await env.app.inject({ url: CAMPAIGN_QUERY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        _id: expect.any(String),
        name: 'Lucky Draw Kilau',
        slug: 'lucky-draw',
        is_active: true,
        is_display_icon_web: true,
      },
    ]);
    const some = await env.app.inject({
      url: '/api/catalog/v3/promotions?filter[slug]=lucky-draw&filter[object_type]=campaign&fields=slug',
    });
    expect(some.json().data).toEqual([{ _id: expect.any(String), slug: 'lucky-draw' }]);
  });

  it.each([
    ['an unknown field', 'fields=name,price'],
    ['a field twice', 'fields=name,name'],
    ['an unknown object type', 'filter[object_type]=product'],
    ['a slug with capitals', 'filter[slug]=Lucky-Draw'],
    ['a control character', 'filter[slug]=lucky%00draw'],
  ])('refuses %s with 422, never a 500', async (_case, query) => {
    const res = await env.app.inject({
      url: `/api/catalog/v3/promotions?filter[object_type]=campaign&${query}`,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errorCode).toBe('validation_failed');
  });
});

describe('claiming: POST /api/users/me/claim-reward/lucky-draw', () => {
  it('is for members only: a guest hears 401 on every call', async () => {
    for (const [method, url, payload] of [
      ['POST', CLAIM, undefined],
      ['GET', CLAIM, undefined],
      ['POST', EMAIL, { voucher_id: '1' }],
    ] as const) {
      const res = await env.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('draws by the odds, issues the voucher to the member, and answers the same one on replay', async () => {
    const who = await member();
    const before = await remainingOf('LUCKY10K');
    nextRandom = 0; // the first share of the odds: the first prize (Rp 10.000)
    const first = await claim(who);
    expect(first.statusCode, first.body).toBe(200);
    const voucher = first.json().data;
    expect(voucher).toMatchObject({
      _id: expect.any(String),
      code: 'LUCKY10K',
      kind: 'lucky_draw',
      discount_type: 'amount',
      amount: 10_000,
      status: 'available',
      used_at: null,
    });
    // Valid 30 days from the claim.
    expect(Date.parse(voucher.to_date) - env.clock.now.getTime()).toBe(30 * 86_400_000);
    expect(await remainingOf('LUCKY10K')).toBe(before - 1);

    nextRandom = 0.999; // a replay draws nothing new, whatever the odds would say
    const again = await claim(who);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(voucher);
    expect(await remainingOf('LUCKY10K')).toBe(before - 1);

    const read = await who.inject({ url: CLAIM });
    expect(read.json().data).toEqual(voucher);
    const mine = await who.inject({ url: '/api/users/me/vouchers' });
    expect(mine.json().data.map((v: { _id: string }) => v._id)).toContain(voucher._id);
  });

  it('draws the last share of the odds to the last prize', async () => {
    nextRandom = 0.999;
    const res = await claim(await member());
    expect(res.json().data).toMatchObject({ code: 'LUCKYONGKIR', discount_type: 'free_shipping' });
  });

  it('answers null before a member claimed', async () => {
    const res = await (await member()).inject({ url: CLAIM });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
  });

  it('the won voucher works in the bag, for its winner only', async () => {
    const winner = await member();
    nextRandom = 0;
    expect((await claim(winner)).json().data.code).toBe('LUCKY10K');
    const [goods] = await sellable(env.db, { min: 80_000, max: 150_000, count: 1 });
    await bagWith(env.db, winner.id, [{ combinationId: goods!.combinationId }]);
    const applied = await winner.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/voucher',
      payload: { voucher_code: 'LUCKY10K' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({
      voucher_code: 'LUCKY10K',
      voucher_discount: 10_000,
    });

    const other = await member();
    await bagWith(env.db, other.id, [{ combinationId: goods!.combinationId }]);
    const refused = await other.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/voucher',
      payload: { voucher_code: 'LUCKY10K' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorCode).toBe('voucher_not_for_you');
  });
});

describe('e-mailing the voucher: POST /api/users/me/claim-reward/lucky-draw/email', () => {
  it('queues the lucky_draw_voucher mail in the request language; a double tap sends once', async () => {
    const who = await member();
    nextRandom = 0.5;
    const voucher = (await claim(who)).json().data;
    const res = await email(who, { voucher_id: voucher._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Voucher berhasil dikirim ke email');
    expect(res.json().data).toEqual({
      voucher_id: voucher._id,
      emailed_at: env.clock.now.toISOString(),
    });
    const [mail] = await mailsTo(who.email);
    expect(mail).toMatchObject({ template: 'lucky_draw_voucher', locale: 'id' });
    expect(mail!.text).toContain(`Kode voucher: ${voucher.code}`);

    // At once again (a number as the id, too): ok, no second mail.
    const tap = await email(who, { voucher_id: Number(voucher._id) });
    expect(tap.statusCode).toBe(200);
    expect(await mailsTo(who.email)).toHaveLength(1);

    // Later: sent again, in English when asked.
    env.clock.now = new Date(env.clock.now.getTime() + 2 * 60_000);
    const later = await email(who, { voucher_id: voucher._id }, { 'accept-language': 'en' });
    expect(later.json().message).toBe('The voucher was sent to your e-mail');
    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.locale === 'en')!.text).toContain(`Voucher code: ${voucher.code}`);
  });

  it("answers 404 for another member's voucher or one the draw did not give", async () => {
    const owner = await member();
    nextRandom = 0;
    const voucher = (await claim(owner)).json().data;
    const stranger = await member();
    const theirs = await email(stranger, { voucher_id: voucher._id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorCode).toBe('lucky_draw_voucher_not_found');
    // The owner's welcome voucher is theirs, but not a lucky-draw voucher.
    const mine = await owner.inject({ url: '/api/users/me/vouchers' });
    const welcome = mine.json().data.find((v: { kind: string }) => v.kind === 'welcome');
    expect((await email(owner, { voucher_id: welcome._id })).statusCode).toBe(404);
    expect((await email(owner, { voucher_id: '9007199254740991' })).statusCode).toBe(404);
    expect(await mailsTo(stranger.email)).toHaveLength(0);
  });

  it.each([
    ['no voucher_id', {}],
    ['a word', { voucher_id: 'abc' }],
    ['zero', { voucher_id: 0 }],
    ['a boolean', { voucher_id: true }],
    ['an id past the column', { voucher_id: '99999999999999999' }],
    ['a control character', { voucher_id: '1\u0000' }],
  ])('refuses %s with 422, never a 500', async (_case, payload) => {
    const res = await email(await member(), payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errorCode).toBe('validation_failed');
  });
});

describe('a campaign that is not running', () => {
  it('is not listed and refuses a claim with 404; a winner still replays', async () => {
    const winner = await member();
    nextRandom = 0;
    const won = (await claim(winner)).json().data;
    const campaign = () => env.db.updateTable('campaigns').where('slug', '=', 'lucky-draw');
    await campaign().set({ is_active: false }).execute();
    try {
      expect((await env.app.inject({ url: CAMPAIGN_QUERY })).json().data).toEqual([]);
      const late = await claim(await member());
      expect(late.statusCode).toBe(404);
      expect(late.json()).toMatchObject({
        errorCode: 'lucky_draw_not_running',
        message: 'Lucky draw sedang tidak berlangsung.',
      });
      expect((await claim(winner)).json().data).toEqual(won);
    } finally {
      await campaign().set({ is_active: true }).execute();
    }
  });
});

describe('no prize left', () => {
  it('drops the campaign from the query and refuses a new claim with 409; a winner still replays', async () => {
    const winner = await member();
    nextRandom = 0;
    const won = (await claim(winner)).json().data;
    await env.db.updateTable('lucky_draw_prizes').set({ remaining: 0 }).execute();

    expect((await env.app.inject({ url: CAMPAIGN_QUERY })).json().data).toEqual([]);
    const late = await claim(await member());
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      errorCode: 'lucky_draw_out_of_prizes',
      message: 'Mohon maaf, hadiah lucky draw sudah habis.',
    });
    expect((await claim(winner)).json().data).toEqual(won);
    expect((await prizes()).every((prize) => prize.remaining === 0)).toBe(true);
  });
});
