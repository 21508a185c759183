import { describe, expect, it } from 'vitest';
import { holdReasons } from './moderation';
import { isEmptyDelta, productRating, starsOf, statsDelta, type ReviewForStats } from './stats';

describe('holdReasons: what sends a review to moderation (docs/design/reviews.md, decision 6)', () => {
  it.each([
    ['a plain review', 'Teksturnya ringan, cepat meresap dan tidak lengket.', []],
    ['a fair "jual" and a halal question', 'Toko sebelah jual lebih mahal. Ada minyak babi?', []],
    ['a price and a size', 'Harga Rp 89.000 untuk 30 ml, pakai 2x sehari selama 08 minggu.', []],
    ['an https link', 'Beli di https://toko-lain.example/serum lebih murah', ['link']],
    ['a www link', 'cek www.tokolain.com ya', ['link']],
    ['a bare domain', 'ada di tokolain.co.id', ['link']],
    ['a wa.me link', 'chat wa.me/6281234567890', ['link', 'phone']],
    ['a phone number with spaces', 'hubungi 0812 3456 7890', ['phone']],
    [
      'a phone number with +62 and a contact word',
      'whatsapp +62 812-3456-789',
      ['phone', 'banned_word'],
    ],
    ['a banned word in any case', 'Produk ini Goblok banget', ['banned_word']],
    ['a banned word inside another word is not one', 'bukan tololan', []],
    ['marketplace jargon', 'WTS sisa setengah botol', ['banned_word']],
  ])('%s', (_rule, text, expected) => {
    expect(holdReasons([text])).toEqual(expected);
  });

  it('reads tags and captions with the text', () => {
    expect(holdReasons(['Bagus sekali', 'cek www.example.com', 'caption biasa'])).toEqual(['link']);
  });

  it('takes the back office’s list when given', () => {
    expect(holdReasons(['Ini palsu'], ['palsu'])).toEqual(['banned_word']);
    expect(holdReasons(['Ini palsu'])).toEqual([]);
  });
});

const review = (overrides: Partial<ReviewForStats> = {}): ReviewForStats => ({
  published: true,
  averageRating: 4.4,
  ratings: { 1: 4, 2: 5, 3: 4, 4: 5, 5: 4 },
  isRecommended: true,
  isRepurchase: false,
  hasImages: true,
  isVerifiedPurchase: true,
  ...overrides,
});

describe('statsDelta: what a review write changes in its product’s stats (decision 8)', () => {
  it.each([
    [1, 1],
    [1.49, 1],
    [1.5, 2],
    [2.6, 3],
    [4.4, 4],
    [4.5, 5],
    [5, 5],
  ])('an average of %s falls in the %s-star bucket', (average, stars) => {
    expect(starsOf(average)).toBe(stars);
  });

  it('a published review added: everything counted once', () => {
    expect(statsDelta(null, review())).toEqual({
      reviewCount: 1,
      ratingSumCents: 440,
      stars: [0, 0, 0, 1, 0],
      recommendCount: 1,
      repurchaseCount: 0,
      withImagesCount: 1,
      verifiedCount: 1,
      types: {
        1: { sum: 4, count: 1 },
        2: { sum: 5, count: 1 },
        3: { sum: 4, count: 1 },
        4: { sum: 5, count: 1 },
        5: { sum: 4, count: 1 },
      },
    });
  });

  it.each([
    ['a held review added', null, review({ published: false })],
    [
      'a held review edited',
      review({ published: false }),
      review({ published: false, averageRating: 2 }),
    ],
    ['a published review saved unchanged', review(), review()],
  ])('%s changes nothing', (_rule, before, after) => {
    expect(isEmptyDelta(statsDelta(before, after))).toBe(true);
  });

  it('a published review held (moderation or reports) is taken out', () => {
    const delta = statsDelta(review(), review({ published: false }));
    expect(delta.reviewCount).toBe(-1);
    expect(delta.ratingSumCents).toBe(-440);
    expect(delta.stars).toEqual([0, 0, 0, -1, 0]);
    expect(delta.types[2]).toEqual({ sum: -5, count: -1 });
  });

  it('an edit moves the review between buckets and changes only what changed', () => {
    const delta = statsDelta(
      review(),
      review({ averageRating: 4.6, ratings: { 1: 5, 2: 5, 3: 4, 4: 5, 5: 4 }, hasImages: false }),
    );
    expect(delta).toEqual({
      reviewCount: 0,
      ratingSumCents: 20,
      stars: [0, 0, 0, -1, 1],
      recommendCount: 0,
      repurchaseCount: 0,
      withImagesCount: -1,
      verifiedCount: 0,
      types: { 1: { sum: 1, count: 0 } },
    });
  });

  it('summing the deltas of any sequence of writes gives the stats of what is published', () => {
    const writes: Array<[ReviewForStats | null, ReviewForStats | null]> = [
      [null, review()],
      [null, review({ averageRating: 2.2, ratings: { 1: 2, 2: 2, 3: 3, 4: 2, 5: 2 } })],
      [review(), review({ averageRating: 5, ratings: { 1: 5, 2: 5, 3: 5, 4: 5, 5: 5 } })],
      [null, review({ published: false, averageRating: 1 })],
    ];
    const total = writes
      .map(([before, after]) => statsDelta(before, after))
      .reduce(
        (sum, delta) => ({
          reviewCount: sum.reviewCount + delta.reviewCount,
          ratingSumCents: sum.ratingSumCents + delta.ratingSumCents,
        }),
        { reviewCount: 0, ratingSumCents: 0 },
      );
    expect(total).toMatchObject({ reviewCount: 2, ratingSumCents: 720 });
    expect(productRating(total)).toBe(3.6);
    expect(productRating({ reviewCount: 0, ratingSumCents: 0 })).toBe(0);
  });
});
