import { useId } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { BellIcon } from '~/components/ui/icons';
import { useCatalogText } from '~/features/catalog/text';

export const NOTIFY_ME_INTENT = 'notify-me';

export type NotifyMeActionData = { intent: typeof NOTIFY_ME_INTENT; combinationId?: number } & (
  | { ok: true; message: string }
  | { ok: false; message?: string; fields?: Record<string, string> }
);

const isAnswerFor = (value: unknown, combinationId: number): value is NotifyMeActionData => {
  const data = value as Partial<NotifyMeActionData> | undefined;
  return data?.intent === NOTIFY_ME_INTENT && data.combinationId === combinationId;
};

/**
 * Notify me for a sold-out combination (000 §7): an e-mail posted to the product page's action,
 * which checks it with the domain's schema and calls the API. Works without JavaScript.
 */
export function NotifyMeForm({
  productId,
  combinationId,
  action,
}: {
  productId: number;
  combinationId: number;
  /** The product page's URL (its route handles the post). */
  action: string;
}) {
  const text = useCatalogText();
  const fetcher = useFetcher();
  const emailId = useId();
  const errorId = useId();
  // With JavaScript the fetcher holds the answer; without it the page re-renders with the
  // product page's action data.
  const actionData = useActionData();
  const answer = [fetcher.data, actionData].find((value) => isAnswerFor(value, combinationId));
  const fieldError = answer && !answer.ok ? (answer.fields?.email ?? answer.message) : undefined;

  if (answer?.ok) {
    return (
      <p role="status" className="rounded-2xl bg-leaf-700/10 p-4 text-sm font-medium text-leaf-700">
        {answer.message}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" action={action} className="space-y-3" noValidate={false}>
      <input type="hidden" name="intent" value={NOTIFY_ME_INTENT} />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="combination_id" value={combinationId} />
      <p className="text-sm text-plum-700">{text('notifyMeText')}</p>
      <div>
        <label htmlFor={emailId} className="mb-1 block text-sm font-semibold text-plum-900">
          {text('notifyMeEmail')}
        </label>
        <input
          id={emailId}
          type="email"
          name="email"
          required
          autoComplete="email"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className="h-12 w-full rounded-xl border border-blush-300 bg-white px-4 text-plum-900 focus:border-rose-500 focus:outline-none"
        />
        {fieldError ? (
          <p id={errorId} className="mt-1 text-sm text-berry-700">
            {fieldError}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-plum-900 px-6 text-sm font-bold text-cream-50 hover:bg-plum-800 disabled:opacity-60"
      >
        <BellIcon className="size-5" />
        {text('notifyMeSubmit')}
      </button>
    </fetcher.Form>
  );
}
