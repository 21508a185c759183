import type { ReactNode } from 'react';
import { tagLabel, type ProductTile } from '@kilau/domain/catalog';
import type { QuizResult, QuizRoutineStep } from '@kilau/domain/engagement';
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
};

const STEP_LABEL: Record<QuizRoutineStep, QuizTextKey> = {
  cleanser: 'quizStepCleanser',
  toner: 'quizStepToner',
  serum: 'quizStepSerum',
  moisturiser: 'quizStepMoisturiser',
  sunscreen: 'quizStepSunscreen',
};

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
