import { useCallback, useEffect, useState } from 'react';
import type { OrderReturn, ReturnOptions } from '../types';
import { useOrdersApi } from './orders-context';

export type ReturnsRead =
  | { status: 'loading' }
  | {
      status: 'ready';
      /** What may be returned now; null when the API does not say (the button stays away). */
      options: Pick<ReturnOptions, 'eligible' | 'refusal_message' | 'window_ends_at'> | null;
      returns: OrderReturn[];
    }
  | { status: 'error' };

/**
 * A delivered order's returns, read as its detail opens (`GET …/return-options` and
 * `GET …/returns`, side by side); `replace` puts a return's newer answer in its place (a
 * photo that arrived), `reload` reads both again (after a withdrawal, the order may be returned
 * anew).
 */
export function useOrderReturns(reference: string, enabled: boolean) {
  const api = useOrdersApi();
  const [read, setRead] = useState<ReturnsRead>({ status: 'loading' });
  // Read again (keeping what shows meanwhile) after a change that moves what may be returned.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void Promise.all([api.returnOptions(reference), api.returns(reference)]).then(
      ([options, returns]) => {
        if (!live) return;
        setRead(
          returns.ok
            ? {
                status: 'ready',
                options: options.ok ? options.data : null,
                returns: Array.isArray(returns.data) ? returns.data : [],
              }
            : { status: 'error' },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [api, reference, enabled, version]);

  const replace = useCallback((changed: OrderReturn) => {
    setRead((current) =>
      current.status === 'ready'
        ? {
            ...current,
            returns: current.returns.map((ret) =>
              ret.reference === changed.reference ? changed : ret,
            ),
          }
        : current,
    );
  }, []);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { read, replace, reload };
}
