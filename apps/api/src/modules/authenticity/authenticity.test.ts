// Authenticity checks (issue 20, docs/design/authenticity.md): the demo's printed codes checked
// genuine, then already checked (with the count), an unknown code, the code's normalisation,
// the two limits (any result, and unknown codes: the guess limit), and a member's history.
import { DEMO_AUTHENTICITY_CODES } from '@kilau/db';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import {
  AUTHENTICITY_CHECKS_PER_WINDOW,
  AUTHENTICITY_UNKNOWN_PER_WINDOW,
  authenticityCheckCharacter,
  formatAuthenticityCode,
} from '@kilau/domain/authenticity';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember, someIp } from '../../test/members';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock: () => FIXED_NOW });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const check = (code: unknown, ip = someIp(), inject: Inject = (o) => app.inject(o), lang = 'id') =>
  inject({
    method: 'POST',
    url: '/api/authenticity/checks',
    payload: { code },
    headers: { 'accept-language': lang },
    remoteAddress: ip,
  });

/** A code of a printed code's shape that no batch holds (a random body, its check character). */
let unknownSeq = 0;
function unknownCode() {
  unknownSeq += 1;
  const body = `ZZ${String(unknownSeq).padStart(9, '2').replace(/[01]/g, '9')}`;
  return formatAuthenticityCode(body + authenticityCheckCharacter(body));
}

describe('checking a printed code', () => {
  it('answers genuine the first time, then already checked with the count and first date', async () => {
    const code = formatAuthenticityCode(DEMO_AUTHENTICITY_CODES.genuine);
    const first = await check(code);
    expect(first.statusCode, first.body).toBe(200);
    const genuine = first.json();
    expect(genuine.message).toBe('Produk asli. Kode ini baru pertama kali dicek.');
    expect(genuine.data).toMatchObject({
      result: 'genuine',
      code,
      times_checked_before: 0,
      first_checked_at: FIXED_NOW.toISOString(),
      checked_at: FIXED_NOW.toISOString(),
      batch: { batch_number: expect.stringMatching(/^KL\d{8}-1$/) },
      product: { name: expect.any(String), brand: expect.any(String) },
    });
    expect(genuine.data.batch.produced_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(genuine.data.product.image).toMatch(/\.webp$|^\/|^https/);

    const again = (await check(code, someIp(), undefined, 'en')).json();
    expect(again.data).toMatchObject({
      result: 'already_checked',
      times_checked_before: 1,
      first_checked_at: FIXED_NOW.toISOString(),
      product: genuine.data.product,
      batch: genuine.data.batch,
    });
    expect(again.message).toBe(
      'This code has been checked 1 times before. If you never checked it, the pack may have been refilled.',
    );
  });

  it('warns about the demo code checked twice already, with its first check three weeks ago', async () => {
    const answer = (await check(DEMO_AUTHENTICITY_CODES.checkedTwice)).json();
    expect(answer.data.result).toBe('already_checked');
    expect(answer.data.times_checked_before).toBe(2);
    expect(new Date(answer.data.first_checked_at).getTime()).toBe(
      FIXED_NOW.getTime() - 21 * 86_400_000,
    );
  });

  it('answers unknown for a code of the right shape that was never printed', async () => {
    const answer = (await check(formatAuthenticityCode(DEMO_AUTHENTICITY_CODES.unknown))).json();
    expect(answer.data).toMatchObject({
      result: 'unknown',
      product: null,
      batch: null,
      first_checked_at: null,
      times_checked_before: 0,
    });
    expect(answer.message).toContain('Kode tidak dikenal');
  });

  it.each([
    ['lower case with spaces', (code: string) => code.toLowerCase().replace(/-/g, ' ')],
    ['no dashes', (code: string) => code.replace(/-/g, '')],
    ['surrounding blanks and an en dash', (code: string) => `  ${code.replace('-', '–')} `],
  ])('reads a code typed in %s as the printed one', async (_, typed) => {
    const code = formatAuthenticityCode(DEMO_AUTHENTICITY_CODES.secondGenuine);
    const answer = (await check(typed(code))).json();
    expect(answer.data.code).toBe(code);
    expect(['genuine', 'already_checked']).toContain(answer.data.result);
  });

  it.each([
    ['a mistyped character (the check character fails)', 'GENU-NEW2-345Y'],
    ['a character outside the alphabet', 'GENU-NEW0-345X'],
    ['too short', 'GENU-NEW2'],
    ['too long', 'GENU-NEW2-345X-AAAA'],
    ['blank', '   '],
    ['not text', 12345],
  ])('refuses %s with 422 before counting it', async (_, code) => {
    const res = await check(code);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('validation_failed');
    expect(Object.keys(res.json().data.fields)).toEqual(['code']);
  });
});

describe('limits against guessing', () => {
  it(`answers 429 at the ${AUTHENTICITY_UNKNOWN_PER_WINDOW + 1}th unknown code an hour from one IP, not before`, async () => {
    const ip = someIp();
    for (let index = 0; index < AUTHENTICITY_UNKNOWN_PER_WINDOW; index += 1) {
      const res = await check(unknownCode(), ip);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.result).toBe('unknown');
    }
    const refused = await check(unknownCode(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('too_many_unknown_codes');
    expect(refused.json().message).toBe(
      'Terlalu banyak kode yang tidak dikenal. Coba lagi dalam 60 menit atau hubungi kami.',
    );
    expect(refused.headers['retry-after']).toBe('3600');
    // Even a genuine code waits: the limit is on the IP, not the code.
    expect((await check(DEMO_AUTHENTICITY_CODES.checkedTwice, ip)).statusCode).toBe(429);
    // Another IP is not held.
    expect((await check(unknownCode())).statusCode).toBe(200);
  });

  it("counts a member's unknown codes whatever IP they come from", async () => {
    const member = await registerMember(app);
    for (let index = 0; index < AUTHENTICITY_UNKNOWN_PER_WINDOW; index += 1) {
      expect((await check(unknownCode(), someIp(), member.inject)).statusCode).toBe(200);
    }
    const refused = await check(unknownCode(), someIp(), member.inject);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('too_many_unknown_codes');
  });

  it(`answers 429 past ${AUTHENTICITY_CHECKS_PER_WINDOW} checks in ten minutes from one IP, whatever the result`, async () => {
    const ip = someIp();
    for (let index = 0; index < AUTHENTICITY_CHECKS_PER_WINDOW; index += 1) {
      const res = await check(DEMO_AUTHENTICITY_CODES.checkedTwice, ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await check(DEMO_AUTHENTICITY_CODES.checkedTwice, ip, undefined, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('too_many_requests');
    expect(refused.json().message).toMatch(/^Too many checks\. Please try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe("a member's history", () => {
  it('lists their checks newest first, with the product of the known ones, paginated', async () => {
    const member = await registerMember(app);
    await check(DEMO_AUTHENTICITY_CODES.checkedTwice, someIp(), member.inject);
    await check(unknownCode(), someIp(), member.inject);
    await check(DEMO_AUTHENTICITY_CODES.secondGenuine, someIp(), member.inject);
    const page = await member.inject({ url: '/api/authenticity/checks/mine?limit=2' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().meta).toMatchObject({ total: 3, skip: 0, limit: 2 });
    const items = page.json().data as Array<{
      result: string;
      product: unknown;
      batch_number: string | null;
    }>;
    expect(items).toHaveLength(2);
    expect(
      items.every(
        (item) =>
          item.result === 'already_checked' ||
          item.result === 'unknown' ||
          item.result === 'genuine',
      ),
    ).toBe(true);
    const rest = (
      await member.inject({ url: '/api/authenticity/checks/mine?skip=2&limit=2' })
    ).json();
    expect(rest.data).toHaveLength(1);
    expect(rest.data[0]).toMatchObject({
      result: 'already_checked',
      product: { name: expect.any(String) },
    });
    const unknown = [...items, ...rest.data].find((item) => item.result === 'unknown');
    expect(unknown).toMatchObject({ product: null, batch_number: null });
  });

  it("is for members only, and shows nobody else's checks", async () => {
    expect((await app.inject({ url: '/api/authenticity/checks/mine' })).statusCode).toBe(401);
    const other = await registerMember(app);
    const page = (await other.inject({ url: '/api/authenticity/checks/mine' })).json();
    expect(page.data).toEqual([]);
    expect(page.meta.total).toBe(0);
  });
});
