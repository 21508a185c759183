import { sql, type Kysely } from 'kysely';

/**
 * Shade swatches (issue 17, item 16; ADR 0032): a combination is the shade, so its colour sits on
 * its row. `hex` is `#rrggbb` (lower case, as the writers store it) and `swatch_image` a picture
 * of the shade (a `/media/…` key or an https address); both optional, both checked here so that
 * no writer can store a colour the storefront cannot draw.
 */
const STATEMENTS = [
  `alter table combinations
     add column hex text constraint combinations_hex_format check (hex ~ '^#[0-9a-f]{6}$'),
     add column swatch_image text
       constraint combinations_swatch_image_format check (swatch_image ~ '^(/media/|https://)\\S+$')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table combinations drop column if exists swatch_image, drop column if exists hex`.execute(
    db,
  );
}
