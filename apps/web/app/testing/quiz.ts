import type { MemberQuizResult, QuizResult, QuizView } from '@kilau/domain/engagement';
import { aTile } from './products';

/** A quiz with one question of each template and a short answer (tests only). */
export const A_QUIZ: QuizView = {
  _id: '3',
  slug: 'tipe-kulit',
  title: 'Kenali Tipe Kulitmu',
  description: 'Jawab lima pertanyaan singkat dan dapatkan rangkaian skincare yang cocok untukmu.',
  total_joined: 1234,
  attachments: [{ type: 'cover', url: '/media/quiz/tipe-kulit-cover.webp' }],
  questions: [
    {
      _id: '11',
      position: 1,
      text: 'Bagaimana kulitmu terasa dua jam setelah cuci muka?',
      answer_type: 'single_choice',
      template: 'image_and_text',
      answers: [
        {
          _id: '101',
          position: 1,
          text: 'Kencang dan kering',
          image: '/media/quiz/a.webp',
          text_color: null,
          bg_color: null,
        },
        {
          _id: '102',
          position: 2,
          text: 'Berminyak di seluruh wajah',
          image: '/media/quiz/b.webp',
          text_color: null,
          bg_color: null,
        },
      ],
    },
    {
      _id: '12',
      position: 2,
      text: 'Seberapa sering kulitmu memerah?',
      answer_type: 'single_choice',
      template: 'text_and_color',
      answers: [
        {
          _id: '201',
          position: 1,
          text: 'Sering',
          image: null,
          text_color: '#b03a2e',
          bg_color: null,
        },
        {
          _id: '202',
          position: 2,
          text: 'Hampir tidak pernah',
          image: null,
          text_color: '#f9d56e',
          bg_color: null,
        },
      ],
    },
    {
      _id: '13',
      position: 3,
      text: 'Apa yang paling ingin kamu perbaiki?',
      answer_type: 'multiple_choice',
      template: 'multiple_selection_or_multiple_choice',
      answers: [
        { _id: '301', position: 1, text: 'Jerawat', image: null, text_color: null, bg_color: null },
        {
          _id: '302',
          position: 2,
          text: 'Noda hitam',
          image: null,
          text_color: null,
          bg_color: null,
        },
        {
          _id: '303',
          position: 3,
          text: 'Kulit kusam',
          image: null,
          text_color: null,
          bg_color: null,
        },
      ],
    },
    {
      _id: '14',
      position: 4,
      text: 'Berapa lama kamu terpapar matahari?',
      answer_type: 'single_choice',
      template: 'text_and_background_color',
      answers: [
        {
          _id: '401',
          position: 1,
          text: 'Hampir seharian',
          image: null,
          text_color: null,
          bg_color: '#f9d56e',
        },
        {
          _id: '402',
          position: 2,
          text: 'Jarang',
          image: null,
          text_color: null,
          bg_color: '#15355c',
        },
      ],
    },
    {
      _id: '15',
      position: 5,
      text: 'Skincare apa yang kamu pakai sekarang? (opsional)',
      answer_type: 'short_answer',
      template: 'multiple_selection_or_multiple_choice',
      answers: [],
    },
  ],
};

const tag = (id: string, name: string, score: number) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  score,
});

/**
 * A result: oily skin, two concerns (the catalogue's tags, named in English as the API answers
 * them; the page shows them in the shopper's language), a routine with an empty step.
 */
export const A_RESULT: QuizResult = {
  submission_id: '900',
  quiz_id: '3',
  quiz_slug: 'tipe-kulit',
  total_joined: 1235,
  skin_type: tag('5', 'Oily Skin', 3),
  concerns: [tag('8', 'Acne', 3), tag('9', 'Dark Spots', 3)],
  routine: [
    {
      step: 'cleanser',
      category_slug: 'cleanser',
      product: aTile({ id: 21, name: 'Gentle Foam Cleanser' }),
    },
    { step: 'toner', category_slug: 'toner', product: aTile({ id: 22, name: 'Balancing Toner' }) },
    {
      step: 'serum',
      category_slug: 'serum-essence',
      product: aTile({ id: 23, name: 'Clarifying Serum' }),
    },
    { step: 'moisturiser', category_slug: 'moisturizer', product: null },
    {
      step: 'sunscreen',
      category_slug: 'sunscreen',
      product: aTile({ id: 25, name: 'Daily Sun Fluid' }),
    },
  ],
  shade: null,
  saved_to_profile: false,
  created_at: '2026-11-20T08:00:00.000Z',
};

/**
 * A result of the shade quiz: a medium skin with a warm undertone, two foundations matched on
 * their closest shade (one near-perfect, one close).
 */
export const A_SHADE_RESULT: QuizResult = {
  ...A_RESULT,
  submission_id: '901',
  quiz_slug: 'shade-foundation',
  shade: {
    skin_hex: '#e0b48f',
    undertone: 'warm',
    matches: [
      {
        product: aTile({ id: 31, name: 'Soft Matte Foundation' }),
        combination: { id: 3104, name: '23 Natural Beige', hex: '#ddb48f', is_pre_order: false },
        difference: 1.4,
      },
      {
        product: aTile({ id: 32, name: 'Glow Cushion SPF 50' }),
        combination: { id: 3202, name: '23W Warm Beige', hex: '#d9ae85', is_pre_order: false },
        difference: 3.2,
      },
    ],
  },
};

export const A_MEMBER_RESULT: MemberQuizResult = {
  ...(({ total_joined: _joined, ...rest }) => rest)(A_RESULT),
  saved_to_profile: true,
  quiz_title: 'Kenali Tipe Kulitmu',
};
