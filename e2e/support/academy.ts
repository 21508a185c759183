import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo academy (packages/db/src/seed/demo-academy.ts): Teduh Academy. */
export const ACADEMY = '/teduh-academy';
const A = '/api/admin/academy';

type Quiz = { questions: { id: number; options: { id: number; is_correct: boolean }[] }[] };
type Course = {
  id: number;
  slug: string;
  title_id: string;
  class: { id: number; level_id: number; position: number } | null;
};

/**
 * The demo academy's classes in syllabus order, each with its level's position and the right
 * option of every question (read from the back office, as staff would see them).
 */
export async function academySyllabus(staff: APIRequestContext) {
  const levels = (await (await staff.get(`${A}/levels`)).json()).data as {
    id: number;
    position: number;
  }[];
  const order = new Map(levels.map((level) => [level.id, level.position]));
  const courses = ((await (await staff.get(`${A}/posts?kind=course`)).json()).data as Course[])
    .filter((course) => course.class !== null)
    .sort(
      (a, b) =>
        order.get(a.class!.level_id)! - order.get(b.class!.level_id)! ||
        a.class!.position - b.class!.position,
    );
  return Promise.all(
    courses.map(async (course) => {
      const post = (await (await staff.get(`${A}/posts/${course.id}`)).json()).data as {
        quiz: Quiz | null;
      };
      const right = new Map(
        (post.quiz?.questions ?? []).map((question) => [
          question.id,
          question.options.find((option) => option.is_correct)!.id,
        ]),
      );
      return { ...course, levelPosition: order.get(course.class!.level_id)!, right };
    }),
  );
}
export type AcademyLesson = Awaited<ReturnType<typeof academySyllabus>>[number];

/** Reads a class and passes its quiz through the API with the page's member session. */
export async function takeClassByApi(page: Page, lesson: AcademyLesson) {
  const read = await page.request.post(
    `/api/academy/user-progress/next-course/${lesson.class!.id}`,
  );
  expect(read.status(), await read.text()).toBe(200);
  if (lesson.right.size === 0) return;
  const answers = [...lesson.right].map(([question_id, option_id]) => ({ question_id, option_id }));
  const sent = await page.request.post(`/api/academy/classes/${lesson.slug}/quiz`, {
    data: { answers },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect((await sent.json()).data.passed).toBe(true);
}

/** Completes a level through the API with the page's member session. */
export async function completeLevelByApi(page: Page, levelId: number) {
  const done = await page.request.post('/api/academy/complete-level', {
    data: { level_id: levelId },
  });
  expect(done.status(), await done.text()).toBe(200);
}

/** An enrolment through the API with the page's member session, with the brand's first products. */
export async function enrolByApi(page: Page, fullName: string, phone: string) {
  const settings = (await (await page.request.get('/api/academy/settings')).json()).data as {
    brand: { id: number };
  };
  const products = (
    await (
      await page.request.get(`/api/catalog/v3/products?brand_id=${settings.brand.id}&limit=2`)
    ).json()
  ).data as { id: number }[];
  const sent = await page.request.post('/api/academy/enrollment-submission', {
    data: {
      full_name: fullName,
      phone_no: phone,
      city: 'Bandung',
      workplace_kind: 'beauty_advisor',
      workplace_name: 'Toko Cantik Dago',
      instagram: '',
      motivation: 'Saya ingin paham skincare untuk pelanggan.',
      product_ids: products.map((product) => product.id),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()).data as { id: number };
}

/** A tiny PNG: a paper's photo. */
export const PAPER_PHOTO = {
  name: 'rutinitas.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};
