import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tagLabel, type ProductTile } from '@kilau/domain/catalog';
import {
  shadeCloseness,
  type QuizResult,
  type QuizRoutineStep,
  type QuizShadeCloseness,
  type QuizShadeMatch,
  type QuizShadeResult,
  type QuizUndertone,
} from '@kilau/domain/engagement';
import { SparkleIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/i18n';
import { useQuizText, type QuizTextKey } from '../text';

type Routine = QuizResult['routine'];

/**
 * How the routine's products show, composed in by the route (feature folders do not import each
 * other): the shop's tile with its ADD TO BAG, and ADD ALL TO BAG for the set.
 */
export type RoutineSlots = {
  renderTile: (product: ProductTile, position: number) => ReactNode;
  renderAddAll: (products: readonly ProductTile[]) => ReactNode;
  /** The tile on the shade the quiz matched: names it, links to it and adds it. */
  renderShadeTile: (
    product: ProductTile,
    shade: QuizShadeMatch['combination'],
    position: number,
  ) => ReactNode;
};

const STEP_LABEL: Record<QuizRoutineStep, QuizTextKey> = {
  cleanser: 'quizStepCleanser',
  toner: 'quizStepToner',
  serum: 'quizStepSerum',
  moisturiser: 'quizStepMoisturiser',
  sunscreen: 'quizStepSunscreen',
};

const UNDERTONE_LABEL: Record<QuizUndertone, QuizTextKey> = {
  warm: 'quizUndertoneWarm',
  cool: 'quizUndertoneCool',
  neutral: 'quizUndertoneNeutral',
};
const CLOSENESS_LABEL: Record<QuizShadeCloseness, QuizTextKey> = {
  exact: 'quizShadeExact',
  close: 'quizShadeClose',
  near: 'quizShadeNear',
};

/**
 * The shade the answers found (docs/design/beauty-quiz.md "The shade"): the skin colour and
 * undertone named, and the closest shade of each foundation or cushion in stock as the shop's
 * tile on that shade, with how close it is; none close enough says so and offers the range.
 */
export function QuizShade({
  shade,
  slots,
  headingLevel: Heading = 'h2',
}: {
  shade: QuizShadeResult;
  slots: RoutineSlots;
  headingLevel?: 'h2' | 'h3';
}) {
  const text = useQuizText();
  return (
    <section>
      <Heading className="font-display text-2xl font-semibold">{text('quizShadeTitle')}</Heading>
      <p className="mt-1 max-w-xl text-sm opacity-90">{text('quizShadeLead')}</p>
      <div className="mt-5 grid gap-3 md:grid-cols-[14rem_1fr] lg:gap-4">
        <div className="flex items-center gap-4 self-start rounded-3xl bg-white p-5 text-plum-900 shadow-sm md:flex-col md:items-start">
          <span
            aria-hidden="true"
            className="size-16 shrink-0 rounded-full shadow-inner ring-4 ring-cream-50"
            style={{ backgroundColor: shade.skin_hex }}
          />
          <div>
            <p className="text-xs font-bold uppercase tracking-[0.14em] text-lagoon-700">
              {text('quizShadeSkin')}
            </p>
            <p className="mt-1 font-display text-xl font-semibold">
              {text('quizShadeUndertone', { undertone: text(UNDERTONE_LABEL[shade.undertone]) })}
            </p>
          </div>
        </div>
        {shade.matches.length > 0 ? (
          <ol className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:gap-4">
            {shade.matches.map((match, index) => (
              <li key={match.combination.id} className="flex flex-col">
                <p className="mb-2 self-start rounded-full bg-white/90 px-3 py-1 text-xs font-bold text-lagoon-900">
                  {text(CLOSENESS_LABEL[shadeCloseness(match.difference)])}
                </p>
                {slots.renderShadeTile(match.product, match.combination, index + 1)}
              </li>
            ))}
          </ol>
        ) : (
          <p className="rounded-2xl bg-white/90 p-4 text-sm text-plum-800">
            {text('quizShadeEmpty')}{' '}
            <Link
              to="/search?q=foundation"
              className="font-bold text-lagoon-800 underline underline-offset-4"
            >
              {text('quizShadeBrowse')}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

/** The skin type and the concerns the answers gave (the result's first card). */
export function QuizResultSummary({
  result,
  headingLevel: Heading = 'h2',
}: {
  result: Pick<QuizResult, 'skin_type' | 'concerns'>;
  headingLevel?: 'h2' | 'h3';
}) {
  const text = useQuizText();
  const locale = useLocale();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="rounded-3xl bg-white p-5 text-plum-900 shadow-sm md:p-6">
        <Heading className="text-xs font-bold uppercase tracking-[0.14em] text-lagoon-700">
          {text('quizResultSkinType')}
        </Heading>
        {result.skin_type ? (
          <p className="mt-2 font-display text-3xl font-semibold">
            {tagLabel(result.skin_type, locale)}
          </p>
        ) : (
          <p className="mt-2 text-plum-800">{text('quizResultNoSkinType')}</p>
        )}
      </section>
      <section className="rounded-3xl bg-white p-5 text-plum-900 shadow-sm md:p-6">
        <Heading className="text-xs font-bold uppercase tracking-[0.14em] text-lagoon-700">
          {text('quizResultConcerns')}
        </Heading>
        {result.concerns.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {result.concerns.map((concern) => (
              <li
                key={concern.id}
                className="rounded-full bg-lagoon-50 px-3.5 py-1.5 text-sm font-semibold text-lagoon-900 ring-1 ring-lagoon-200"
              >
                {tagLabel(concern, locale)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-plum-800">{text('quizResultNoConcerns')}</p>
        )}
      </section>
    </div>
  );
}

/**
 * The routine (cleanser, toner, serum, moisturiser, sunscreen): each step's product as the shop's
 * tile, a step with nothing in stock says so, and ADD ALL TO BAG for the set.
 */
export function QuizRoutine({
  routine,
  slots,
  headingLevel: Heading = 'h2',
  narrow = false,
}: {
  routine: Routine;
  slots: RoutineSlots;
  headingLevel?: 'h2' | 'h3';
  /** Beside the account's menu: three tiles a row at most. */
  narrow?: boolean;
}) {
  const text = useQuizText();
  const StepHeading = Heading === 'h2' ? 'h3' : 'h4';
  const products = routine.flatMap((step) => (step.product ? [step.product] : []));

  return (
    <section>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div>
          <Heading className="font-display text-2xl font-semibold">
            {text('quizRoutineTitle')}
          </Heading>
          <p className="mt-1 max-w-xl text-sm opacity-90">{text('quizRoutineLead')}</p>
        </div>
        <div className="md:w-72">{slots.renderAddAll(products)}</div>
      </div>
      <ol
        className={`mt-5 grid grid-cols-2 gap-3 md:grid-cols-3 lg:gap-4 ${narrow ? '' : 'lg:grid-cols-5'}`}
      >
        {routine.map((step, index) => (
          <li key={step.step} className="flex flex-col">
            {/* Two lines always (the step, its name), so the tiles of a row line up. */}
            <StepHeading className="mb-2 flex flex-col">
              <span className="text-[0.7rem] font-bold uppercase tracking-[0.14em] opacity-80">
                {text('quizStep', { number: index + 1 })}
              </span>
              <span className="truncate text-base font-bold">{text(STEP_LABEL[step.step])}</span>
            </StepHeading>
            {step.product ? (
              slots.renderTile(step.product, index + 1)
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-2 rounded-2xl bg-white/90 p-4 text-center text-sm text-plum-800">
                <SparkleIcon className="size-6 text-lagoon-700" aria-hidden="true" />
                {text('quizStepEmpty')}
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
