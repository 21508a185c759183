import {
  deriveShadeTarget,
  matchShades,
  QUIZ_SHADE_CATEGORIES,
  type QuizShadeResult,
  type QuizUndertone,
} from '@kilau/domain/engagement';
import type { QuizRepository } from './quiz.repository';
import type { QuizProductTiles } from './quiz-ports';

/** What a submission's `result` keeps of the shade: the colour, undertone and matches' ids. */
export type StoredShade = {
  skin_hex: string;
  undertone: QuizUndertone;
  matches: { product_id: number; combination_id: number; difference: number }[];
};

/**
 * The quiz result's shade (docs/design/beauty-quiz.md "The shade"): the target the chosen
 * answers name, matched against the foundations and cushions in stock, and a stored shade read
 * again with today's tiles and stock.
 */
export function createQuizShades(deps: {
  quizzes: QuizRepository;
  tiles: QuizProductTiles;
  clock: () => Date;
}) {
  const { quizzes } = deps;

  /**
   * A stored shade read again: each match's tile and shade as they are now; a product or shade
   * no longer in stock drops out (the shop does not offer what it cannot sell).
   */
  async function readAgain(
    stored: StoredShade | null | undefined,
  ): Promise<QuizShadeResult | null> {
    if (!stored) return null;
    const [tiles, shades] = await Promise.all([
      deps.tiles(stored.matches.map((match) => match.product_id)),
      quizzes.shadesNow(stored.matches.map((match) => match.combination_id)),
    ]);
    const tileOf = new Map(tiles.map((tile) => [tile.id, tile]));
    const shadeNow = new Map(shades.map((shade) => [shade.id, shade]));
    return {
      skin_hex: stored.skin_hex,
      undertone: stored.undertone,
      matches: stored.matches.flatMap((match) => {
        const product = tileOf.get(match.product_id);
        const shade = shadeNow.get(match.combination_id);
        if (!product || !shade?.is_in_stock || shade.hex === null) return [];
        const { id, name, hex, is_pre_order } = shade;
        return [
          { product, combination: { id, name, hex, is_pre_order }, difference: match.difference },
        ];
      }),
    };
  }

  /**
   * The shade the chosen answers name, matched against the foundations and cushions in stock
   * (docs/design/beauty-quiz.md "The shade"); null when no chosen answer names a skin colour.
   */
  async function choose(quizId: number, chosen: ReadonlySet<string>) {
    const rules = (await quizzes.shadeRules(quizId)).filter((rule) =>
      chosen.has(String(rule.answer_id)),
    );
    const target = deriveShadeTarget(
      rules.map((rule) => ({
        question_position: rule.position,
        shade_hex: rule.shade_hex,
        undertone: rule.undertone,
      })),
    );
    if (!target) return null;
    const candidates = await quizzes.shadeCandidates({
      categorySlugs: QUIZ_SHADE_CATEGORIES,
      now: deps.clock(),
    });
    const picks = matchShades(target, candidates);
    const stored: StoredShade = {
      skin_hex: target.skin_hex,
      undertone: target.undertone,
      matches: picks.map(({ product_id, combination_id, difference }) => ({
        product_id,
        combination_id,
        difference,
      })),
    };
    return { stored, shade: await readAgain(stored) };
  }

  return { choose, readAgain };
}
