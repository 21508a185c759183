import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '../testing';
import { ACADEMY_ARTICLES, ACADEMY_LEVELS } from './academy-lessons';
import { ACADEMY_SEGMENT, seedDemoAcademy } from './demo-academy';

const NOW = new Date('2026-11-20T05:00:00Z');
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const count = async (query: string) => {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db);
  return Number(rows[0]?.n ?? 0);
};

describe('demo academy', () => {
  it('writes the Teduh academy once: settings, 3 levels × 3 classes with quizzes, articles', async () => {
    expect(await seedDemoAcademy(handle.db, { now: NOW })).toEqual({ seeded: true });
    expect(await seedDemoAcademy(handle.db, { now: NOW })).toEqual({ seeded: false });

    const settings = await handle.db
      .selectFrom('academy_settings as s')
      .innerJoin('brands as b', 'b.id', 's.brand_id')
      .select(['s.name', 's.path_segment', 'b.name as brand', 's.graduation_voucher_id'])
      .executeTakeFirstOrThrow();
    expect(settings).toMatchObject({
      name: 'Teduh Academy',
      path_segment: ACADEMY_SEGMENT,
      brand: 'Teduh Skin',
    });
    expect(settings.graduation_voucher_id).not.toBeNull();

    expect(await count('select count(*) as n from academy_levels')).toBe(3);
    expect(await count("select count(*) as n from academy_posts where kind = 'course'")).toBe(9);
    expect(await count("select count(*) as n from academy_posts where kind = 'article'")).toBe(
      ACADEMY_ARTICLES.length,
    );
    expect(await count('select count(*) as n from academy_classes')).toBe(9);
    // The last level sets the practice paper, passing at 70.
    const papers = await handle.db
      .selectFrom('academy_levels')
      .select(['position', 'assignment_pass_score'])
      .orderBy('position')
      .execute();
    expect(papers.map((level) => level.assignment_pass_score)).toEqual([null, null, 70]);
    // Every question has exactly one correct option, and the right answer is not always first.
    expect(
      await count(`select count(*) as n from academy_quiz_questions q where (select count(*)
        from academy_quiz_options o where o.question_id = q.id and o.is_correct) <> 1`),
    ).toBe(0);
    expect(
      await count(
        'select count(distinct position) as n from academy_quiz_options where is_correct',
      ),
    ).toBeGreaterThan(1);
  });

  it('gives each class 3–4 questions and lessons of a few paragraphs in both languages', () => {
    const classes = ACADEMY_LEVELS.flatMap((level) => level.classes);
    expect(classes).toHaveLength(9);
    for (const lesson of classes) {
      expect(lesson.questions.length).toBeGreaterThanOrEqual(3);
      expect(lesson.questions.length).toBeLessThanOrEqual(4);
      expect(lesson.content.id.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(lesson.content.en.split('\n\n').length).toBeGreaterThanOrEqual(3);
    }
  });
});
