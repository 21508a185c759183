// The academy's "exactly once" under parallel calls (docs/design/academy.md, lock order: the
// member's `academy_progress` row first): many complete-level calls complete a level once; many
// completions of the last level graduate once (one certificate, one badge, one voucher); many
// quiz attempts at once never pass the attempt limit and are numbered 1…max. Real overlap needs
// PostgreSQL (DATABASE_URL=postgres://…); PGlite runs the same scenarios one at a time.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { approvedMember, scorePaper, seedAcademy, type AcademyFixture } from '../../test/academy';
import { buildTestApp } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { defineVoucher } from '../../test/promotions-bag';

const onPostgres = !!process.env.DATABASE_URL;
const CROWD = onPostgres ? 12 : 4;
const ROUNDS = onPostgres ? 3 : 1;

let database: DatabaseHandle;
let app: App;
let academy: AcademyFixture;
let voucherId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' },
  });
  await app.ready();
  const voucher = await defineVoucher(database.db, {
    code: 'GRADRACE',
    name: 'Graduate',
    description: 'Hadiah lulusan.',
    terms: 'Sekali pakai.',
    kind: 'manual',
    amount: 10_000,
    min_amount: 0,
    valid_days: 30,
    quota_per_user: 1,
    is_assigned_only: true,
    created_at: new Date(),
    updated_at: new Date(),
  });
  voucherId = Number(voucher.id);
  academy = await seedAcademy(database.db, { graduationVoucherId: voucherId });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;
const approved = async () => {
  const member = await registerMember(app);
  await approvedMember(database.db, member.id, academy.products[0]!);
  return member;
};
const read = (who: Member, classId: number) =>
  who.inject({ method: 'POST', url: `/api/academy/user-progress/next-course/${classId}` });
const answer = (who: Member, slug: string, answers: { question_id: number; option_id: number }[]) =>
  who.inject({ method: 'POST', url: `/api/academy/classes/${slug}/quiz`, payload: { answers } });
const complete = (who: Member, levelId: number) =>
  who.inject({
    method: 'POST',
    url: '/api/academy/complete-level',
    payload: { level_id: levelId },
  });
const rows = async (table: 'academy_level_completions' | 'academy_certificates', userId: number) =>
  database.db.selectFrom(table).selectAll().where('user_id', '=', userId).execute();

async function finishLevel1(who: Member) {
  expect((await read(who, academy.classes.a)).statusCode).toBe(200);
  const rightA = academy.quizA.map((q) => ({ question_id: q.id, option_id: q.right }));
  expect((await answer(who, 'kelas-a', rightA)).json().data.passed).toBe(true);
  expect((await read(who, academy.classes.b)).statusCode).toBe(200);
  const rightB = academy.quizB.map((q) => ({ question_id: q.id, option_id: q.right }));
  expect((await answer(who, 'kelas-b', rightB)).json().data.passed).toBe(true);
}

describe('the academy under parallel calls', () => {
  it(`${CROWD} complete-level calls at once complete level 1 once`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await approved();
      await finishLevel1(member);
      const answers = await Promise.all(
        Array.from({ length: CROWD }, () => complete(member, academy.levels[0])),
      );
      const codes = answers.map((res) => res.statusCode);
      expect(
        codes.filter((code) => code === 200),
        codes.join(),
      ).toHaveLength(1);
      for (const res of answers.filter((one) => one.statusCode !== 200)) {
        expect(res.statusCode).toBe(409);
        expect(res.json().errorCode).toBe('academy_level_completed');
      }
      expect(await rows('academy_level_completions', member.id)).toHaveLength(1);
    }
  });

  it(`${CROWD} completions of the last level at once graduate once: one certificate, one badge, one voucher`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await approved();
      await finishLevel1(member);
      expect((await complete(member, academy.levels[0])).statusCode).toBe(200);
      expect((await read(member, academy.classes.c)).statusCode).toBe(200);
      const paper = await member.inject({
        method: 'POST',
        url: '/api/academy/practice-papers',
        payload: { level_id: academy.levels[1], body: 'Rutinitas saya.' },
      });
      expect(paper.statusCode, paper.body).toBe(201);
      await scorePaper(database.db, paper.json().data.id, 90);

      const answers = await Promise.all(
        Array.from({ length: CROWD }, () => complete(member, academy.levels[1])),
      );
      const graduated = answers.filter((res) => res.statusCode === 200);
      expect(graduated, answers.map((res) => res.statusCode).join()).toHaveLength(1);
      expect(graduated[0]!.json().data.graduated).toBe(true);
      expect(await rows('academy_level_completions', member.id)).toHaveLength(2);
      expect(await rows('academy_certificates', member.id)).toHaveLength(1);
      const badges = await database.db
        .selectFrom('member_badges')
        .select('badge_key')
        .where('user_id', '=', member.id)
        .where('badge_key', '=', 'academy_graduate')
        .execute();
      expect(badges).toHaveLength(1);
      const vouchers = await database.db
        .selectFrom('member_vouchers')
        .select('id')
        .where('user_id', '=', member.id)
        .where('voucher_id', '=', voucherId)
        .execute();
      expect(vouchers).toHaveLength(1);
    }
  });

  it(`${CROWD} quiz attempts at once never pass the limit of 3, numbered 1…3`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await approved();
      expect((await read(member, academy.classes.a)).statusCode).toBe(200);
      // Every answer wrong: no attempt passes, so only the limit stops them.
      const wrong = academy.quizA.map((q) => ({ question_id: q.id, option_id: q.wrong }));
      const answers = await Promise.all(
        Array.from({ length: CROWD }, () => answer(member, 'kelas-a', wrong)),
      );
      const scored = answers.filter((res) => res.statusCode === 200);
      expect(scored, answers.map((res) => res.statusCode).join()).toHaveLength(3);
      for (const res of answers.filter((one) => one.statusCode !== 200)) {
        expect(res.json().errorCode).toBe('academy_quiz_attempts_used');
      }
      const attempts = await database.db
        .selectFrom('academy_quiz_attempts')
        .select('attempt_no')
        .where('user_id', '=', member.id)
        .orderBy('attempt_no')
        .execute();
      expect(attempts.map((row) => row.attempt_no)).toEqual([1, 2, 3]);
    }
  });
});
