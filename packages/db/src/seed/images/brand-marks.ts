import { hashString } from '../random';
import { esc, SANS, SERIF, twoLines } from './colour';

/**
 * The invented brands' marks: each a wordmark in its own typography with a small emblem, in the
 * brand's ink on its paper, written as a 320×160 SVG file (2:1, the brand tiles' shape). The
 * design is picked from the brand's place in the list (typography and layout rotate, so
 * neighbours differ) and its name (the emblem: a drop for Embun, a moon for Tsuki). Text is laid
 * out with `textLength`, so a mark keeps its proportions whichever font the viewer has.
 */

export const MARK_WIDTH = 320;
export const MARK_HEIGHT = 160;

interface Typeface {
  family: string;
  weight: number;
  italic?: boolean;
  case: 'upper' | 'lower' | 'as-is';
  /** Extra space between letters, in em. */
  tracking: number;
  /** How wide this face runs against the width table (condensed < 1 < extended). */
  width: number;
}

const DIDONE = `'Didot', 'Bodoni 72', 'Bodoni MT', ${SERIF}`;
const OLDSTYLE = `'Palatino Linotype', Palatino, 'Book Antiqua', ${SERIF}`;
const GEOMETRIC = `'Futura', 'Century Gothic', 'Avenir Next', ${SANS}`;
const GROTESK = `'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', ${SANS}`;
const NARROW = `'Arial Narrow', 'Liberation Sans Narrow', 'DejaVu Sans Condensed', ${SANS}`;
const MONO = `'SF Mono', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace`;
const HUMANIST = `'Gill Sans', 'Gill Sans MT', 'Trebuchet MS', 'Segoe UI', ${SANS}`;

/** Eight typographic voices: each brand speaks in one. */
export const TYPEFACES = {
  didone: { family: DIDONE, weight: 400, case: 'upper', tracking: 0.16, width: 1.05 },
  'italic-serif': {
    family: OLDSTYLE,
    weight: 400,
    italic: true,
    case: 'as-is',
    tracking: 0,
    width: 0.92,
  },
  'light-geometric': { family: GEOMETRIC, weight: 400, case: 'upper', tracking: 0.2, width: 1.02 },
  'black-grotesk': { family: GROTESK, weight: 800, case: 'lower', tracking: -0.02, width: 1.02 },
  condensed: { family: NARROW, weight: 700, case: 'upper', tracking: 0.05, width: 0.82 },
  mono: { family: MONO, weight: 400, case: 'lower', tracking: 0, width: 1 },
  'bold-serif': { family: SERIF, weight: 700, case: 'as-is', tracking: 0, width: 1 },
  humanist: { family: HUMANIST, weight: 500, case: 'as-is', tracking: 0.04, width: 0.95 },
} satisfies Record<string, Typeface>;
export type TypefaceName = keyof typeof TYPEFACES;
const TYPEFACE_NAMES = Object.keys(TYPEFACES) as TypefaceName[];

export const EMBLEMS = [
  'flower',
  'leaf',
  'drop',
  'sun',
  'moon',
  'star',
  'snow',
  'wave',
  'arch',
  'brush',
  'sunset',
  'monogram',
] as const;
export type Emblem = (typeof EMBLEMS)[number];

/** Words in a name that call for an emblem (Indonesian, Korean, Japanese, French…). */
const EMBLEM_WORDS: ReadonlyArray<readonly [Emblem, readonly string[]]> = [
  ['moon', ['tsuki', 'dalbit']],
  ['snow', ['yuki']],
  ['star', ['byeol', 'kilau', 'glowpop']],
  ['sunset', ['senja', 'tropika']],
  ['brush', ['kuas', 'jelita']],
  ['wave', ['fjordhav', 'pacific', 'tirta']],
  ['drop', ['embun', 'mulgyeol', 'shizuku', 'sonagi', 'mizuha', 'bening']],
  [
    'flower',
    [
      'sekar',
      'kenanga',
      'melati',
      'puspa',
      'orchid',
      'camélia',
      'hanami',
      'rosée',
      'bloom',
      'soonhwa',
    ],
  ],
  ['leaf', ['botanica', 'botanics', 'verde', 'komorebi', 'rempah', 'jamu', 'cheongsol', 'teduh']],
  ['sun', ['sinar', 'cahaya', 'lumi', 'haneul', 'glow', 'lumière']],
  ['arch', ['maison', 'atelier', 'rumah', 'kota', 'lab', 'labo']],
];

export const LAYOUTS = ['stacked', 'inline', 'inverse'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface BrandMarkDesign {
  typeface: TypefaceName;
  emblem: Emblem;
  layout: Layout;
}

/** The emblem a name calls for; a monogram when none of its words does. */
export function emblemFor(name: string): Emblem {
  const words = name.toLowerCase().split(/[\s&]+/);
  for (const [emblem, keys] of EMBLEM_WORDS) {
    if (words.some((word) => keys.includes(word))) return emblem;
  }
  return 'monogram';
}

/**
 * A brand's design from its place in the list: the typeface walks the eight faces and the layout
 * the three, out of step (8 and 3 share no factor), so 24 neighbours never repeat a pair; the
 * name's hash turns the start, so the list does not read as a pattern.
 */
export function brandMarkDesign(name: string, index: number): BrandMarkDesign {
  const turn = hashString(name) % 2;
  return {
    typeface: TYPEFACE_NAMES[index % TYPEFACE_NAMES.length] ?? 'humanist',
    emblem: emblemFor(name),
    layout: LAYOUTS[(index + turn * (index % 2)) % LAYOUTS.length] ?? 'stacked',
  };
}

/** Relative advance widths (em) of a sans at weight 400; good enough to size a wordmark. */
function advance(char: string): number {
  if (char === ' ') return 0.3;
  if ("iljI.,'!|".includes(char)) return 0.28;
  if ('ftr'.includes(char)) return 0.36;
  if ('mwMW'.includes(char)) return 0.86;
  if (char === '&') return 0.72;
  if (char >= 'A' && char <= 'Z') return 0.68;
  return 0.55;
}

const cased = (text: string, face: Typeface) =>
  face.case === 'upper' ? text.toUpperCase() : face.case === 'lower' ? text.toLowerCase() : text;

/** The em width of a line set in a face (weight and tracking included). */
function emWidth(line: string, face: Typeface): number {
  const base = [...line].reduce((sum, char) => sum + advance(char), 0);
  const weight = face.weight >= 700 ? 1.08 : face.weight <= 300 ? 0.96 : 1;
  const mono = face.family === MONO ? line.length * 0.6 : base;
  return mono * face.width * weight + Math.max(0, line.length - 1) * face.tracking;
}

/** One line of the wordmark, stretched by `textLength` to the width it was sized for. */
function wordLine(
  line: string,
  face: Typeface,
  at: { x: number; y: number; size: number; anchor: 'start' | 'middle' },
  ink: string,
) {
  const length = Math.round(emWidth(line, face) * at.size);
  return `<text x="${at.x}" y="${at.y.toFixed(1)}" text-anchor="${at.anchor}" font-family="${esc(face.family)}" font-weight="${face.weight}"${face.italic ? ' font-style="italic"' : ''} font-size="${at.size}" letter-spacing="${(face.tracking * at.size).toFixed(1)}" textLength="${length}" lengthAdjust="spacingAndGlyphs" fill="${ink}">${esc(line)}</text>`;
}

/** The name set in one or two lines inside a box; returns the SVG and the block's height. */
function wordmark(
  name: string,
  face: Typeface,
  box: { x: number; top: number; width: number; height: number; anchor: 'start' | 'middle' },
  ink: string,
  maxSize: number,
) {
  const text = cased(name, face);
  // Beside an emblem the box is narrower: a name of two words breaks sooner.
  const breakAfter = box.anchor === 'start' ? 9 : 13;
  const lines = text.length > breakAfter && text.includes(' ') ? twoLines(text, 8) : [text];
  const widest = Math.max(...lines.map((line) => emWidth(line, face)));
  const leading = 1.08;
  const size = Math.floor(
    Math.min(maxSize, box.width / widest, box.height / (lines.length * leading)),
  );
  const block = size * leading * lines.length;
  const first = box.top + (box.height - block) / 2 + size * 0.8;
  return lines
    .map((line, i) =>
      wordLine(
        line,
        face,
        { x: box.x, y: first + i * size * leading, size, anchor: box.anchor },
        ink,
      ),
    )
    .join('');
}

/** Initials: the first letters of the first two words (skipping "&"). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** An emblem drawn in a 48-unit box centred on (0, 0). */
function emblemShape(emblem: Emblem, ink: string, paper: string, name: string, face: Typeface) {
  const stroke = (colour = ink, width = 2.6) =>
    `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  const line = stroke();
  switch (emblem) {
    case 'flower':
      return `<g fill="${ink}">${[0, 72, 144, 216, 288]
        .map(
          (turn) =>
            `<ellipse cx="0" cy="-11" rx="6.5" ry="11" transform="rotate(${turn})" opacity="0.9"/>`,
        )
        .join('')}</g><circle r="5" fill="${paper}"/><circle r="2.6" fill="${ink}"/>`;
    case 'leaf':
      return `<path d="M-14 16 C-16 -6 -2 -18 18 -20 C18 2 6 16 -14 16 Z" fill="${ink}"/><path d="M-12 14 C-2 4 6 -4 14 -16" ${stroke(paper, 2)}/>`;
    case 'drop':
      return `<path d="M0 -21 C8 -9 15 -1 15 8 A15 15 0 0 1 -15 8 C-15 -1 -8 -9 0 -21 Z" fill="${ink}"/><path d="M-7 7 A7 7 0 0 0 0 14" ${stroke(paper, 2.2)}/>`;
    case 'sun':
      return `<circle r="8.5" fill="${ink}"/><g ${line}>${[0, 45, 90, 135, 180, 225, 270, 315]
        .map((turn) => `<line x1="0" y1="-13" x2="0" y2="-20" transform="rotate(${turn})"/>`)
        .join('')}</g>`;
    case 'moon':
      return `<path d="M6 -19 A19 19 0 1 0 19 8 A14 14 0 1 1 6 -19 Z" fill="${ink}"/><circle cx="12" cy="-12" r="2" fill="${ink}"/>`;
    case 'star':
      return `<path d="M0 -21 C2 -7 7 -2 21 0 C7 2 2 7 0 21 C-2 7 -7 2 -21 0 C-7 -2 -2 -7 0 -21 Z" fill="${ink}"/><path d="M15 -17 C15.6 -14 16.4 -13.4 19 -13 C16.4 -12.6 15.6 -12 15 -9 C14.4 -12 13.6 -12.6 11 -13 C13.6 -13.4 14.4 -14 15 -17 Z" fill="${ink}"/>`;
    case 'snow':
      return `<g ${line}>${[0, 60, 120]
        .map(
          (turn) =>
            `<g transform="rotate(${turn})"><line x1="0" y1="-20" x2="0" y2="20"/><path d="M-5 -15 L0 -10 L5 -15 M-5 15 L0 10 L5 15"/></g>`,
        )
        .join('')}</g>`;
    case 'wave':
      return `<g ${stroke(ink, 3)}><path d="M-20 -6 C-14 -13 -7 -13 0 -6 C7 1 14 1 20 -6"/><path d="M-20 5 C-14 -2 -7 -2 0 5 C7 12 14 12 20 5"/></g><circle cx="0" cy="-16" r="3" fill="${ink}"/>`;
    case 'arch':
      return `<path d="M-14 20 V-4 A14 14 0 0 1 14 -4 V20" ${line}/><path d="M-7 20 V-2 A7 7 0 0 1 7 -2 V20" ${stroke(ink, 1.8)}/><line x1="-20" y1="20" x2="20" y2="20" ${line}/>`;
    case 'brush':
      return `<g transform="rotate(35)"><rect x="-3" y="-4" width="6" height="24" rx="3" fill="${ink}"/><rect x="-4.5" y="-9" width="9" height="6" rx="1" fill="${ink}" opacity="0.7"/><path d="M-4.5 -10 C-5 -16 -2 -21 0 -23 C2 -21 5 -16 4.5 -10 Z" fill="${ink}"/></g>`;
    case 'sunset':
      return `<path d="M-15 6 A15 15 0 0 1 15 6 Z" fill="${ink}"/><g ${line}><line x1="-21" y1="11" x2="21" y2="11"/><line x1="-13" y1="17" x2="13" y2="17"/><line x1="0" y1="-15" x2="0" y2="-20"/><line x1="-14" y1="-8" x2="-18" y2="-12"/><line x1="14" y1="-8" x2="18" y2="-12"/></g>`;
    case 'monogram': {
      const letters = initials(name);
      const size = letters.length > 1 ? 17 : 22;
      return `<circle r="21" fill="${ink}"/><circle r="17.5" fill="none" stroke="${paper}" stroke-width="1" opacity="0.7"/><text y="${(size * 0.35).toFixed(1)}" text-anchor="middle" font-family="${esc(face.family)}" font-weight="${Math.max(face.weight, 500)}"${face.italic ? ' font-style="italic"' : ''} font-size="${size}" fill="${paper}">${esc(letters)}</text>`;
    }
  }
}

/** A brand's mark as SVG text (320×160). */
export function brandMarkSvg(
  brand: { name: string; ink: string; paper: string },
  index: number,
): string {
  const design = brandMarkDesign(brand.name, index);
  const face: Typeface = TYPEFACES[design.typeface];
  const inverse = design.layout === 'inverse';
  const ink = inverse ? brand.paper : brand.ink;
  const paper = inverse ? brand.ink : brand.paper;
  const emblem = (x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) scale(${scale})">${emblemShape(design.emblem, ink, paper, brand.name, face)}</g>`;
  const body =
    design.layout === 'inline'
      ? emblem(50, 80, 1.4) +
        wordmark(
          brand.name,
          face,
          { x: 90, top: 24, width: 214, height: 112, anchor: 'start' },
          ink,
          50,
        )
      : emblem(160, 40, 1.05) +
        wordmark(
          brand.name,
          face,
          { x: 160, top: 66, width: 284, height: 84, anchor: 'middle' },
          ink,
          48,
        );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MARK_WIDTH}" height="${MARK_HEIGHT}" viewBox="0 0 ${MARK_WIDTH} ${MARK_HEIGHT}" role="img" aria-label="${esc(brand.name)}">
<rect width="${MARK_WIDTH}" height="${MARK_HEIGHT}" rx="14" fill="${paper}"/>
${body}
</svg>
`;
}
