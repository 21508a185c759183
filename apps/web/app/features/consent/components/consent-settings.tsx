import { useId, useState } from 'react';
import type { Consent } from '@kilau/domain/analytics';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import { readConsent } from '~/lib/analytics';
import { useConsentText } from '../text';
import { useSaveConsent } from '../use-save-consent';

function Category({
  title,
  description,
  checked,
  onChange,
  locked,
}: {
  title: string;
  description: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  locked?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 border-t border-plum-900/10 py-4 first:border-t-0">
      <div>
        <label htmlFor={id} className="font-semibold text-plum-900">
          {title}
        </label>
        <p id={`${id}-text`} className="mt-1 text-sm text-plum-700">
          {description}
        </p>
      </div>
      <span className="flex shrink-0 items-center gap-2 pt-0.5">
        {locked ? <span className="text-xs font-semibold text-plum-700">{locked}</span> : null}
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-text`}
          className="size-6 accent-plum-900"
          checked={checked}
          disabled={locked !== undefined}
          onChange={(event) => onChange?.(event.target.checked)}
        />
      </span>
    </div>
  );
}

/**
 * Cookie settings: necessary (always on), analytics and marketing, each explained; opened from
 * the banner or the footer's "Pengaturan cookie" (changing the choice later, as UU PDP allows).
 */
export default function ConsentSettings({
  consent,
  onClose,
}: {
  consent: Consent | null;
  onClose: () => void;
}) {
  const text = useConsentText();
  // Opened before the page read the cookie (a quick click): the cookie says the choice.
  const [initial] = useState(() => consent ?? readConsent());
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  const { save, busy, failure } = useSaveConsent();
  return (
    <Modal kind="cookieSettings" open onClose={onClose} title={text('settingsTitle')}>
      <p className="text-sm text-plum-700">{text('settingsIntro')}</p>
      <div className="mt-4">
        <Category
          title={text('necessaryTitle')}
          description={text('necessaryText')}
          checked
          locked={text('alwaysOn')}
        />
        <Category
          title={text('analyticsTitle')}
          description={text('analyticsText')}
          checked={analytics}
          onChange={setAnalytics}
        />
        <Category
          title={text('marketingTitle')}
          description={text('marketingText')}
          checked={marketing}
          onChange={setMarketing}
        />
      </div>
      {failure ? (
        <p role="alert" className="mb-2 text-sm font-semibold text-berry-700">
          {failure}
        </p>
      ) : null}
      <div className="mt-2 flex flex-col gap-2 sm:flex-row-reverse">
        <button
          type="button"
          className={BUTTON_CLASS.primary}
          disabled={busy}
          onClick={() => void save(analytics, marketing)}
        >
          {text('save')}
        </button>
        <button
          type="button"
          className={BUTTON_CLASS.secondary}
          disabled={busy}
          onClick={() => void save(true, true)}
        >
          {text('acceptAll')}
        </button>
      </div>
    </Modal>
  );
}
