import { formatIsoDay } from '@kilau/domain/shared';
import { TextAreaField, TextField } from '~/components/ui/form-field';
import { useCatalogText } from '~/features/catalog/text';

/** The cart API's limits on the optional fields (`EgiftInfoSchema`). */
const NAME_MAX = 64;
const MESSAGE_MAX = 300;

/**
 * The e-gift card's recipient (000 §3 `egift_info`): e-mail, names, a message and the delivery
 * day, from today (WIB) on. The domain's `checkEgiftInfo` checks them, as the cart API does.
 */
export function EgiftFields({
  today,
  errorFor,
}: {
  /** Milliseconds of "now" as the server rendered the page (the first day on offer). */
  today: number;
  errorFor: (name: string) => string | undefined;
}) {
  const text = useCatalogText();
  const first = formatIsoDay(today);
  return (
    <fieldset className="space-y-4 rounded-3xl bg-white p-4 ring-1 ring-blush-200/70">
      <legend className="sr-only">{text('egiftTitle')}</legend>
      <div aria-hidden="true">
        <p className="font-display text-lg font-semibold text-plum-900">{text('egiftTitle')}</p>
        <p className="mt-0.5 text-sm text-plum-700">{text('egiftIntro')}</p>
      </div>
      <TextField
        label={text('egiftRecipientEmail')}
        name="recipient_email"
        type="email"
        autoComplete="off"
        required
        error={errorFor('recipient_email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text('egiftRecipientName')}
          name="recipient_name"
          optional
          autoComplete="off"
          maxLength={NAME_MAX}
          error={errorFor('recipient_name')}
        />
        <TextField
          label={text('egiftSenderName')}
          name="sender_name"
          optional
          autoComplete="name"
          maxLength={NAME_MAX}
          error={errorFor('sender_name')}
        />
      </div>
      <TextAreaField
        label={text('egiftMessage')}
        name="message"
        optional
        maxLength={MESSAGE_MAX}
        error={errorFor('message')}
      />
      <TextField
        label={text('egiftDeliveryDate')}
        name="delivery_date"
        type="date"
        required
        min={first}
        defaultValue={first}
        error={errorFor('delivery_date')}
      />
    </fieldset>
  );
}
