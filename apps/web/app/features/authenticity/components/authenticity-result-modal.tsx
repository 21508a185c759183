import { Link } from 'react-router';
import type { AuthenticityCheck, AuthenticityProduct } from '@kilau/domain/authenticity';
import { formatDate, startOfWibIsoDay } from '@kilau/domain/shared';
import { Modal } from '~/components/ui/modal';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { useAuthenticityText } from '../text';

const TONE = {
  genuine: 'border-leaf-700/30 bg-leaf-700/10 text-leaf-700',
  already_checked: 'border-berry-700/30 bg-berry-700/10 text-berry-700',
  unknown: 'border-berry-700/30 bg-berry-700/10 text-berry-700',
} as const;

/** The product a code belongs to: picture, brand, name and shade. */
export function AuthenticityProductFacts({ product }: { product: AuthenticityProduct }) {
  return (
    <div className="flex items-center gap-3">
      {product.image ? (
        <img
          src={product.image}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-xl bg-cream-100 object-cover"
        />
      ) : null}
      <div className="min-w-0 text-sm">
        <p className="font-semibold uppercase text-plum-700">{product.brand}</p>
        <p className="font-semibold text-plum-900">{product.name}</p>
        {product.variant ? <p className="text-plum-700">{product.variant}</p> : null}
      </div>
    </div>
  );
}

/**
 * The success dialog: genuine (the product, its batch and today's first check), checked before
 * (how many times, since when: a refill's warning) or unknown (advice and the contact page).
 */
export function AuthenticityResultModal({
  check,
  message,
  signedIn,
  onClose,
  onAgain,
}: {
  check: AuthenticityCheck;
  message: string;
  signedIn: boolean;
  onClose: () => void;
  onAgain: () => void;
}) {
  const text = useAuthenticityText();
  const locale = useLocale();
  const day = (iso: string) => formatDate(startOfWibIsoDay(iso), locale);
  const heading =
    check.result === 'genuine'
      ? text('authenticityGenuineHeading')
      : check.result === 'already_checked'
        ? text('authenticityRepeatedHeading')
        : text('authenticityUnknownHeading');
  const body =
    check.result === 'genuine'
      ? text('authenticityGenuineBody')
      : check.result === 'already_checked'
        ? text('authenticityRepeatedBody', {
            count: check.times_checked_before,
            date: formatDate(check.first_checked_at, locale),
          })
        : text('authenticityUnknownBody');
  return (
    <Modal
      kind="authenticitySuccess"
      open
      onClose={onClose}
      title={text('authenticityResultTitle')}
    >
      <div className={`rounded-2xl border p-4 ${TONE[check.result]}`} role="status">
        <p className="font-display text-xl font-semibold" data-result={check.result}>
          {heading}
        </p>
        <p className="mt-1 text-sm text-plum-900">{body}</p>
        <p className="sr-only">{message}</p>
      </div>
      <p className="mt-3 text-center font-mono text-sm tracking-widest text-plum-700">
        {check.code}
      </p>
      {check.product ? (
        <div className="mt-4 space-y-3">
          <AuthenticityProductFacts product={check.product} />
          {check.batch ? (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-plum-700">{text('authenticityBatch', { batch: '' }).trim()}</dt>
              <dd className="font-semibold text-plum-900">{check.batch.batch_number}</dd>
              <dt className="text-plum-700">{text('authenticityProduced')}</dt>
              <dd className="text-plum-900">{day(check.batch.produced_on)}</dd>
              <dt className="text-plum-700">{text('authenticityExpires')}</dt>
              <dd className="text-plum-900">{day(check.batch.expires_on)}</dd>
              <dt className="text-plum-700">{text('authenticityFirstChecked')}</dt>
              <dd className="text-plum-900">{formatDate(check.first_checked_at, locale)}</dd>
            </dl>
          ) : null}
        </div>
      ) : null}
      {signedIn ? null : (
        <p className="mt-4 text-xs text-plum-600">{text('authenticityLoginForHistory')}</p>
      )}
      <div className="mt-5 grid gap-2">
        {check.result === 'genuine' ? null : (
          <Link to="/contact-us" className={BUTTON_CLASS.primary} onClick={onClose}>
            {text('authenticityContact')}
          </Link>
        )}
        <button
          type="button"
          onClick={onAgain}
          className={check.result === 'genuine' ? BUTTON_CLASS.primary : BUTTON_CLASS.secondary}
        >
          {text('authenticityCheckAnother')}
        </button>
      </div>
    </Modal>
  );
}
