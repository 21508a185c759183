import { USERNAME_LENGTH } from './constants';

/** How many available usernames `POST /auth/username/suggestions` answers (at most). */
export const USERNAME_SUGGESTION_COUNT = 5;

const VALID = /^[A-Za-z0-9_-]+$/;
/** Decorations tried before plain numbers, `{}` standing for the wanted name. */
const DECORATIONS = ['{}_id', '{}_beauty', 'its_{}', '{}_glow', 'the_{}'] as const;
/** Where the numbered candidates stop: far beyond any real need, and the loop always ends. */
const MAX_NUMBER = 99_999;

export const isValidUsername = (value: string): boolean =>
  VALID.test(value) && value.length >= USERNAME_LENGTH.min && value.length <= USERNAME_LENGTH.max;

/**
 * The wanted name as a username stem: accents dropped (`Dewi Ayu Pérez` → `dewi_ayu_perez`),
 * spaces and dots as `_`, other characters removed, runs of `_`/`-` collapsed, lower case, at
 * most 16 characters. Empty when nothing usable is left.
 */
export function usernameStem(wanted: string): string {
  return wanted
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s.]+/g, '_')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/[_-]{2,}/g, (run) => run[0] ?? '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, USERNAME_LENGTH.max)
    .replace(/[_-]+$/, '');
}

/** `stem` shortened so that `template` filled with it fits in 16 characters. */
function fill(template: string, stem: string): string {
  const room = USERNAME_LENGTH.max - (template.length - 2);
  const fitted = stem.slice(0, Math.max(0, room)).replace(/[_-]+$/, '');
  return template.replace('{}', fitted);
}

/**
 * Username candidates derived from a wanted one, best first and deterministic: the stem itself,
 * a few decorated forms, then the stem with 1, 2, 3… (zero-padded up to 4 characters for short
 * stems). Every candidate is alpha-dash and 4–16 characters; none repeats (case-insensitively).
 * The caller drops the taken ones. `fallback` stands in for a name with nothing usable in it.
 */
export function usernameCandidates(wanted: string, count: number, fallback = 'member'): string[] {
  const stem = usernameStem(wanted) || usernameStem(fallback);
  const seen = new Set<string>();
  const out: string[] = [];
  const offer = (candidate: string) => {
    const key = candidate.toLowerCase();
    if (out.length < count && isValidUsername(candidate) && !seen.has(key)) {
      seen.add(key);
      out.push(candidate);
    }
  };
  offer(stem);
  for (const template of DECORATIONS) offer(fill(template, stem));
  for (let n = 1; out.length < count && n <= MAX_NUMBER; n += 1) {
    const digits = String(n).padStart(Math.max(0, USERNAME_LENGTH.min - stem.length), '0');
    offer(fill(`{}${digits}`, stem));
  }
  return out;
}
