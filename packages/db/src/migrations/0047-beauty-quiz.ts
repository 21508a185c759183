import { sql, type Kysely } from 'kysely';

/**
 * The beauty quiz (issue 21, docs/design/beauty-quiz.md): quizzes the back office writes, the
 * rules that turn answers into beauty tags, and what shoppers answered.
 *
 * - `quizzes`: one per slug (`/quiz/{slug}`), titles and descriptions in both languages, a cover
 *   image (the `attachments`), `is_active`, and `total_joined` — raised by one, in the
 *   submission's transaction, by each submission sent with `is_new_quiz = true`.
 * - `quiz_questions`: the quiz's questions by `position` (unique in the quiz); `answer_type` is
 *   `single_choice`, `multiple_choice` (several answers allowed) or `short_answer` (a text).
 * - `quiz_answers`: a question's answers by `position`, with the optional `image`, `text_color`
 *   and `bg_color` the storefront's template is chosen from (001 §2).
 * - `quiz_answer_tags`: the result rules: an answer gives a catalogue tag (skin type or concern)
 *   a weight from 1 to 10.
 * - `quiz_submissions`: each submission, a guest's (`user_id` null) or a member's, with the
 *   answers as sent and the result as answered (tags and the routine's product ids).
 * `version` on the first three is the back office's optimistic edit.
 */
const STATEMENTS = [
  `create table quizzes (
     id bigint generated always as identity primary key,
     slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
     title_id text not null check (length(title_id) between 1 and 120),
     title_en text not null check (length(title_en) between 1 and 120),
     description_id text not null default '' check (length(description_id) <= 1000),
     description_en text not null default '' check (length(description_en) <= 1000),
     cover_image text check (length(cover_image) <= 500),
     is_active boolean not null default true,
     total_joined integer not null default 0 check (total_joined >= 0),
     version integer not null default 1,
     created_at timestamptz not null,
     updated_at timestamptz not null
   )`,
  `create table quiz_questions (
     id bigint generated always as identity primary key,
     quiz_id bigint not null references quizzes(id) on delete cascade,
     position smallint not null check (position between 1 and 100),
     text_id text not null check (length(text_id) between 1 and 300),
     text_en text not null check (length(text_en) between 1 and 300),
     answer_type text not null
       check (answer_type in ('single_choice', 'multiple_choice', 'short_answer')),
     version integer not null default 1,
     unique (quiz_id, position)
   )`,
  `create table quiz_answers (
     id bigint generated always as identity primary key,
     question_id bigint not null references quiz_questions(id) on delete cascade,
     position smallint not null check (position between 1 and 100),
     text_id text not null check (length(text_id) between 1 and 200),
     text_en text not null check (length(text_en) between 1 and 200),
     image text check (length(image) <= 500),
     text_color text check (text_color ~ '^#[0-9a-f]{6}$'),
     bg_color text check (bg_color ~ '^#[0-9a-f]{6}$'),
     version integer not null default 1,
     unique (question_id, position)
   )`,
  `create table quiz_answer_tags (
     answer_id bigint not null references quiz_answers(id) on delete cascade,
     tag_id bigint not null references tags(id) on delete cascade,
     weight smallint not null check (weight between 1 and 10),
     primary key (answer_id, tag_id)
   )`,
  `create table quiz_submissions (
     id bigint generated always as identity primary key,
     quiz_id bigint not null references quizzes(id) on delete cascade,
     user_id bigint references users(id) on delete set null,
     is_new_quiz boolean not null,
     answers jsonb not null,
     result jsonb not null,
     created_at timestamptz not null
   )`,
  `create index quiz_submissions_user_idx on quiz_submissions (user_id, created_at desc, id desc)
     where user_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'quiz_submissions',
    'quiz_answer_tags',
    'quiz_answers',
    'quiz_questions',
    'quizzes',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
