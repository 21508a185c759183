import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  deriveShadeTarget,
  QUIZ_SHADE_MATCH_LIMIT,
  QUIZ_SHADE_MAX_DIFFERENCE,
  shadeDifference,
} from '@kilau/domain/engagement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { QUIZ_TAKER_COOKIE } from './quiz.routes';
import { registerMember } from '../../test/members';

let database: DatabaseHandle;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Answer = { _id: string; text: string; image: string | null };
type Question = {
  _id: string;
  position: number;
  answer_type: string;
  template: string;
  answers: Answer[];
};
type Quiz = { _id: string; total_joined: number; title: string; questions: Question[] };

const fetchQuiz = async (slug: string, language = 'id') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/quiz/${slug}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Quiz;
};

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const submit = (
  quizId: string,
  payload: unknown,
  inject: Inject = (options) => app.inject(options),
  language = 'id',
) =>
  inject({
    method: 'POST',
    url: `/api/quiz/pid_quiz/${quizId}`,
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': language },
  });

/** Answers of the skin-type quiz: shiny all over, almost never red, acne and pores, sunny. */
const oilySkinAnswers = (quiz: Quiz) => {
  const [q1, q2, q3, q4, q5] = quiz.questions as [Question, Question, Question, Question, Question];
  const pick = (question: Question, ...indexes: number[]) => ({
    question_id: question._id,
    position: question.position,
    answer_ids: indexes.map((index) => question.answers[index]?._id ?? ''),
  });
  return [
    pick(q1, 1),
    pick(q2, 2),
    pick(q3, 0, 2),
    pick(q4, 0),
    { question_id: q5._id, position: q5.position, short_answer_result: 'Sabun muka biasa' },
  ];
};

describe('GET /api/quiz/:slug (001 §3 pid_quiz)', () => {
  it('answers the skin-type quiz with each question’s template chosen from its answers', async () => {
    const quiz = await fetchQuiz('tipe-kulit');
    expect(quiz.title).toBe('Kenali Tipe Kulitmu');
    expect(quiz.questions.map((q) => [q.position, q.answer_type, q.template])).toEqual([
      [1, 'single_choice', 'image_and_text'],
      [2, 'single_choice', 'text_and_color'],
      [3, 'multiple_choice', 'multiple_selection_or_multiple_choice'],
      [4, 'single_choice', 'text_and_background_color'],
      [5, 'short_answer', 'multiple_selection_or_multiple_choice'],
    ]);
    expect(quiz.questions[0]?.answers.every((a) => a.image?.startsWith('/media/quiz/'))).toBe(true);
  });

  it('answers in English, and both seeded quizzes use all four templates', async () => {
    for (const slug of ['tipe-kulit', 'shade-foundation']) {
      const quiz = await fetchQuiz(slug, 'en');
      expect(new Set(quiz.questions.map((q) => q.template))).toEqual(
        new Set([
          'image_and_text',
          'text_and_color',
          'multiple_selection_or_multiple_choice',
          'text_and_background_color',
        ]),
      );
    }
    expect((await fetchQuiz('shade-foundation', 'en')).title).toBe('Find Your Foundation Shade');
  });

  it.each([['tidak-ada'], ['Bad_Slug'], ['x'.repeat(200)]])('404 for the slug %s', async (slug) => {
    const res = await app.inject({ method: 'GET', url: `/api/quiz/${slug}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/quiz/pid_quiz/:id (001 §3, issue 21)', () => {
  it('gives a guest the skin type, concerns and a routine of in-stock products', async () => {
    const quiz = await fetchQuiz('tipe-kulit');
    const res = await submit(quiz._id, { is_new_quiz: true, answers: oilySkinAnswers(quiz) });
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result.skin_type.slug).toBe('oily-skin');
    // acne and pores tie at 3 from the same question: the lower tag id (acne) first.
    expect(result.concerns.map((c: { slug: string }) => c.slug)).toEqual([
      'acne',
      'pores',
      'dark-spots',
    ]);
    expect(result.saved_to_profile).toBe(false);
    expect(result.total_joined).toBe(quiz.total_joined + 1);
    expect(result.routine.map((s: { step: string }) => s.step)).toEqual([
      'cleanser',
      'toner',
      'serum',
      'moisturiser',
      'sunscreen',
    ]);
    for (const step of result.routine) {
      expect(step.product, step.step).not.toBeNull();
      expect(step.product.is_in_stock).toBe(true);
      expect(step.product.default_combination.id).toBeTruthy();
      const stock = await database.db
        .selectFrom('combinations')
        .select('stock')
        .where('id', '=', Number(step.product.default_combination.id))
        .executeTakeFirstOrThrow();
      expect(stock.stock).toBeGreaterThan(0);
    }
  });

  it('counts total_joined only for is_new_quiz, and the same answers give the same result', async () => {
    const quiz = await fetchQuiz('tipe-kulit');
    const first = (
      await submit(quiz._id, { is_new_quiz: false, answers: oilySkinAnswers(quiz) })
    ).json().data;
    const second = (
      await submit(quiz._id, { is_new_quiz: false, answers: oilySkinAnswers(quiz) })
    ).json().data;
    expect(first.total_joined).toBe(quiz.total_joined);
    expect(second.total_joined).toBe(quiz.total_joined);
    expect(second.skin_type).toEqual(first.skin_type);
    expect(second.routine).toEqual(first.routine);
  });

  it('counts each shopper once: a member by id, a guest by the taker cookie it is given', async () => {
    const quiz = await fetchQuiz('tipe-kulit');
    const fresh = { is_new_quiz: true, answers: oilySkinAnswers(quiz) };
    const joined = async () => (await fetchQuiz('tipe-kulit')).total_joined;

    const member = await registerMember(app);
    const before = await joined();
    expect((await submit(quiz._id, fresh, member.inject)).json().data.total_joined).toBe(
      before + 1,
    );
    // The same member saying "new" again (another browser, a cleared storage): not counted.
    expect((await submit(quiz._id, fresh, member.inject)).json().data.total_joined).toBe(
      before + 1,
    );
    expect((await submit(quiz._id, fresh, member.inject)).headers['set-cookie']).toBeUndefined();

    const first = await submit(quiz._id, fresh);
    expect(first.json().data.total_joined).toBe(before + 2);
    const cookie = first.cookies.find((c) => c.name === QUIZ_TAKER_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/quiz', sameSite: 'Lax' });
    const asGuest: Inject = (options) =>
      app.inject({ ...options, cookies: { [QUIZ_TAKER_COOKIE]: cookie!.value } });
    const again = await submit(quiz._id, fresh, asGuest);
    expect(again.json().data.total_joined).toBe(before + 2);
    expect(again.cookies).toEqual([]);
    // Another guest (no cookie, or one that is no taker id) is a new taker.
    const other = await submit(quiz._id, fresh, (options) =>
      app.inject({ ...options, cookies: { [QUIZ_TAKER_COOKIE]: 'not a taker id' } }),
    );
    expect(other.json().data.total_joined).toBe(before + 3);

    // What is stored: the taker (a guest's only as a digest) and whether it counted.
    const rows = await database.db
      .selectFrom('quiz_submissions')
      .select(['taker', 'counted'])
      .where('quiz_id', '=', Number(quiz._id))
      .orderBy('id', 'desc')
      .limit(6)
      .execute();
    expect(rows.map((row) => row.counted)).toEqual([true, false, true, false, false, true]);
    expect(rows[5]!.taker).toBe(`member:${member.id}`);
    expect(rows[1]!.taker).toBe(rows[2]!.taker);
    expect(rows[2]!.taker).toMatch(/^guest:[A-Za-z0-9_-]{43}$/);
    expect(rows[2]!.taker).not.toContain(cookie!.value);
  });

  it('leaves out a product whose stock ran out', async () => {
    const quiz = await fetchQuiz('tipe-kulit');
    const before = (
      await submit(quiz._id, { is_new_quiz: false, answers: oilySkinAnswers(quiz) })
    ).json().data;
    const cleanser = before.routine[0].product.id as number;
    await database.db
      .updateTable('combinations')
      .set({ stock: 0 })
      .where('product_id', '=', cleanser)
      .execute();
    const after = (
      await submit(quiz._id, { is_new_quiz: false, answers: oilySkinAnswers(quiz) })
    ).json().data;
    expect(after.routine[0].product?.id).not.toBe(cleanser);
    if (after.routine[0].product) expect(after.routine[0].product.is_in_stock).toBe(true);
  });

  it('finds each foundation’s closest shade for the skin colour and undertone answered', async () => {
    const quiz = await fetchQuiz('shade-foundation');
    const [tone, , veins] = quiz.questions as Question[];
    const shadeFor = async (toneIndex: number, veinIndex: number | null) => {
      const answers = [
        { question_id: tone!._id, position: 1, answer_ids: [tone!.answers[toneIndex]!._id] },
        ...(veinIndex === null
          ? []
          : [
              {
                question_id: veins!._id,
                position: 3,
                answer_ids: [veins!.answers[veinIndex]!._id],
              },
            ]),
      ];
      const res = await submit(quiz._id, { is_new_quiz: false, answers });
      expect(res.statusCode).toBe(200);
      return res.json().data.shade as {
        skin_hex: string;
        undertone: string;
        matches: {
          product: { id: number; is_in_stock: boolean };
          combination: { id: number; name: string; hex: string };
          difference: number;
        }[];
      };
    };

    const medium = await shadeFor(1, 0);
    expect(medium).toMatchObject({ skin_hex: '#e0b48f', undertone: 'warm' });
    expect(medium.matches.length).toBeGreaterThan(0);
    expect(medium.matches.length).toBeLessThanOrEqual(QUIZ_SHADE_MATCH_LIMIT);
    const target = deriveShadeTarget([
      { question_position: 1, shade_hex: '#e0b48f', undertone: 'warm' },
    ])!;
    const differences = medium.matches.map((match) => match.difference);
    expect(differences).toEqual([...differences].sort((a, b) => a - b));
    for (const match of medium.matches) {
      expect(match.difference).toBeLessThanOrEqual(QUIZ_SHADE_MAX_DIFFERENCE);
      // A foundation or cushion, and of its shades in stock the closest one.
      const category = await database.db
        .selectFrom('product_categories as pc')
        .innerJoin('categories as c', 'c.id', 'pc.category_id')
        .select('c.slug')
        .where('pc.product_id', '=', match.product.id)
        .where('c.slug', 'in', ['foundation', 'cushion'])
        .executeTakeFirst();
      expect(category, String(match.product.id)).toBeDefined();
      const shades = await database.db
        .selectFrom('combinations')
        .select(['id', 'hex'])
        .where('product_id', '=', match.product.id)
        .where('is_active', '=', true)
        .where('stock', '>', 0)
        .where('hex', 'is not', null)
        .execute();
      const closest = Math.min(...shades.map((s) => shadeDifference(target.target_hex, s.hex!)));
      expect(match.difference).toBe(closest);
      expect(shades.map((s) => s.id)).toContain(match.combination.id);
      expect(match.combination.name).not.toBe('');
    }

    // A deeper skin gets deeper shades; no undertone answered is neutral.
    const deep = await shadeFor(3, null);
    expect(deep.undertone).toBe('neutral');
    const lightness = (hex: string) =>
      [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0);
    for (const match of deep.matches) {
      expect(lightness(match.combination.hex)).toBeLessThan(
        lightness(medium.matches[0]!.combination.hex),
      );
    }

    // The skin-type quiz names no skin colour: no shade.
    const skin = await fetchQuiz('tipe-kulit');
    const plain = await submit(skin._id, { is_new_quiz: false, answers: oilySkinAnswers(skin) });
    expect(plain.json().data.shade).toBeNull();

    // A shade sold out is never matched.
    const best = medium.matches[0]!;
    await database.db
      .updateTable('combinations')
      .set({ stock: 0 })
      .where('id', '=', best.combination.id)
      .execute();
    const again = await shadeFor(1, 0);
    expect(again.matches.map((match) => match.combination.id)).not.toContain(best.combination.id);

    // A member's saved shade is read again on the account: a shade sold out since drops out.
    const member = await registerMember(app);
    const taken = await submit(
      quiz._id,
      {
        is_new_quiz: true,
        answers: [{ question_id: tone!._id, position: 1, answer_ids: [tone!.answers[1]!._id] }],
      },
      member.inject,
    );
    const saved = taken.json().data.shade.matches as typeof medium.matches;
    expect(saved.length).toBeGreaterThan(0);
    await database.db
      .updateTable('combinations')
      .set({ stock: 0 })
      .where('id', '=', saved[0]!.combination.id)
      .execute();
    const listed = await member.inject({ method: 'GET', url: '/api/users/me/quiz-results' });
    const [result] = listed.json().data;
    expect(result.shade.skin_hex).toBe('#e0b48f');
    expect(
      result.shade.matches.map((m: { combination: { id: number } }) => m.combination.id),
    ).toEqual(saved.slice(1).map((m) => m.combination.id));
  });

  it('saves a member’s result to their beauty profile and lists it on the account', async () => {
    const member = await registerMember(app);
    const quiz = await fetchQuiz('tipe-kulit');
    const res = await submit(
      quiz._id,
      { is_new_quiz: true, answers: oilySkinAnswers(quiz) },
      member.inject,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.saved_to_profile).toBe(true);
    const tags = await database.db
      .selectFrom('user_tags')
      .innerJoin('tags', 'tags.id', 'user_tags.tag_id')
      .select('tags.slug')
      .where('user_tags.user_id', '=', member.id)
      .where('user_tags.type', '=', 'beauty')
      .orderBy('tags.slug')
      .execute();
    expect(tags.map((tag) => tag.slug)).toEqual(['acne', 'dark-spots', 'oily-skin', 'pores']);

    const shade = await fetchQuiz('shade-foundation');
    const [, finish, , cover, midday] = shade.questions as Question[];
    const shadeRes = await submit(
      shade._id,
      {
        is_new_quiz: true,
        answers: [
          { question_id: finish!._id, position: 2, answer_ids: [finish!.answers[1]!._id] },
          { question_id: cover!._id, position: 4, answer_ids: [cover!.answers[1]!._id] },
          { question_id: midday!._id, position: 5, answer_ids: [midday!.answers[1]!._id] },
        ],
      },
      member.inject,
    );
    expect(shadeRes.json().data.skin_type.slug).toBe('dry-skin');
    // No skin colour among these answers: no shade.
    expect(shadeRes.json().data.shade).toBeNull();

    const listed = await member.inject({ method: 'GET', url: '/api/users/me/quiz-results' });
    expect(listed.statusCode).toBe(200);
    const results = listed.json().data;
    expect(results.map((r: { quiz_slug: string }) => r.quiz_slug)).toEqual([
      'shade-foundation',
      'tipe-kulit',
    ]);
    expect(results[1].skin_type.slug).toBe('oily-skin');
    expect(results[1].routine).toHaveLength(5);

    // Two quizzes taken, one badge (docs/design/rewards.md), shown to anyone.
    const rewards = await app.inject({ url: `/api/user/${member.id}/rewards` });
    expect(rewards.json().data.badges).toEqual([
      expect.objectContaining({ key: 'quiz_taken', name: 'Kuis Kecantikan' }),
    ]);
  });

  it('asks a guest to sign in for the account’s results', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/me/quiz-results' });
    expect(res.statusCode).toBe(401);
  });

  it('404 for an unknown quiz', async () => {
    const res = await submit('999999', { is_new_quiz: true, answers: [] });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('quiz_not_found');
  });

  it('refuses bad input with 422 and the catalogue’s message, never a 500', async () => {
    const quiz = await fetchQuiz('tipe-kulit');
    const other = await fetchQuiz('shade-foundation');
    const [q1, q2, q3, , q5] = quiz.questions as Question[];
    const cases: Array<[string, unknown, string, string]> = [
      [
        'a question of another quiz',
        {
          is_new_quiz: true,
          answers: [
            {
              question_id: other.questions[0]!._id,
              position: 1,
              answer_ids: [other.questions[0]!.answers[0]!._id],
            },
          ],
        },
        'answers.0.question_id',
        'This question is not part of the quiz.',
      ],
      [
        'an answer of another question',
        {
          is_new_quiz: true,
          answers: [{ question_id: q1!._id, position: 1, answer_ids: [q2!.answers[0]!._id] }],
        },
        'answers.0.answer_ids',
        'This answer is not a choice of its question.',
      ],
      [
        'two answers to a single choice',
        {
          is_new_quiz: true,
          answers: [
            {
              question_id: q1!._id,
              position: 1,
              answer_ids: [q1!.answers[0]!._id, q1!.answers[1]!._id],
            },
          ],
        },
        'answers.0.answer_ids',
        'Choose one answer for this question.',
      ],
      [
        'a question twice',
        {
          is_new_quiz: true,
          answers: [
            { question_id: q3!._id, position: 3, answer_ids: [q3!.answers[0]!._id] },
            { question_id: q3!._id, position: 3, answer_ids: [q3!.answers[1]!._id] },
          ],
        },
        'answers.1.question_id',
        'Each question is answered once.',
      ],
      [
        'a control character',
        {
          is_new_quiz: true,
          answers: [{ question_id: q5!._id, position: 5, short_answer_result: 'a\u0007b' }],
        },
        'answers.0.short_answer_result',
        '',
      ],
      [
        'a short answer too long',
        {
          is_new_quiz: true,
          answers: [{ question_id: q5!._id, position: 5, short_answer_result: 'a'.repeat(201) }],
        },
        'answers.0.short_answer_result',
        '',
      ],
      [
        'no answers',
        { is_new_quiz: true, answers: [] },
        'answers',
        'Answer at least one question.',
      ],
      ['answers not a list', { is_new_quiz: true, answers: 'x' }, 'answers', ''],
      ['no is_new_quiz', { answers: [] }, 'is_new_quiz', ''],
      [
        'an id past bigint',
        {
          is_new_quiz: true,
          answers: [{ question_id: '99999999999999999999', position: 1, answer_ids: ['1'] }],
        },
        'answers.0.question_id',
        '',
      ],
    ];
    for (const [line, payload, field, message] of cases) {
      const res = await submit(quiz._id, payload, undefined, 'en');
      expect(res.statusCode, line).toBe(422);
      const fields = res.json().data.fields as Record<string, string>;
      expect(Object.keys(fields), line).toContain(field);
      if (message) expect(fields[field], line).toBe(message);
    }
    const badId = await submit('abc', { is_new_quiz: true, answers: [] });
    expect(badId.statusCode).toBe(422);
  });
});
