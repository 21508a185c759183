import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newMember } from '../support/accounts';
import { demoAdminApi } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { registerByApi, signIn } from '../support/members';
import { waitForHydration } from '../support/page';

// Issue 22, the academy (docs/design/academy.md): a member enrols choosing two of the partner
// brand's products, is approved in the back office, takes level 1's classes in order (the next
// one locked until then) and their quizzes, goes through levels 2 and 3, hands in the practice
// paper with a photo, has it scored in the back office, graduates, downloads the certificate, and
// its public verification page confirms it. The demo academy: Teduh Academy at /teduh-academy.
test.describe.configure({ timeout: 300_000 });

const ACADEMY = '/teduh-academy';
const A = '/api/admin/academy';

type Quiz = { questions: { id: number; options: { id: number; is_correct: boolean }[] }[] };
type Course = {
  id: number;
  slug: string;
  title_id: string;
  class: { id: number; level_id: number; position: number } | null;
};

/** The demo academy's classes in order with the right option of every question (the back office's view). */
async function syllabus(demo: APIRequestContext) {
  const levels = (await (await demo.get(`${A}/levels`)).json()).data as {
    id: number;
    position: number;
  }[];
  const order = new Map(levels.map((level) => [level.id, level.position]));
  const courses = ((await (await demo.get(`${A}/posts?kind=course`)).json()).data as Course[])
    .filter((course) => course.class !== null)
    .sort(
      (a, b) =>
        order.get(a.class!.level_id)! - order.get(b.class!.level_id)! ||
        a.class!.position - b.class!.position,
    );
  return Promise.all(
    courses.map(async (course) => {
      const post = (await (await demo.get(`${A}/posts/${course.id}`)).json()).data as {
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
type Lesson = Awaited<ReturnType<typeof syllabus>>[number];

/** Reads a class on its page, then takes its quiz with the right answers. */
async function takeClass(page: Page, lesson: Lesson) {
  await page.goto(`${ACADEMY}/class/${lesson.slug}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title_id })).toBeVisible();
  await page.getByRole('button', { name: 'SAYA SUDAH SELESAI MEMBACA' }).click();
  if (lesson.right.size === 0) {
    await expect(page.getByText('Kelas ini sudah selesai.')).toBeVisible();
    return;
  }
  await page.getByRole('link', { name: 'KERJAKAN KUIS' }).click();
  await expect(page).toHaveURL(new RegExp(`${ACADEMY}/quiz/${lesson.slug}$`));
  await waitForHydration(page);
  for (const [questionId, optionId] of lesson.right) {
    await page.locator(`input[name="q${questionId}"][value="${optionId}"]`).check();
  }
  await page.getByRole('button', { name: 'KIRIM JAWABAN' }).click();
  await expect(page.getByText(/Selamat, kamu lulus dengan nilai 100!/)).toBeVisible();
}

/** Takes a class through the API with the member's session (levels 2 and 3 go quicker). */
async function takeClassByApi(page: Page, lesson: Lesson) {
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

test('a member enrols, learns in order, hands in a paper, graduates and has the certificate verified', async ({
  page,
}) => {
  const demo = await demoAdminApi();
  const lessons = await syllabus(demo);
  expect(lessons).toHaveLength(9);
  const member = newMember('academy');
  await registerByApi(member);
  await signIn(page, member.email, member.password);

  // The landing, then the enrolment with two of Teduh Skin's products.
  await page.goto(ACADEMY);
  await expect(page.getByRole('heading', { level: 1, name: 'Teduh Academy' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', { name: 'DAFTAR SEKARANG' }).first().click();
  await expect(page).toHaveURL(`${ACADEMY}/enroll`);
  await waitForHydration(page);
  await page.getByLabel('Nama lengkap').fill(`${member.firstName} ${member.lastName}`);
  await page.getByLabel('Nomor ponsel').fill(`0${member.phone}`);
  await page.getByLabel('Kota').fill('Bandung');
  await page.getByLabel('Kamu adalah').selectOption({ index: 1 });
  await page.getByLabel(/^Tempat kerja atau toko langganan/).fill('Toko Cantik Dago');
  await page
    .getByLabel('Kenapa kamu ingin ikut?')
    .fill('Saya ingin paham skincare untuk pelanggan.');
  const products = page
    .getByRole('group', { name: 'Produk yang kamu pakai' })
    .getByRole('checkbox');
  expect(await products.count()).toBeGreaterThanOrEqual(2);
  await products.nth(0).check();
  await products.nth(1).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'KIRIM PENDAFTARAN' }).click();
  await expect(page.getByRole('heading', { name: 'Pendaftaranmu sedang ditinjau' })).toBeVisible();

  // The back office approves it.
  await approveEnrolment(demo, member.email);

  // Level 1 in order: the second class is locked until the first is done.
  await page.goto(`${ACADEMY}/class`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Kelas saya' })).toBeVisible();
  const level1 = lessons.filter((lesson) => lesson.levelPosition === 1);
  await page.goto(`${ACADEMY}/class/${level1[1]!.slug}`);
  await expect(page.getByRole('heading', { name: 'Kelas ini masih terkunci' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const lesson of level1) await takeClass(page, lesson);
  await page.goto(`${ACADEMY}/class`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'SELESAIKAN LEVEL' }).click();
  await expect(page.getByRole('button', { name: 'SELESAIKAN LEVEL' })).toHaveCount(0);

  // Levels 2 and 3 (quicker, through the API with the member's session).
  for (const position of [2, 3]) {
    const level = lessons.filter((lesson) => lesson.levelPosition === position);
    for (const lesson of level) await takeClassByApi(page, lesson);
    if (position === 2) {
      const done = await page.request.post('/api/academy/complete-level', {
        data: { level_id: level[0]!.class!.level_id },
      });
      expect(done.status(), await done.text()).toBe(200);
    }
  }

  // The practice paper of level 3, with a photo.
  await page.goto(`${ACADEMY}/profile`);
  await waitForHydration(page);
  await page
    .getByLabel('Jawaban tugasmu')
    .fill(
      'Rutinitas pagi untuk pelanggan berkulit kering: pembersih lembut, toner, pelembap, tabir surya.',
    );
  await page.getByLabel('Tambah foto').setInputFiles({
    name: 'rutinitas.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.locator('input[type=hidden][name=images]')).toHaveCount(1);
  await page.getByRole('button', { name: 'KIRIM TUGAS' }).click();
  await expect(page.getByText('Menunggu penilaian')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Foto tugas' }).getByRole('img')).toHaveCount(1);

  // The back office scores it.
  await scorePaper(demo, member.email, 88);

  // Level 3 completes: graduation, the certificate and its verification.
  await page.goto(`${ACADEMY}/class`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'SELESAIKAN LEVEL' }).click();
  await expect(page).toHaveURL(`${ACADEMY}/graduation`);
  await expect(page.getByRole('heading', { name: 'Selamat, kamu lulus!' })).toBeVisible();
  await expect(page.getByText(/voucher TEDUHGRAD/)).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'UNDUH SERTIFIKAT (PDF)' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const code = (await page.getByText(/^Kode verifikasi /).innerText()).replace(
    'Kode verifikasi ',
    '',
  );
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await page.getByRole('link', { name: 'Halaman verifikasi' }).click();
  await expect(page).toHaveURL(`${ACADEMY}/certificate/${code}`);
  await expect(page.getByText('Sertifikat ini asli.')).toBeVisible();
  await expect(page.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
  await demo.dispose();
});

async function approveEnrolment(demo: APIRequestContext, email: string) {
  const queue = (await (await demo.get(`${A}/enrolments?status=pending`)).json()).data as {
    id: number;
    member: { email: string };
  }[];
  const mine = queue.find((row) => row.member.email === email)!;
  const approved = await demo.post(`${A}/enrolments/${mine.id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
}

async function scorePaper(demo: APIRequestContext, email: string, score: number) {
  const queue = (await (await demo.get(`${A}/papers?status=submitted`)).json()).data as {
    id: number;
    member: { email: string };
  }[];
  const mine = queue.find((row) => row.member.email === email)!;
  const scored = await demo.post(`${A}/papers/${mine.id}/score`, {
    data: { score, feedback: 'Runtut dan jelas.' },
  });
  expect(scored.status(), await scored.text()).toBe(200);
}
