import { describe, expect, it } from 'vitest';
import {
  acquisitionSource,
  consentAllows,
  consentCookieValue,
  parseConsent,
  EventBatchSchema,
  PAGE_VIEW_DELAY_MS,
} from './index';

describe('consent cookie (UU PDP: explicit, versioned)', () => {
  it.each([
    ['v1.a1.m1.1764000000', { analytics: true, marketing: true }],
    ['v1.a1.m0.1764000000', { analytics: true, marketing: false }],
    ['v1.a0.m1.1764000000', { analytics: false, marketing: true }],
    ['v1.a0.m0.1764000000', { analytics: false, marketing: false }],
    ['v0.a1.m1.1764000000', null], // an earlier banner: asked again
    ['v2.a1.m1.1764000000', null],
    ['v1.a2.m1.1764000000', null],
    ['v1.a1.m1', null],
    ['', null],
    [undefined, null],
    ['v1.a1.m1.1764000000; other=1', null],
  ])('%s reads as %o', (value, expected) => {
    const consent = parseConsent(value);
    if (expected === null) expect(consent).toBeNull();
    else expect(consent).toMatchObject({ necessary: true, version: 1, ...expected });
  });

  it('writes what it reads', () => {
    const value = consentCookieValue({
      analytics: true,
      marketing: false,
      version: 1,
      decidedAt: 1764000000,
    });
    expect(value).toBe('v1.a1.m0.1764000000');
    expect(parseConsent(value)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      version: 1,
      decidedAt: 1764000000,
    });
  });

  it.each([
    [null, 'necessary', true],
    [null, 'analytics', false],
    [null, 'marketing', false],
    ['v1.a1.m0.1', 'analytics', true],
    ['v1.a1.m0.1', 'marketing', false],
    ['v1.a0.m1.1', 'marketing', true],
  ] as const)('with %s, %s is allowed: %s', (value, category, allowed) => {
    expect(consentAllows(parseConsent(value), category)).toBe(allowed);
  });
});

describe('acquisition source', () => {
  it.each([
    [{ utmSource: 'Instagram', referrer: 'https://google.com/' }, 'instagram'],
    [{ utmSource: ' TikTok ' }, 'tiktok'],
    [{ utmSource: 'bad source!', referrer: 'https://www.google.co.id/search' }, 'google.co.id'],
    [{ referrer: 'https://l.facebook.com/l.php' }, 'facebook.com'],
    [{ referrer: 'https://kilau.id/c/skincare' }, 'direct'],
    [{ referrer: 'not a url' }, 'direct'],
    [{}, 'direct'],
  ])('%o → %s', (input, expected) => {
    expect(acquisitionSource({ ...input, ownHost: 'kilau.id' })).toBe(expected);
  });
});

describe('tracking constants and batches', () => {
  it('sends the page view 400 ms after navigation (001 §2, §9)', () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(400);
  });

  it.each([
    [{ tracking_id: 'abcdefgh', events: [{ verb: 'page_view' }] }, true],
    [
      { tracking_id: 'abcdefgh', events: [{ verb: 'page_view', extras: { a: 'x'.repeat(200) } }] },
      true,
    ],
    [
      { tracking_id: 'abcdefgh', events: [{ verb: 'page_view', extras: { a: 'x'.repeat(201) } }] },
      false,
    ],
    [{ tracking_id: 'abcdefgh', events: [{ verb: 'page_view', extras: { A: 1 } }] }, false],
    [{ tracking_id: 'abcdefgh', events: [{ verb: 'page_view', extras: { a: Infinity } }] }, false],
    [{ tracking_id: 'abcdefgh', events: [{ verb: 'page_view', occurred_at: 'yesterday' }] }, false],
    [{ tracking_id: 'abcd efgh', events: [{ verb: 'page_view' }] }, false],
  ])('%o valid: %s', (batch, valid) => {
    expect(EventBatchSchema.safeParse(batch).success).toBe(valid);
  });
});
