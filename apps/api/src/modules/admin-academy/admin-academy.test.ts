// The academy in the back office (issue 22, docs/design/academy.md): settings, levels, posts and
// quizzes at their versions, the enrolment and paper queues decided exactly once, winners, and
// who may call it.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { multipartForm } from '../../test/multipart';
import { signedInStaff } from '../../test/staff';

let database: DatabaseHandle;
let app: App;
const clock = () => FIXED_NOW;
let editor: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock });
  editor = await signedInStaff(app, database.db, 'content', clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const A = '/api/admin/academy';

const auditActions = async (entity: string) =>
  (
    await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', entity)
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

const level = (title: string, extra: Record<string, unknown> = {}) => ({
  title_id: `Level ${title}`,
  title_en: `Level ${title}`,
  ...extra,
});

const question = (n: number) => ({
  prompt_id: `Soal ${n}?`,
  prompt_en: `Question ${n}?`,
  explanation_id: 'Karena begitu.',
  explanation_en: 'Because.',
  options: [
    { label_id: 'Ya', label_en: 'Yes', is_correct: true },
    { label_id: 'Tidak', label_en: 'No', is_correct: false },
  ],
});

/** An approved member with a progress row (as an approval leaves it). */
async function enrolledMember(status: 'pending' | 'approved' = 'pending') {
  const member = await registerMember(app);
  const { id } = await database.db
    .insertInto('academy_enrolments')
    .values({
      user_id: member.id,
      status,
      full_name: 'Sari Dewi',
      phone_no: '081234567890',
      city: 'Bandung',
      workplace_kind: 'beauty_advisor',
      submitted_at: FIXED_NOW,
      decided_at: status === 'approved' ? FIXED_NOW : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { member, enrolmentId: id };
}

describe('who may call the academy back office', () => {
  it('answers 401 to a guest and 403 to a role without academy.manage', async () => {
    expect((await app.inject({ url: `${A}/levels` })).statusCode).toBe(401);
    const operations = await signedInStaff(app, database.db, 'operations', clock);
    expect((await operations.inject({ url: `${A}/levels` })).statusCode).toBe(403);
    const refused = await operations.inject({
      method: 'POST',
      url: `${A}/levels`,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('settings', () => {
  it('refuses a reserved segment, an unknown brand, bad colours; saves at its version', async () => {
    const brand = await database.db
      .selectFrom('brands')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const current = await editor.inject({ url: `${A}/settings` });
    const version = current.statusCode === 200 ? current.json().data.version : 1;
    const body = {
      version,
      name: 'Glow Academy',
      path_segment: 'glow-academy',
      brand_id: brand.id,
      tagline_id: 'Belajar skincare',
      tagline_en: 'Learn skincare',
      description_id: '',
      description_en: '',
      logo_url: null,
      primary_colour: '#7A3E5C',
      accent_colour: '#f3d9e2',
      enrolment_mode: 'manual',
      graduation_voucher_id: null,
      is_active: true,
    };
    const reserved = await editor.inject({
      method: 'PUT',
      url: `${A}/settings`,
      payload: { ...body, path_segment: 'promo' },
    });
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json().data.fields.path_segment).toBeTruthy();
    expect(reserved.json().data.fields.path_segment).toBe(
      (
        await editor.inject({
          method: 'PUT',
          url: `${A}/settings`,
          payload: { ...body, path_segment: 'shop' },
        })
      ).json().data.fields.path_segment,
    );

    const colour = await editor.inject({
      method: 'PUT',
      url: `${A}/settings`,
      payload: { ...body, primary_colour: 'pink' },
    });
    expect(colour.statusCode).toBe(422);
    expect(Object.keys(colour.json().data.fields)).toEqual(['primary_colour']);

    const unknown = await editor.inject({
      method: 'PUT',
      url: `${A}/settings`,
      payload: { ...body, brand_id: 99_999_999, graduation_voucher_id: 99_999_999 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().data.fields).sort()).toEqual([
      'brand_id',
      'graduation_voucher_id',
    ]);

    const saved = await editor.inject({ method: 'PUT', url: `${A}/settings`, payload: body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: 'Glow Academy',
      path_segment: 'glow-academy',
      primary_colour: '#7a3e5c',
    });
    const next = await editor.inject({
      method: 'PUT',
      url: `${A}/settings`,
      payload: { ...body, version: saved.json().data.version, is_active: false },
    });
    expect(next.json().data).toMatchObject({ is_active: false });
    const again = await editor.inject({
      method: 'PUT',
      url: `${A}/settings`,
      payload: { ...body, version: saved.json().data.version },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.current.version).toBe(next.json().data.version);
    expect(await auditActions('academy_settings')).toContain('academy_settings.update');
  });
});

describe('levels', () => {
  it('creates, edits at a version, reorders, and deletes only an empty level', async () => {
    const before = (await editor.inject({ url: `${A}/levels` })).json().data.length;
    const first = (
      await editor.inject({ method: 'POST', url: `${A}/levels`, payload: level('A') })
    ).json().data;
    const second = await editor.inject({
      method: 'POST',
      url: `${A}/levels`,
      payload: level('B', {
        assignment: {
          title_id: 'Tugas',
          title_en: 'Paper',
          brief_id: 'Tulis rutinitas.',
          brief_en: 'Write a routine.',
          pass_score: 70,
        },
      }),
    });
    expect(second.statusCode).toBe(201);
    const b = second.json().data;
    expect(b).toMatchObject({ position: before + 2, class_count: 0, version: 1 });
    expect(b.assignment.pass_score).toBe(70);

    const edited = await editor.inject({
      method: 'PUT',
      url: `${A}/levels/${first.id}`,
      payload: { ...level('A2'), version: 1 },
    });
    expect(edited.json().data).toMatchObject({ title_en: 'Level A2', version: 2 });
    const stale = await editor.inject({
      method: 'PUT',
      url: `${A}/levels/${first.id}`,
      payload: { ...level('A3'), version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current.title_en).toBe('Level A2');

    const ids: number[] = (await editor.inject({ url: `${A}/levels` }))
      .json()
      .data.map((row: { id: number }) => row.id);
    const reversed = [...ids].reverse();
    const ordered = await editor.inject({
      method: 'POST',
      url: `${A}/levels/order`,
      payload: { ids: reversed },
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().data.map((row: { id: number }) => row.id)).toEqual(reversed);
    const partial = await editor.inject({
      method: 'POST',
      url: `${A}/levels/order`,
      payload: { ids: reversed.slice(1) },
    });
    expect(partial.statusCode).toBe(422);

    const course = await editor.inject({
      method: 'POST',
      url: `${A}/posts`,
      payload: {
        kind: 'course',
        level_id: first.id,
        slug: 'kelas-uji-level',
        title_id: 'Kelas',
        title_en: 'Class',
        owner: 'Tim',
      },
    });
    expect(course.statusCode).toBe(201);
    const full = await editor.inject({ method: 'DELETE', url: `${A}/levels/${first.id}` });
    expect(full.statusCode).toBe(409);
    expect(full.json().errorCode).toBe('academy_level_has_classes');
    const empty = await editor.inject({ method: 'DELETE', url: `${A}/levels/${b.id}` });
    expect(empty.statusCode).toBe(200);
    const positions = empty.json().data.map((row: { position: number }) => row.position);
    expect(positions).toEqual(positions.map((_: number, index: number) => index + 1));
    expect(await auditActions('academy_level')).toEqual(
      expect.arrayContaining([
        'academy_level.create',
        'academy_level.update',
        'academy_level.order',
        'academy_level.delete',
      ]),
    );
  });
});

describe('posts and quizzes', () => {
  it('puts a course at the end of its level, edits at versions, replaces the quiz', async () => {
    const lvl = (
      await editor.inject({ method: 'POST', url: `${A}/levels`, payload: level('Q') })
    ).json().data;
    const noLevel = await editor.inject({
      method: 'POST',
      url: `${A}/posts`,
      payload: { kind: 'course', slug: 'tanpa-level', title_id: 'X', title_en: 'X', owner: 'T' },
    });
    expect(noLevel.statusCode).toBe(422);
    expect(noLevel.json().data.fields.level_id).toBeTruthy();

    const make = (slug: string) =>
      editor.inject({
        method: 'POST',
        url: `${A}/posts`,
        payload: {
          kind: 'course',
          level_id: lvl.id,
          slug,
          title_id: 'Pembersihan ganda',
          title_en: 'Double cleansing',
          content_id: '# Langkah\n\nMinyak dulu.',
          content_en: '# Steps\n\nOil first.',
          owner: 'Tim Akademi',
          tags: ['cleansing'],
        },
      });
    const one = (await make('pembersihan-ganda')).json().data;
    const two = (await make('pembersihan-ganda-2')).json().data;
    expect(one.class).toMatchObject({ level_id: lvl.id, position: 1 });
    expect(two.class.position).toBe(2);
    expect(one.quiz).toMatchObject({ questions: [], pass_mark: 70, max_attempts: null });
    expect((await make('pembersihan-ganda')).json().data.fields.slug).toBeTruthy();

    const article = await editor.inject({
      method: 'POST',
      url: `${A}/posts`,
      payload: {
        kind: 'article',
        slug: 'berita-akademi',
        title_id: 'Berita',
        title_en: 'News',
        owner: 'Tim',
        published_at: '2026-10-01T03:00:00Z',
      },
    });
    expect(article.json().data).toMatchObject({ class: null, quiz: null });
    const articles = (await editor.inject({ url: `${A}/posts?kind=article` })).json().data;
    expect(articles.every((post: { kind: string }) => post.kind === 'article')).toBe(true);
    const inLevel = (await editor.inject({ url: `${A}/posts?level_id=${lvl.id}` })).json().data;
    expect(inLevel.map((post: { id: number }) => post.id)).toEqual([one.id, two.id]);

    const edit = { ...one, title_en: 'Double cleanse', version: 1 };
    delete edit.id;
    for (const key of ['kind', 'class', 'attachments', 'quiz']) delete edit[key];
    const edited = await editor.inject({
      method: 'PUT',
      url: `${A}/posts/${one.id}`,
      payload: edit,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title_en: 'Double cleanse', version: 2 });
    const staleEdit = await editor.inject({
      method: 'PUT',
      url: `${A}/posts/${one.id}`,
      payload: edit,
    });
    expect(staleEdit.statusCode).toBe(409);
    expect(staleEdit.json().data.current.version).toBe(2);

    const quizUrl = `${A}/classes/${one.class.id}/quiz`;
    const twoCorrect = await editor.inject({
      method: 'PUT',
      url: quizUrl,
      payload: {
        version: 1,
        pass_mark: 60,
        max_attempts: 3,
        questions: [
          {
            ...question(1),
            options: [
              { label_id: 'A', label_en: 'A', is_correct: true },
              { label_id: 'B', label_en: 'B', is_correct: true },
            ],
          },
        ],
      },
    });
    expect(twoCorrect.statusCode).toBe(422);
    const oneOption = await editor.inject({
      method: 'PUT',
      url: quizUrl,
      payload: {
        version: 1,
        pass_mark: 60,
        max_attempts: 3,
        questions: [{ ...question(1), options: [question(1).options[0]] }],
      },
    });
    expect(oneOption.statusCode).toBe(422);

    const saved = await editor.inject({
      method: 'PUT',
      url: quizUrl,
      payload: {
        version: 1,
        pass_mark: 60,
        max_attempts: 3,
        questions: [question(1), question(2)],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ pass_mark: 60, max_attempts: 3, version: 2 });
    expect(saved.json().data.questions.map((q: { position: number }) => q.position)).toEqual([
      1, 2,
    ]);
    const replaced = await editor.inject({
      method: 'PUT',
      url: quizUrl,
      payload: { version: 2, pass_mark: 80, max_attempts: null, questions: [question(3)] },
    });
    expect(replaced.json().data.questions).toHaveLength(1);
    expect(replaced.json().data.questions[0].prompt_en).toBe('Question 3?');
    const staleQuiz = await editor.inject({
      method: 'PUT',
      url: quizUrl,
      payload: { version: 2, pass_mark: 80, max_attempts: null, questions: [] },
    });
    expect(staleQuiz.statusCode).toBe(409);
    expect(staleQuiz.json().data.current.version).toBe(3);

    // A course a member has progress in stays; one without goes, with its class.
    const { member } = await enrolledMember('approved');
    await database.db
      .insertInto('academy_progress')
      .values({ user_id: member.id, started_at: FIXED_NOW, updated_at: FIXED_NOW })
      .execute();
    await database.db
      .insertInto('academy_class_progress')
      .values({ user_id: member.id, class_id: one.class.id, read_at: FIXED_NOW })
      .execute();
    const kept = await editor.inject({ method: 'DELETE', url: `${A}/posts/${one.id}` });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().errorCode).toBe('academy_post_has_progress');
    expect(
      (await editor.inject({ method: 'DELETE', url: `${A}/posts/${two.id}` })).statusCode,
    ).toBe(200);
    expect((await editor.inject({ url: `${A}/posts/${two.id}` })).statusCode).toBe(404);
  });

  it('keeps attachments privately, judged by their bytes', async () => {
    const post = (
      await editor.inject({
        method: 'POST',
        url: `${A}/posts`,
        payload: {
          kind: 'article',
          slug: 'dengan-lampiran',
          title_id: 'L',
          title_en: 'L',
          owner: 'T',
        },
      })
    ).json().data;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const form = multipartForm({}, [
      { field: 'file', filename: 'panduan.pdf', type: 'application/pdf', content: pdf },
    ]);
    const added = await editor.inject({
      method: 'POST',
      url: `${A}/posts/${post.id}/attachments`,
      ...form,
    });
    expect(added.statusCode).toBe(201);
    const attachment = added.json().data.attachments[0];
    expect(attachment).toMatchObject({ name: 'panduan.pdf', content_type: 'application/pdf' });
    const text = multipartForm({}, [
      { field: 'file', filename: 'x.pdf', type: 'application/pdf', content: Buffer.from('hello') },
    ]);
    const refused = await editor.inject({
      method: 'POST',
      url: `${A}/posts/${post.id}/attachments`,
      ...text,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.fields.file).toBeTruthy();
    const removed = await editor.inject({
      method: 'DELETE',
      url: `${A}/posts/${post.id}/attachments/${attachment.id}`,
    });
    expect(removed.json().data.attachments).toEqual([]);
  });

  it('previews unsaved Markdown as a lesson shows it, raw HTML as text', async () => {
    const preview = await editor.inject({
      method: 'POST',
      url: `${A}/preview`,
      payload: { content: '# Langkah\n\n**Minyak** dulu. <script>x</script>' },
    });
    expect(preview.statusCode).toBe(200);
    const { html } = preview.json().data;
    expect(html).toContain('<h1 id="langkah">Langkah</h1>');
    expect(html).toContain('<strong>Minyak</strong>');
    expect(html).toContain('&lt;script&gt;');
    const operations = await signedInStaff(app, database.db, 'operations', clock);
    const refused = await operations.inject({
      method: 'POST',
      url: `${A}/preview`,
      payload: { content: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('enrolments', () => {
  it('shows each chosen product with its cover picture, or none when it has no picture', async () => {
    const { enrolmentId } = await enrolledMember();
    const [pictured, bare] = await database.db
      .selectFrom('products')
      .select('id')
      .where('is_active', '=', true)
      .orderBy('id')
      .limit(2)
      .execute();
    await database.db.deleteFrom('product_images').where('product_id', '=', bare!.id).execute();
    await database.db
      .insertInto('academy_enrolment_products')
      .values([
        { enrolment_id: enrolmentId, product_id: pictured!.id, position: 1 },
        { enrolment_id: enrolmentId, product_id: bare!.id, position: 2 },
      ])
      .execute();
    const cover = await database.db
      .selectFrom('product_images')
      .select('url')
      .where('product_id', '=', pictured!.id)
      .orderBy('is_cover', 'desc')
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const queue = (await editor.inject({ url: `${A}/enrolments?status=pending` })).json();
    const row = queue.data.find((enrolment: { id: number }) => enrolment.id === enrolmentId);
    expect(row.products).toEqual([
      expect.objectContaining({ id: pictured!.id, cover_image: cover.url }),
      expect.objectContaining({ id: bare!.id, cover_image: null }),
    ]);
  });

  it('approves once, starting the progress row and mailing the member', async () => {
    const { member, enrolmentId } = await enrolledMember();
    const queue = (await editor.inject({ url: `${A}/enrolments?status=pending` })).json();
    expect(queue.data[0]).toMatchObject({ id: enrolmentId, member_email: member.email });

    const approved = await editor.inject({
      method: 'POST',
      url: `${A}/enrolments/${enrolmentId}/approve`,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved' });
    const progress = await database.db
      .selectFrom('academy_progress')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirst();
    expect(progress?.started_at.toISOString()).toBe(FIXED_NOW.toISOString());

    const twice = await editor.inject({
      method: 'POST',
      url: `${A}/enrolments/${enrolmentId}/reject`,
      payload: { reason: 'Terlambat' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('academy_enrolment_decided');
    const mail = await database.db
      .selectFrom('outbox_messages')
      .select(['template'])
      .where('recipient', '=', member.email)
      .execute();
    expect(mail.map((row) => row.template)).toEqual(['academy_enrolment_approved']);
    expect(await auditActions('academy_enrolment')).toContain('academy_enrolment.approve');
  });

  it('rejects once with a reason', async () => {
    const { member, enrolmentId } = await enrolledMember();
    const blank = await editor.inject({
      method: 'POST',
      url: `${A}/enrolments/${enrolmentId}/reject`,
      payload: { reason: '  ' },
    });
    expect(blank.statusCode).toBe(422);
    const rejected = await editor.inject({
      method: 'POST',
      url: `${A}/enrolments/${enrolmentId}/reject`,
      payload: { reason: 'Data belum lengkap' },
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Data belum lengkap',
    });
    expect(
      (await editor.inject({ method: 'POST', url: `${A}/enrolments/${enrolmentId}/approve` }))
        .statusCode,
    ).toBe(409);
    const progress = await database.db
      .selectFrom('academy_progress')
      .select('user_id')
      .where('user_id', '=', member.id)
      .executeTakeFirst();
    expect(progress).toBeUndefined();
  });
});

describe('practice papers, winners and attempts', () => {
  it('scores a paper once at its level’s pass score', async () => {
    const lvl = (
      await editor.inject({
        method: 'POST',
        url: `${A}/levels`,
        payload: level('P', {
          assignment: {
            title_id: 'Tugas',
            title_en: 'Paper',
            brief_id: 'Tulis.',
            brief_en: 'Write.',
            pass_score: 70,
          },
        }),
      })
    ).json().data;
    const { member } = await enrolledMember('approved');
    await database.db
      .insertInto('academy_progress')
      .values({ user_id: member.id, started_at: FIXED_NOW, updated_at: FIXED_NOW })
      .execute();
    const { id } = await database.db
      .insertInto('academy_practice_papers')
      .values({
        user_id: member.id,
        level_id: lvl.id,
        attempt_no: 1,
        body: 'Rutinitas pagi: pembersih, serum, tabir surya.',
        created_at: FIXED_NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = await editor.inject({ url: `${A}/papers/${id}` });
    expect(detail.json().data).toMatchObject({ status: 'submitted', pass_score: 70, images: [] });

    const stale = await editor.inject({
      method: 'POST',
      url: `${A}/papers/${id}/score`,
      payload: { version: 5, score: 90 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('changed_by_someone_else');
    const scored = await editor.inject({
      method: 'POST',
      url: `${A}/papers/${id}/score`,
      payload: { version: 1, score: 69, feedback: 'Tambahkan tabir surya ulang.' },
    });
    expect(scored.statusCode).toBe(200);
    expect(scored.json().data).toMatchObject({ status: 'scored', score: 69, passed: false });
    const again = await editor.inject({
      method: 'POST',
      url: `${A}/papers/${id}/score`,
      payload: { version: 2, score: 90 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('academy_paper_scored');
    const mail = await database.db
      .selectFrom('outbox_messages')
      .select('template')
      .where('recipient', '=', member.email)
      .execute();
    expect(mail.map((row) => row.template)).toEqual(['academy_paper_scored']);
  });

  it('names winners from the month’s candidates, and gives attempts back', async () => {
    const { member } = await enrolledMember('approved');
    const graduatedAt = new Date('2026-09-30T18:00:00Z'); // 1 October, 01:00 WIB
    await database.db
      .insertInto('academy_progress')
      .values({
        user_id: member.id,
        started_at: FIXED_NOW,
        updated_at: FIXED_NOW,
        graduated_at: graduatedAt,
      })
      .execute();
    const candidates = (
      await editor.inject({ url: `${A}/winners/candidates?period=2026-10` })
    ).json().data;
    expect(candidates.graduates.map((row: { user_id: number }) => row.user_id)).toContain(
      member.id,
    );
    const september = (
      await editor.inject({ url: `${A}/winners/candidates?period=2026-09` })
    ).json().data;
    expect(september.graduates.map((row: { user_id: number }) => row.user_id)).not.toContain(
      member.id,
    );
    expect((await editor.inject({ url: `${A}/winners?period=2026-13` })).statusCode).toBe(422);

    const winner = { period: '2026-10', kind: 'graduate', user_id: member.id, rank: 1 };
    const added = await editor.inject({ method: 'POST', url: `${A}/winners`, payload: winner });
    expect(added.statusCode).toBe(201);
    expect(
      (await editor.inject({ method: 'POST', url: `${A}/winners`, payload: winner })).statusCode,
    ).toBe(409);
    const list = (await editor.inject({ url: `${A}/winners?period=2026-10` })).json().data;
    expect(list).toHaveLength(1);
    expect(
      (await editor.inject({ method: 'DELETE', url: `${A}/winners/${added.json().data.id}` }))
        .statusCode,
    ).toBe(200);

    // Attempts given back.
    const lvl = (
      await editor.inject({ method: 'POST', url: `${A}/levels`, payload: level('R') })
    ).json().data;
    const post = (
      await editor.inject({
        method: 'POST',
        url: `${A}/posts`,
        payload: {
          kind: 'course',
          level_id: lvl.id,
          slug: 'kelas-ulang',
          title_id: 'K',
          title_en: 'K',
          owner: 'T',
          max_attempts: 2,
        },
      })
    ).json().data;
    const classId = post.class.id;
    await database.db
      .insertInto('academy_class_progress')
      .values({
        user_id: member.id,
        class_id: classId,
        read_at: FIXED_NOW,
        attempts: 2,
        best_score: 40,
      })
      .execute();
    await database.db
      .insertInto('academy_quiz_attempts')
      .values(
        [1, 2].map((n) => ({
          user_id: member.id,
          class_id: classId,
          attempt_no: n,
          correct: 0,
          total: 1,
          score: 0,
          passed: false,
          answers: JSON.stringify([]),
          created_at: FIXED_NOW,
        })),
      )
      .execute();
    const reset = await editor.inject({
      method: 'POST',
      url: `${A}/members/${member.id}/classes/${classId}/reset-attempts`,
    });
    expect(reset.json().data).toEqual({
      user_id: member.id,
      class_id: classId,
      attempts_removed: 2,
    });
    const row = await database.db
      .selectFrom('academy_class_progress')
      .select('attempts')
      .where('user_id', '=', member.id)
      .where('class_id', '=', classId)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
    const stranger = await registerMember(app);
    expect(
      (
        await editor.inject({
          method: 'POST',
          url: `${A}/members/${stranger.id}/classes/${classId}/reset-attempts`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
