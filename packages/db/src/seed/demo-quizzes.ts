import type { Kysely } from 'kysely';
import type { Database, QuizAnswerType, QuizUndertone } from '../schema';
import { bannerSvg } from './images/art';
import { renderMissing, type MediaSink, type RenderJob } from './images/render';
import { textureSvg, type TextureStyle } from './images/texture';

/**
 * The demo's two beauty quizzes (issue 21, docs/design/beauty-quiz.md), in Indonesian and
 * English: "skin type" and "find your foundation shade". Between them their questions use the
 * four templates (answers with images, with a text colour, with a background colour, plain) and
 * the three answer types; their rules give the catalogue's real skin-type and concern tags
 * weights, so the result's routine finds products in the demo catalogue; the shade quiz's answers
 * also say the skin colour and undertone, so its result names the closest foundation shades.
 * Answer pictures are textures drawn at seed time (`images/texture.ts`), the covers banners
 * (`images/art.ts`).
 */

type Words = { id: string; en: string };
type SeedAnswer = Words & {
  /** A texture drawn for the answer's picture (image_and_text). */
  texture?: { style: TextureStyle; colour: string };
  text_color?: string;
  bg_color?: string;
  /** The skin colour and undertone the answer says (the shade result). */
  shade_hex?: string;
  undertone?: QuizUndertone;
  /** Tag slug → weight. */
  tags?: Record<string, number>;
};
type SeedQuestion = Words & { answer_type: QuizAnswerType; answers: SeedAnswer[] };
type SeedQuiz = {
  slug: string;
  title: Words;
  description: Words;
  colours: readonly [string, string];
  questions: SeedQuestion[];
};

export const DEMO_QUIZZES: readonly SeedQuiz[] = [
  {
    slug: 'tipe-kulit',
    title: { id: 'Kenali Tipe Kulitmu', en: 'Know Your Skin Type' },
    description: {
      id: 'Jawab lima pertanyaan singkat dan dapatkan rangkaian skincare yang cocok untukmu.',
      en: 'Answer five short questions and get a skincare routine that suits you.',
    },
    colours: ['#dcebfa', '#2f6fb5'],
    questions: [
      {
        id: 'Bagaimana kulitmu terasa dua jam setelah cuci muka?',
        en: 'How does your skin feel two hours after washing it?',
        answer_type: 'single_choice',
        answers: [
          {
            id: 'Kencang dan kering',
            en: 'Tight and dry',
            texture: { style: 'cream', colour: '#f3e6d8' },
            tags: { 'dry-skin': 3 },
          },
          {
            id: 'Berminyak di seluruh wajah',
            en: 'Shiny all over',
            texture: { style: 'drops', colour: '#f2cf6b' },
            tags: { 'oily-skin': 3 },
          },
          {
            id: 'Berminyak di zona T saja',
            en: 'Shiny on the T-zone only',
            texture: { style: 'foam', colour: '#dfe8f2' },
            tags: { 'combination-skin': 3 },
          },
          {
            id: 'Nyaman, tidak kering atau berminyak',
            en: 'Comfortable, neither dry nor oily',
            texture: { style: 'smear', colour: '#e6c3a1' },
            tags: { 'normal-skin': 3 },
          },
        ],
      },
      {
        id: 'Seberapa sering kulitmu memerah atau terasa perih?',
        en: 'How often does your skin turn red or sting?',
        answer_type: 'single_choice',
        answers: [
          {
            id: 'Sering',
            en: 'Often',
            text_color: '#b03a2e',
            tags: { 'sensitive-skin': 4, redness: 2 },
          },
          {
            id: 'Kadang-kadang',
            en: 'Sometimes',
            text_color: '#b9770e',
            tags: { 'sensitive-skin': 1, redness: 1 },
          },
          { id: 'Hampir tidak pernah', en: 'Almost never', text_color: '#1e8449' },
        ],
      },
      {
        id: 'Apa yang paling ingin kamu perbaiki? (boleh lebih dari satu)',
        en: 'What would you most like to improve? (choose any)',
        answer_type: 'multiple_choice',
        answers: [
          { id: 'Jerawat', en: 'Acne', tags: { acne: 3 } },
          { id: 'Noda hitam', en: 'Dark spots', tags: { 'dark-spots': 3 } },
          { id: 'Pori-pori besar', en: 'Large pores', tags: { pores: 3, 'oily-skin': 1 } },
          { id: 'Kulit kusam', en: 'Dull skin', tags: { dullness: 3 } },
          { id: 'Garis halus', en: 'Fine lines', tags: { 'anti-aging': 3 } },
        ],
      },
      {
        id: 'Berapa lama kamu terpapar matahari setiap hari?',
        en: 'How long are you in the sun each day?',
        answer_type: 'single_choice',
        answers: [
          {
            id: 'Hampir seharian',
            en: 'Most of the day',
            bg_color: '#f9d56e',
            tags: { 'dark-spots': 2, dullness: 1 },
          },
          { id: 'Beberapa jam', en: 'A few hours', bg_color: '#fce8b2', tags: { dullness: 1 } },
          {
            id: 'Jarang, lebih sering di dalam ruangan',
            en: 'Rarely, mostly indoors',
            bg_color: '#e3f2fd',
          },
        ],
      },
      {
        id: 'Skincare apa yang kamu pakai sekarang? (opsional)',
        en: 'Which skincare do you use now? (optional)',
        answer_type: 'short_answer',
        answers: [],
      },
    ],
  },
  {
    slug: 'shade-foundation',
    title: { id: 'Temukan Shade Foundation-mu', en: 'Find Your Foundation Shade' },
    description: {
      id: 'Cari tahu warna, undertone, dan hasil akhir yang pas, plus skincare untuk menyiapkan kulit.',
      en: 'Find the colour, undertone and finish that fit, plus the skincare that preps your skin.',
    },
    colours: ['#f6e3d3', '#b0673c'],
    questions: [
      {
        id: 'Warna kulitmu paling mirip yang mana?',
        en: 'Which colour is closest to your skin?',
        answer_type: 'single_choice',
        answers: [
          { id: 'Terang', en: 'Fair', bg_color: '#f5d7bf', shade_hex: '#f5d7bf' },
          { id: 'Sedang', en: 'Medium', bg_color: '#e0b48f', shade_hex: '#e0b48f' },
          { id: 'Sawo matang', en: 'Tan', bg_color: '#c68e62', shade_hex: '#c68e62' },
          { id: 'Gelap', en: 'Deep', bg_color: '#8d5a3b', shade_hex: '#8d5a3b' },
        ],
      },
      {
        id: 'Hasil akhir foundation yang kamu suka?',
        en: 'Which foundation finish do you like?',
        answer_type: 'single_choice',
        answers: [
          {
            id: 'Matte',
            en: 'Matte',
            texture: { style: 'powder', colour: '#ddb48f' },
            tags: { 'oily-skin': 2 },
          },
          {
            id: 'Dewy (glowing)',
            en: 'Dewy (glowing)',
            texture: { style: 'drops', colour: '#e8c4a0' },
            tags: { 'dry-skin': 2, dullness: 1 },
          },
          {
            id: 'Natural',
            en: 'Natural',
            texture: { style: 'smear', colour: '#d9ad86' },
            tags: { 'normal-skin': 2 },
          },
        ],
      },
      {
        id: 'Warna urat di pergelangan tanganmu?',
        en: 'What colour are the veins on your wrist?',
        answer_type: 'single_choice',
        answers: [
          {
            id: 'Hijau (undertone hangat)',
            en: 'Green (warm undertone)',
            text_color: '#2e7d32',
            undertone: 'warm',
          },
          {
            id: 'Biru atau ungu (undertone dingin)',
            en: 'Blue or purple (cool undertone)',
            text_color: '#5e35b1',
            undertone: 'cool',
          },
          {
            id: 'Sulit dibedakan (netral)',
            en: 'Hard to tell (neutral)',
            text_color: '#6d4c41',
            undertone: 'neutral',
          },
        ],
      },
      {
        id: 'Apa yang ingin ditutupi foundation? (boleh lebih dari satu)',
        en: 'What should the foundation cover? (choose any)',
        answer_type: 'multiple_choice',
        answers: [
          { id: 'Noda hitam', en: 'Dark spots', tags: { 'dark-spots': 3 } },
          { id: 'Kemerahan', en: 'Redness', tags: { redness: 3, 'sensitive-skin': 1 } },
          { id: 'Pori-pori', en: 'Pores', tags: { pores: 3 } },
          { id: 'Bekas jerawat', en: 'Acne marks', tags: { acne: 2 } },
        ],
      },
      {
        id: 'Bagaimana kulitmu di siang hari?',
        en: 'How is your skin by midday?',
        answer_type: 'single_choice',
        answers: [
          { id: 'Berminyak', en: 'Oily', tags: { 'oily-skin': 3 } },
          { id: 'Kering', en: 'Dry', tags: { 'dry-skin': 3 } },
          { id: 'Berminyak di zona T', en: 'Oily on the T-zone', tags: { 'combination-skin': 3 } },
          { id: 'Mudah iritasi', en: 'Easily irritated', tags: { 'sensitive-skin': 3 } },
        ],
      },
    ],
  },
];

export const quizCoverUrl = (slug: string) => `/media/quiz/${slug}-cover.webp`;
export const quizAnswerImageUrl = (slug: string, question: number, answer: number) =>
  `/media/quiz/${slug}-${question}-${answer}.webp`;

/**
 * Seeds the demo quizzes: a quiz whose slug exists is left as the back office made it, so a
 * second run (or one after a quiz is added here) only adds the missing ones.
 */
export async function seedDemoQuizzes(
  db: Kysely<Database>,
  options: { now: Date; quizzes?: readonly SeedQuiz[] },
): Promise<{ added: number }> {
  let added = 0;
  for (const quiz of options.quizzes ?? DEMO_QUIZZES) {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('quizzes')
        .values({
          slug: quiz.slug,
          title_id: quiz.title.id,
          title_en: quiz.title.en,
          description_id: quiz.description.id,
          description_en: quiz.description.en,
          cover_image: quizCoverUrl(quiz.slug),
          created_at: options.now,
          updated_at: options.now,
        })
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return;
      added += 1;
      const slugs = [
        ...new Set(
          quiz.questions.flatMap((q) => q.answers.flatMap((a) => Object.keys(a.tags ?? {}))),
        ),
      ];
      const tags = slugs.length
        ? await trx.selectFrom('tags').select(['id', 'slug']).where('slug', 'in', slugs).execute()
        : [];
      const tagId = new Map(tags.map((tag) => [tag.slug, tag.id]));
      for (const [q, question] of quiz.questions.entries()) {
        const questionRow = await trx
          .insertInto('quiz_questions')
          .values({
            quiz_id: row.id,
            position: q + 1,
            text_id: question.id,
            text_en: question.en,
            answer_type: question.answer_type,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [a, answer] of question.answers.entries()) {
          const answerRow = await trx
            .insertInto('quiz_answers')
            .values({
              question_id: questionRow.id,
              position: a + 1,
              text_id: answer.id,
              text_en: answer.en,
              image: answer.texture ? quizAnswerImageUrl(quiz.slug, q + 1, a + 1) : null,
              text_color: answer.text_color ?? null,
              bg_color: answer.bg_color ?? null,
              shade_hex: answer.shade_hex ?? null,
              undertone: answer.undertone ?? null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const rules = Object.entries(answer.tags ?? {}).map(([slug, weight]) => {
            const id = tagId.get(slug);
            if (id === undefined) throw new Error(`quiz ${quiz.slug}: no tag ${slug}`);
            return { answer_id: answerRow.id, tag_id: id, weight };
          });
          if (rules.length > 0) await trx.insertInto('quiz_answer_tags').values(rules).execute();
        }
      }
    });
  }
  return { added };
}

/** `/media/quiz/x.webp` → the store's key `quiz/x.webp` */
const keyFor = (url: string) => url.replace(/^\/media\//, '');

/** The demo quizzes' pictures: each cover and each answer's texture. */
export function quizImageJobs(quizzes: readonly SeedQuiz[] = DEMO_QUIZZES): RenderJob[] {
  const jobs: RenderJob[] = [];
  for (const quiz of quizzes) {
    jobs.push({
      key: keyFor(quizCoverUrl(quiz.slug)),
      width: 1200,
      height: 600,
      svg: () =>
        bannerSvg({
          key: `quiz-${quiz.slug}`,
          width: 1200,
          height: 600,
          title: quiz.title.id,
          subtitle: quiz.description.id,
          colours: quiz.colours,
          cta: 'MULAI KUIS',
        }),
    });
    quiz.questions.forEach((question, q) =>
      question.answers.forEach((answer, a) => {
        const texture = answer.texture;
        if (!texture) return;
        jobs.push({
          key: keyFor(quizAnswerImageUrl(quiz.slug, q + 1, a + 1)),
          width: 300,
          height: 300,
          svg: () => textureSvg(texture.style, texture.colour),
        });
      }),
    );
  }
  return jobs;
}

/** Renders the demo quizzes' missing pictures into the shop's media. */
export const renderQuizImages = (media: MediaSink, limit?: number) =>
  renderMissing(media, quizImageJobs(), limit === undefined ? {} : { limit });
