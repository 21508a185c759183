// Issue 21: `total_joined` counts exactly once per submission sent with `is_new_quiz = true`, under
// parallel submissions (an atomic `total_joined + 1` in the submission's transaction). Real
// overlap needs PostgreSQL (DATABASE_URL=postgres://…): 50 guests and members at once, plus
// submissions with `is_new_quiz = false` that must not count. PGlite runs a small version one
// transaction at a time.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { registerMember } from '../../test/members';

const onPostgres = !!process.env.DATABASE_URL;
const NEW_TAKERS = onPostgres ? 50 : 6;
const REPEATS = onPostgres ? 10 : 2;
const MEMBERS = onPostgres ? 10 : 2;

let database: DatabaseHandle;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    env: { LOGIN_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Question = { _id: string; position: number; answers: { _id: string }[] };

describe('total_joined under parallel submissions', () => {
  it(`${NEW_TAKERS} new takers at once raise it by exactly ${NEW_TAKERS}`, async () => {
    const quiz = (await app.inject({ method: 'GET', url: '/api/quiz/tipe-kulit' })).json().data as {
      _id: string;
      total_joined: number;
      questions: Question[];
    };
    const first = quiz.questions[0]!;
    const answers = (index: number) => [
      {
        question_id: first._id,
        position: first.position,
        answer_ids: [first.answers[index % first.answers.length]!._id],
      },
    ];
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => registerMember(app)));
    const calls = [
      ...Array.from({ length: NEW_TAKERS }, (_, i) => ({ isNew: true, i })),
      ...Array.from({ length: REPEATS }, (_, i) => ({ isNew: false, i })),
    ].map(({ isNew, i }) => {
      const member = isNew && i < MEMBERS ? members[i] : undefined;
      const inject = member ? member.inject : app.inject.bind(app);
      return inject({
        method: 'POST',
        url: `/api/quiz/pid_quiz/${quiz._id}`,
        payload: { is_new_quiz: isNew, answers: answers(i) },
      });
    });
    const responses = await Promise.all(calls);
    expect(responses.map((res) => res.statusCode)).toEqual(responses.map(() => 200));

    const counts = responses
      .filter((_, i) => i < NEW_TAKERS)
      .map((res) => res.json().data.total_joined as number)
      .sort((a, b) => a - b);
    // Each new taker saw its own count: quiz.total_joined + 1 … + NEW_TAKERS, none twice.
    expect(counts).toEqual(Array.from({ length: NEW_TAKERS }, (_, i) => quiz.total_joined + i + 1));

    const row = await database.db
      .selectFrom('quizzes')
      .select('total_joined')
      .where('id', '=', Number(quiz._id))
      .executeTakeFirstOrThrow();
    expect(row.total_joined).toBe(quiz.total_joined + NEW_TAKERS);
    const submissions = await database.db
      .selectFrom('quiz_submissions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('quiz_id', '=', Number(quiz._id))
      .executeTakeFirstOrThrow();
    expect(Number(submissions.n)).toBe(NEW_TAKERS + REPEATS);
  });
});
