import { sql, type Kysely } from 'kysely';

/**
 * The beauty quiz's shade rules (issue 21, docs/design/beauty-quiz.md "The shade"): an answer may
 * say which colour the shopper's skin is (`shade_hex`, `#rrggbb`) and which undertone it has
 * (`undertone`: warm, cool or neutral). A quiz whose chosen answers name a colour matches it
 * against the swatches (`combinations.hex`) of the foundations and cushions in stock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table quiz_answers
      add column shade_hex text check (shade_hex ~ '^#[0-9a-f]{6}$'),
      add column undertone text check (undertone in ('warm', 'cool', 'neutral'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quiz_answers drop column if exists shade_hex, drop column if exists undertone`.execute(
    db,
  );
}
