import { describe, expect, it } from 'vitest';
import { DEMO_QUIZZES, quizAnswerImageUrl, quizImageJobs } from './demo-quizzes';
import { renderWebp } from './images/render';

describe('demo quizzes', () => {
  it('draw a cover per quiz and a picture per answer that shows one', () => {
    const keys = quizImageJobs().map((job) => job.key);
    const expected = DEMO_QUIZZES.flatMap((quiz) => [
      `quiz/${quiz.slug}-cover.webp`,
      ...quiz.questions.flatMap((question, q) =>
        question.answers.flatMap((answer, a) =>
          answer.texture
            ? [quizAnswerImageUrl(quiz.slug, q + 1, a + 1).replace('/media/', '')]
            : [],
        ),
      ),
    ]);
    expect(keys).toEqual(expected);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('renders an answer picture to WebP', async () => {
    const job = quizImageJobs().find((entry) => !entry.key.endsWith('cover.webp'));
    if (!job) throw new Error('no answer picture');
    const bytes = await renderWebp(job);
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });
});
