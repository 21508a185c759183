import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_GIVEN_STATE } from '../playwright.config';
import { randomBytes } from 'node:crypto';
import {
  ACADEMY,
  academySyllabus,
  completeLevelByApi,
  enrolByApi,
  PAPER_PHOTO,
  takeClassByApi,
} from '../support/academy';
import { demoAdminApi, signInFirstTime } from '../support/admin';
import { newMember, openSignIn, submitLogin } from '../support/accounts';
import {
  approveInSandbox,
  checkout,
  shopperReadyToCheckOut,
  transactionOf,
} from '../support/checkout';
import { DEMO_MEMBER, registerByApi, signIn } from '../support/members';
import { openChatAsNewMember } from '../support/chat';
import { cameraPhoto, reviewText, reviewWizard } from '../support/reviews';
import { walkSelfCheckout, type SelfCheckoutStep } from '../support/self-checkout';
import { adminReturn, memberWithDeliveredOrder, orderDetail } from '../support/returns';
import { waitForHydration, waitForStillness } from '../support/page';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

type Tile = { url: string; option_count: number; is_in_stock: boolean; is_pack: boolean };

/** The first screen as PNG and the whole page as JPEG, named by order of the walk. */
async function shoot(page: Page, project: string, name: string) {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  // Images that load near the viewport: scroll through once so the full page shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await waitForStillness(page);
  const dir = path.join(out, project);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
  await page.screenshot({ path: path.join(dir, `${name}-full.jpg`), fullPage: true, quality: 70 });
}

test('the pages a design review looks at', async ({ page }, info) => {
  const project = info.project.name;
  const tiles = (
    (await (
      await page.request.get('/api/catalog/v3/products?limit=60&sort=bestseller')
    ).json()) as { data: Tile[] }
  ).data;
  const colour = tiles.find((tile) => tile.option_count >= 4 && tile.is_in_stock && !tile.is_pack);
  expect(colour, 'a product with several shades').toBeTruthy();

  await page.goto('/');
  await shoot(page, project, '01-home');
  await page.goto('/shop/all');
  await shoot(page, project, '02-listing');
  await page.goto(colour!.url);
  await shoot(page, project, '03-product');

  await shopperReadyToCheckOut(page);
  await page.goto('/order');
  await shoot(page, project, '04-bag');
  const steps = checkout(page);
  await steps.throughShipping();
  await page.goBack();
  await expect(page).toHaveURL(/\/order\/shipping$/);
  await shoot(page, project, '05-shipping');
  await page.goForward();
  await expect(page).toHaveURL(/\/order\/payment/);
  await steps.choose(/BCA/);
  await shoot(page, project, '06-payment');
  await steps.placeOrder();
  await expect(page).toHaveURL(/\/order\/(success|confirmation)\//);
  await shoot(page, project, '07-confirmation');
  await page.goto('/my-orders');
  await shoot(page, project, '08-my-orders');
  await page.goto('/my-account');
  await shoot(page, project, '09-my-account');
});

test('the back office', async ({ page }, info) => {
  const project = info.project.name;
  const tag = randomBytes(3).toString('hex');
  const email = `admin.shots.${tag}@kilau.id`;
  const password = 'rahasia-staf-shots';
  const demo = await demoAdminApi();
  for (const [who, role] of [
    [email, 'admin'],
    [`rina.${tag}@kilau.id`, 'merchandiser'],
    [`budi.${tag}@kilau.id`, 'operations'],
  ] as const) {
    const made = await demo.post('/api/admin/staff', {
      data: {
        email: who,
        name: who.split('.')[0]!.replace(/^./, (c) => c.toUpperCase()),
        role,
        password,
      },
    });
    expect(made.status()).toBe(201);
  }
  // The pages' subjects: a demo product and the demo member's newest order, a member.
  const product = (
    (await (await demo.get('/api/admin/products?limit=1')).json()).data as Array<{
      id: number;
    }>
  )[0]!;
  const order = (
    (await (await demo.get('/api/admin/orders?q=demo@kilau.id&limit=1')).json()).data as Array<{
      reference_code: string;
    }>
  )[0]!;
  const customer = (
    (await (await demo.get('/api/admin/customers?q=demo@kilau.id')).json()).data as Array<{
      id: number;
    }>
  )[0]!;
  const quiz = (
    (await (await demo.get('/api/admin/quizzes')).json()).data as Array<{
      id: number;
      slug: string;
    }>
  ).find((candidate) => candidate.slug === 'tipe-kulit')!;
  await demo.dispose();

  await signInFirstTime(page, email, password, {
    onSetup: (setup) => shoot(setup, project, 'admin-01-sign-in-setup'),
  });
  await shoot(page, project, 'admin-02-home');
  await page.goto('/admin/staff');
  await shoot(page, project, 'admin-03-staff');
  await page.goto('/admin/audit-log');
  await shoot(page, project, 'admin-04-audit-log');
  for (const [url, name] of [
    ['/admin/products', 'admin-05-products'],
    [`/admin/products/${product.id}`, 'admin-06-product-edit'],
    ['/admin/stock', 'admin-07-stock'],
    ['/admin/store-stock', 'admin-07b-store-stock'],
    ['/admin/vouchers', 'admin-08-vouchers'],
    ['/admin/banners', 'admin-09-banners'],
    ['/admin/orders', 'admin-10-orders'],
    [`/admin/orders/${order.reference_code}`, 'admin-11-order-detail'],
    [`/admin/customers/${customer.id}`, 'admin-12-customer'],
    ['/admin/bulk', 'admin-13-bulk'],
    ['/admin/flash-sales', 'admin-14-flash-sales'],
    ['/admin/bank-promotions', 'admin-15-bank-promotions'],
    ['/admin/special-prices', 'admin-16-special-prices'],
    ['/admin/quizzes', 'admin-22-quizzes'],
    ['/admin/lucky-draw', 'admin-23-lucky-draw-prizes'],
    ['/admin/partner-prizes', 'admin-24-partner-prizes'],
    [`/admin/quizzes/${quiz.id}`, 'admin-25-quiz-editor'],
    ['/admin/analytics', 'admin-27-analytics'],
  ] as const) {
    await page.goto(url);
    await shoot(page, project, name);
  }
});

test('the reviews: the product page’s section and each step of the wizard', async ({
  page,
}, info) => {
  const project = info.project.name;
  const dir = path.join(out, project);
  type Rated = Tile & { review_stats?: { total_reviews: number } };
  const tiles = (
    (await (
      await page.request.get('/api/catalog/v3/products?limit=60&sort=bestseller')
    ).json()) as { data: Rated[] }
  ).data;
  const reviewed = [...tiles].sort(
    (a, b) => (b.review_stats?.total_reviews ?? 0) - (a.review_stats?.total_reviews ?? 0),
  )[0]!;

  await page.goto('/');
  await openSignIn(page);
  await submitLogin(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto(reviewed.url);
  await waitForHydration(page);
  const section = page.locator('section#reviews');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(/^Menampilkan 1–/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await waitForStillness(page);
  await section.screenshot({ path: path.join(dir, 'reviews-01-section.png') });

  const wizard = reviewWizard(page);
  const step = async (name: string) => {
    await waitForStillness(page);
    await page.screenshot({ path: path.join(dir, `reviews-${name}.png`) });
  };
  await section.getByRole('button', { name: 'Tulis ulasan' }).click();
  await expect(wizard.dialog).toBeVisible();
  if (project === 'mobile') {
    await expect(page.getByRole('dialog', { name: 'PILIH VARIAN' })).toBeVisible();
    await step('02-select-combination');
    await wizard.next();
  }
  await expect(page.getByRole('dialog', { name: 'BERI RATING' })).toBeVisible();
  await wizard.rateAll(4);
  await step('03-give-rating');
  await wizard.next();
  await wizard.write(reviewText(152));
  await step('04-edit-review');
  await wizard.dialog.getByRole('button', { name: 'Tambah foto' }).click();
  await expect(page.getByRole('dialog', { name: 'UNGGAH FOTO' })).toBeVisible();
  await step('05-upload-photo');
  await wizard.dialog.locator('input[type="file"]').setInputFiles(await cameraPhoto(page, 330));
  await expect(page.getByRole('dialog', { name: 'UBAH FOTO' })).toBeVisible();
  await step('06-edit-photo');
  await wizard.dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(wizard.dialog.getByRole('progressbar', { name: /Mengunggah/ })).toHaveCount(0);
  await wizard.dialog.getByRole('button', { name: 'Ubah keterangan' }).click();
  await expect(page.getByRole('dialog', { name: 'UBAH KETERANGAN' })).toBeVisible();
  await wizard.dialog.getByLabel('Keterangan foto').fill('Hasil setelah dua minggu, cahaya siang');
  await step('07-edit-caption');
  await wizard.dialog.getByRole('button', { name: 'Terapkan' }).click();
  await step('08-review-with-photo');
  await wizard.next();
  await wizard.answerLastStep();
  await step('09-recommend-repurchase');
  // Not published: the walk only looks.
  await page.goBack();
  await expect(wizard.dialog).toBeHidden();
});

test('the quick tour and the info point modal', async ({ browser }, info) => {
  const dir = path.join(out, info.project.name);
  const context = await browser.newContext({ storageState: CONSENT_GIVEN_STATE });
  const page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  const tour = page.getByRole('dialog').filter({ hasText: 'Tur singkat Kilau' });
  await expect(tour).toBeVisible();
  await waitForStillness(page);
  await page.screenshot({ path: path.join(dir, 'tour-01-search.png') });
  await tour.getByRole('button', { name: 'Lanjut' }).click();
  await tour.getByRole('button', { name: 'Lanjut' }).click();
  await waitForStillness(page);
  await page.screenshot({ path: path.join(dir, 'tour-03-bag.png') });
  await tour.getByRole('button', { name: 'Lewati' }).click();

  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await page.goto('/my-account');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Apa itu Beauty Points?' }).click();
  await expect(page.getByRole('dialog', { name: 'Tentang Beauty Points' })).toBeVisible();
  await waitForStillness(page);
  await page.screenshot({ path: path.join(dir, 'info-point.png') });
  await context.close();
});

test('issue 20: content pages, contact, stores, newsletter, authenticity and their back office', async ({
  page,
  browser,
}, info) => {
  const project = info.project.name;
  for (const [url, name] of [
    ['/faq', 'content-01-faq'],
    ['/content/4-about-us', 'content-02-about-us'],
    ['/page/kebijakan-privasi', 'content-03-privacy'],
    ['/brand-story', 'content-04-brand-story'],
    ['/contact-us', 'content-05-contact-us'],
    ['/find-us', 'content-06-find-us'],
  ] as const) {
    await page.goto(url);
    await shoot(page, project, name);
  }
  const dir = path.join(out, project);
  // The newsletter modal, from the footer.
  await page.goto('/faq');
  await waitForHydration(page);
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /newsletter/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await waitForStillness(page);
  await page.screenshot({ path: path.join(dir, 'content-07-newsletter.png') });

  // "Cek keaslian" from a product page: the confirm dialog.
  const tile = (
    (await (await page.request.get('/api/catalog/v3/products?limit=1&sort=bestseller')).json()) as {
      data: Tile[];
    }
  ).data[0]!;
  await page.goto(tile.url);
  await waitForHydration(page);
  await page
    .getByRole('button', { name: /Cek keaslian/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await waitForStillness(page);
  await page.screenshot({ path: path.join(dir, 'content-08-authenticity.png') });

  if (project !== 'desktop') return;
  const tag = randomBytes(3).toString('hex');
  const email = `admin.shots20.${tag}@kilau.id`;
  const password = 'rahasia-staf-shots';
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: 'Shots', role: 'admin', password },
  });
  expect(made.status()).toBe(201);
  await demo.dispose();
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInFirstTime(admin, email, password);
  for (const [url, name] of [
    ['/admin/content', 'admin-17-content'],
    ['/admin/content/faq', 'admin-18-content-edit'],
    ['/admin/support', 'admin-19-support'],
    ['/admin/authenticity', 'admin-20-authenticity'],
    ['/admin/features', 'admin-21-features'],
  ] as const) {
    await admin.goto(url);
    await shoot(admin, project, name);
  }
  await context.close();
});

test('issue 21: the beauty quiz — home, each template, the result and the account’s results', async ({
  page,
}, info) => {
  const project = info.project.name;
  // A member, so the result is saved and the account lists it.
  const tag = randomBytes(3).toString('hex');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      is_agree_to_legal_statements: true,
      email: `kuis.shots.${tag}@example.com`,
      user_name: `kshot_${tag}`,
      password: 'rahasia123',
      first_name: 'Dewi',
      last_name: 'Anggraini',
      phone_no: '081234567890',
      salute_id: 1,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/quiz/tipe-kulit');
  await shoot(page, project, 'quiz-01-home');
  await page.getByRole('button', { name: 'MULAI KUIS' }).click();
  const next = () => page.getByRole('button', { name: 'LANJUT' }).click();
  await page.getByText('Berminyak di zona T saja', { exact: true }).click();
  await shoot(page, project, 'quiz-02-image-and-text');
  await next();
  await page.getByText('Kadang-kadang', { exact: true }).click();
  await shoot(page, project, 'quiz-03-text-and-color');
  await next();
  await page.getByText('Noda hitam', { exact: true }).click();
  await page.getByText('Kulit kusam', { exact: true }).click();
  await shoot(page, project, 'quiz-04-multiple-choice');
  await next();
  await page.getByText('Beberapa jam', { exact: true }).click();
  await shoot(page, project, 'quiz-05-text-and-background-color');
  await next();
  await page.getByRole('textbox').fill('Micellar water dan sunscreen');
  await shoot(page, project, 'quiz-06-short-answer');
  await page.getByRole('button', { name: 'LIHAT HASIL' }).click();
  await expect(page.locator('[data-quiz-view="quiz-beauty-result"]')).toBeVisible();
  await shoot(page, project, 'quiz-07-result');
  // The shade quiz: medium skin, warm veins → the closest foundation and cushion shades.
  await page.goto('/quiz/shade-foundation');
  await page.getByRole('button', { name: 'MULAI KUIS' }).click();
  await page.getByText('Sedang', { exact: true }).click();
  await next();
  await page.getByText('Natural', { exact: true }).click();
  await next();
  await page.getByText('Hijau (undertone hangat)', { exact: true }).click();
  await next();
  await page.getByText('Pori-pori', { exact: true }).click();
  await next();
  await page.getByText('Berminyak di zona T', { exact: true }).click();
  await page.getByRole('button', { name: 'LIHAT HASIL' }).click();
  await expect(page.getByRole('heading', { name: 'Shade foundation-mu' })).toBeVisible();
  await shoot(page, project, 'quiz-09-shade-result');
  await page.goto('/my-quiz-results');
  await shoot(page, project, 'quiz-08-account-results');
});

test('issue 21: the lucky draw in each state, the rewards page and the public profile', async ({
  page,
  browser,
}, info) => {
  const project = info.project.name;
  const member = newMember('shots');
  await registerByApi(member);
  await signIn(page, member.email, member.password);
  const dir = path.join(out, project);
  // Loading: the page as the server sends it, before the browser's script runs (quota unknown).
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/lucky-draw');
  await expect(page.locator('[data-phase="loading"]')).toBeVisible();
  await page.screenshot({ path: path.join(dir, 'draw-01-loading.png') });
  await page.unroute('**/*.js');
  await page.goto('/lucky-draw');
  await expect(page.locator('[data-phase="available"]')).toBeVisible();
  await shoot(page, project, 'draw-02-available');
  await page.getByRole('button', { name: 'Main sekarang' }).click();
  await expect(page.locator('[data-phase="claiming"]')).toBeVisible();
  await page.screenshot({ path: path.join(dir, 'draw-03-drawing.png') });
  await expect(page.getByRole('heading', { name: 'Selamat, kamu menang!' })).toBeVisible();
  await shoot(page, project, 'draw-04-won');
  await page.goto('/lucky-draw');
  await expect(page.locator('[data-phase="claimed"]')).toBeVisible();
  await shoot(page, project, 'draw-05-refused');
  // No quota: every prize switched off in the back office, for a member who has not played.
  const admin = await demoAdminApi();
  const prizes = (
    (await (await admin.get('/api/admin/lucky-draw/prizes')).json()).data.prizes as Array<{
      id: number;
      version: number;
      is_active: boolean;
    }>
  ).filter((prize) => prize.is_active);
  const switchAll = async (is_active: boolean, versions: Map<number, number>) => {
    for (const prize of prizes) {
      const res = await admin.patch(`/api/admin/lucky-draw/prizes/${prize.id}`, {
        data: { version: versions.get(prize.id), is_active },
      });
      expect(res.status(), await res.text()).toBe(200);
      versions.set(prize.id, (await res.json()).data.version);
    }
  };
  const versions = new Map(prizes.map((prize) => [prize.id, prize.version]));
  await switchAll(false, versions);
  try {
    const late = newMember('shots-late');
    await registerByApi(late);
    await page.context().clearCookies();
    await signIn(page, late.email, late.password);
    await page.goto('/lucky-draw');
    await expect(page.locator('[data-phase="unavailable"]')).toBeVisible();
    await shoot(page, project, 'draw-06-no-quota');
  } finally {
    await switchAll(true, versions);
  }
  await page.context().clearCookies();
  await signIn(page, member.email, member.password);
  // Campaign tokens from the back office, a partner voucher redeemed with them.
  const customer = (
    (await (await admin.get(`/api/admin/customers?q=${member.email}`)).json()).data as Array<{
      id: number;
    }>
  )[0]!;
  const granted = await admin.post(`/api/admin/customers/${customer.id}/tokens`, {
    data: { delta: 5, reason: 'Hadiah kampanye Harbolnas' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  await page.goto('/my-rewards');
  const kopi = page.getByRole('article', { name: 'Voucher Kopi Kenangan' });
  await kopi.getByRole('checkbox').check();
  await kopi.getByRole('button', { name: /^Tukar/ }).click();
  await expect(page.getByText(/RW-\d+/).first()).toBeVisible();
  await shoot(page, project, 'rewards-01-account');
  await page.goto(`/profile/${member.userName}`);
  await shoot(page, project, 'rewards-02-public-profile');

  // The back office's queue of redemptions waiting to be sent, as an admin sees it.
  const tag = randomBytes(3).toString('hex');
  const staff = { email: `ops.shots.${tag}@kilau.id`, password: 'rahasia-staf-shots' };
  const made = await admin.post('/api/admin/staff', {
    data: { ...staff, name: 'Ops', role: 'admin' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const context = await browser.newContext();
  const back = await context.newPage();
  await signInFirstTime(back, staff.email, staff.password);
  await back.goto('/admin/reward-redemptions');
  await expect(back.getByText(member.email).first()).toBeVisible();
  await shoot(back, project, 'admin-26-reward-redemptions');
  await context.close();
});

test('issue 22: the academy — every page of the member’s way, and its back office', async ({
  page,
  browser,
}, info) => {
  const project = info.project.name;
  const demo = await demoAdminApi();
  const lessons = await academySyllabus(demo);
  await page.goto(ACADEMY);
  await shoot(page, project, 'academy-01-landing');

  const tag = randomBytes(3).toString('hex');
  const member = newMember(`akd${tag}`);
  await registerByApi(member);
  await signIn(page, member.email, member.password);
  await page.goto(`${ACADEMY}/enroll`);
  await shoot(page, project, 'academy-02-enroll');
  const enrolment = await enrolByApi(page, `Ayu Lestari ${tag.toUpperCase()}`, `0${member.phone}`);
  const approved = await demo.post(`/api/admin/academy/enrolments/${enrolment.id}/approve`, {
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto(`${ACADEMY}/class`);
  await shoot(page, project, 'academy-03-classes');
  await page.goto(`${ACADEMY}/class/${lessons[0]!.slug}`);
  await shoot(page, project, 'academy-04-class');
  await page.goto(`${ACADEMY}/class/${lessons[1]!.slug}`);
  await expect(page.getByRole('heading', { name: 'Kelas ini masih terkunci' })).toBeVisible();
  await shoot(page, project, 'academy-05-locked');
  await page.request.post(`/api/academy/user-progress/next-course/${lessons[0]!.class!.id}`);
  await page.goto(`${ACADEMY}/quiz/${lessons[0]!.slug}`);
  await shoot(page, project, 'academy-06-quiz');
  await page.goto(`${ACADEMY}/quiz`);
  await shoot(page, project, 'academy-07-quizzes');

  // Through every class to the last level's practice paper.
  for (const position of [1, 2, 3]) {
    const level = lessons.filter((lesson) => lesson.levelPosition === position);
    for (const lesson of level) await takeClassByApi(page, lesson);
    if (position < 3) await completeLevelByApi(page, level[0]!.class!.level_id);
  }
  await page.goto(`${ACADEMY}/profile`);
  await waitForHydration(page);
  await page
    .getByLabel('Jawaban tugasmu')
    .fill('Rutinitas pagi untuk kulit kering: pembersih lembut, toner, pelembap dan tabir surya.');
  await page.getByLabel('Tambah foto').setInputFiles(PAPER_PHOTO);
  await expect(page.locator('input[type=hidden][name=images]')).toHaveCount(1);
  await shoot(page, project, 'academy-08-profile-paper');
  await page.getByRole('button', { name: 'KIRIM TUGAS' }).click();
  await expect(page.getByText('Menunggu penilaian')).toBeVisible();

  const staffShots = project === 'desktop';
  let admin: Page | null = null;
  if (staffShots) {
    const email = `admin.shots22.${tag}@kilau.id`;
    const password = 'rahasia-staf-shots';
    const made = await demo.post('/api/admin/staff', {
      data: { email, name: 'Shots', role: 'content', password },
    });
    expect(made.status()).toBe(201);
    admin = await (await browser.newContext()).newPage();
    await signInFirstTime(admin, email, password);
    const course = lessons[0]!;
    for (const [url, name] of [
      ['/admin/academy', 'admin-academy-01-settings'],
      ['/admin/academy/levels', 'admin-academy-02-levels'],
      ['/admin/academy/posts', 'admin-academy-03-posts'],
      [`/admin/academy/posts/${course.id}`, 'admin-academy-04-post-edit'],
      [`/admin/academy/classes/${course.class!.id}/quiz`, 'admin-academy-05-quiz'],
      [
        `/admin/academy/enrolments?status=approved&open=${enrolment.id}`,
        'admin-academy-06-enrolments',
      ],
      ['/admin/academy/papers', 'admin-academy-07-papers'],
      ['/admin/academy/comments', 'admin-academy-08-comments'],
      ['/admin/academy/winners', 'admin-academy-09-winners'],
    ] as const) {
      await admin.goto(url);
      await shoot(admin, project, name);
    }
  }
  const papers = (await (await demo.get('/api/admin/academy/papers?status=submitted')).json())
    .data as { id: number; member_email: string; version: number }[];
  const paper = papers.find((row) => row.member_email === member.email)!;
  if (admin) {
    await admin.goto(`/admin/academy/papers?open=${paper.id}`);
    await shoot(admin, project, 'admin-academy-10-paper');
    await admin.context().close();
  }
  const scored = await demo.post(`/api/admin/academy/papers/${paper.id}/score`, {
    data: { score: 90, feedback: 'Runtut dan jelas.', version: paper.version },
  });
  expect(scored.status(), await scored.text()).toBe(200);
  await demo.dispose();

  await page.goto(`${ACADEMY}/class`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'SELESAIKAN LEVEL' }).click();
  await expect(page).toHaveURL(`${ACADEMY}/graduation`);
  await shoot(page, project, 'academy-09-graduation');
  await page.getByRole('link', { name: 'Halaman verifikasi' }).click();
  await expect(page.getByText('Sertifikat ini asli.')).toBeVisible();
  await shoot(page, project, 'academy-10-certificate');
});

test('issue 23: self-checkout in a store — each step, and the staff desk', async ({
  page,
  browser,
}, info) => {
  const project = info.project.name;
  const numbered: Record<SelfCheckoutStep, string> = {
    store: 'self-checkout-01-store',
    product: 'self-checkout-02-product',
    bag: 'self-checkout-03-bag',
    payment: 'self-checkout-04-payment',
    confirmation: 'self-checkout-05-confirmation',
    'order-qr': 'self-checkout-06-order-qr',
    'staff-verify': 'admin-store-collection-01-verified',
    'staff-collected': 'admin-store-collection-02-collected',
    'my-orders': 'self-checkout-07-my-orders',
  };
  await walkSelfCheckout(page, browser, async (step, shown) => {
    // The staff desk is a back-office page: shot once, at its desktop width.
    if (step.startsWith('staff-') && project !== 'desktop') return;
    await shoot(shown, project, numbered[step]);
  });
});

test('issue 24: the support chat — the FAQ answer, the desk, the live answer', async ({
  page,
  browser,
}, info) => {
  const project = info.project.name;
  const dir = path.join(out, project);
  const tag = randomBytes(3).toString('hex');
  const { member, panel, input } = await openChatAsNewMember(page, 'chatshot');
  await input.fill('Berapa lama pesananku sampai?');
  await input.press('Enter');
  await expect(panel.getByRole('link', { name: /^Dari FAQ/ })).toBeVisible();
  await input.fill('Bisa kirim ke alamat kantor dan titip ke resepsionis?');
  await input.press('Enter');
  await panel.getByRole('button', { name: 'Ngobrol dengan tim Kilau' }).click();
  await expect(panel.getByText('Menunggu tim Kilau membalas…')).toBeVisible();
  await waitForStillness(page);
  await page.screenshot({ path: path.join(dir, 'chat-01-faq-answer.png') });

  const email = `cs.shot.${project}.${tag}@kilau.id`;
  const password = 'rahasia-cs-foto-2026';
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: 'Dewi Anggraini', role: 'support', password },
  });
  expect(made.status(), await made.text()).toBe(201);
  await demo.dispose();
  const desk = await browser.newContext({ storageState: CONSENT_GIVEN_STATE });
  const staff = await desk.newPage();
  await staff.setViewportSize(page.viewportSize()!);
  await signInFirstTime(staff, email, password);
  await staff.goto('/admin/chats');
  await staff.getByRole('link').filter({ hasText: member.email }).click();
  await expect(staff).toHaveURL(/\/admin\/chats\/\d+$/);
  await staff
    .getByLabel('Jawaban')
    .fill(
      `Bisa, Kak ${member.firstName}. Tulis "titip resepsionis" di catatan alamat, kurir akan menitipkannya di sana.`,
    );
  await staff.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(staff.getByText('Jawaban terkirim.')).toBeVisible();
  await shoot(staff, project, 'admin-28-chats');
  await desk.close();

  await expect(panel.getByText('Kamu ngobrol dengan Dewi')).toBeVisible();
  await waitForStillness(page);
  await page.screenshot({ path: path.join(dir, 'chat-02-live-answer.png') });
});

test('the order e-mails as their member sees them (issue 25)', async ({ page }, info) => {
  const project = info.project.name;
  await shopperReadyToCheckOut(page);
  const steps = checkout(page);
  await page.goto('/order/shipping');
  await waitForHydration(page);
  await steps.throughShipping();
  await steps.choose(/BCA Virtual Account/);
  await steps.placeOrder();
  await expect(page).toHaveURL(/\/order\/confirmation\/\d+$/);
  const orderId = /(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  const order = await transactionOf(page.request, orderId);
  const mailOf = async (template: string) => {
    let id = 0;
    await expect
      .poll(
        async () => {
          const mails = (
            (await (await page.request.get('/api/dev/outbox?limit=100')).json()) as {
              data: Array<{ id: number; template: string; subject: string; channel: string }>;
            }
          ).data;
          id =
            mails.find(
              (mail) =>
                mail.template === template &&
                mail.channel === 'email' &&
                mail.subject.includes(order.reference_code),
            )?.id ?? 0;
          return id;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    return id;
  };
  const shots: Array<[string, string]> = [
    ['order_placed', 'mail-01-placed'],
    ['payment_reminder', 'mail-02-reminder'],
  ];
  const shootMails = async () => {
    for (const [template, name] of shots.splice(0)) {
      await page.goto(`/api/dev/outbox/${await mailOf(template)}/html`);
      await page.waitForLoadState('networkidle');
      const dir = path.join(out, project);
      await page.screenshot({ path: path.join(dir, `${name}.png`) });
      await page.screenshot({
        path: path.join(dir, `${name}-full.jpg`),
        fullPage: true,
        quality: 70,
      });
    }
  };
  await shootMails();
  await approveInSandbox(page.context(), order.payment.transaction_id);
  const admin = await demoAdminApi();
  for (const state of [15, 5, 6, 7, 8, 9]) {
    const moved = await admin.post(`/api/admin/orders/${order.reference_code}/advance`, {
      data: { state },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  shots.push(
    ['payment_received', 'mail-03-received'],
    ['order_shipped', 'mail-04-shipped'],
    ['order_delivered', 'mail-05-delivered'],
  );
  await shootMails();
});

test('return flow', async ({ page, browser }, info) => {
  const project = info.project.name;
  // Another member's return first, so the queue holds more than one: an allergy, store credit.
  const other = await browser.newContext({ storageState: CONSENT_GIVEN_STATE });
  const otherPage = await other.newPage();
  const earlier = await memberWithDeliveredOrder(otherPage, {
    firstName: 'Ayu',
    lastName: 'Lestari',
  });
  const options = (
    (await (
      await otherPage.request.get(`/api/order/user/me/orders/${earlier.reference}/return-options`)
    ).json()) as { data: { lines: Array<{ order_line_id: string }> } }
  ).data;
  const asked = await otherPage.request.post(
    `/api/order/user/me/orders/${earlier.reference}/returns`,
    {
      data: {
        lines: [{ order_line_id: options.lines[0]!.order_line_id, quantity: 1 }],
        reason: 'allergy',
        note: 'Kulit kemerahan dan gatal setelah dua kali pemakaian.',
        refund_method: 'store_credit',
      },
    },
  );
  expect(asked.status(), await asked.text()).toBe(201);
  await other.close();

  const { reference, twice, once } = await memberWithDeliveredOrder(page);
  const returnReference = `${reference}-R1`;
  const dir = path.join(out, project);
  /** Nothing wider than the window (the phone's 390 px): a page never scrolls sideways. */
  const fitsTheWindow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  const noToast = async () => {
    const close = page.getByRole('region', { name: 'Notifikasi' }).getByRole('button');
    if (await close.count()) await close.first().click();
    await expect(close).toHaveCount(0);
  };
  // A photo of the product itself, as a member would take it: its picture, as a PNG.
  const lines = (
    (await (
      await page.request.get(`/api/order/user/me/orders/${reference}/return-options`)
    ).json()) as { data: { lines: Array<{ image: string | null }> } }
  ).data.lines;
  const picture = await page.context().newPage();
  await picture.setViewportSize({ width: 480, height: 480 });
  await picture.goto(lines[0]!.image ?? '/images/dummy-product.svg');
  const photo = await picture.screenshot({ type: 'png' });
  await picture.close();

  await page.goto(`/my-orders/${reference}/return`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Ajukan Pengembalian' });
  const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await form.getByRole('checkbox', { name: named(twice.name) }).check();
  await form.getByRole('button', { name: `Tambah jumlah ${twice.name}` }).click();
  await form.getByRole('checkbox', { name: named(once.name) }).check();
  await form.getByRole('radio', { name: 'Rusak saat diterima' }).check();
  await form
    .getByLabel(/Ceritakan kondisinya/)
    .fill('Kemasan penyok dan segel botolnya sobek saat paket dibuka.');
  await form
    .getByLabel(/Pilih foto/)
    .setInputFiles({ name: 'kemasan.png', mimeType: 'image/png', buffer: photo });
  await form.getByRole('radio', { name: /Transfer ke rekening bank/ }).check();
  await form.getByLabel('Bank tujuan').selectOption('bca');
  await form.getByLabel('Nomor rekening').fill('1234567890');
  await form.getByLabel('Nama pemilik rekening').fill('Nadia Putri');
  await fitsTheWindow();
  await shoot(page, project, 'returns-01-form');
  await form.getByRole('button', { name: 'Kirim pengajuan' }).click();

  const detail = orderDetail(page, reference);
  await expect(detail.stateOf(returnReference)).toHaveText('Diajukan');
  const card = detail.card(returnReference);
  await expect(
    card.getByRole('img', { name: `Foto 1 pengembalian ${returnReference}` }),
  ).toBeVisible();
  await noToast();
  await fitsTheWindow();
  await shoot(page, project, 'returns-02-order-requested');
  // The card's lower half: the refund, the photos and the withdrawal.
  await card.getByRole('button', { name: 'Batalkan pengajuan' }).scrollIntoViewIfNeeded();
  await waitForStillness(page);
  await page.screenshot({ path: path.join(dir, 'returns-02-order-requested-more.png') });

  // The back office, in the same window (its own cookie): the queue and the return.
  const tag = randomBytes(3).toString('hex');
  const email = `retur.shots.${tag}@kilau.id`;
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: 'Budi Operasional', role: 'operations', password: 'rahasia-staf-shots' },
  });
  expect(made.status()).toBe(201);
  await demo.dispose();
  await signInFirstTime(page, email, 'rahasia-staf-shots');
  await page.goto('/admin/returns');
  await expect(page.getByRole('link', { name: returnReference, exact: true })).toBeVisible();
  await fitsTheWindow();
  await shoot(page, project, 'returns-03-admin-queue');
  await page.goto(`/admin/returns/${returnReference}`);
  const back = adminReturn(page);
  await expect(back.heading(returnReference)).toBeVisible();
  await fitsTheWindow();
  await shoot(page, project, 'returns-04-admin-return');
  await back.act('Setujui', 'Disetujui, kirim barangnya');
  await back.act('Tandai diterima', 'Barang diterima');
  await back.actions.getByLabel('No. referensi transfer').fill('BCA-TRF-20261129-0042');
  await back.act(/^Kembalikan dana Rp/, 'Dana dikembalikan');
  await shoot(page, project, 'returns-05-admin-refunded');

  await detail.open();
  await expect(detail.stateOf(returnReference)).toHaveText('Dana dikembalikan');
  await fitsTheWindow();
  await shoot(page, project, 'returns-06-order-refunded');
  await card.getByTestId('return-refund').scrollIntoViewIfNeeded();
  await waitForStillness(page);
  await page.screenshot({ path: path.join(dir, 'returns-06-order-refunded-more.png') });
});
