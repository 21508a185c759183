// The beauty quiz in the back office (issue 21, docs/design/beauty-quiz.md): quizzes, questions,
// answers and their result rules written with audit rows and versions; the storefront shows what
// was written and the result follows the rules.
import sharp from 'sharp';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { multipartForm } from '../../test/multipart';
import { signedInStaff } from '../../test/staff';

let database: DatabaseHandle;
let app: App;
const clock = () => FIXED_NOW;
let editor: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock });
  editor = await signedInStaff(app, database.db, 'merchandiser', clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const tagId = async (slug: string) =>
  (
    await database.db
      .selectFrom('tags')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
  ).id;

const auditOf = async (entity: string, id: number) => {
  const admin = await signedInStaff(app, database.db, 'admin', clock);
  const res = await admin.inject({ url: `/api/admin/audit-log?entity=${entity}&entity_id=${id}` });
  return res.json().data as Array<{ action: string; before: unknown; after: unknown }>;
};

describe('the back office writes a quiz the storefront shows', () => {
  it('creates a quiz, a question and answers with rules; the result follows them', async () => {
    const created = await editor.inject({
      method: 'POST',
      url: '/api/admin/quizzes',
      payload: { slug: 'kuis-uji', title_id: 'Kuis Uji', title_en: 'Test Quiz', is_active: true },
    });
    expect(created.statusCode).toBe(201);
    const quiz = created.json().data;
    expect(quiz).toMatchObject({ slug: 'kuis-uji', version: 1, total_joined: 0, questions: [] });
    expect((await auditOf('quiz', quiz.id))[0]?.action).toBe('quiz.create');

    const withQuestion = await editor.inject({
      method: 'POST',
      url: `/api/admin/quizzes/${quiz.id}/questions`,
      payload: {
        position: 1,
        text_id: 'Kulitmu?',
        text_en: 'Your skin?',
        answer_type: 'single_choice',
      },
    });
    expect(withQuestion.statusCode).toBe(201);
    const question = withQuestion.json().data.questions[0];

    const dry = await tagId('dry-skin');
    const redness = await tagId('redness');
    const addAnswer = (position: number, extra: Record<string, unknown>) =>
      editor.inject({
        method: 'POST',
        url: `/api/admin/quiz-questions/${question.id}/answers`,
        payload: {
          position,
          text_id: `Jawaban ${position}`,
          text_en: `Answer ${position}`,
          ...extra,
        },
      });
    expect(
      (await addAnswer(1, { bg_color: '#FFEEDD', tags: [{ tag_id: dry, weight: 4 }] })).statusCode,
    ).toBe(201);
    const full = (await addAnswer(2, { tags: [{ tag_id: redness, weight: 2 }] })).json().data;
    const [first, second] = full.questions[0].answers;
    expect(first).toMatchObject({ bg_color: '#ffeedd', tags: [{ tag_id: dry, weight: 4 }] });

    const shop = (await app.inject({ url: '/api/quiz/kuis-uji' })).json().data;
    expect(shop.questions[0].template).toBe('text_and_background_color');

    const submitted = await app.inject({
      method: 'POST',
      url: `/api/quiz/pid_quiz/${quiz.id}`,
      payload: {
        is_new_quiz: true,
        answers: [
          { question_id: String(question.id), position: 1, answer_ids: [String(first.id)] },
        ],
      },
    });
    expect(submitted.json().data.skin_type.slug).toBe('dry-skin');

    // The rules of the second answer replaced: now it gives a skin type as well.
    const edited = await editor.inject({
      method: 'PATCH',
      url: `/api/admin/quiz-answers/${second.id}`,
      payload: { version: second.version, tags: [{ tag_id: await tagId('oily-skin'), weight: 5 }] },
    });
    expect(edited.statusCode).toBe(200);
    const log = await auditOf('quiz_answer', second.id);
    expect(log.map((row) => row.action)).toEqual(['quiz_answer.update', 'quiz_answer.create']);
    const again = await app.inject({
      method: 'POST',
      url: `/api/quiz/pid_quiz/${quiz.id}`,
      payload: {
        is_new_quiz: false,
        answers: [
          { question_id: String(question.id), position: 1, answer_ids: [String(second.id)] },
        ],
      },
    });
    expect(again.json().data.skin_type.slug).toBe('oily-skin');
    expect(again.json().data.shade).toBeNull();

    // The second answer now also says a skin colour and undertone: the result names a shade.
    const toned = await editor.inject({
      method: 'PATCH',
      url: `/api/admin/quiz-answers/${second.id}`,
      payload: { version: second.version + 1, shade_hex: '#C68E62', undertone: 'cool' },
    });
    expect(toned.statusCode).toBe(200);
    expect(toned.json().data.questions[0].answers[1]).toMatchObject({
      shade_hex: '#c68e62',
      undertone: 'cool',
    });
    expect((await auditOf('quiz_answer', second.id))[0]).toMatchObject({
      action: 'quiz_answer.update',
      before: { shade_hex: null, undertone: null },
      after: { shade_hex: '#c68e62', undertone: 'cool' },
    });
    const shaded = await app.inject({
      method: 'POST',
      url: `/api/quiz/pid_quiz/${quiz.id}`,
      payload: {
        is_new_quiz: false,
        answers: [
          { question_id: String(question.id), position: 1, answer_ids: [String(second.id)] },
        ],
      },
    });
    expect(shaded.json().data.shade).toMatchObject({ skin_hex: '#c68e62', undertone: 'cool' });
    expect(shaded.json().data.shade.matches.length).toBeGreaterThan(0);
  });

  it('answers 409 with the quiz as it is now for a stale version, and changes nothing', async () => {
    const list = (await editor.inject({ url: '/api/admin/quizzes' })).json().data;
    const quiz = list.find((entry: { slug: string }) => entry.slug === 'tipe-kulit');
    const first = await editor.inject({
      method: 'PATCH',
      url: `/api/admin/quizzes/${quiz.id}`,
      payload: { version: quiz.version, title_en: 'What Is Your Skin Type?' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(quiz.version + 1);
    const staleEdit = await editor.inject({
      method: 'PATCH',
      url: `/api/admin/quizzes/${quiz.id}`,
      payload: { version: quiz.version, title_en: 'Lost edit' },
    });
    expect(staleEdit.statusCode).toBe(409);
    expect(staleEdit.json().errorCode).toBe('changed_by_someone_else');
    expect(staleEdit.json().data.current.title_en).toBe('What Is Your Skin Type?');
    const log = await auditOf('quiz', quiz.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'quiz.update',
      before: { title_en: 'Know Your Skin Type' },
      after: { title_en: 'What Is Your Skin Type?' },
    });
  });

  it('refuses a taken slug or position, a tag that is no skin type or concern, bad colours', async () => {
    const quiz = (await editor.inject({ url: '/api/admin/quizzes' })).json().data[0];
    const detail = (await editor.inject({ url: `/api/admin/quizzes/${quiz.id}` })).json().data;
    const question = detail.questions[0];
    const benefit = (
      await database.db
        .selectFrom('tags')
        .select('id')
        .where('type', '=', 'benefit')
        .executeTakeFirstOrThrow()
    ).id;
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', '/api/admin/quizzes', { slug: 'tipe-kulit', title_id: 'A', title_en: 'A' }, 'slug'],
      ['POST', '/api/admin/quizzes', { slug: 'Bad Slug', title_id: 'A', title_en: 'A' }, 'slug'],
      [
        'PATCH',
        `/api/admin/quizzes/${quiz.id}`,
        {
          version: quiz.version,
          slug: quiz.slug === 'tipe-kulit' ? 'shade-foundation' : 'tipe-kulit',
        },
        'slug',
      ],
      [
        'POST',
        `/api/admin/quizzes/${quiz.id}/questions`,
        { position: 1, text_id: 'A', text_en: 'A', answer_type: 'single_choice' },
        'position',
      ],
      [
        'POST',
        `/api/admin/quiz-questions/${question.id}/answers`,
        { position: 90, text_id: 'A', text_en: 'A', tags: [{ tag_id: benefit, weight: 1 }] },
        'tags.0.tag_id',
      ],
      [
        'POST',
        `/api/admin/quiz-questions/${question.id}/answers`,
        { position: 91, text_id: 'A', text_en: 'A', text_color: 'red' },
        'text_color',
      ],
      [
        'POST',
        `/api/admin/quiz-questions/${question.id}/answers`,
        { position: 92, text_id: 'A\u0000', text_en: 'A' },
        'text_id',
      ],
      [
        'POST',
        `/api/admin/quiz-questions/${question.id}/answers`,
        { position: 93, text_id: 'A', text_en: 'A', shade_hex: '#e0b48' },
        'shade_hex',
      ],
      [
        'POST',
        `/api/admin/quiz-questions/${question.id}/answers`,
        { position: 94, text_id: 'A', text_en: 'A', undertone: 'olive' },
        'undertone',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await editor.inject({ method: method as 'POST' | 'PATCH', url, payload });
      expect(res.statusCode, `${url} ${field}`).toBe(422);
      expect(Object.keys(res.json().data.fields)).toContain(field);
    }
  });

  it('deletes an unused answer and question at their version, audited; keeps what submissions name', async () => {
    const quiz = (
      await editor.inject({
        method: 'POST',
        url: '/api/admin/quizzes',
        payload: {
          slug: 'kuis-hapus',
          title_id: 'Kuis Hapus',
          title_en: 'Delete Quiz',
          is_active: true,
        },
      })
    ).json().data;
    const addQuestion = async (position: number) =>
      (
        await editor.inject({
          method: 'POST',
          url: `/api/admin/quizzes/${quiz.id}/questions`,
          payload: {
            position,
            text_id: `P${position}`,
            text_en: `Q${position}`,
            answer_type: 'single_choice',
          },
        })
      )
        .json()
        .data.questions.find((q: { position: number }) => q.position === position);
    const used = await addQuestion(1);
    const spare = await addQuestion(2);
    const addAnswer = async (questionId: number, position: number) =>
      (
        await editor.inject({
          method: 'POST',
          url: `/api/admin/quiz-questions/${questionId}/answers`,
          payload: { position, text_id: `J${position}`, text_en: `A${position}` },
        })
      ).json().data;
    await addAnswer(used.id, 1);
    const withTwo = await addAnswer(used.id, 2);
    const [chosen, unchosen] = withTwo.questions[0].answers;
    await addAnswer(spare.id, 1);
    const submitted = await app.inject({
      method: 'POST',
      url: `/api/quiz/pid_quiz/${quiz.id}`,
      payload: {
        is_new_quiz: true,
        answers: [{ question_id: String(used.id), position: 1, answer_ids: [String(chosen.id)] }],
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const remove = (kind: 'quiz-questions' | 'quiz-answers', id: number, version: number) =>
      editor.inject({ method: 'DELETE', url: `/api/admin/${kind}/${id}?version=${version}` });

    const chosenRefused = await remove('quiz-answers', chosen.id, chosen.version);
    expect(chosenRefused.statusCode).toBe(409);
    expect(chosenRefused.json().errorCode).toBe('quiz_answer_in_use');
    const questionRefused = await remove('quiz-questions', used.id, used.version);
    expect(questionRefused.json().errorCode).toBe('quiz_question_in_use');
    expect((await remove('quiz-answers', unchosen.id, unchosen.version + 1)).statusCode).toBe(409);

    const gone = await remove('quiz-answers', unchosen.id, unchosen.version);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().data.questions[0].answers.map((a: { id: number }) => a.id)).toEqual([
      chosen.id,
    ]);
    const questionGone = await remove('quiz-questions', spare.id, spare.version);
    expect(questionGone.statusCode, questionGone.body).toBe(200);
    expect(questionGone.json().data.questions.map((q: { id: number }) => q.id)).toEqual([used.id]);
    const rules = await database.db
      .selectFrom('quiz_answers')
      .select('id')
      .where('question_id', '=', spare.id)
      .execute();
    expect(rules).toEqual([]);
    expect((await auditOf('quiz_answer', unchosen.id))[0]).toMatchObject({
      action: 'quiz_answer.delete',
      before: { text_id: 'J2' },
      after: null,
    });
    expect((await auditOf('quiz_question', spare.id))[0]?.action).toBe('quiz_question.delete');
    expect((await remove('quiz-answers', unchosen.id, 1)).statusCode).toBe(404);
    expect(
      (await editor.inject({ method: 'DELETE', url: `/api/admin/quiz-answers/${chosen.id}` }))
        .statusCode,
    ).toBe(422);
    const shop = (await app.inject({ url: '/api/quiz/kuis-hapus' })).json().data;
    expect(shop.questions).toHaveLength(1);
  });

  it('stores an uploaded quiz picture as WebP and answers its URL; refuses what is no picture', async () => {
    const png = await sharp({
      create: { width: 600, height: 600, channels: 3, background: { r: 250, g: 220, b: 200 } },
    })
      .png()
      .toBuffer();
    const upload = (content: Buffer) =>
      editor.inject({
        method: 'POST',
        url: '/api/admin/quiz-images',
        ...multipartForm({}, [
          { field: 'image', filename: 'cover.png', type: 'image/png', content },
        ]),
      });
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/media\/quiz\/upload-[0-9a-f]{16}\.webp$/);
    expect((await app.inject({ url })).headers['content-type']).toBe('image/webp');
    const refused = await upload(Buffer.from('<svg onload="alert(1)"/>'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.fields.image).toBeDefined();
  });

  it('is not for a role without quiz.write', async () => {
    const support = await signedInStaff(app, database.db, 'support', clock);
    const res = await support.inject({ url: '/api/admin/quizzes' });
    expect(res.statusCode).toBe(403);
  });
});
