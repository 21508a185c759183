// Issue 21: `total_joined` counts exactly once per new shopper (`is_new_quiz = true`, a taker not
// counted before), under parallel submissions (an atomic `total_joined + 1` in the submission's transaction). Real
// overlap needs PostgreSQL (DATABASE_URL=postgres://…): 50 guests and members at once, plus
// submissions with `is_new_quiz = false` that must not count. PGlite runs a small version one
// transaction at a time.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { signedInStaff } from '../../test/staff';

const onPostgres = !!process.env.DATABASE_URL;
const NEW_TAKERS = onPostgres ? 50 : 6;
const REPEATS = onPostgres ? 10 : 2;
const MEMBERS = onPostgres ? 10 : 2;
const ROUNDS = onPostgres ? 8 : 2;
const TAKERS = onPostgres ? 8 : 2;

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

// One shopper is counted once per quiz (a member by id, a guest by the taker cookie), even when
// the same shopper sends "new" from several tabs at once: the submissions take the quiz's row lock
// for update and look for the taker's counted submission under it; a unique index backs it.
describe('one shopper sending "new" from several tabs at once', () => {
  it(`${TAKERS} parallel submissions of one member and of one guest count each once`, async () => {
    const quiz = (await app.inject({ method: 'GET', url: '/api/quiz/tipe-kulit' })).json().data as {
      _id: string;
      questions: Question[];
    };
    const first = quiz.questions[0]!;
    const payload = {
      is_new_quiz: true,
      answers: [
        { question_id: first._id, position: first.position, answer_ids: [first.answers[0]!._id] },
      ],
    };
    const url = `/api/quiz/pid_quiz/${quiz._id}`;
    const member = await registerMember(app);
    const guest = await app.inject({ method: 'POST', url, payload });
    const cookie = guest.cookies.find((c) => c.name === 'kilau_quiz_taker')!.value;
    const before = (
      await database.db
        .selectFrom('quizzes')
        .select('total_joined')
        .where('id', '=', Number(quiz._id))
        .executeTakeFirstOrThrow()
    ).total_joined;
    const responses = await Promise.all([
      ...Array.from({ length: TAKERS }, () => member.inject({ method: 'POST', url, payload })),
      ...Array.from({ length: TAKERS }, () =>
        app.inject({ method: 'POST', url, payload, cookies: { kilau_quiz_taker: cookie } }),
      ),
    ]);
    expect(responses.map((res) => res.statusCode)).toEqual(responses.map(() => 200));
    const after = await database.db
      .selectFrom('quizzes')
      .select('total_joined')
      .where('id', '=', Number(quiz._id))
      .executeTakeFirstOrThrow();
    // The member is new (+1); the guest was counted by its first submission (+0).
    expect(after.total_joined).toBe(before + 1);
    const counted = await database.db
      .selectFrom('quiz_submissions')
      .select(['taker', (eb) => eb.fn.countAll<string>().as('n')])
      .where('quiz_id', '=', Number(quiz._id))
      .where('counted', '=', true)
      .where('taker', 'in', [`member:${member.id}`])
      .groupBy('taker')
      .execute();
    expect(counted.map((row) => Number(row.n))).toEqual([1]);
  });
});

// The back office deletes a question only while no submission answered it (409
// `quiz_question_in_use`), and a submission stores only answers to questions that exist. Both lock
// the quiz's row first; the submission checks its answers again under that lock.
describe('deleting a question while shoppers answer it', () => {
  it(`${ROUNDS} rounds of a delete against ${TAKERS} submissions: one side wins, nothing dangles, no 500`, async () => {
    const editor = await signedInStaff(app, database.db, 'merchandiser', () => FIXED_NOW);
    const outcomes = { deleted: 0, kept: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const quiz = (
        await editor.inject({
          method: 'POST',
          url: '/api/admin/quizzes',
          payload: {
            slug: `kuis-balapan-${round}`,
            title_id: `Kuis Balapan ${round}`,
            title_en: `Race Quiz ${round}`,
            is_active: true,
          },
        })
      ).json().data as { id: number };
      const question = (
        await editor.inject({
          method: 'POST',
          url: `/api/admin/quizzes/${quiz.id}/questions`,
          payload: {
            position: 1,
            text_id: 'Kulitmu?',
            text_en: 'Your skin?',
            answer_type: 'single_choice',
          },
        })
      ).json().data.questions[0] as { id: number; version: number };
      const withAnswer = (
        await editor.inject({
          method: 'POST',
          url: `/api/admin/quiz-questions/${question.id}/answers`,
          payload: { position: 1, text_id: 'Kering', text_en: 'Dry' },
        })
      ).json().data;
      const answer = withAnswer.questions[0].answers[0] as { id: number };
      const version = withAnswer.questions[0].version as number;
      const submissions = Array.from({ length: TAKERS }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/quiz/pid_quiz/${quiz.id}`,
          payload: {
            is_new_quiz: i % 2 === 0,
            answers: [
              { question_id: String(question.id), position: 1, answer_ids: [String(answer.id)] },
            ],
          },
        }),
      );
      const deletion = editor.inject({
        method: 'DELETE',
        url: `/api/admin/quiz-questions/${question.id}?version=${version}`,
      });
      const [deleted, ...taken] = await Promise.all([deletion, ...submissions]);
      for (const res of [deleted!, ...taken]) expect(res.statusCode, res.body).toBeLessThan(500);
      const stored = await database.db
        .selectFrom('quiz_submissions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('quiz_id', '=', quiz.id)
        .executeTakeFirstOrThrow();
      const accepted = taken.filter((res) => res.statusCode === 200).length;
      expect(Number(stored.n)).toBe(accepted);
      if (deleted!.statusCode === 200) {
        outcomes.deleted += 1;
        // Every submission came after the deletion: refused by field, none stored.
        expect(accepted).toBe(0);
        for (const res of taken) {
          expect(res.statusCode).toBe(422);
          expect(Object.keys(res.json().data.fields)).toEqual(['answers.0.question_id']);
        }
      } else {
        outcomes.kept += 1;
        expect(deleted!.statusCode, deleted!.body).toBe(409);
        expect(deleted!.json().errorCode).toBe('quiz_question_in_use');
        expect(accepted).toBe(TAKERS);
      }
      const row = await database.db
        .selectFrom('quizzes')
        .select('total_joined')
        .where('id', '=', quiz.id)
        .executeTakeFirstOrThrow();
      expect(row.total_joined).toBe(
        taken.filter((res, i) => res.statusCode === 200 && i % 2 === 0).length,
      );
    }
    expect(outcomes.deleted + outcomes.kept).toBe(ROUNDS);
  });
});
