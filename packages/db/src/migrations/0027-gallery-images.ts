import { sql, type Kysely } from 'kysely';

/**
 * Product galleries (issue 17): each picture says what it shows — the packshot, a texture or
 * swatch (of one shade when `combination_id` is set), the product in use, or its key
 * ingredients — and carries its alternative text in English beside the Indonesian `alt`.
 * Existing pictures are packshots.
 */
const STATEMENTS = [
  `alter table product_images
     add column kind text not null default 'packshot'
       check (kind in ('packshot', 'texture', 'lifestyle', 'ingredients')),
     add column alt_en text not null default ''`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product_images drop column if exists alt_en, drop column if exists kind`.execute(
    db,
  );
}
