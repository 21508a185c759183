import { sql, type Kysely } from 'kysely';

/**
 * Moderation of reviews in the back office (issue 19 step 4, docs/design/reviews.md decision 6).
 *
 * - `reviews.moderated_at` / `moderated_by`: the last decision (approve or reject) and the staff
 *   member who took it (kept when the account goes: `on delete set null`; the audit log keeps
 *   the email).
 * - `review_reports.dismissed_at`: an approval dismisses the reports made before it. They stay
 *   (a member reports a review once), but no longer count: `reviews.report_count` is the number
 *   of reports not dismissed, so three new members' reports hold the review again.
 * - `reviews_moderation_idx`: the back office's lists by state, oldest (the queue) or newest
 *   first; `reviews_reported_idx` the reviews with reports that still count.
 */
const STATEMENTS = [
  `alter table reviews
     add column moderated_at timestamptz,
     add column moderated_by bigint references staff(id) on delete set null`,
  `alter table review_reports add column dismissed_at timestamptz`,
  `create index reviews_moderation_idx on reviews (status, created_at, id)`,
  `create index reviews_reported_idx on reviews (status, created_at, id) where report_count > 0`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists reviews_reported_idx`.execute(db);
  await sql`drop index if exists reviews_moderation_idx`.execute(db);
  await sql`alter table review_reports drop column if exists dismissed_at`.execute(db);
  await sql`alter table reviews drop column if exists moderated_by, drop column if exists moderated_at`.execute(
    db,
  );
}
