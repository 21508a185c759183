import { useEffect, type ReactNode } from 'react';
import { useToast } from '~/components/ui/toast';
/** What a save answered, as the toast and the card read it (any of the account's forms). */
type FormAnswer = { ok: true; message: string } | { ok: false; message?: string | undefined };

/**
 * The answer to a save as a toast (001 §8: "Profile successfully updated", the change-password
 * texts, or the retry message). A refusal that only concerns fields shows on those fields.
 */
export function useAnswerToast(answer: FormAnswer | undefined) {
  const toast = useToast();
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.message);
    else if (answer.message) toast.error(answer.message);
  }, [answer, toast]);
}

/** A titled card around one of the account page's forms. */
export function FormCard({
  title,
  intro,
  answer,
  children,
}: {
  title: string;
  intro: string;
  answer: FormAnswer | undefined;
  children: ReactNode;
}) {
  return (
    <section className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-8">
      <h2 className="font-display text-2xl font-semibold text-plum-900">{title}</h2>
      <p className="mb-6 mt-1 text-sm text-plum-700">{intro}</p>
      {/* Without JavaScript there is no toast: the answer shows here after the page reloads. */}
      {answer?.message ? (
        <noscript>
          <p
            className={`mb-6 rounded-2xl p-4 text-sm font-medium ${answer.ok ? 'bg-leaf-700/10 text-leaf-700' : 'bg-berry-700/10 text-berry-700'}`}
          >
            {answer.message}
          </p>
        </noscript>
      ) : null}
      {children}
    </section>
  );
}
