import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressKey, QUIZ_JOINED_KEY } from '~/features/quiz/lib/quiz-progress';
import { QUIZ_PATHS } from '~/features/quiz/api/quiz-calls';
import { axeViolations } from '~/testing/axe';
import { A_QUIZ, A_RESULT, A_SHADE_RESULT } from '~/testing/quiz';
import { renderRouteModule, stubApi } from '~/testing/route-module';
import * as quizRoute from './quiz';

/** The browser's submission (`POST /api/quiz/pid_quiz/{id}`), answered with `A_RESULT`. */
function stubSubmission(
  answer: { status: number; body: unknown } = { status: 200, body: A_RESULT },
) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      posted.push({ path, body: JSON.parse(String(init.body)) });
      const ok = answer.status < 400;
      return new Response(
        JSON.stringify({
          success: ok,
          data: ok ? answer.body : (answer.body ?? null),
          ...(ok ? {} : { message: 'Jawaban tidak valid.', errorCode: 'validation_failed' }),
          meta: { code: answer.status },
        }),
        { status: answer.status, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return posted;
}

function renderQuiz(member: Record<string, unknown> | null = null) {
  const { context, callsTo } = stubApi({
    [`GET ${QUIZ_PATHS.quiz('tipe-kulit')}`]: { data: A_QUIZ },
  });
  renderRouteModule(quizRoute, {
    path: '/quiz/:slug',
    url: '/quiz/tipe-kulit',
    context,
    cookie: null,
    rootData: { member },
  });
  return callsTo;
}

/** The element's inline style includes `expected` (colours compared as the browser writes them). */
function expectStyle(element: HTMLElement | null, expected: Record<string, string>) {
  const probe = document.createElement('span');
  for (const [name, value] of Object.entries(expected)) {
    probe.style.setProperty(
      name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      value,
    );
    const key = name as keyof CSSStyleDeclaration;
    expect(element?.style[key]).toBe(probe.style[key]);
  }
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'LANJUT' }));
const quizView = () => document.querySelector('[data-quiz-view]') as HTMLElement;
const view = () => document.querySelector('[data-quiz-view]')?.getAttribute('data-quiz-view');

beforeEach(() => {
  delete window.dataLayer;
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.scrollTo = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('/quiz/{slug}', () => {
  it('opens on the blue quiz-beauty-home with the quiz read on the server', async () => {
    const callsTo = renderQuiz();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kenali Tipe Kulitmu' }),
    ).toBeTruthy();
    expect(callsTo('GET', '/api/quiz/tipe-kulit')).toHaveLength(1);
    expect(view()).toBe('quiz-beauty-home');
    expect(document.querySelector('[data-quiz-view]')?.className).toContain('bg-lagoon-700');
    expect(screen.getByText('5 pertanyaan')).toBeTruthy();
    expect(screen.getByText('1.234 orang sudah ikut')).toBeTruthy();
    expect(screen.getByText(/Tanpa perlu daftar/)).toBeTruthy();
    expect(await axeViolations(quizView())).toEqual([]);
  });

  it('asks one question at a time in its template, with progress and back, then shows the result', async () => {
    const posted = stubSubmission();
    renderQuiz();
    fireEvent.click(await screen.findByRole('button', { name: 'MULAI KUIS' }));

    // image_and_text: pictures with text, one choice; white background.
    const first = screen.getByRole('group', { name: /Bagaimana kulitmu terasa/ });
    expect(first?.getAttribute('data-template')).toBe('image_and_text');
    expect(view()).toBe('quiz-beauty-question');
    expect(document.querySelector('[data-quiz-view]')?.className).toContain('bg-white');
    expect(
      screen
        .getByRole('progressbar', { name: 'Pertanyaan 1 dari 5' })
        ?.getAttribute('aria-valuenow'),
    ).toBe('1');
    // Nothing chosen: the shopper is told, the question stays.
    next();
    expect(screen.getByRole('alert').textContent).toContain('Pilih jawaban dulu untuk lanjut.');
    fireEvent.click(within(first).getByRole('radio', { name: 'Berminyak di seluruh wajah' }));
    expect(await axeViolations(quizView())).toEqual([]);
    next();

    // text_and_color: a colour too light to read on white falls back to the shop's ink.
    const second = screen.getByRole('group', { name: /memerah/ });
    expect(second?.getAttribute('data-template')).toBe('text_and_color');
    expectStyle(within(second).getByText('Sering'), { color: '#b03a2e' });
    expectStyle(within(second).getByText('Hampir tidak pernah'), { color: '#4a1f3d' });
    fireEvent.click(within(second).getByRole('radio', { name: 'Sering' }));
    // Back keeps the answer given.
    fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(
      (screen.getByRole('radio', { name: 'Berminyak di seluruh wajah' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    next();
    expect((screen.getByRole('radio', { name: 'Sering' }) as HTMLInputElement).checked).toBe(true);
    next();

    // multiple_selection_or_multiple_choice: several choices.
    const third = screen.getByRole('group', { name: /ingin kamu perbaiki/ });
    expect(third?.getAttribute('data-template')).toBe('multiple_selection_or_multiple_choice');
    fireEvent.click(within(third).getByRole('checkbox', { name: 'Jerawat' }));
    fireEvent.click(within(third).getByRole('checkbox', { name: 'Noda hitam' }));
    next();

    // text_and_background_color: the ink reads on each background.
    const fourth = screen.getByRole('group', { name: /terpapar matahari/ });
    expect(fourth?.getAttribute('data-template')).toBe('text_and_background_color');
    const dark = within(fourth).getByRole('radio', { name: 'Jarang' }).closest('label');
    expectStyle(dark, { backgroundColor: '#15355c', color: '#ffffff' });
    fireEvent.click(within(fourth).getByRole('radio', { name: 'Hampir seharian' }));
    next();

    // The short answer is optional; the last question submits.
    expect(screen.getByRole('textbox', { name: /Skincare apa/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'LIHAT HASIL' }));

    expect(await screen.findByText('Kulit berminyak')).toBeTruthy();
    expect(view()).toBe('quiz-beauty-result');
    // Each step and the completion are tracked (issue 24).
    const tracked = (window.dataLayer ?? []).filter((event) => event.event.startsWith('quiz_'));
    // (The shopper went back once: a step answered again is counted again.)
    const steps = tracked.filter((event) => event.event === 'quiz_step');
    const total = steps[0]?.of as number;
    expect(new Set(steps.map((event) => event.step))).toEqual(
      new Set(Array.from({ length: total }, (_value, index) => index + 1)),
    );
    expect(tracked.at(-1)?.event).toBe('quiz_completed');
    expect(tracked.at(-1)).toMatchObject({ object_type: 'quiz', object_id: '3' });
    expect(posted).toEqual([
      {
        path: '/api/quiz/pid_quiz/3',
        body: {
          is_new_quiz: true,
          answers: [
            { question_id: '11', position: 1, answer_ids: ['102'] },
            { question_id: '12', position: 2, answer_ids: ['201'] },
            { question_id: '13', position: 3, answer_ids: ['301', '302'] },
            { question_id: '14', position: 4, answer_ids: ['401'] },
          ],
        },
      },
    ]);
    expect(screen.getByText('Jerawat')).toBeTruthy();
    for (const name of [
      'Gentle Foam Cleanser',
      'Balancing Toner',
      'Clarifying Serum',
      'Daily Sun Fluid',
    ])
      expect(screen.getByRole('article', { name })).toBeTruthy();
    expect(
      screen.getByText('Belum ada produk yang cocok dan tersedia untuk langkah ini.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'TAMBAH SEMUA KE TAS' })).toBeTruthy();
    expect(screen.getByText(/Masuk atau daftar/)).toBeTruthy();
    expect(await axeViolations(quizView())).toEqual([]);
    // This browser was counted: a retake is not new.
    expect(JSON.parse(window.localStorage.getItem(QUIZ_JOINED_KEY) ?? '[]')).toEqual(['3']);
  });

  it('resumes where the shopper was after a reload, and a retake is not counted again', async () => {
    window.localStorage.setItem(QUIZ_JOINED_KEY, JSON.stringify(['3']));
    window.sessionStorage.setItem(
      progressKey(A_QUIZ),
      JSON.stringify({
        view: 'question',
        index: 2,
        answers: {
          '11': { answer_ids: ['101'], short_answer_result: '' },
          '13': { answer_ids: ['303', 'gone'], short_answer_result: '' },
        },
        result: null,
      }),
    );
    const posted = stubSubmission();
    renderQuiz();
    const third = await screen.findByRole('group', { name: /ingin kamu perbaiki/ });
    expect(
      (within(third).getByRole('checkbox', { name: 'Kulit kusam' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Pertanyaan 3 dari 5' })).toBeTruthy();
    next();
    fireEvent.click(screen.getByRole('radio', { name: 'Jarang' }));
    next();
    fireEvent.change(screen.getByRole('textbox', { name: /Skincare apa/ }), {
      target: { value: '  Sunscreen saja ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'LIHAT HASIL' }));
    await screen.findByText('Kulit berminyak');
    expect(posted).toEqual([
      {
        path: '/api/quiz/pid_quiz/3',
        body: {
          is_new_quiz: false,
          answers: [
            { question_id: '11', position: 1, answer_ids: ['101'] },
            { question_id: '13', position: 3, answer_ids: ['303'] },
            { question_id: '14', position: 4, answer_ids: ['402'] },
            { question_id: '15', position: 5, short_answer_result: 'Sunscreen saja' },
          ],
        },
      },
    ]);
    // The result is kept too (written once the result has rendered): a reload shows it again.
    const stored = () => JSON.parse(window.sessionStorage.getItem(progressKey(A_QUIZ)) ?? '{}');
    await waitFor(() => expect(stored().view).toBe('result'));
    expect(stored().result.submission_id).toBe('900');
  });

  it('shows the shade the answers found: skin colour, undertone, each foundation on its closest shade', async () => {
    window.sessionStorage.setItem(
      progressKey(A_QUIZ),
      JSON.stringify({ view: 'result', index: 4, answers: {}, result: A_SHADE_RESULT }),
    );
    renderQuiz();
    const section = (await screen.findByRole('heading', { name: 'Shade foundation-mu' }))
      .parentElement as HTMLElement;
    expect(within(section).getByText('Undertone hangat')).toBeTruthy();
    const tiles = within(section).getAllByRole('article');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('Shade: 23 Natural Beige'),
      expect.stringContaining('Shade: 23W Warm Beige'),
    ]);
    expect(within(section).getByText('Hampir sama persis')).toBeTruthy();
    expect(within(section).getByText('Sangat mirip')).toBeTruthy();
    expect(
      within(tiles[0]!).getByRole('link', { name: 'Soft Matte Foundation' }).getAttribute('href'),
    ).toMatch(/\?variant=3104$/);
    expect(await axeViolations(quizView())).toEqual([]);
  });

  it('says when no shade in stock is close enough, and offers the range', async () => {
    window.sessionStorage.setItem(
      progressKey(A_QUIZ),
      JSON.stringify({
        view: 'result',
        index: 4,
        answers: {},
        result: { ...A_SHADE_RESULT, shade: { ...A_SHADE_RESULT.shade, matches: [] } },
      }),
    );
    renderQuiz();
    expect(
      await screen.findByText(/Belum ada shade yang cukup dekat dengan warna kulitmu/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat semua foundation' }).getAttribute('href')).toBe(
      '/search?q=foundation',
    );
  });

  it('offers to continue or start over from the home view', async () => {
    window.sessionStorage.setItem(
      progressKey(A_QUIZ),
      JSON.stringify({
        view: 'home',
        index: 1,
        answers: { '11': { answer_ids: ['101'], short_answer_result: '' } },
        result: null,
      }),
    );
    renderQuiz({ id: 1, email: 'ayu@example.com' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mulai dari awal' }));
    expect(
      (screen.getByRole('radio', { name: 'Kencang dan kering' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByRole('progressbar', { name: 'Pertanyaan 1 dari 5' })).toBeTruthy();
  });

  it('says so when the result cannot be made, and keeps the answers', async () => {
    window.sessionStorage.setItem(
      progressKey(A_QUIZ),
      JSON.stringify({
        view: 'question',
        index: 4,
        answers: { '11': { answer_ids: ['101'], short_answer_result: '' } },
        result: null,
      }),
    );
    stubSubmission({ status: 503, body: null });
    renderQuiz();
    fireEvent.click(await screen.findByRole('button', { name: 'LIHAT HASIL' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Hasil belum bisa dibuat. Coba beberapa saat lagi.',
      ),
    );
    expect(view()).toBe('quiz-beauty-question');
  });

  it('gives the page its title, description and canonical address', async () => {
    const { context } = stubApi({ [`GET ${QUIZ_PATHS.quiz('tipe-kulit')}`]: { data: A_QUIZ } });
    const data = (await quizRoute.loader({
      request: new Request('http://kilau.test/quiz/tipe-kulit?utm_source=ig'),
      context,
      params: { slug: 'tipe-kulit' },
    } as never)) as Awaited<ReturnType<typeof quizRoute.loader>>;
    expect(data.seo.title).toBe('Kenali Tipe Kulitmu | Kilau');
    expect(data.seo.canonical).toBe('http://kilau.test/quiz/tipe-kulit');
    expect(data.seo.description).toMatch(
      /^Jawab lima pertanyaan singkat.*Gratis, hasilnya langsung dari Kilau\.$/,
    );
    expect(data.seo.image).toBe('http://kilau.test/media/quiz/tipe-kulit-cover.webp');
  });

  it('answers 404 for a quiz that does not exist', async () => {
    const { context } = stubApi({});
    await expect(
      quizRoute.loader({
        request: new Request('http://kilau.test/quiz/nope'),
        context,
        params: { slug: 'nope' },
      } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
