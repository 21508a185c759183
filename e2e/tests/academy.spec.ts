import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  ACADEMY,
  academySyllabus,
  completeLevelByApi,
  PAPER_PHOTO,
  takeClassByApi,
  type AcademyLesson,
} from '../support/academy';
import { newMember } from '../support/accounts';
import { demoAdminApi, signInFirstTime } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { registerByApi, signIn } from '../support/members';
import { waitForHydration } from '../support/page';

// Issue 22, the academy (docs/design/academy.md): a member enrols choosing two of the partner
// brand's products, is approved in the back office, takes level 1's classes in order (the next
// one locked until then) and their quizzes, goes through levels 2 and 3, hands in the practice
// paper with a photo, has it scored in the back office, graduates, downloads the certificate, and
// its public verification page confirms it. The demo academy: Teduh Academy at /teduh-academy.
test.describe.configure({ timeout: 300_000 });

const STAFF_PASSWORD = 'rahasia-akademi-e2e';

/** Reads a class on its page, then takes its quiz with the right answers. */
async function takeClass(page: Page, lesson: AcademyLesson, audit = false) {
  await page.goto(`${ACADEMY}/class/${lesson.slug}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title_id })).toBeVisible();
  if (audit) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'SAYA SUDAH SELESAI MEMBACA' }).click();
  if (lesson.right.size === 0) {
    await expect(page.getByText('Kelas ini sudah selesai.')).toBeVisible();
    return;
  }
  // Read: the class's quiz opens.
  await expect(page).toHaveURL(new RegExp(`${ACADEMY}/quiz/${lesson.slug}$`));
  await waitForHydration(page);
  if (audit) await expectNoAxeViolations(page);
  for (const [questionId, optionId] of lesson.right) {
    await page.locator(`input[name="q${questionId}"][value="${optionId}"]`).check();
  }
  await page.getByRole('button', { name: 'KIRIM JAWABAN' }).click();
  await expect(page.getByText(/Selamat, kamu lulus dengan nilai 100!/)).toBeVisible();
}

test('a member enrols, learns in order, hands in a paper, graduates and has the certificate verified', async ({
  page,
  browser,
}) => {
  const demo = await demoAdminApi();
  const lessons = await academySyllabus(demo);
  expect(lessons).toHaveLength(9);
  // The academy's staff: a content editor signed in to the back office in a browser of their own.
  const tag = randomBytes(3).toString('hex');
  const staffEmail = `academy.staff.${tag}@kilau.id`;
  const made = await demo.post('/api/admin/staff', {
    data: { email: staffEmail, name: `Akademi ${tag}`, role: 'content', password: STAFF_PASSWORD },
  });
  expect(made.status(), await made.text()).toBe(201);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInFirstTime(staff, staffEmail, STAFF_PASSWORD);

  const member = newMember('academy');
  const fullName = `Ayu Lestari ${tag.toUpperCase()}`;
  await registerByApi(member);
  await signIn(page, member.email, member.password);

  // The landing, then the enrolment with two of Teduh Skin's products.
  await page.goto(ACADEMY);
  await expect(page.getByRole('heading', { level: 1, name: 'Teduh Academy' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'DAFTAR SEKARANG' }).first().click();
  await expect(page).toHaveURL(`${ACADEMY}/enroll`);
  await waitForHydration(page);
  await page.getByLabel('Nama lengkap').fill(fullName);
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
  await expect(page).toHaveURL(`${ACADEMY}/profile`);
  await expect(page.getByText(/sedang ditinjau tim akademi/)).toBeVisible();

  // The back office approves it.
  await staff.goto('/admin/academy/enrolments');
  await waitForHydration(staff);
  await staff.getByRole('link', { name: `Periksa pendaftaran ${fullName}` }).click();
  await expect(staff.getByRole('heading', { name: `Pendaftaran ${fullName}` })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Setujui pendaftaran' }).click();
  await expect(staff.getByText(`Pendaftaran ${fullName} disetujui.`)).toBeVisible();

  // Level 1 in order: the second class is locked until the first is done.
  await page.goto(`${ACADEMY}/class`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Kelas saya' })).toBeVisible();
  await expectNoAxeViolations(page);
  const level1 = lessons.filter((lesson) => lesson.levelPosition === 1);
  await page.goto(`${ACADEMY}/class/${level1[1]!.slug}`);
  await expect(page.getByRole('heading', { name: 'Kelas ini masih terkunci' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const [index, lesson] of level1.entries()) await takeClass(page, lesson, index === 0);
  await page.goto(`${ACADEMY}/quiz`);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.goto(`${ACADEMY}/class`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'SELESAIKAN LEVEL' }).click();
  await expect(page.getByRole('button', { name: 'SELESAIKAN LEVEL' })).toHaveCount(0);

  // Levels 2 and 3 (quicker, through the API with the member's session).
  for (const position of [2, 3]) {
    const level = lessons.filter((lesson) => lesson.levelPosition === position);
    for (const lesson of level) await takeClassByApi(page, lesson);
    if (position === 2) await completeLevelByApi(page, level[0]!.class!.level_id);
  }

  // The practice paper of level 3, with a photo.
  await page.goto(`${ACADEMY}/profile`);
  await waitForHydration(page);
  await page
    .getByLabel('Jawaban tugasmu')
    .fill(
      'Rutinitas pagi untuk pelanggan berkulit kering: pembersih lembut, toner, pelembap, tabir surya.',
    );
  await page.getByLabel('Tambah foto').setInputFiles(PAPER_PHOTO);
  await expect(page.locator('input[type=hidden][name=images]')).toHaveCount(1);
  await page.getByRole('button', { name: 'KIRIM TUGAS' }).click();
  await expect(page.getByText('Menunggu penilaian')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Foto tugas' }).getByRole('img')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The back office scores it, seeing the photo.
  await staff.goto('/admin/academy/papers');
  await waitForHydration(staff);
  await staff.getByRole('link', { name: new RegExp(`^Periksa tugas ${member.email} `) }).click();
  await expect(staff.getByRole('img', { name: 'Foto tugas 1' })).toBeVisible();
  await staff.getByLabel('Nilai (0–100)').fill('88');
  await staff.getByLabel(/^Masukan/).fill('Runtut dan jelas.');
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Simpan nilai' }).click();
  await expect(staff.getByText(`Tugas ${member.email} dinilai 88 (lulus).`)).toBeVisible();
  await staffContext.close();

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
  await expect(page.getByText(fullName)).toBeVisible();
  await expectNoAxeViolations(page);
  await demo.dispose();
});
