import { describe, expect, it } from 'vitest';
import { lowerDocumentModulePreloads, lowerModulePreloads } from './script-priority.server';

const HEAD =
  '<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/shell.js" nonce="n"/></head>';
const BODY =
  '<body><p>Cushion – “Velvet” ✨</p><link rel="modulepreload" href="/assets/later.js"/></body></html>';

const lowered = (html: string) =>
  lowerDocumentModulePreloads(Buffer.from(html, 'utf8')).toString('utf8');

describe('module preloads at low priority (paint first, hydrate after)', () => {
  it('marks every module preload of the head, and only those', () => {
    const head = lowerModulePreloads(HEAD);
    expect(head.match(/<link rel="modulepreload" fetchpriority="low" /g)).toHaveLength(2);
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css"');
  });

  it('rewrites the head of a document and leaves its body as rendered (multi-byte text too)', () => {
    expect(lowered(HEAD + BODY)).toBe(lowerModulePreloads(HEAD) + BODY);
  });

  it('hands back the same buffer when the head has nothing to rewrite', () => {
    const plain = Buffer.from('<html><head><title>x</title></head><body>✨</body></html>', 'utf8');
    expect(lowerDocumentModulePreloads(plain)).toBe(plain);
  });

  it('rewrites a document without a head end whole', () => {
    const partial = '<html><head><link rel="modulepreload" href="/a.js"/>';
    expect(lowered(partial)).toBe(lowerModulePreloads(partial));
  });
});
