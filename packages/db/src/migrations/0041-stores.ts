import { sql, type Kysely } from 'kysely';

/**
 * The offline stores (issue 20, 001 §3 "three offline stores with id, value, name and a default
 * store id", §9 default store 5): reference data every database has, so the three demo stores
 * are written here, with their ids (5 is `DEFAULT_STORE_ID`). Self-checkout will keep their
 * stock. `opening_hours` is the week, Monday first, WIB wall-clock `HH:MM` (null: closed).
 */
const WEEK = (open: string, close: string, sunday: [string, string] | null = [open, close]) =>
  JSON.stringify({
    mon: { open, close },
    tue: { open, close },
    wed: { open, close },
    thu: { open, close },
    fri: { open, close },
    sat: { open, close },
    sun: sunday && { open: sunday[0], close: sunday[1] },
  });

const STORES = [
  {
    id: 5,
    value: 'senopati',
    name: 'Kilau Senopati',
    address: 'Jl. Senopati No. 88, Kebayoran Baru, Jakarta Selatan 12190',
    city: 'Jakarta',
    phone: '+62217208808',
    hours: WEEK('10:00', '22:00'),
    lat: -6.2297,
    lng: 106.8093,
  },
  {
    id: 6,
    value: 'braga',
    name: 'Kilau Braga',
    address: 'Jl. Braga No. 21, Sumur Bandung, Bandung 40111',
    city: 'Bandung',
    phone: '+62224238821',
    hours: WEEK('10:00', '21:00', ['11:00', '20:00']),
    lat: -6.9175,
    lng: 107.6094,
  },
  {
    id: 7,
    value: 'tunjungan',
    name: 'Kilau Tunjungan',
    address: 'Jl. Tunjungan No. 65, Genteng, Surabaya 60275',
    city: 'Surabaya',
    phone: '+62315318865',
    hours: WEEK('09:00', '21:00'),
    lat: -7.2608,
    lng: 112.7394,
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table stores (
    id bigserial primary key,
    value text not null unique,
    name text not null,
    address text not null,
    city text not null,
    phone text not null,
    opening_hours jsonb not null,
    lat double precision not null,
    lng double precision not null,
    active boolean not null default true,
    position integer not null default 0,
    created_at timestamptz not null default now()
  )`.execute(db);
  for (const [index, store] of STORES.entries()) {
    await sql`insert into stores (id, value, name, address, city, phone, opening_hours, lat, lng, position)
      values (${store.id}, ${store.value}, ${store.name}, ${store.address}, ${store.city},
        ${store.phone}, ${store.hours}::jsonb, ${store.lat}, ${store.lng}, ${index + 1})`.execute(
      db,
    );
  }
  await sql`select setval('stores_id_seq', (select max(id) from stores))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists stores`.execute(db);
}
