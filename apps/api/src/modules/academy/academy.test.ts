// The academy's storefront (issue 22, docs/design/academy.md) on a small fixture academy
// (test/academy.ts): enrolment states, progress rules, quiz scoring and attempts, practice
// papers, graduation and the certificate, and what another member can never read.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  approvedMember,
  decideEnrolment,
  ENROLMENT,
  scorePaper,
  seedAcademy,
  type AcademyFixture,
} from '../../test/academy';
import { buildTestApp } from '../../test/build-test-app';
import { registerMember } from '../../test/members';

let database: DatabaseHandle;
let app: App;
let academy: AcademyFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
  academy = await seedAcademy(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;
const SUBMISSION = '/api/academy/enrollment-submission';
const enrol = (who: Member, extra: Record<string, unknown> = {}) =>
  who.inject({
    method: 'POST',
    url: SUBMISSION,
    payload: { ...ENROLMENT, product_ids: academy.products.slice(0, 2), ...extra },
  });
const approved = async () => {
  const member = await registerMember(app);
  await approvedMember(database.db, member.id, academy.products[0]!);
  return member;
};
const read = (who: Member, classId: number) =>
  who.inject({ method: 'POST', url: `/api/academy/user-progress/next-course/${classId}` });
const answer = (who: Member, slug: string, answers: { question_id: number; option_id: number }[]) =>
  who.inject({ method: 'POST', url: `/api/academy/classes/${slug}/quiz`, payload: { answers } });
const rightA = () => academy.quizA.map((q) => ({ question_id: q.id, option_id: q.right }));
const rightB = () => academy.quizB.map((q) => ({ question_id: q.id, option_id: q.right }));
const complete = (who: Member, levelId: number) =>
  who.inject({
    method: 'POST',
    url: '/api/academy/complete-level',
    payload: { level_id: levelId },
  });
/** Takes level 1 to done: A and B read and passed. */
const finishLevel1 = async (who: Member) => {
  expect((await read(who, academy.classes.a)).statusCode).toBe(200);
  expect((await answer(who, 'kelas-a', rightA())).json().data.passed).toBe(true);
  expect((await read(who, academy.classes.b)).statusCode).toBe(200);
  expect((await answer(who, 'kelas-b', rightB())).json().data.passed).toBe(true);
};

describe('public calls', () => {
  it('answers the settings and the syllabus without lesson content', async () => {
    const settings = await app.inject({ url: '/api/academy/settings' });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().data).toMatchObject({
      name: 'Test Academy',
      path_segment: 'test-academy',
      levels_count: 2,
      classes_count: 3,
    });
    const levels = await app.inject({
      url: '/api/academy/levels',
      headers: { 'accept-language': 'en' },
    });
    expect(levels.statusCode, levels.body).toBe(200);
    const data = levels.json().data;
    expect(data.map((level: { classes: unknown[] }) => level.classes.length)).toEqual([2, 1]);
    expect(data[0].classes[0]).toMatchObject({
      slug: 'kelas-a',
      question_count: 2,
      max_attempts: 3,
      title: 'Title kelas-a',
    });
    expect(data[1].assignment).toMatchObject({ pass_score: 60, title: 'Assignment' });
    expect(JSON.stringify(data)).not.toContain('lesson');
  });
});

describe('enrolment', () => {
  it('guest 401; none → pending → rejected with a reason → again → approved', async () => {
    expect((await app.inject({ url: SUBMISSION })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: SUBMISSION, payload: ENROLMENT })).statusCode,
    ).toBe(401);
    const member = await registerMember(app);
    const none = await member.inject({ url: `${SUBMISSION}?filter[user.id]=${member.id}` });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toBeNull();

    const sent = await enrol(member);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      status: 'pending',
      phone_no: '081234567890',
      rejection_reason: null,
    });
    expect(sent.json().data.products.map((tile: { id: number }) => tile.id)).toEqual(
      academy.products.slice(0, 2),
    );
    expect((await enrol(member)).statusCode).toBe(409);
    // Not approved yet: the classes stay shut.
    const shut = await member.inject({ url: '/api/academy/user-progress' });
    expect(shut.statusCode).toBe(403);
    expect(shut.json().errorCode).toBe('academy_not_enrolled');
    expect((await member.inject({ url: '/api/academy/classes/kelas-a' })).json().errorCode).toBe(
      'academy_not_enrolled',
    );

    await decideEnrolment(database.db, member.id, { approve: false, reason: 'Data belum lengkap' });
    const rejected = await member.inject({ url: SUBMISSION });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Data belum lengkap',
    });

    const again = await enrol(member, { city: 'Surabaya' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({
      status: 'pending',
      city: 'Surabaya',
      rejection_reason: null,
    });
    await decideEnrolment(database.db, member.id, { approve: true });
    expect((await member.inject({ url: SUBMISSION })).json().data.status).toBe('approved');
    expect((await enrol(member)).statusCode).toBe(409);
    expect((await member.inject({ url: '/api/academy/user-progress' })).statusCode).toBe(200);
  });

  it("answers 404 for another member's id", async () => {
    const [owner, other] = [await registerMember(app), await registerMember(app)];
    expect((await enrol(owner)).statusCode).toBe(201);
    const res = await other.inject({ url: `${SUBMISSION}?filter[user.id]=${owner.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Sari');
  });

  it('refuses bad input with field messages (422)', async () => {
    const member = await registerMember(app);
    const res = await member.inject({
      method: 'POST',
      url: SUBMISSION,
      payload: { ...ENROLMENT, full_name: ' ', phone_no: '12345', product_ids: [] },
    });
    expect(res.statusCode, res.body).toBe(422);
    const fields = res.json().data.fields;
    expect(fields.full_name).toBe('Data belum diisi');
    expect(fields.phone_no).toContain('Nomor handphone tidak valid');
    expect(fields.product_ids).toBe('Pilih 1 sampai 5 produk.');
    const six = await enrol(member, { product_ids: [1, 2, 3, 4, 5, 6] });
    expect(six.statusCode).toBe(422);
    const foreign = await enrol(member, { product_ids: [academy.otherProduct] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data.fields.product_ids).toBe('Pilih produk dari brand akademi.');
  });

  it('auto_all approves at once; auto_buyers only a buyer of the brand', async () => {
    await database.db.updateTable('academy_settings').set({ enrolment_mode: 'auto_all' }).execute();
    try {
      const member = await registerMember(app);
      const res = await enrol(member);
      expect(res.json().data).toMatchObject({ status: 'approved' });
      expect((await member.inject({ url: '/api/academy/user-progress' })).statusCode).toBe(200);

      await database.db
        .updateTable('academy_settings')
        .set({ enrolment_mode: 'auto_buyers' })
        .execute();
      const stranger = await registerMember(app);
      expect((await enrol(stranger)).json().data.status).toBe('pending');
    } finally {
      await database.db.updateTable('academy_settings').set({ enrolment_mode: 'manual' }).execute();
    }
  });
});

describe('progress rules', () => {
  it('a later class is locked (403 with where to go); no skipping by next-course or PUT', async () => {
    const member = await approved();
    const progress = await member.inject({ url: '/api/academy/user-progress' });
    expect(progress.statusCode, progress.body).toBe(200);
    const data = progress.json().data;
    expect(data.next_class).toMatchObject({ id: academy.classes.a, slug: 'kelas-a' });
    expect(data.levels[0].classes.map((c: { state: string }) => c.state)).toEqual([
      'open',
      'locked',
    ]);
    expect(data.levels[1].state).toBe('locked');

    const locked = await member.inject({ url: '/api/academy/classes/kelas-b' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      errorCode: 'academy_class_locked',
      data: { next_class: { slug: 'kelas-a' } },
    });
    expect((await read(member, academy.classes.b)).statusCode).toBe(403);
    expect((await read(member, academy.classes.c)).statusCode).toBe(403);
    const put = await member.inject({
      method: 'PUT',
      url: '/api/academy/user-progress',
      payload: { last_class_id: academy.classes.c },
    });
    expect(put.statusCode).toBe(403);
    expect((await read(member, 999_999)).statusCode).toBe(404);

    // The quiz waits for the lesson.
    expect(
      (await member.inject({ url: '/api/academy/classes/kelas-a/quiz' })).json().errorCode,
    ).toBe('academy_quiz_not_open');
    expect((await answer(member, 'kelas-a', rightA())).json().errorCode).toBe(
      'academy_quiz_not_open',
    );

    const lesson = await member.inject({ url: '/api/academy/classes/kelas-a' });
    expect(lesson.statusCode, lesson.body).toBe(200);
    expect(lesson.json().data).toMatchObject({
      state: 'open',
      content_html: expect.stringContaining('<strong>materi</strong>'),
    });
    expect(lesson.json().data.next).toMatchObject({ slug: 'kelas-b', state: 'locked' });

    const marked = await read(member, academy.classes.a);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.last_class).toMatchObject({ id: academy.classes.a });
    expect((await read(member, academy.classes.a)).statusCode).toBe(200);
    // Read but not passed: B stays locked.
    expect((await read(member, academy.classes.b)).statusCode).toBe(403);
    const put2 = await member.inject({
      method: 'PUT',
      url: '/api/academy/user-progress',
      payload: { last_class_id: academy.classes.a },
    });
    expect(put2.statusCode).toBe(200);
    expect((await complete(member, academy.levels[0])).json().errorCode).toBe(
      'academy_level_not_ready',
    );
    expect((await complete(member, academy.levels[1])).statusCode).toBe(403);
  });
});

describe('quiz', () => {
  it('scores on the server, never shows the right option, and limits attempts', async () => {
    const member = await approved();
    await read(member, academy.classes.a);
    const quiz = await member.inject({ url: '/api/academy/classes/kelas-a/quiz' });
    expect(quiz.statusCode, quiz.body).toBe(200);
    expect(quiz.json().data.questions).toHaveLength(2);
    expect(quiz.body).not.toContain('is_correct');

    const [q1, q2] = academy.quizA;
    const incomplete = await answer(member, 'kelas-a', [
      { question_id: q1!.id, option_id: q1!.right },
    ]);
    expect(incomplete.statusCode).toBe(422);
    const foreign = await answer(member, 'kelas-a', [
      { question_id: q1!.id, option_id: q2!.right },
      { question_id: q2!.id, option_id: q2!.right },
    ]);
    expect(foreign.statusCode).toBe(422);

    const wrong = academy.quizA.map((q) => ({ question_id: q.id, option_id: q.wrong }));
    const first = await answer(member, 'kelas-a', wrong);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      attempt_no: 1,
      correct: 0,
      score: 0,
      passed: false,
      attempts_left: 2,
    });
    const half = await answer(member, 'kelas-a', [
      { question_id: q1!.id, option_id: q1!.right },
      { question_id: q2!.id, option_id: q2!.wrong },
    ]);
    expect(half.json().data).toMatchObject({
      attempt_no: 2,
      correct: 1,
      total: 2,
      score: 50,
      passed: true,
      attempts_left: 1,
    });
    expect(half.json().data.next_class).toMatchObject({ slug: 'kelas-b' });
    expect((await answer(member, 'kelas-a', rightA())).json().errorCode).toBe(
      'academy_quiz_passed',
    );

    // Another member uses all three attempts.
    const other = await approved();
    await read(other, academy.classes.a);
    for (const n of [1, 2, 3])
      expect((await answer(other, 'kelas-a', wrong)).json().data.attempt_no).toBe(n);
    const fourth = await answer(other, 'kelas-a', wrong);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().errorCode).toBe('academy_quiz_attempts_used');
    const progress = (await other.inject({ url: '/api/academy/user-progress' })).json().data;
    expect(progress.levels[0].classes[0]).toMatchObject({
      attempts: 3,
      attempts_left: 0,
      best_score: 0,
      state: 'read',
    });
  });
});

describe('practice papers, graduation, certificate', () => {
  it('a paper only when open, one waiting at a time; scored → level 2 completes once → graduate', async () => {
    const member = await approved();
    const paper = (level = academy.levels[1]) =>
      member.inject({
        method: 'POST',
        url: '/api/academy/practice-papers',
        payload: { level_id: level, body: 'Rutinitas pagi saya.' },
      });
    expect((await paper()).statusCode).toBe(403);
    expect((await paper(academy.levels[0])).json().errorCode).toBe('academy_paper_not_open');
    await finishLevel1(member);
    const done1 = await complete(member, academy.levels[0]);
    expect(done1.statusCode, done1.body).toBe(200);
    expect(done1.json().data).toMatchObject({ graduated: false, certificate: null });
    expect((await complete(member, academy.levels[0])).json().errorCode).toBe(
      'academy_level_completed',
    );

    expect((await paper()).json().errorCode).toBe('academy_paper_not_open');
    await read(member, academy.classes.c);
    const someoneElse = await approved();
    const stolen = await member.inject({
      method: 'POST',
      url: '/api/academy/practice-papers',
      payload: {
        level_id: academy.levels[1],
        body: 'x',
        images: [`academy/papers/${someoneElse.id}/abc.jpg`],
      },
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().data.fields.images).toBeTruthy();
    const first = await paper();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'submitted', attempt_no: 1, score: null });
    expect((await paper()).json().errorCode).toBe('academy_paper_waiting');
    expect((await complete(member, academy.levels[1])).json().errorCode).toBe(
      'academy_level_not_ready',
    );

    await scorePaper(database.db, first.json().data.id, 40);
    const second = await paper();
    expect(second.json().data.attempt_no).toBe(2);
    await scorePaper(database.db, second.json().data.id, 80);
    const papers = await member.inject({ url: '/api/academy/practice-papers' });
    expect(papers.json().data.map((p: { score: number }) => p.score)).toEqual([80, 40]);
    // Another member's papers are never answered.
    expect((await someoneElse.inject({ url: '/api/academy/practice-papers' })).json().data).toEqual(
      [],
    );

    expect((await member.inject({ url: '/api/academy/certificate' })).statusCode).toBe(404);
    const last = await complete(member, academy.levels[1]);
    expect(last.statusCode, last.body).toBe(200);
    const code = last.json().data.certificate.code as string;
    expect(last.json().data.graduated).toBe(true);
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const badge = await database.db
      .selectFrom('member_badges')
      .select('badge_key')
      .where('user_id', '=', member.id)
      .execute();
    expect(badge.map((row) => row.badge_key)).toContain('academy_graduate');

    const progress = (await member.inject({ url: '/api/academy/user-progress' })).json().data;
    expect(progress).toMatchObject({ percent: 100, certificate_code: code, next_class: null });
    expect(progress.graduated_at).not.toBeNull();
    const mine = await member.inject({ url: '/api/academy/certificate' });
    expect(mine.json().data).toMatchObject({
      code,
      holder_name: 'Budi Santoso',
      academy_name: 'Test Academy',
    });
    const pdf = await member.inject({ url: '/api/academy/certificate.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const check = await app.inject({ url: `/api/academy/certificates/${code}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({
      code,
      holder_name: 'Budi Santoso',
      academy_name: 'Test Academy',
      issued_at: expect.any(String),
    });
    expect((await app.inject({ url: '/api/academy/certificates/AAAA-BBBB-CCCC' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: '/api/academy/certificates/nonsense' })).statusCode).toBe(404);
    // Another member has no certificate of their own and cannot read this one's.
    expect((await someoneElse.inject({ url: '/api/academy/certificate' })).statusCode).toBe(404);
  });
});

describe('posts and comments (/api/content)', () => {
  it('articles for anyone; courses for approved members, content only once reached', async () => {
    const articles = await app.inject({ url: '/api/content/posts?filter[kind]=article' });
    expect(articles.statusCode, articles.body).toBe(200);
    expect(articles.json().data).toHaveLength(1);
    expect(articles.json().meta).toMatchObject({ total: 1, limit: 5 });
    expect(
      (await app.inject({ url: '/api/content/posts?filter[kind]=article&limit=6' })).statusCode,
    ).toBe(422);
    expect((await app.inject({ url: '/api/content/posts?filter[kind]=course' })).statusCode).toBe(
      401,
    );
    const member = await approved();
    const courses = await member.inject({
      url: '/api/content/posts?filter[kind]=course&filter[tags]=dasar&sort=published_at',
    });
    expect(courses.statusCode, courses.body).toBe(200);
    const data = courses.json().data as {
      slug: string;
      content: string | null;
      class: { state: string };
    }[];
    expect(data.map((post) => [post.slug, post.class.state, post.content === null])).toEqual([
      ['kelas-a', 'open', false],
      ['kelas-b', 'locked', true],
    ]);
  });

  it('members comment once a class is reached; held ones show to their author; paging, count, report once', async () => {
    const [member, other] = [await approved(), await approved()];
    const url = `/api/content/posts/${academy.posts.a}/comments`;
    expect((await app.inject({ url })).statusCode).toBe(401);
    const lockedPost = await member.inject({
      method: 'POST',
      url: `/api/content/posts/${academy.posts.b}/comments`,
      payload: { body: 'Halo' },
    });
    expect(lockedPost.statusCode).toBe(403);
    for (const n of [1, 2, 3]) {
      const res = await member.inject({ method: 'POST', url, payload: { body: `Komentar ${n}` } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const held = await member.inject({
      method: 'POST',
      url,
      payload: { body: 'Beli di www.tokosebelah.com ya' },
    });
    expect(held.json().data.is_held).toBe(true);

    const page = await member.inject({ url: `${url}?limit=2&skip=0&sort=-created_at` });
    expect(page.json().meta).toMatchObject({ total: 4, limit: 2, skip: 0 });
    expect(page.json().data).toHaveLength(2);
    const otherView = await other.inject({ url: `${url}?limit=10` });
    expect(otherView.json().data.map((c: { body: string }) => c.body)).not.toContain(
      'Beli di www.tokosebelah.com ya',
    );
    expect((await other.inject({ url: `${url}/count` })).json().data.count).toBe(3);
    expect((await member.inject({ url: `${url}/count` })).json().data.count).toBe(4);

    const target = otherView.json().data[0].id as number;
    const report = (who: Member) =>
      who.inject({
        method: 'POST',
        url: `/api/content/comments/${target}/report`,
        payload: { reason: 'spam' },
      });
    expect((await report(other)).statusCode).toBe(200);
    expect((await report(other)).statusCode).toBe(409);
    expect((await report(member)).statusCode).toBe(200);
  });
});
