import { useCallback, useEffect, useRef, useState } from 'react';
import { GUEST_BAG_RELOAD_DELAY_MS } from '@kilau/domain/cart';
import { useToast } from '~/components/ui/toast';
import { useMessage } from '~/lib/i18n';
import { onSignedIn } from '~/lib/session-events';
import type { CartCalls, MergeIssue } from '../api/cart-calls';
import { clearGuestBag, readGuestBag, toGuestLine } from '../lib/guest-bag';
import type { CartLineView } from '@kilau/domain/cart';

/** A line the merge could not add in full, named as the shopper saw it in the guest bag. */
export type MergeReportItem = MergeIssue & { line: CartLineView | null };

/**
 * The guest bag's move to the member's cart (000 §4, 001 §4): on sign-in — announced by the
 * sign-in dialogs, which wait for it — or whenever a member still has a guest bag in this browser
 * (signed in elsewhere), `POST /user/me/carts/merge` with the bag's merge key. On success the
 * local copy is removed and the cart is fetched again after 400 ms; what could not be added is
 * reported. One merge runs at a time; the key makes a repeat (another tab, a retry) harmless.
 */
export function useGuestMerge({
  calls,
  member,
  hasGuestLines,
  merged,
  reload,
}: {
  calls: CartCalls;
  member: boolean;
  hasGuestLines: boolean;
  /** The member's bag count after the merge. */
  merged: (count: number) => void;
  /** Fetches the member's cart again (after the reload delay). */
  reload: () => void;
}) {
  const toast = useToast();
  const message = useMessage();
  const [report, setReport] = useState<MergeReportItem[] | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const merge = useCallback((): Promise<void> => {
    if (inFlight.current) return inFlight.current;
    const bag = readGuestBag();
    if (bag.lines.length === 0) return Promise.resolve();
    const run = (async () => {
      const result = await calls.merge(bag.mergeKey, bag.lines.map(toGuestLine));
      if (!result.ok) {
        // The bag stays in the browser for the next try; a 401 is the session's own signal.
        if (result.status !== 401) toast.error(result.message || message('generic_retry'));
        return;
      }
      clearGuestBag(bag.mergeKey);
      merged(result.data.count);
      const { issues } = result.data;
      if (issues.length > 0) {
        const lineOf = (issue: MergeIssue) =>
          bag.lines.find(
            (line) =>
              String(line.id) === String(issue.id) &&
              String(line.combination_id) === String(issue.combination_id),
          ) ?? null;
        setReport(issues.map((issue) => ({ ...issue, line: lineOf(issue) })));
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(reload, GUEST_BAG_RELOAD_DELAY_MS);
    })().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  }, [calls, merged, message, reload, toast]);

  useEffect(() => onSignedIn(merge), [merge]);

  useEffect(() => {
    if (member && hasGuestLines) void merge();
  }, [member, hasGuestLines, merge]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { report, dismissReport: useCallback(() => setReport(null), []) };
}
