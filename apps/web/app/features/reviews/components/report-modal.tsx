import { useState, type FormEvent } from 'react';
import { Modal } from '~/components/ui/modal';
import { useReviewsText, type ReviewsTextKey } from '../text';
import type { ReportReason } from '../types';

const REASONS: [ReportReason, ReviewsTextKey][] = [
  ['spam', 'reportReasonSpam'],
  ['offensive', 'reportReasonOffensive'],
  ['misleading', 'reportReasonMisleading'],
  ['not_about_product', 'reportReasonNotAboutProduct'],
  ['other', 'reportReasonOther'],
];
const NOTE_MAX = 500;

/** The report modal (001 §2): a reason, an optional note, sent once per member and review. */
export function ReportModal({
  open,
  busy,
  onClose,
  onSend,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSend: (report: { reason: ReportReason; note: string }) => void;
}) {
  const text = useReviewsText();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    onSend({ reason, note: note.trim() });
  };
  return (
    <Modal kind="report" open={open} onClose={onClose} title={text('reportTitle')}>
      <form onSubmit={submit} noValidate>
        <fieldset aria-describedby={missing ? 'report-reason-error' : undefined}>
          <legend className="text-sm text-plum-800">{text('reportIntro')}</legend>
          <div className="mt-3 space-y-1">
            {REASONS.map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm text-plum-900 hover:bg-blush-50 has-[:checked]:bg-blush-100"
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissing(false);
                  }}
                  className="size-4 accent-plum-900"
                />
                {text(label)}
              </label>
            ))}
          </div>
          {missing ? (
            <p id="report-reason-error" role="alert" className="mt-2 text-sm text-berry-700">
              {text('wizardChooseAnswer')}
            </p>
          ) : null}
        </fieldset>
        <label className="mt-4 block text-sm font-semibold text-plum-900">
          {text('reportNote')}
          <textarea
            value={note}
            maxLength={NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            className="mt-1 block w-full rounded-xl border border-blush-300 px-3 py-2 text-sm font-normal"
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-plum-900 px-6 text-sm font-bold text-cream-50 hover:bg-plum-800 disabled:cursor-wait disabled:opacity-60"
        >
          {busy ? text('reportSending') : text('reportSend')}
        </button>
      </form>
    </Modal>
  );
}
