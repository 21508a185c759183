import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from './testing';

let handle: DatabaseHandle;
let member: number;
let other: number;
let product: number;
let combination: number;
let secondCombination: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const users = await db
    .insertInto('users')
    .values([
      { email: 'sari@example.id', user_name: 'sari' },
      { email: 'dewi@example.id', user_name: 'dewi' },
    ])
    .returning('id')
    .execute();
  [member, other] = users.map((user) => Number(user.id)) as [number, number];
  const brand = await db
    .insertInto('brands')
    .values({ name: 'Kilau Lab', slug: 'kilau-lab' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await db
    .insertInto('categories')
    .values({ name: 'Lipstick', slug: 'lipstick' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const made = await db
    .insertInto('products')
    .values({
      name: 'Bold Moist Lipstick',
      slug: 'bold-moist-lipstick',
      brand_id: brand.id,
      default_category_id: category.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  product = Number(made.id);
  const shades = await db
    .insertInto('combinations')
    .values(
      ['01 Rosy', '02 Cherry'].map((label, position) => ({
        product_id: product,
        sku: `LIP-${position}`,
        attributes: JSON.stringify([{ attribute: 'Shade', value: label }]),
        price: 89_000,
        price_after_discount: 89_000,
        position,
      })),
    )
    .returning('id')
    .execute();
  [combination, secondCombination] = shades.map((shade) => Number(shade.id)) as [number, number];
});
afterAll(async () => {
  await handle?.close();
});

const review = (overrides: Record<string, unknown> = {}) => ({
  user_id: member,
  product_id: product,
  combination_id: combination,
  details: 'Warnanya cantik dan tahan lama.',
  is_recommended: true,
  is_repurchase: true,
  duration_of_used: '1_4_weeks' as const,
  average_rating: 4.4,
  ...overrides,
});

/** Runs `work` in a transaction that is always rolled back: whether the database refused it. */
async function refused(work: (db: DatabaseHandle['db']) => Promise<unknown>): Promise<boolean> {
  try {
    await handle.db.transaction().execute(async (trx) => {
      await work(trx);
      throw new Error('rollback');
    });
  } catch (error) {
    return (error as Error).message !== 'rollback';
  }
  return false;
}

describe('reviews (migration 0037)', () => {
  it('seeds the five rating types in their order, each answerable as is_star_<code>', async () => {
    const types = await handle.db
      .selectFrom('review_rating_types')
      .select(['code', 'name_id'])
      .orderBy('position')
      .execute();
    expect(types).toEqual([
      { code: 'packaging', name_id: 'Kemasan' },
      { code: 'texture', name_id: 'Tekstur' },
      { code: 'scent', name_id: 'Aroma' },
      { code: 'result', name_id: 'Hasil' },
      { code: 'value_for_money', name_id: 'Sesuai Harga' },
    ]);
  });

  it.each([
    ['a second review of one combination by one member', true, [{}, {}]],
    ['reviews of two combinations by one member', false, [{}, { combination: 'second' }]],
    ['one combination reviewed by two members', false, [{}, { user: 'other' }]],
    ['an average under 1', true, [{ average_rating: 0.5 }]],
    ['an average over 5', true, [{ average_rating: 5.01 }]],
    ['an unknown duration of use', true, [{ duration_of_used: 'forever' }]],
    ['an unknown status', true, [{ status: 'hidden' }]],
    ['empty details', true, [{ details: '' }]],
  ])('%s: refused = %s', async (_rule, expected, rows) => {
    const outcome = await refused(async (db) => {
      for (const row of rows as Array<Record<string, unknown>>) {
        const { combination: which, user, ...rest } = row;
        await db
          .insertInto('reviews')
          .values(
            review({
              ...rest,
              ...(which === 'second' ? { combination_id: secondCombination } : {}),
              ...(user === 'other' ? { user_id: other } : {}),
            }) as never,
          )
          .execute();
      }
    });
    expect(outcome).toBe(expected);
  });

  it.each([
    ['a rating of 0', true, { value: 0 }],
    ['a rating of 6', true, { value: 6 }],
    ['a rating of 5', false, { value: 5 }],
    ['a rating type that does not exist', true, { rating_type_id: 99 }],
  ])('%s: refused = %s', async (_rule, expected, rating) => {
    const outcome = await refused(async (db) => {
      const made = await db
        .insertInto('reviews')
        .values(review())
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('review_ratings')
        .values({ review_id: made.id, rating_type_id: 1, value: 4, ...rating })
        .execute();
    });
    expect(outcome).toBe(expected);
  });

  it('keeps one vote and one report per member and review, and a tag name once in any case', async () => {
    expect(
      await refused(async (db) => {
        const made = await db
          .insertInto('reviews')
          .values(review())
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('review_votes')
          .values({ review_id: made.id, user_id: other })
          .execute();
        await db
          .insertInto('review_votes')
          .values({ review_id: made.id, user_id: other })
          .execute();
      }),
    ).toBe(true);
    expect(
      await refused(async (db) => {
        const made = await db
          .insertInto('reviews')
          .values(review())
          .returning('id')
          .executeTakeFirstOrThrow();
        const report = { review_id: made.id, user_id: other, reason: 'spam' as const };
        await db.insertInto('review_reports').values(report).execute();
        await db.insertInto('review_reports').values(report).execute();
      }),
    ).toBe(true);
    expect(
      await refused(async (db) => {
        await db.insertInto('review_tags').values({ name: 'Tahan Lama' }).execute();
        await db.insertInto('review_tags').values({ name: 'tahan lama' }).execute();
      }),
    ).toBe(true);
  });

  it('removes a review’s ratings, photos, tags, votes and reports with it', async () => {
    const { db } = handle;
    const made = await db
      .insertInto('reviews')
      .values(review({ combination_id: secondCombination }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const tag = await db
      .insertInto('review_tags')
      .values({ name: 'Pigmented' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('review_ratings')
      .values({ review_id: made.id, rating_type_id: 2, value: 5 })
      .execute();
    await db
      .insertInto('review_images')
      .values({ review_id: made.id, position: 0, storage_key: 'reviews/1-a.jpg' })
      .execute();
    await db
      .insertInto('review_tag_links')
      .values({ review_id: made.id, tag_id: tag.id })
      .execute();
    await db.insertInto('review_votes').values({ review_id: made.id, user_id: other }).execute();
    await db
      .insertInto('review_reports')
      .values({ review_id: made.id, user_id: other, reason: 'other' })
      .execute();
    await db.deleteFrom('reviews').where('id', '=', made.id).execute();
    const { rows } = await sql<{ left: number }>`
      select (select count(*) from review_ratings where review_id = ${made.id})
           + (select count(*) from review_images where review_id = ${made.id})
           + (select count(*) from review_tag_links where review_id = ${made.id})
           + (select count(*) from review_votes where review_id = ${made.id})
           + (select count(*) from review_reports where review_id = ${made.id}) as left`.execute(
      db,
    );
    expect(Number(rows[0]?.left)).toBe(0);
  });

  it('offers every combination to the review wizard unless it is taken out', async () => {
    const shades = await handle.db
      .selectFrom('combinations')
      .select('is_active_in_review')
      .where('product_id', '=', product)
      .execute();
    expect(shades.map((shade) => shade.is_active_in_review)).toEqual([true, true]);
  });
});

describe('review moderation (migration 0038)', () => {
  it('keeps who decided, lets the account go, and dismisses reports without removing them', async () => {
    const { db } = handle;
    const staff = await db
      .insertInto('staff')
      .values({
        email: 'moderator@kilau.id',
        name: 'Moderator',
        role: 'content',
        password_hash: 'x',
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const made = await db
      .insertInto('reviews')
      .values(review({ user_id: other, combination_id: secondCombination }))
      .returning(['id', 'moderated_at', 'moderated_by'])
      .executeTakeFirstOrThrow();
    expect(made).toMatchObject({ moderated_at: null, moderated_by: null });
    await db
      .insertInto('review_reports')
      .values({ review_id: made.id, user_id: member, reason: 'spam' })
      .execute();
    const at = new Date('2026-11-20T03:00:00Z');
    await db
      .updateTable('reviews')
      .set({ moderated_at: at, moderated_by: Number(staff.id) })
      .where('id', '=', made.id)
      .execute();
    await db
      .updateTable('review_reports')
      .set({ dismissed_at: at })
      .where('review_id', '=', made.id)
      .execute();
    const report = await db
      .selectFrom('review_reports')
      .select(['reason', 'dismissed_at'])
      .where('review_id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(report).toEqual({ reason: 'spam', dismissed_at: at });
    expect(
      await refused((trx) =>
        trx
          .updateTable('reviews')
          .set({ moderated_by: 99_999_999 })
          .where('id', '=', made.id)
          .execute(),
      ),
    ).toBe(true);
    await db.deleteFrom('staff').where('id', '=', staff.id).execute();
    const after = await db
      .selectFrom('reviews')
      .select(['moderated_at', 'moderated_by'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ moderated_at: at, moderated_by: null });
    await db.deleteFrom('reviews').where('id', '=', made.id).execute();
  });
});
