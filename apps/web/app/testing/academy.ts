import type {
  AcademyClassDetail,
  AcademyComment,
  AcademyLevel,
  AcademyProgress,
  AcademySettingsView,
} from '@kilau/domain/academy';

/** A demo academy as `GET /api/academy/settings` answers it. */
export const AN_ACADEMY: AcademySettingsView = {
  name: 'Lumera Academy',
  path_segment: 'lumera-academy',
  brand: { id: 7, name: 'Lumera', slug: 'lumera', logo_url: null },
  tagline: 'Belajar skincare dari dasar sampai mahir.',
  description: 'Program belajar bersama Lumera.',
  logo_url: null,
  primary_colour: '#7a3e5c',
  accent_colour: '#f3d9e2',
  is_active: true,
  levels_count: 2,
  classes_count: 3,
  graduates_count: 12,
};

const aClass = (id: number, position: number, title: string) => ({
  id,
  slug: `kelas-${id}`,
  position,
  title,
  summary: `Ringkasan ${title}`,
  owner: 'Tim Lumera',
  cover_image: null,
  question_count: 3,
  pass_mark: 70,
  max_attempts: 3,
});

/** Two levels: Dasar (classes 1, 2) and Lanjutan (class 3, with a practice paper). */
export const LEVELS: AcademyLevel[] = [
  {
    id: 10,
    position: 1,
    title: 'Dasar',
    summary: 'Kenali kulitmu.',
    assignment: null,
    classes: [aClass(1, 1, 'Double Cleansing'), aClass(2, 2, 'Tipe Kulit')],
  },
  {
    id: 20,
    position: 2,
    title: 'Lanjutan',
    summary: 'Bahan aktif.',
    assignment: { title: 'Rutinitas pelanggan', brief: 'Susun rutinitas.', pass_score: 70 },
    classes: [aClass(3, 1, 'Niacinamide')],
  },
];

/** An approved member who passed class 1: class 2 is open, level 2 locked. */
export const PROGRESS: AcademyProgress = {
  started_at: '2026-11-01T03:00:00.000Z',
  graduated_at: null,
  last_class: null,
  next_class: { id: 2, slug: 'kelas-2', title: 'Tipe Kulit' },
  percent: 33,
  levels: [
    {
      id: 10,
      state: 'open',
      completed_at: null,
      paper_open: false,
      paper: null,
      classes: [
        { id: 1, slug: 'kelas-1', state: 'done', attempts: 1, best_score: 100, attempts_left: 2 },
        { id: 2, slug: 'kelas-2', state: 'open', attempts: 0, best_score: null, attempts_left: 3 },
      ],
    },
    {
      id: 20,
      state: 'locked',
      completed_at: null,
      paper_open: false,
      paper: null,
      classes: [
        {
          id: 3,
          slug: 'kelas-3',
          state: 'locked',
          attempts: 0,
          best_score: null,
          attempts_left: 3,
        },
      ],
    },
  ],
  certificate_code: null,
};

/** Class 2 as `GET /api/academy/classes/kelas-2` answers it: open, its post 102. */
export const A_CLASS: AcademyClassDetail = {
  id: 2,
  slug: 'kelas-2',
  post_id: 102,
  position: 2,
  level: { id: 10, position: 1, title: 'Dasar' },
  title: 'Tipe Kulit',
  summary: 'Ringkasan Tipe Kulit',
  owner: 'Tim Lumera',
  cover_image: null,
  tags: [],
  published_at: '2026-11-01T03:00:00.000Z',
  content_html: '<p>Kenali tipe kulitmu.</p>',
  attachments: [],
  state: 'open',
  quiz: {
    question_count: 3,
    pass_mark: 70,
    max_attempts: 3,
    attempts: 0,
    best_score: null,
    passed: false,
  },
  previous: { id: 1, slug: 'kelas-1', title: 'Double Cleansing' },
  next: { id: 3, slug: 'kelas-3', title: 'Niacinamide', state: 'locked' },
  comment_count: 2,
};

/** A comment on a class's post as the API lists it. */
export const aComment = (id: number, overrides: Partial<AcademyComment> = {}): AcademyComment => ({
  _id: `c${id}`,
  id,
  body: `Komentar ${id}`,
  created_at: '2026-11-20T17:30:00.000Z',
  author: { name: 'Rina Putri', image_url: null },
  is_mine: false,
  is_held: false,
  ...overrides,
});

/** Sari (member 5) as `GET /api/users/me` answers her. */
export const A_MEMBER_ME = {
  data: {
    id: 5,
    user_name: 'sari',
    first_name: 'Sari',
    last_name: 'Dewi',
    email: 'sari@example.com',
    phone_no: '81234567890',
    image: null,
    is_agree_to_legal_statements: true,
    is_verified_phone: true,
    is_verified_email: true,
    missing_fields: [],
    coachmark_visited: [],
  },
};
