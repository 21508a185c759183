import type { ReviewDuration } from '../../schema';
import type { Random } from '../random';
import {
  CLOSINGS,
  DURATIONS,
  FILLERS,
  INTROS,
  OPTIONS,
  PACKAGING,
  VALUE,
  type FamilyPool,
  type Leveled,
  type Level,
} from './sentences-common';

/** A review needs at least this many words (001 §5; the domain's REVIEW_MIN_WORDS). */
export const REVIEW_MIN_WORDS = 150;

/** Words as the shop counts them: runs of non-space characters (the domain's countWords). */
export const countWords = (text: string): number => {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
};

/** One rating per type, by the types' codes (migration 0037). */
export type Ratings = Record<
  'packaging' | 'texture' | 'scent' | 'result' | 'value_for_money',
  number
>;

export interface ReviewTextInput {
  family: FamilyPool;
  /** The product's kind in Indonesian ("serum wajah"). */
  noun: string;
  brand: string;
  option: { kind: 'shade' | 'size' | 'variant'; name: string } | null;
  ratings: Ratings;
  duration: ReviewDuration;
  recommended: boolean;
  repurchase: boolean;
}

export const levelOf = (value: number): Level =>
  value >= 4 ? 'good' : value === 3 ? 'mid' : 'bad';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A review's text from the sentence pools, by its ratings: an opening (what was bought, who the
 * reviewer is), a sentence on each rated aspect in a random order, how long and how it was used,
 * and a closing that says what `recommended` and `repurchase` say. Sentences that fit any
 * review are added until it has 150 words. Also answers the tags its reviewer's profile earns
 * (their skin or hair type, and what the product did for it when they liked it).
 */
export function composeReview(
  random: Random,
  input: ReviewTextInput,
): { text: string; profileTags: string[] } {
  const { family, ratings } = input;
  const picked: Record<string, readonly [string, string]> = {};
  for (const key in family.traits) picked[key] = random.pick(family.traits[key] ?? []);
  const values: Record<string, string> = {
    noun: input.noun,
    Noun: capitalise(input.noun),
    brand: input.brand,
    option: input.option?.name ?? '',
  };
  for (const key in picked) values[key] = picked[key]?.[0] ?? '';
  const fill = (sentence: string) =>
    capitalise(sentence.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole));
  const used = new Set<string>();
  /** A sentence of the pool not used yet in this review (any, once all are). */
  const take = (pool: readonly string[]) => {
    const start = random.int(0, pool.length - 1);
    let sentence = pool[start] ?? '';
    for (let i = 0; i < pool.length && used.has(sentence); i += 1)
      sentence = pool[(start + i + 1) % pool.length] ?? '';
    used.add(sentence);
    return fill(sentence);
  };
  const on = (pool: Leveled, value: number) => take(pool[levelOf(value)]);

  const profile = random.pick(family.profile);
  const opening = [take(INTROS)];
  const average =
    Object.values(ratings).reduce((sum, value) => sum + value, 0) / Object.keys(ratings).length;
  if (input.option) opening.push(take(OPTIONS[input.option.kind][levelOf(Math.round(average))]));
  opening.push(fill(profile));

  const aspects = random.shuffle([
    () => on(family.packaging ?? PACKAGING, ratings.packaging),
    () => on(family.texture, ratings.texture),
    () => on(family.scent, ratings.scent),
    () => on(family.result, ratings.result),
    () => on(family.value ?? VALUE, ratings.value_for_money),
  ]);
  const middle = aspects.map((aspect) => aspect());
  if (random.chance(0.5)) middle.push(on(family.result, ratings.result));
  if (random.chance(0.3)) middle.splice(1, 0, on(family.texture, ratings.texture));

  const closing = take(
    input.recommended ? (input.repurchase ? CLOSINGS.again : CLOSINGS.recommended) : CLOSINGS.not,
  );
  const usage = [take(DURATIONS[input.duration] ?? []), take(family.routine)];
  let words = countWords([...opening, ...middle, ...usage, closing].join(' '));
  while (words < REVIEW_MIN_WORDS) {
    const filler = take(FILLERS);
    usage.push(filler);
    words += countWords(filler);
  }

  const text = [opening, middle, [...usage, closing]].map((part) => part.join(' ')).join('\n\n');
  const liked = levelOf(ratings.result) === 'good';
  const profileTags = Object.keys(picked)
    .filter((key) => profile.includes(`{${key}}`))
    .map((key) => picked[key]?.[1] ?? '')
    .filter((tag) => tag !== '' && (liked || /^(Kulit|Rambut) /.test(tag)));
  return { text, profileTags };
}
