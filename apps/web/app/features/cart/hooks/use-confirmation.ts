import { useCallback, useState } from 'react';

type Pending = { message: string | undefined; resolve: (confirmed: boolean) => void };

/** A question for the shopper as a promise: `ask()` resolves when they answer the dialog. */
export function useConfirmation() {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(
    (message: string | undefined) =>
      new Promise<boolean>((resolve) => {
        setPending({ message, resolve });
      }),
    [],
  );
  const answer = useCallback(
    (confirmed: boolean) => {
      pending?.resolve(confirmed);
      setPending(null);
    },
    [pending],
  );
  return { pending, ask, answer };
}
