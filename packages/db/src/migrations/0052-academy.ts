import { sql, type Kysely } from 'kysely';

/**
 * The academy (issue 22, docs/design/academy.md): a learning programme run with a partner brand.
 *
 * - `academy_settings`: the one academy (row id 1): its name, path segment (`/{segment}`, the
 *   storefront's prefix for every academy page), partner brand, texts, logo, colours, how
 *   enrolments are decided (`manual`, `auto_all`, or `auto_buyers`: approved at once when the
 *   member has a paid order with a product of the partner brand) and the voucher a graduate gets.
 * - `academy_levels` by `position`, each with an optional practice paper (assignment) that must
 *   be scored passing before the level completes; `academy_posts` are the posts (`course`: a
 *   class's lesson; `article`: the landing's news), `academy_classes` put a course post in a
 *   level at a `position` with its quiz's pass mark and attempt limit;
 *   `academy_post_attachments` are a post's files (private storage keys).
 * - `academy_quiz_questions` / `academy_quiz_options`: a class's single-choice quiz, one correct
 *   option per question (a partial unique index).
 * - `academy_enrolments`: one per member (`pending`, `approved`, `rejected` with a reason; a
 *   rejected member may submit again), with the partner products they use
 *   (`academy_enrolment_products`).
 * - Progress: `academy_progress` (one row per approved member: the row every progress write
 *   locks first, and where they left off), `academy_class_progress` (read, passed, attempts,
 *   best score), `academy_quiz_attempts` (each scored attempt, numbered), and
 *   `academy_level_completions` (exactly once per member and level: the primary key).
 * - `academy_practice_papers` (+ images): a member's paper for a level's assignment, scored by
 *   staff; at most one waiting per member and level (a partial unique index).
 * - `academy_post_comments` (+ `academy_comment_reports`): members' comments on posts, screened
 *   by the reviews' filter (held ones wait for moderation).
 * - `academy_winners`: graduates and top scorers per month, chosen in the back office.
 * - `academy_certificates`: one per graduate, with the public verification code.
 * `version` is the back office's optimistic edit.
 */
const STATEMENTS = [
  `create table academy_settings (
     id smallint primary key default 1 check (id = 1),
     name text not null check (length(name) between 1 and 60),
     path_segment text not null unique
       check (path_segment ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(path_segment) between 3 and 40),
     brand_id bigint not null references brands(id) on delete restrict,
     tagline_id text not null default '' check (length(tagline_id) <= 160),
     tagline_en text not null default '' check (length(tagline_en) <= 160),
     description_id text not null default '' check (length(description_id) <= 2000),
     description_en text not null default '' check (length(description_en) <= 2000),
     logo_url text check (length(logo_url) <= 500),
     primary_colour text not null default '#7a3e5c' check (primary_colour ~ '^#[0-9a-f]{6}$'),
     accent_colour text not null default '#f3d9e2' check (accent_colour ~ '^#[0-9a-f]{6}$'),
     enrolment_mode text not null default 'manual'
       check (enrolment_mode in ('manual', 'auto_all', 'auto_buyers')),
     graduation_voucher_id bigint references vouchers(id) on delete set null,
     is_active boolean not null default true,
     version integer not null default 1,
     updated_at timestamptz not null default now()
   )`,

  `create table academy_levels (
     id bigint generated always as identity primary key,
     position smallint not null check (position between 1 and 50),
     title_id text not null check (length(title_id) between 1 and 120),
     title_en text not null check (length(title_en) between 1 and 120),
     summary_id text not null default '' check (length(summary_id) <= 1000),
     summary_en text not null default '' check (length(summary_en) <= 1000),
     assignment_title_id text check (length(assignment_title_id) between 1 and 160),
     assignment_title_en text check (length(assignment_title_en) between 1 and 160),
     assignment_brief_id text check (length(assignment_brief_id) between 1 and 4000),
     assignment_brief_en text check (length(assignment_brief_en) between 1 and 4000),
     assignment_pass_score smallint check (assignment_pass_score between 1 and 100),
     version integer not null default 1,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     constraint academy_levels_assignment_check check (
       (assignment_title_id is null and assignment_title_en is null and assignment_brief_id is null
         and assignment_brief_en is null and assignment_pass_score is null)
       or (assignment_title_id is not null and assignment_title_en is not null
         and assignment_brief_id is not null and assignment_brief_en is not null
         and assignment_pass_score is not null)),
     constraint academy_levels_position_unique unique (position) deferrable initially deferred
   )`,

  `create table academy_posts (
     id bigint generated always as identity primary key,
     kind text not null check (kind in ('course', 'article')),
     slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
     title_id text not null check (length(title_id) between 1 and 160),
     title_en text not null check (length(title_en) between 1 and 160),
     summary_id text not null default '' check (length(summary_id) <= 500),
     summary_en text not null default '' check (length(summary_en) <= 500),
     content_id text not null default '' check (length(content_id) <= 50000),
     content_en text not null default '' check (length(content_en) <= 50000),
     owner text not null check (length(owner) between 1 and 80),
     cover_image text check (length(cover_image) <= 500),
     tags text[] not null default '{}' check (cardinality(tags) <= 20),
     is_published boolean not null default true,
     published_at timestamptz not null default now(),
     version integer not null default 1,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index academy_posts_published_idx on academy_posts (kind, published_at desc, id desc)
     where is_published`,
  `create index academy_posts_tags_idx on academy_posts using gin (tags)`,
  `create table academy_post_attachments (
     id bigint generated always as identity primary key,
     post_id bigint not null references academy_posts(id) on delete cascade,
     position smallint not null check (position between 1 and 20),
     name text not null check (length(name) between 1 and 120),
     storage_key text not null unique check (length(storage_key) <= 300),
     content_type text not null check (length(content_type) between 3 and 100),
     size_bytes integer not null check (size_bytes between 1 and 52428800),
     created_at timestamptz not null default now(),
     unique (post_id, position)
   )`,

  `create table academy_classes (
     id bigint generated always as identity primary key,
     level_id bigint not null references academy_levels(id) on delete restrict,
     position smallint not null check (position between 1 and 50),
     post_id bigint not null unique references academy_posts(id) on delete restrict,
     pass_mark smallint not null default 70 check (pass_mark between 1 and 100),
     max_attempts smallint check (max_attempts between 1 and 20),
     version integer not null default 1,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     constraint academy_classes_position_unique unique (level_id, position)
       deferrable initially deferred
   )`,

  `create table academy_quiz_questions (
     id bigint generated always as identity primary key,
     class_id bigint not null references academy_classes(id) on delete cascade,
     position smallint not null check (position between 1 and 50),
     prompt_id text not null check (length(prompt_id) between 1 and 500),
     prompt_en text not null check (length(prompt_en) between 1 and 500),
     explanation_id text not null default '' check (length(explanation_id) <= 1000),
     explanation_en text not null default '' check (length(explanation_en) <= 1000),
     version integer not null default 1,
     constraint academy_quiz_questions_position_unique unique (class_id, position)
       deferrable initially deferred
   )`,
  `create table academy_quiz_options (
     id bigint generated always as identity primary key,
     question_id bigint not null references academy_quiz_questions(id) on delete cascade,
     position smallint not null check (position between 1 and 10),
     label_id text not null check (length(label_id) between 1 and 300),
     label_en text not null check (length(label_en) between 1 and 300),
     is_correct boolean not null default false,
     constraint academy_quiz_options_position_unique unique (question_id, position)
       deferrable initially deferred
   )`,
  `create unique index academy_quiz_options_one_correct on academy_quiz_options (question_id)
     where is_correct`,

  `create table academy_enrolments (
     id bigint generated always as identity primary key,
     user_id bigint not null unique references users(id) on delete cascade,
     status text not null check (status in ('pending', 'approved', 'rejected')),
     full_name text not null check (length(full_name) between 1 and 100),
     phone_no text not null check (length(phone_no) between 6 and 20),
     city text not null check (length(city) between 1 and 80),
     workplace_kind text not null check (workplace_kind in
       ('shopper', 'beauty_advisor', 'store_owner', 'makeup_artist', 'student', 'other')),
     workplace_name text not null default '' check (length(workplace_name) <= 120),
     instagram text not null default '' check (length(instagram) <= 60),
     motivation text not null default '' check (length(motivation) <= 1000),
     rejection_reason text check (length(rejection_reason) between 1 and 500),
     auto_approved boolean not null default false,
     decided_by bigint references staff(id) on delete set null,
     decided_at timestamptz,
     submitted_at timestamptz not null,
     version integer not null default 1,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     constraint academy_enrolments_decision_check check (
       (status = 'pending' and rejection_reason is null and decided_at is null)
       or (status = 'approved' and rejection_reason is null and decided_at is not null)
       or (status = 'rejected' and rejection_reason is not null and decided_at is not null))
   )`,
  `create index academy_enrolments_queue_idx on academy_enrolments (status, submitted_at, id)`,
  `create table academy_enrolment_products (
     enrolment_id bigint not null references academy_enrolments(id) on delete cascade,
     product_id bigint not null references products(id) on delete cascade,
     position smallint not null check (position between 1 and 10),
     primary key (enrolment_id, product_id),
     unique (enrolment_id, position)
   )`,

  `create table academy_progress (
     user_id bigint primary key references users(id) on delete cascade,
     last_class_id bigint references academy_classes(id) on delete set null,
     started_at timestamptz not null,
     graduated_at timestamptz,
     version integer not null default 1,
     updated_at timestamptz not null
   )`,
  `create table academy_class_progress (
     user_id bigint not null references academy_progress(user_id) on delete cascade,
     class_id bigint not null references academy_classes(id) on delete cascade,
     read_at timestamptz,
     passed_at timestamptz,
     attempts smallint not null default 0 check (attempts >= 0),
     best_score smallint check (best_score between 0 and 100),
     primary key (user_id, class_id)
   )`,
  `create table academy_quiz_attempts (
     id bigint generated always as identity primary key,
     user_id bigint not null references academy_progress(user_id) on delete cascade,
     class_id bigint not null references academy_classes(id) on delete cascade,
     attempt_no smallint not null check (attempt_no >= 1),
     correct smallint not null check (correct >= 0),
     total smallint not null check (total >= 1 and correct <= total),
     score smallint not null check (score between 0 and 100),
     passed boolean not null,
     answers jsonb not null,
     created_at timestamptz not null,
     unique (user_id, class_id, attempt_no)
   )`,
  `create table academy_level_completions (
     user_id bigint not null references academy_progress(user_id) on delete cascade,
     level_id bigint not null references academy_levels(id) on delete cascade,
     completed_at timestamptz not null,
     primary key (user_id, level_id)
   )`,

  `create table academy_practice_papers (
     id bigint generated always as identity primary key,
     user_id bigint not null references academy_progress(user_id) on delete cascade,
     level_id bigint not null references academy_levels(id) on delete cascade,
     attempt_no smallint not null check (attempt_no >= 1),
     body text not null check (length(body) between 1 and 10000),
     status text not null default 'submitted' check (status in ('submitted', 'scored')),
     score smallint check (score between 0 and 100),
     passed boolean,
     feedback text check (length(feedback) <= 2000),
     scored_by bigint references staff(id) on delete set null,
     scored_at timestamptz,
     version integer not null default 1,
     created_at timestamptz not null,
     unique (user_id, level_id, attempt_no),
     constraint academy_practice_papers_scored_check check (
       (status = 'submitted' and score is null and passed is null and scored_at is null)
       or (status = 'scored' and score is not null and passed is not null and scored_at is not null))
   )`,
  `create unique index academy_practice_papers_one_waiting on academy_practice_papers
     (user_id, level_id) where status = 'submitted'`,
  `create index academy_practice_papers_queue_idx on academy_practice_papers
     (status, created_at, id)`,
  `create table academy_practice_paper_images (
     paper_id bigint not null references academy_practice_papers(id) on delete cascade,
     position smallint not null check (position between 1 and 5),
     storage_key text not null unique check (length(storage_key) <= 300),
     primary key (paper_id, position)
   )`,

  `create table academy_post_comments (
     id bigint generated always as identity primary key,
     post_id bigint not null references academy_posts(id) on delete cascade,
     user_id bigint not null references users(id) on delete cascade,
     body text not null check (length(body) between 1 and 2000),
     status text not null default 'published' check (status in ('published', 'held', 'removed')),
     hold_reasons text[] not null default '{}',
     report_count integer not null default 0 check (report_count >= 0),
     created_at timestamptz not null,
     updated_at timestamptz not null
   )`,
  `create index academy_post_comments_post_idx on academy_post_comments
     (post_id, created_at desc, id desc) where status = 'published'`,
  `create index academy_post_comments_held_idx on academy_post_comments (created_at, id)
     where status = 'held'`,
  `create table academy_comment_reports (
     comment_id bigint not null references academy_post_comments(id) on delete cascade,
     user_id bigint not null references users(id) on delete cascade,
     reason text not null check (reason in ('spam', 'offensive', 'misleading', 'other')),
     note text not null default '' check (length(note) <= 500),
     created_at timestamptz not null,
     primary key (comment_id, user_id)
   )`,

  `create table academy_winners (
     id bigint generated always as identity primary key,
     period text not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
     kind text not null check (kind in ('graduate', 'top_scorer')),
     user_id bigint not null references users(id) on delete cascade,
     rank smallint not null check (rank between 1 and 100),
     note text not null default '' check (length(note) <= 200),
     created_by bigint references staff(id) on delete set null,
     created_at timestamptz not null default now(),
     unique (period, kind, user_id),
     unique (period, kind, rank)
   )`,

  `create table academy_certificates (
     id bigint generated always as identity primary key,
     user_id bigint not null unique references users(id) on delete cascade,
     code text not null unique check (code ~ '^[A-Z0-9]{4}(-[A-Z0-9]{4}){2}$'),
     holder_name text not null check (length(holder_name) between 1 and 100),
     academy_name text not null check (length(academy_name) between 1 and 60),
     voucher_code text,
     issued_at timestamptz not null
   )`,
];

const TABLES = [
  'academy_certificates',
  'academy_winners',
  'academy_comment_reports',
  'academy_post_comments',
  'academy_practice_paper_images',
  'academy_practice_papers',
  'academy_level_completions',
  'academy_quiz_attempts',
  'academy_class_progress',
  'academy_progress',
  'academy_enrolment_products',
  'academy_enrolments',
  'academy_quiz_options',
  'academy_quiz_questions',
  'academy_classes',
  'academy_post_attachments',
  'academy_posts',
  'academy_levels',
  'academy_settings',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`drop table if exists ${table}`).execute(db);
}
