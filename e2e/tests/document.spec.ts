import { expect, test } from '@playwright/test';

// Paint first, hydrate after: what the document's head asks for, in the order a phone fetches it.
test("the home's head: the stylesheet and the hero picture first, the page's modules at low priority", async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));

  const links = [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => tag);
  const modules = links.filter((tag) => tag.includes('rel="modulepreload"'));
  expect(modules.length).toBeGreaterThan(2);
  for (const tag of modules) expect(tag).toContain('fetchpriority="low"');

  const stylesheet = links.findIndex((tag) => tag.includes('rel="stylesheet"'));
  const hero = links.findIndex((tag) => tag.includes('as="image"'));
  expect(stylesheet).toBeGreaterThanOrEqual(0);
  expect(hero).toBeGreaterThanOrEqual(0);
  expect(links[hero]).toContain('fetchPriority="high"');
  expect(stylesheet).toBeLessThan(links.indexOf(modules[0]!));

  // The hero picture itself is decoded with the frame it arrives in (the largest paint).
  const firstHero = /<img [^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0];
  expect(firstHero).toContain('decoding="sync"');
});
