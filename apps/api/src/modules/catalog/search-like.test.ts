import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';

let database: DatabaseHandle;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insertInto('brands')
    .values([
      { name: '100% Alami', slug: 'seratus-persen-alami' },
      { name: 'Kulit_Sehat', slug: 'kulit-sehat-garis' },
    ])
    .execute();
  app = await buildTestApp({ database });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Suggestion = { type: string; name: string };
const suggestions = async (q: string): Promise<Suggestion[]> => {
  const res = await app.inject({
    url: `/api/catalog/v3/search/suggestions?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const brandNames = async (q: string) =>
  (await suggestions(q)).filter((s) => s.type === 'brand').map((s) => s.name);

describe('suggestion search: LIKE wildcards in the shopper’s text are literal', () => {
  it.each([
    ['%', ['100% Alami']],
    ['0% a', ['100% Alami']],
    ['_', ['Kulit_Sehat']],
    ['t_s', ['Kulit_Sehat']],
    ['\\', []],
  ])('%s finds only brands that hold it', async (q, expected) => {
    expect(await brandNames(q)).toEqual(expected);
  });

  it('global search treats them the same way', async () => {
    const res = await app.inject({ url: '/api/catalog/global-search?q=%25' });
    expect(res.json().data.brands.map((b: { name: string }) => b.name)).toEqual(['100% Alami']);
  });
});
