import { RESERVED_FIRST_SEGMENTS } from '@kilau/domain/academy';
import { describe, expect, it } from 'vitest';
import routes from './routes';

type Entry = { path?: string; children?: Entry[] };

/** The static first segments the route table declares, layouts flattened. */
function firstSegments(entries: readonly Entry[]): Set<string> {
  const found = new Set<string>();
  for (const entry of entries) {
    if (entry.path === undefined) {
      for (const segment of firstSegments(entry.children ?? [])) found.add(segment);
      continue;
    }
    const first = entry.path.split('/')[0]!;
    if (first && !first.startsWith(':') && first !== '*') found.add(first);
  }
  return found;
}

describe('the academy segment never hides a shop page (ADR 0047)', () => {
  it('every static first segment of routes.ts is reserved in the domain', () => {
    const declared = [...firstSegments(routes as Entry[])].sort();
    const missing = declared.filter((segment) => !RESERVED_FIRST_SEGMENTS.includes(segment));
    expect(declared).toEqual(expect.arrayContaining(['admin', 'quiz', 'order', 'faq']));
    expect(missing).toEqual([]);
  });
});
