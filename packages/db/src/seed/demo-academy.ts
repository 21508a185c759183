import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { ACADEMY_ARTICLES, ACADEMY_LEVELS } from './academy-lessons';

export const DEMO_ACADEMY_KEY = 'seed:demo-academy';
/** Serialises concurrent seeders (several API instances starting at once). */
const SEED_LOCK = 0x6b6c6175 + 52;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The partner brand the demo academy runs with: one of the catalogue's invented brands (its
 * products are what an enrolling member picks from), seeded here too when the academy is seeded
 * alone.
 */
export const ACADEMY_BRAND = { name: 'Teduh Skin', slug: 'teduh-skin' } as const;
export const ACADEMY_SEGMENT = 'teduh-academy';
/** The graduate's voucher (assigned only: the graduation gives it). */
export const ACADEMY_VOUCHER_CODE = 'TEDUHGRAD';

/**
 * The demo academy (issue 22, docs/design/academy.md), once (recorded in `app_meta`; the back
 * office's edits stay): the partner brand Teduh Skin, the settings ("Teduh Academy" at
 * `/teduh-academy`), three levels of three classes with their lessons and quizzes
 * (`academy-lessons.ts`), the last level's practice paper (pass score 70), five articles over the
 * last two months, and the graduation voucher.
 */
export async function seedDemoAcademy(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<{ seeded: boolean }> {
  const { now } = options;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const done = await trx
      .selectFrom('app_meta')
      .select('key')
      .where('key', '=', DEMO_ACADEMY_KEY)
      .executeTakeFirst();
    if (done) return { seeded: false };

    await trx
      .insertInto('brands')
      .values({
        name: ACADEMY_BRAND.name,
        slug: ACADEMY_BRAND.slug,
        description: 'Skincare minimalis untuk skin barrier yang tenang.',
        origin: 'Indonesia',
        logo_url: null,
        created_at: now,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    const brand = await trx
      .selectFrom('brands')
      .select('id')
      .where('slug', '=', ACADEMY_BRAND.slug)
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('vouchers')
      .values({
        code: ACADEMY_VOUCHER_CODE,
        name: 'Hadiah Lulusan Teduh Academy',
        description: 'Potongan Rp 50.000 untuk lulusan Teduh Academy.',
        terms: 'Berlaku 60 hari sejak diterima, minimal belanja Rp 150.000, sekali pakai.',
        kind: 'manual',
        discount_type: 'amount',
        amount: 50_000,
        percentage: null,
        max_discount: null,
        min_amount: 150_000,
        starts_at: null,
        ends_at: null,
        valid_days: 60,
        quota_total: null,
        quota_per_user: 1,
        is_assigned_only: true,
        image: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const voucher = await trx
      .selectFrom('vouchers')
      .select('id')
      .where('code', '=', ACADEMY_VOUCHER_CODE)
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('academy_settings')
      .values({
        name: 'Teduh Academy',
        path_segment: ACADEMY_SEGMENT,
        brand_id: brand.id,
        tagline_id: 'Belajar skincare dari dasar sampai mahir berkonsultasi.',
        tagline_en: 'Learn skincare from the basics to confident consulting.',
        description_id:
          'Program belajar gratis dari Teduh Skin dan Kilau untuk beauty advisor, pemilik toko, dan ' +
          'pencinta skincare: tiga level, sembilan kelas dengan kuis, satu tugas praktik, dan ' +
          'sertifikat yang bisa diverifikasi siapa saja.',
        description_en:
          'A free programme from Teduh Skin and Kilau for beauty advisors, store owners and skincare ' +
          'lovers: three levels, nine classes with quizzes, one practice paper, and a ' +
          'certificate anyone can verify.',
        logo_url: null,
        primary_colour: '#4a5d7a',
        accent_colour: '#eaeef6',
        enrolment_mode: 'manual',
        graduation_voucher_id: voucher.id,
        is_active: true,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    let classCount = 0;
    for (const [levelIndex, level] of ACADEMY_LEVELS.entries()) {
      const { id: levelId } = await trx
        .insertInto('academy_levels')
        .values({
          position: levelIndex + 1,
          title_id: level.title.id,
          title_en: level.title.en,
          summary_id: level.summary.id,
          summary_en: level.summary.en,
          assignment_title_id: level.assignment?.title.id ?? null,
          assignment_title_en: level.assignment?.title.en ?? null,
          assignment_brief_id: level.assignment?.brief.id ?? null,
          assignment_brief_en: level.assignment?.brief.en ?? null,
          assignment_pass_score: level.assignment?.pass_score ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [classIndex, lesson] of level.classes.entries()) {
        classCount += 1;
        // Published in syllabus order, a day apart, ending two months before the clock.
        const publishedAt = new Date(now.getTime() - (70 - classCount) * DAY_MS);
        const { id: postId } = await trx
          .insertInto('academy_posts')
          .values({
            kind: 'course',
            slug: lesson.slug,
            title_id: lesson.title.id,
            title_en: lesson.title.en,
            summary_id: lesson.summary.id,
            summary_en: lesson.summary.en,
            content_id: lesson.content.id,
            content_en: lesson.content.en,
            owner: 'Tim Teduh Academy',
            tags: [...lesson.tags],
            is_published: true,
            published_at: publishedAt,
            created_at: publishedAt,
            updated_at: publishedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { id: classId } = await trx
          .insertInto('academy_classes')
          .values({
            level_id: levelId,
            position: classIndex + 1,
            post_id: postId,
            pass_mark: 70,
            max_attempts: levelIndex === 0 ? null : 3,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [questionIndex, question] of lesson.questions.entries()) {
          const { id: questionId } = await trx
            .insertInto('academy_quiz_questions')
            .values({
              class_id: classId,
              position: questionIndex + 1,
              prompt_id: question.prompt.id,
              prompt_en: question.prompt.en,
              explanation_id: question.explanation.id,
              explanation_en: question.explanation.en,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // The right answer moves around: rotate the options by the question's number.
          const shift = (questionIndex + classIndex) % question.options.length;
          const options = question.options.map((_, at) => {
            const from = (at + shift) % question.options.length;
            return { option: question.options[from]!, correct: from === question.correct };
          });
          await trx
            .insertInto('academy_quiz_options')
            .values(
              options.map(({ option, correct }, at) => ({
                question_id: questionId,
                position: at + 1,
                label_id: option.id,
                label_en: option.en,
                is_correct: correct,
              })),
            )
            .execute();
        }
      }
    }

    await trx
      .insertInto('academy_posts')
      .values(
        ACADEMY_ARTICLES.map((article) => {
          const publishedAt = new Date(now.getTime() - article.days_ago * DAY_MS);
          return {
            kind: 'article' as const,
            slug: article.slug,
            title_id: article.title.id,
            title_en: article.title.en,
            summary_id: article.summary.id,
            summary_en: article.summary.en,
            content_id: article.content.id,
            content_en: article.content.en,
            owner: 'Tim Teduh Academy',
            tags: [...article.tags],
            is_published: true,
            published_at: publishedAt,
            created_at: publishedAt,
            updated_at: publishedAt,
          };
        }),
      )
      .execute();

    await trx
      .insertInto('app_meta')
      .values({
        key: DEMO_ACADEMY_KEY,
        value: JSON.stringify({
          levels: ACADEMY_LEVELS.length,
          classes: classCount,
          articles: ACADEMY_ARTICLES.length,
          seededAt: now.toISOString(),
        }),
        updated_at: now,
      })
      .execute();
    return { seeded: true };
  });
}
