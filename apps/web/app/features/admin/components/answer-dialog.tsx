import { useState, type ReactNode } from 'react';
import { Modal } from '~/components/ui/modal';
import type { StockActionData } from '../stock-forms';
import { ROW_BUTTON_CLASS } from './confirm-button';

/**
 * A button and its form dialog, for pages whose one action answers several dialogs: the dialog's
 * forms send a hidden `key`, the answer names it back, and only this dialog shows its refusal; a
 * success for it closes it.
 */
export function AnswerDialog({
  dialogKey,
  label,
  accessibleLabel,
  title,
  answer,
  buttonClass = ROW_BUTTON_CLASS,
  children,
}: {
  dialogKey: string;
  label: string;
  accessibleLabel?: string;
  title: string;
  answer: StockActionData | undefined;
  buttonClass?: string;
  children: (refusal: StockActionData | undefined) => ReactNode;
}) {
  const mine = answer?.key === dialogKey ? answer : undefined;
  // Open since which answer (null: closed); a success since then closes it.
  const [openedAt, setOpenedAt] = useState<{ answer: StockActionData | undefined } | null>(null);
  const open = openedAt !== null && !(mine?.ok && mine !== openedAt.answer);
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-label={accessibleLabel}
        onClick={() => setOpenedAt({ answer: mine })}
      >
        {label}
      </button>
      <Modal kind="taxonomyEdit" open={open} onClose={() => setOpenedAt(null)} title={title}>
        {children(mine && !mine.ok && mine !== openedAt?.answer ? mine : undefined)}
      </Modal>
    </>
  );
}
