import { useNavigation } from 'react-router';
import { QUIZ_POSITION_MAX } from '@kilau/domain/admin';
import { FormMessage, TextField } from '~/components/ui/form-field';
import type { useFormValidation } from '~/hooks/use-form-validation';
import type { QuizActionData } from '../quiz-forms';
import { useAdminText, type AdminTextKey } from '../text';

/** What the quiz editor's forms share (quiz-editor.tsx, quiz-answer-form.tsx). */

export const CARD = 'flex flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-4';
export const CHECK_CLASS = 'size-5 rounded border-blush-300 text-plum-900 focus:ring-rose-500';

/** The answer to the form named by `intent` (and `target`), if it is this one's. */
export const answerFor = <A extends QuizActionData>(
  answer: A | undefined,
  intent: string,
  target?: number,
): A | undefined => (answer?.intent === intent && answer.target === target ? answer : undefined);

export function useBusy(intent: string, target?: number) {
  const navigation = useNavigation();
  return (
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === intent &&
    (target === undefined || navigation.formData?.get('target') === String(target))
  );
}

export function Said({ answer }: { answer: QuizActionData | undefined }) {
  return answer?.message ? (
    <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
  ) : null;
}

/** A question's or answer's position and its words in both languages (grid cells). */
export function PositionAndTexts({
  field,
  values,
  labels,
}: {
  field: ReturnType<typeof useFormValidation>['field'];
  values: { position: number; text_id: string; text_en: string };
  labels: readonly [AdminTextKey, AdminTextKey];
}) {
  const text = useAdminText();
  return (
    <>
      <TextField
        {...field('position')}
        type="number"
        min={1}
        max={QUIZ_POSITION_MAX}
        label={text('quizFieldPosition')}
        defaultValue={String(values.position)}
      />
      <TextField {...field('text_id')} label={text(labels[0])} defaultValue={values.text_id} />
      <TextField {...field('text_en')} label={text(labels[1])} defaultValue={values.text_en} />
    </>
  );
}
