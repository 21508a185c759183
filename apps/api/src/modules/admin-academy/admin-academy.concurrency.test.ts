// The academy's queues under parallel clicks (docs/design/academy.md): many staff deciding one
// enrolment decide it once (one progress row, one mail, one audit row); many scores of one paper
// score it once. Real overlap needs PostgreSQL (DATABASE_URL=postgres://…); PGlite runs the same
// scenarios one transaction at a time.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { signedInStaff } from '../../test/staff';

const onPostgres = !!process.env.DATABASE_URL;
const CROWD = onPostgres ? 16 : 6;
const ROUNDS = onPostgres ? 5 : 2;

let app: App;
let database: DatabaseHandle;
let staff: Array<Awaited<ReturnType<typeof signedInStaff>>>;
const clock = () => FIXED_NOW;
const A = '/api/admin/academy';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' },
  });
  await app.ready();
  staff = [
    await signedInStaff(app, database.db, 'content', clock),
    await signedInStaff(app, database.db, 'admin', clock),
  ];
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const count = async (
  table: 'academy_progress' | 'outbox_messages' | 'audit_log',
  column: string,
  value: string | number,
) =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column as never, '=', value as never)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function pendingEnrolment() {
  const member = await registerMember(app);
  const { id } = await database.db
    .insertInto('academy_enrolments')
    .values({
      user_id: member.id,
      status: 'pending',
      full_name: 'Rina',
      phone_no: '081234567890',
      city: 'Surabaya',
      workplace_kind: 'beauty_advisor',
      submitted_at: FIXED_NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { member, id };
}

describe('the academy queues under parallel clicks', () => {
  it('decides an enrolment once, whoever clicks what', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { member, id } = await pendingEnrolment();
      const answers = await Promise.all(
        Array.from({ length: CROWD }, (_, at) =>
          staff[at % staff.length]!.inject(
            at % 3 === 2
              ? {
                  method: 'POST',
                  url: `${A}/enrolments/${id}/reject`,
                  payload: { reason: 'Belum lengkap' },
                }
              : { method: 'POST', url: `${A}/enrolments/${id}/approve` },
          ),
        ),
      );
      const codes = answers.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(CROWD - 1);
      const winner = answers.find((res) => res.statusCode === 200)!.json().data;
      expect(await count('academy_progress', 'user_id', member.id)).toBe(
        winner.status === 'approved' ? 1 : 0,
      );
      expect(await count('outbox_messages', 'recipient', member.email)).toBe(1);
      expect(await count('audit_log', 'entity_id', String(id))).toBeGreaterThanOrEqual(1);
    }
  });

  it('scores a paper once', async () => {
    const level = (
      await staff[0]!.inject({
        method: 'POST',
        url: `${A}/levels`,
        payload: {
          title_id: 'Level tugas',
          title_en: 'Paper level',
          assignment: {
            title_id: 'Tugas',
            title_en: 'Paper',
            brief_id: 'Tulis.',
            brief_en: 'Write.',
            pass_score: 70,
          },
        },
      })
    ).json().data;
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await registerMember(app);
      await database.db
        .insertInto('academy_progress')
        .values({ user_id: member.id, started_at: FIXED_NOW, updated_at: FIXED_NOW })
        .execute();
      const { id } = await database.db
        .insertInto('academy_practice_papers')
        .values({
          user_id: member.id,
          level_id: level.id,
          attempt_no: 1,
          body: 'Rutinitas.',
          created_at: FIXED_NOW,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answers = await Promise.all(
        Array.from({ length: CROWD }, (_, at) =>
          staff[at % staff.length]!.inject({
            method: 'POST',
            url: `${A}/papers/${id}/score`,
            payload: { version: 1, score: 60 + at },
          }),
        ),
      );
      const codes = answers.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(CROWD - 1);
      expect(await count('outbox_messages', 'recipient', member.email)).toBe(1);
    }
  });
});
