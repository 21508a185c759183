import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloads, lowPriorityModulePreloads } from './script-priority.server';

const HEAD =
  '<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/shell.js" nonce="n"/></head>';
const BODY =
  '<body><p>Cushion – “Velvet” ✨</p><link rel="modulepreload" href="/assets/later.js"/></body></html>';

async function streamed(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(lowPriorityModulePreloads())) {
    out.push(chunk as Buffer);
  }
  return Buffer.concat(out).toString('utf8');
}

/** The document cut into chunks of `size` bytes (through tags and multi-byte characters). */
const cut = (html: string, size: number) => {
  const bytes = Buffer.from(html, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
};

describe('module preloads at low priority (paint first, hydrate after)', () => {
  it('marks every module preload of the head, and only those', () => {
    const head = lowerModulePreloads(HEAD);
    expect(head.match(/<link rel="modulepreload" fetchpriority="low" /g)).toHaveLength(2);
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css"');
  });

  it.each([1, 2, 7, 64, 4096])(
    'rewrites the head whatever the chunk size (%i bytes) and leaves the body as rendered',
    async (size) => {
      const html = await streamed(cut(HEAD + BODY, size));
      expect(html).toBe(lowerModulePreloads(HEAD) + BODY);
    },
  );

  it('passes a document without a head end through, rewritten, when the stream ends', async () => {
    const partial = '<html><head><link rel="modulepreload" href="/a.js"/>';
    expect(await streamed(cut(partial, 5))).toBe(lowerModulePreloads(partial));
  });
});
