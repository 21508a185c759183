import { sql, type Kysely } from 'kysely';

/**
 * The quick tour's feature toggle is named after the store (`{store}_quick_tour`, 001 §7;
 * docs/design/quick-tour.md): Kilau's is `kilau_quick_tour`, on. The row 0007 wrote as
 * `quick_tour` takes that name, keeping whether it was on. The back office switches toggles
 * (`/admin/features`), so each gains the `version` an edit names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table feature_toggles add column version integer not null default 1`.execute(db);
  await sql`
    insert into feature_toggles (key, enabled)
    select 'kilau_quick_tour', coalesce((select enabled from feature_toggles where key = 'quick_tour'), true)
    on conflict (key) do nothing`.execute(db);
  await sql`delete from feature_toggles where key = 'quick_tour'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into feature_toggles (key, enabled)
    select 'quick_tour', enabled from feature_toggles where key = 'kilau_quick_tour'
    on conflict (key) do nothing`.execute(db);
  await sql`delete from feature_toggles where key = 'kilau_quick_tour'`.execute(db);
  await sql`alter table feature_toggles drop column if exists version`.execute(db);
}
