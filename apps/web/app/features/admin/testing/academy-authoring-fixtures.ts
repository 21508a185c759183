import type {
  AdminAcademyLevel,
  AdminAcademyPost,
  AdminAcademyPostSummary,
  AdminAcademyQuiz,
  AdminAcademySettings,
} from '@kilau/domain/academy';

/** The academy's back-office answers as the API gives them (tests only). */
export const makeAcademySettings = (
  overrides: Partial<AdminAcademySettings> = {},
): AdminAcademySettings => ({
  name: 'Lumera Academy',
  path_segment: 'lumera-academy',
  brand_id: 7,
  brand_name: 'Lumera',
  tagline_id: 'Belajar merias bersama Lumera',
  tagline_en: 'Learn make-up with Lumera',
  description_id: '',
  description_en: '',
  logo_url: null,
  primary_colour: '#4a1942',
  accent_colour: '#e8577d',
  enrolment_mode: 'manual',
  graduation_voucher_id: null,
  is_active: true,
  version: 3,
  updated_at: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

export const makeAcademyLevel = (
  overrides: Partial<AdminAcademyLevel> = {},
): AdminAcademyLevel => ({
  id: 1,
  position: 1,
  title_id: 'Dasar',
  title_en: 'Basics',
  summary_id: '',
  summary_en: '',
  assignment: null,
  class_count: 0,
  version: 2,
  ...overrides,
});

export const makeAcademyPostSummary = (
  overrides: Partial<AdminAcademyPostSummary> = {},
): AdminAcademyPostSummary => ({
  id: 40,
  kind: 'course',
  slug: 'pembersihan-ganda',
  title_id: 'Pembersihan ganda',
  title_en: 'Double cleansing',
  owner: 'Tim Akademi',
  is_published: true,
  published_at: '2026-11-20T03:00:00.000Z',
  class: { id: 90, level_id: 1, position: 1 },
  version: 4,
  ...overrides,
});

export const makeAcademyQuiz = (overrides: Partial<AdminAcademyQuiz> = {}): AdminAcademyQuiz => ({
  class_id: 90,
  pass_mark: 70,
  max_attempts: 3,
  version: 4,
  questions: [
    {
      id: 500,
      position: 1,
      prompt_id: 'Langkah pertama?',
      prompt_en: 'First step?',
      explanation_id: '',
      explanation_en: '',
      options: [
        { id: 600, position: 1, label_id: 'Minyak', label_en: 'Oil', is_correct: true },
        { id: 601, position: 2, label_id: 'Air', label_en: 'Water', is_correct: false },
      ],
    },
  ],
  ...overrides,
});

export const makeAcademyPost = (overrides: Partial<AdminAcademyPost> = {}): AdminAcademyPost => ({
  ...makeAcademyPostSummary(),
  summary_id: '',
  summary_en: '',
  content_id: '# Langkah',
  content_en: '# Steps',
  cover_image: null,
  tags: ['cleansing', 'dasar'],
  attachments: [
    { id: 70, name: 'panduan.pdf', content_type: 'application/pdf', size_bytes: 4096, url: null },
  ],
  quiz: makeAcademyQuiz(),
  ...overrides,
});
