import { SEARCH_SYNONYMS } from '@kilau/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const total = async (q: string): Promise<number> => {
  const res = await app.inject({ url: `/api/catalog/v3/search/count?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.total as number;
};

const names = async (q: string): Promise<string[]> => {
  const res = await app.inject({
    url: `/api/catalog/v3/search?q=${encodeURIComponent(q)}&limit=50`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { name: string }[]).map((product) => product.name.toLowerCase());
};

const suggestions = async (q: string): Promise<string[]> => {
  const res = await app.inject({
    url: `/api/catalog/v3/search/suggestions?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { name: string }[]).map((s) => s.name.toLowerCase());
};

// One row per synonym family: its Indonesian word finds what its English word finds.
const FAMILIES = SEARCH_SYNONYMS.map((family) => ({
  indonesian: family[0]!,
  english: family.find((_, i) => i > 0 && /^[a-z ]+$/.test(family[i]!)) ?? family[1]!,
}));

describe('search: Indonesian and English product words are one family', () => {
  it.each(FAMILIES)(
    '"$indonesian" finds what "$english" finds',
    async ({ indonesian, english }) => {
      const [id, en] = await Promise.all([total(indonesian), total(english)]);
      expect(en).toBeGreaterThan(0);
      expect(id).toBe(en);
    },
  );

  it('the issue\'s own words: "maskara" lists mascaras, "bedak" powders', async () => {
    expect((await names('maskara')).every((name) => name.includes('mascara'))).toBe(true);
    expect((await names('bedak')).some((name) => name.includes('powder'))).toBe(true);
  });

  it('a phrase with other words keeps them all ("tabir surya stick")', async () => {
    const found = await names('tabir surya stick');
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(name).toContain('stick');
  });

  it('suggestions share the table ("maskara" suggests mascaras)', async () => {
    const found = await suggestions('maskara');
    expect(found.some((name) => name.includes('mascara'))).toBe(true);
  });
});

describe('search: the typo fallback catches one dropped letter', () => {
  it.each([
    { typed: 'cusion', word: 'cushion' },
    { typed: 'condtioner', word: 'conditioner' },
    { typed: 'sunscren', word: 'sunscreen' },
    { typed: 'eyeshdow', word: 'eyeshadow' },
    { typed: 'moisturzer', word: 'moisturizer' },
    { typed: 'lipstck', word: 'lipstick' },
  ])('"$typed" finds "$word"', async ({ typed, word }) => {
    const found = await names(typed);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((name) => name.includes(word))).toBe(true);
  });
});
