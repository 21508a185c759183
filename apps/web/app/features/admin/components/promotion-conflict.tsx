import { useRevalidator } from 'react-router';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useAdminText, type AdminTextKey } from '../text';

/** A field of the form (its label) and how to read it off the promotion. */
export type ConflictCheck<T> = readonly [AdminTextKey, (promotion: T) => unknown];

/** The labels of the fields whose values differ between the page's reading and the current one. */
export function changedLabels<T>(
  read: T,
  current: T,
  checks: ReadonlyArray<ConflictCheck<T>>,
): AdminTextKey[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return checks.filter(([, of]) => !same(of(read), of(current))).map(([label]) => label);
}

/**
 * Someone else saved the promotion since this page read it (a 409): what changed, field by field,
 * and a reload. The form keeps what was typed until then.
 */
export function PromotionConflict<T>({
  read,
  current,
  checks,
  message,
}: {
  read: T;
  current: T;
  checks: ReadonlyArray<ConflictCheck<T>>;
  message: string | undefined;
}) {
  const text = useAdminText();
  const revalidator = useRevalidator();
  const changed = changedLabels(read, current, checks);
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-2xl border border-berry-700/30 bg-blush-50 p-4"
    >
      <h2 className="font-semibold text-berry-700">{text('conflictTitle')}</h2>
      {message ? <p className="text-plum-800">{message}</p> : null}
      <p className="text-plum-800">
        {changed.length > 0
          ? text('conflictChanged', { fields: changed.map((key) => text(key)).join(', ') })
          : text('conflictNothing')}
      </p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        className={`${BUTTON_CLASS.secondary} self-start`}
      >
        {text('conflictReload')}
      </button>
    </div>
  );
}
