import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectionToken, readCollectionToken } from './collection-token';

const signWith = (secret: string) => (payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');
const sign = signWith('the-shop-secret-0123456789abcdef0123');
const claim = { orderId: 42, storeId: 5, nonce: 'AAAAAAAAAAAAAAAAAAAAAA' };
const token = collectionToken(claim, sign);
const [head, sig] = [
  token.slice(0, token.lastIndexOf('.')),
  token.slice(token.lastIndexOf('.') + 1),
];
const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);

// One row per rule of docs/design/store-collection.md "The token".
const ROWS: Array<[string, string, number, (p: string) => string, string]> = [
  ['valid', token, 5, sign, 'ok'],
  ['valid with spaces around (a paste)', ` ${token}\n`, 5, sign, 'ok'],
  ['signature tampered', `${head}.${flip(sig)}`, 5, sign, 'collection_token_forged'],
  ['order id changed', token.replace('KCT1.42.', 'KCT1.43.'), 5, sign, 'collection_token_forged'],
  [
    'store id changed to this store',
    token.replace('.5.', '.6.'),
    6,
    sign,
    'collection_token_forged',
  ],
  ['nonce changed', token.replace(claim.nonce, 'B'.repeat(22)), 5, sign, 'collection_token_forged'],
  ['another store', token, 6, sign, 'collection_token_other_store'],
  [
    'signed with another secret',
    token,
    5,
    signWith('another-secret-0123456789abcdef01'),
    'collection_token_forged',
  ],
  ['empty', '', 5, sign, 'collection_token_malformed'],
  ['four parts', head, 5, sign, 'collection_token_malformed'],
  ['other version', token.replace('KCT1', 'KCT2'), 5, sign, 'collection_token_malformed'],
  ['order id zero', token.replace('KCT1.42.', 'KCT1.0.'), 5, sign, 'collection_token_malformed'],
  [
    'letters as order id',
    token.replace('KCT1.42.', 'KCT1.4x.'),
    5,
    sign,
    'collection_token_malformed',
  ],
  ['short nonce', token.replace(claim.nonce, 'AAAA'), 5, sign, 'collection_token_malformed'],
  ['short signature', `${head}.${sig.slice(1)}`, 5, sign, 'collection_token_malformed'],
  ['too long', `${token}${'A'.repeat(200)}`, 5, sign, 'collection_token_malformed'],
];

describe('collection tokens', () => {
  it.each(ROWS)('%s', (_name, text, storeId, signer, expected) => {
    const read = readCollectionToken(text, storeId, signer);
    expect(read.ok ? 'ok' : read.code).toBe(expected);
    if (read.ok) expect(read.value).toEqual(claim);
  });

  it('binds the order, the store and the nonce in clear, signed in base64url', () => {
    expect(token).toMatch(/^KCT1\.42\.5\.A{22}\.[A-Za-z0-9_-]{43}$/);
  });
});
