/**
 * Where the academy's pages live (issue 22, ADR 0047). The spec lists `/{academy}`,
 * `/{academy}/profile` and, beside them, `/enroll`, `/class`, `/class/{class}`, `/locked`, `/quiz`,
 * `/quiz/{class}` and `/graduation`; the beauty quiz already answers `/quiz/{slug}`. Kilau puts
 * every academy page under the academy's own segment (`/{segment}/quiz/{class}`), which the back
 * office sets; the segment may not be one of the shop's own first segments.
 */

/** The academy's pages and the spec's route name of each (001 §2). */
export const ACADEMY_PAGES = {
  landing: '',
  profile: 'profile',
  enroll: 'enroll',
  classes: 'class',
  class: 'class',
  locked: 'locked',
  quizzes: 'quiz',
  quiz: 'quiz',
  graduation: 'graduation',
  certificate: 'certificate',
} as const;
export type AcademyPage = keyof typeof ACADEMY_PAGES;

/**
 * The shop's own first path segments (apps/web/app/routes.ts; a web test keeps the two equal):
 * an academy segment may be none of them, or the academy would hide a page of the shop.
 */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  'signup',
  'set-password',
  'complete-profile',
  'language',
  'sitemap.xml',
  'robots.txt',
  'new-arrivals',
  'best-seller',
  'just-arrived',
  'tag',
  'search',
  'shop',
  'promo',
  'brand',
  'partners-promo',
  'promotion',
  'flash-sale',
  'campaign',
  'weekly-highlight',
  'deals',
  'sale',
  'order',
  'midtrans-failed',
  'how-to-pay',
  'newsletter',
  'content',
  'brand-story',
  'faq',
  'page',
  'contact-us',
  'find-us',
  'store',
  'quiz',
  'profile',
  'lucky-draw',
  'my-orders',
  'my-account',
  'shipping-address',
  'wishlist',
  'my-quiz-results',
  'my-rewards',
  'my-privacy',
  'admin',
  'api',
  'assets',
  'uploads',
  'self-checkout',
];

export const ACADEMY_SEGMENT_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether `segment` may be the academy's path segment. */
export const isAcademySegmentAllowed = (segment: string): boolean =>
  segment.length >= 3 &&
  segment.length <= 40 &&
  ACADEMY_SEGMENT_PATTERN.test(segment) &&
  !RESERVED_FIRST_SEGMENTS.includes(segment);

/** The path of an academy page: `academyPath('glowlab-academy', 'quiz', 'double-cleansing')`. */
export function academyPath(segment: string, page: AcademyPage, param?: string): string {
  const tail = ACADEMY_PAGES[page];
  const base = tail ? `/${segment}/${tail}` : `/${segment}`;
  return param === undefined ? base : `${base}/${encodeURIComponent(param)}`;
}

export type AcademyRouteName =
  | `${string}Academy`
  | 'Profile'
  | 'Enroll'
  | 'Class'
  | 'Locked'
  | 'Quiz'
  | 'Graduation'
  | 'Certificate';

/**
 * The spec's route name of an academy path (001 §2: `{product}Academy`, Profile, Enroll, Class,
 * Locked, Quiz, Graduation), or null when the path is not the academy's. `brand` names the
 * landing's route (`GlowlabAcademy` for the brand "Glowlab").
 */
export function academyRouteName(
  segment: string,
  brand: string,
  pathname: string,
): AcademyRouteName | null {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (parts[0] !== segment) return null;
  if (parts.length === 1) {
    const word = brand.replace(/[^A-Za-z0-9]+/g, ' ').trim();
    const pascal = word
      .split(' ')
      .filter(Boolean)
      .map((piece) => piece[0]!.toUpperCase() + piece.slice(1).toLowerCase())
      .join('');
    return `${pascal || 'Brand'}Academy`;
  }
  const names: Record<string, AcademyRouteName> = {
    profile: 'Profile',
    enroll: 'Enroll',
    class: 'Class',
    locked: 'Locked',
    quiz: 'Quiz',
    graduation: 'Graduation',
    certificate: 'Certificate',
  };
  const name = names[parts[1]!];
  if (!name) return null;
  const maxDepth = name === 'Class' || name === 'Quiz' || name === 'Certificate' ? 3 : 2;
  return parts.length <= maxDepth ? name : null;
}
