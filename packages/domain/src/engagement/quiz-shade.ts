import {
  differenceCiede2000,
  formatHex,
  modeLab65,
  modeLch65,
  modeRgb,
  useMode,
  type Lab65,
} from 'culori/fn';
import {
  QUIZ_SHADE_MATCH_LIMIT,
  QUIZ_SHADE_MAX_DIFFERENCE,
  QUIZ_UNDERTONE_HUE_SHIFT,
  type QuizUndertone,
} from './quiz-shade-rules';

/**
 * The beauty quiz's shade match (docs/design/beauty-quiz.md, "The shade"): an answer may say what
 * colour the shopper's skin is (`shade_hex`) and which undertone it has (`undertone`); the quiz
 * then finds, among the face-base products in stock, the shade of each that is closest to that
 * skin, by the CIEDE2000 colour difference (culori, ADR 0046) between the skin turned toward its
 * undertone and each combination's swatch (`combinations.hex`).
 */

/** culori's converters, made on first use (nothing runs when a bundle only imports the module). */
const makeMaths = () => {
  useMode(modeRgb);
  return { lab: useMode(modeLab65), lch: useMode(modeLch65), difference: differenceCiede2000() };
};
let maths: ReturnType<typeof makeMaths> | undefined;
const colourMaths = () => (maths ??= makeMaths());

/** What one chosen answer says about the shade (both may be null). */
export type QuizShadeAnswer = {
  question_position: number;
  shade_hex: string | null;
  undertone: QuizUndertone | null;
};

/** The colour the quiz matches against, and the undertone that turned it. */
export type QuizShadeTarget = { skin_hex: string; undertone: QuizUndertone; target_hex: string };

/**
 * The skin colour of the chosen answers: their `shade_hex` averaged in CIELAB (one answer gives
 * its own colour); the undertone of the earliest question that names one, `neutral` when none
 * does. No answer with a `shade_hex`: no shade result (null) — an undertone alone matches nothing.
 */
export function deriveShadeTarget(answers: readonly QuizShadeAnswer[]): QuizShadeTarget | null {
  const { lab, lch } = colourMaths();
  const colours = answers.flatMap((answer) => {
    const colour = answer.shade_hex === null ? undefined : lab(answer.shade_hex);
    return colour ? [colour] : [];
  });
  if (colours.length === 0) return null;
  const mean = (key: 'l' | 'a' | 'b') =>
    colours.reduce((sum, colour) => sum + colour[key], 0) / colours.length;
  const skin: Lab65 = { mode: 'lab65', l: mean('l'), a: mean('a'), b: mean('b') };
  const undertone =
    [...answers]
      .sort((a, b) => a.question_position - b.question_position)
      .find((answer) => answer.undertone !== null)?.undertone ?? 'neutral';
  const turned = lch(skin);
  const shift =
    undertone === 'warm'
      ? QUIZ_UNDERTONE_HUE_SHIFT
      : undertone === 'cool'
        ? -QUIZ_UNDERTONE_HUE_SHIFT
        : 0;
  const target = { ...turned, h: ((turned.h ?? 0) + shift + 360) % 360 };
  return { skin_hex: formatHex(skin), undertone, target_hex: formatHex(target) };
}

/** The CIEDE2000 difference between two `#rrggbb` colours, to one decimal. */
export const shadeDifference = (a: string, b: string): number =>
  Math.round(colourMaths().difference(a, b) * 10) / 10;

/** A candidate shade: an in-stock combination of a face-base product, with its swatch. */
export type QuizShadeCandidate = {
  product_id: number;
  combination_id: number;
  hex: string;
  /** The product's sales, the tie-break after the difference. */
  total_sold: number;
};
export type QuizShadePick = {
  product_id: number;
  combination_id: number;
  hex: string;
  difference: number;
};

/**
 * Each product's closest shade to the target, kept only within `QUIZ_SHADE_MAX_DIFFERENCE`, best
 * first: the smaller difference, then the best-selling product, then the lower ids — the same
 * candidates always give the same matches.
 */
export function matchShades(
  target: QuizShadeTarget,
  candidates: readonly QuizShadeCandidate[],
  limit = QUIZ_SHADE_MATCH_LIMIT,
): QuizShadePick[] {
  const best = new Map<number, QuizShadePick & { total_sold: number }>();
  for (const candidate of candidates) {
    const match = {
      product_id: candidate.product_id,
      combination_id: candidate.combination_id,
      hex: candidate.hex,
      difference: shadeDifference(target.target_hex, candidate.hex),
      total_sold: candidate.total_sold,
    };
    if (match.difference > QUIZ_SHADE_MAX_DIFFERENCE) continue;
    const kept = best.get(candidate.product_id);
    if (
      !kept ||
      match.difference < kept.difference ||
      (match.difference === kept.difference && match.combination_id < kept.combination_id)
    )
      best.set(candidate.product_id, match);
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        a.difference - b.difference || b.total_sold - a.total_sold || a.product_id - b.product_id,
    )
    .slice(0, limit)
    .map(({ total_sold: _sold, ...match }) => match);
}
