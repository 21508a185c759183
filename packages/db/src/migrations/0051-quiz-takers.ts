import { sql, type Kysely } from 'kysely';

/**
 * The beauty quiz counts each shopper once (issue 21, docs/design/beauty-quiz.md "Guests,
 * members, `total_joined`"): a submission names its taker (`member:{id}`, or `guest:` and a
 * digest of the guest's taker cookie) and whether it raised `total_joined` (`counted`). At most
 * one counted submission per quiz and taker (a unique partial index; the submission checks under
 * the quiz's row lock, the index is the last word). Earlier submissions: counted as they were
 * sent (`is_new_quiz`); a member's first counted one keeps their name, later ones none, so the
 * index holds over the old rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table quiz_submissions
      add column taker text check (length(taker) <= 80),
      add column counted boolean not null default false`.execute(db);
  await sql`
    update quiz_submissions
       set counted = is_new_quiz,
           taker = case when user_id is null then null else 'member:' || user_id end`.execute(db);
  await sql`
    update quiz_submissions s set taker = null
      from (select id, row_number() over (partition by quiz_id, taker order by id) as n
              from quiz_submissions where counted and taker is not null) x
     where x.id = s.id and x.n > 1`.execute(db);
  await sql`
    create unique index quiz_submissions_counted_taker
      on quiz_submissions (quiz_id, taker) where counted and taker is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists quiz_submissions_counted_taker`.execute(db);
  await sql`alter table quiz_submissions drop column if exists taker, drop column if exists counted`.execute(
    db,
  );
}
