// A small academy for API tests (issue 22), laid down by direct inserts: a brand's academy with
// two levels — level 1: classes A (2 questions, pass 50, 3 attempts) and B (1 question,
// unlimited); level 2: class C (no quiz) and a practice paper (pass 60) — and one article.
// Staff decisions (approval, rejection, scoring) are written here too, as the back office would.
import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

export type AcademyFixture = Awaited<ReturnType<typeof seedAcademy>>;

export async function seedAcademy(
  db: Kysely<Database>,
  options: {
    mode?: 'manual' | 'auto_all' | 'auto_buyers';
    graduationVoucherId?: number | null;
  } = {},
) {
  // The demo seed's academy (Teduh Academy) is in every test database: this fixture replaces it.
  await db.deleteFrom('academy_classes').execute();
  await db.deleteFrom('academy_posts').execute();
  await db.deleteFrom('academy_levels').execute();
  await db.deleteFrom('academy_settings').execute();
  const brand = await db
    .selectFrom('products')
    .select(['brand_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('brand_id')
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .orderBy('brand_id')
    .executeTakeFirstOrThrow();
  const brandId = Number(brand.brand_id);
  const products = (
    await db
      .selectFrom('products')
      .select('id')
      .where('brand_id', '=', brandId)
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((row) => Number(row.id));
  const otherProduct = Number(
    (
      await db
        .selectFrom('products')
        .select('id')
        .where('brand_id', '!=', brandId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  await db
    .insertInto('academy_settings')
    .values({
      name: 'Test Academy',
      path_segment: 'test-academy',
      brand_id: brandId,
      enrolment_mode: options.mode ?? 'manual',
      graduation_voucher_id: options.graduationVoucherId ?? null,
      updated_at: new Date(),
    })
    .execute();
  const level = async (position: number, assignment: boolean) =>
    Number(
      (
        await db
          .insertInto('academy_levels')
          .values({
            position,
            title_id: `Level ${position}`,
            title_en: `Level ${position}`,
            ...(assignment
              ? {
                  assignment_title_id: 'Tugas',
                  assignment_title_en: 'Assignment',
                  assignment_brief_id: 'Tulis rutinitasmu',
                  assignment_brief_en: 'Write your routine',
                  assignment_pass_score: 60,
                }
              : {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const post = async (slug: string, kind: 'course' | 'article', tags: string[] = []) =>
    Number(
      (
        await db
          .insertInto('academy_posts')
          .values({
            kind,
            slug,
            title_id: `Judul ${slug}`,
            title_en: `Title ${slug}`,
            content_id: `# ${slug}\n\nIsi **materi**.`,
            content_en: `# ${slug}\n\nThe **lesson**.`,
            owner: 'Tim Akademi',
            tags: sql`${sql.val(tags)}::text[]` as never,
            published_at: new Date('2026-01-01T00:00:00Z'),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const klass = async (
    levelId: number,
    position: number,
    postId: number,
    maxAttempts: number | null,
  ) =>
    Number(
      (
        await db
          .insertInto('academy_classes')
          .values({
            level_id: levelId,
            position,
            post_id: postId,
            pass_mark: 50,
            max_attempts: maxAttempts,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  /** A question with three options, the second right; answers its id and options. */
  const question = async (classId: number, position: number) => {
    const id = Number(
      (
        await db
          .insertInto('academy_quiz_questions')
          .values({
            class_id: classId,
            position,
            prompt_id: `Pertanyaan ${position}`,
            prompt_en: `Question ${position}`,
            explanation_id: 'Karena begitu.',
            explanation_en: 'Because so.',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const options = await db
      .insertInto('academy_quiz_options')
      .values(
        [1, 2, 3].map((p) => ({
          question_id: id,
          position: p,
          label_id: `P${p}`,
          label_en: `O${p}`,
          is_correct: p === 2,
        })),
      )
      .returning('id')
      .execute();
    const [wrong, right] = options.map((row) => Number(row.id));
    return { id, right: right!, wrong: wrong! };
  };
  const level1 = await level(1, false);
  const level2 = await level(2, true);
  const postA = await post('kelas-a', 'course', ['dasar']);
  const postB = await post('kelas-b', 'course', ['dasar']);
  const postC = await post('kelas-c', 'course', ['lanjut']);
  const article = await post('artikel-satu', 'article', ['berita']);
  const classA = await klass(level1, 1, postA, 3);
  const classB = await klass(level1, 2, postB, null);
  const classC = await klass(level2, 1, postC, null);
  const quizA = [await question(classA, 1), await question(classA, 2)];
  const quizB = [await question(classB, 1)];
  return {
    brandId,
    products,
    otherProduct,
    levels: [level1, level2] as const,
    classes: { a: classA, b: classB, c: classC },
    posts: { a: postA, b: postB, c: postC, article },
    quizA,
    quizB,
  };
}

export const ENROLMENT = {
  full_name: 'Sari Dewi',
  phone_no: '0812-3456-7890',
  city: 'Bandung',
  workplace_kind: 'beauty_advisor',
  workplace_name: 'Toko Cantik',
  instagram: '@sari',
  motivation: 'Belajar skincare.',
};

/** The back office's decision, as its module writes it. */
export async function decideEnrolment(
  db: Kysely<Database>,
  userId: number,
  decision: { approve: true } | { approve: false; reason: string },
) {
  const now = new Date();
  await db
    .updateTable('academy_enrolments')
    .set(
      decision.approve
        ? { status: 'approved', decided_at: now, rejection_reason: null }
        : { status: 'rejected', decided_at: now, rejection_reason: decision.reason },
    )
    .where('user_id', '=', userId)
    .execute();
  if (decision.approve)
    await db
      .insertInto('academy_progress')
      .values({ user_id: userId, started_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
}

/** An approved member without the form (for progress tests). */
export async function approvedMember(db: Kysely<Database>, userId: number, productId: number) {
  const now = new Date();
  const enrolment = await db
    .insertInto('academy_enrolments')
    .values({
      user_id: userId,
      status: 'approved',
      full_name: 'Budi Santoso',
      phone_no: '081234567890',
      city: 'Jakarta',
      workplace_kind: 'shopper',
      decided_at: now,
      submitted_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('academy_enrolment_products')
    .values({ enrolment_id: enrolment.id, product_id: productId, position: 1 })
    .execute();
  await db
    .insertInto('academy_progress')
    .values({ user_id: userId, started_at: now, updated_at: now })
    .execute();
}

/** The back office's score of a paper. */
export const scorePaper = (db: Kysely<Database>, paperId: number, score: number) =>
  db
    .updateTable('academy_practice_papers')
    .set({ status: 'scored', score, passed: score >= 60, feedback: 'Bagus', scored_at: new Date() })
    .where('id', '=', paperId)
    .execute();
