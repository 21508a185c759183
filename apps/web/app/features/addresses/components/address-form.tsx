import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { isPapuaRegion } from '@kilau/domain/accounts';
import { DEFAULT_COUNTRY, PHONE_DISPLAY_PREFIX } from '@kilau/domain/shared';
import { BUTTON_CLASS, TextAreaField, TextField } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { phoneFieldDefault } from '~/lib/phone-input';
import {
  ADDRESS_INTENTS,
  ADDRESS_LIMIT_REACHED,
  isAddressAnswer,
  parseAddressForm,
} from '../address-forms';
import type { Address } from '../types';
import { PapuaAlert } from './address-alerts';
import { RegionPicker } from './region-picker';
import { useAddressText } from '~/features/addresses/text';

/**
 * Add or edit an address (000 §3, §5): label, recipient, phone (+62), the region pickers and
 * the street. Checked with the domain's address schema on input, blur and submit; the API's
 * 422 field messages land on their fields. Choosing a Papua province shows the Papua alert.
 * Saved: the toast 'Alamat kamu berhasil tersimpan.' and `onSaved`. Refused because the book
 * is full: `onLimitReached` (the max-address alert).
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
  onLimitReached,
}: {
  /** The address being edited; none to add a new one. */
  address?: Address | undefined;
  onSaved: () => void;
  onCancel: () => void;
  onLimitReached: () => void;
}) {
  const text = useAddressText();
  const locale = useLocale();
  const toast = useToast();
  const fetcher = useFetcher();
  const answer = isAddressAnswer(fetcher.data) ? fetcher.data : undefined;
  const { formProps, errorFor } = useFormValidation({
    parse: (data) => parseAddressForm(data, locale),
    serverErrors: answer && !answer.ok ? answer.fields : undefined,
  });
  const [papuaAlert, setPapuaAlert] = useState(false);
  const busy = fetcher.state !== 'idle';

  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      toast.success(answer.message);
      onSaved();
    } else if (answer.errorCode === ADDRESS_LIMIT_REACHED) {
      onLimitReached();
    } else if (answer.message) {
      toast.error(answer.message);
    }
  }, [answer, toast, onSaved, onLimitReached]);

  return (
    <>
      <fetcher.Form method="post" {...formProps} className="grid gap-6">
        <input
          type="hidden"
          name="intent"
          value={address ? ADDRESS_INTENTS.update : ADDRESS_INTENTS.create}
        />
        {address ? <input type="hidden" name="id" value={address._id} /> : null}

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-xs font-bold uppercase tracking-[0.14em] text-rose-700">
            {text('addressSectionRecipient')}
          </legend>
          <TextField
            label={text('fieldAddressTitle')}
            name="title"
            defaultValue={address?.title}
            hint={text('addressTitleHint')}
            error={errorFor('title')}
          />
          <TextField
            label={text('fieldContact')}
            name="contact"
            defaultValue={address?.contact}
            autoComplete="name"
            error={errorFor('contact')}
          />
          <TextField
            className="sm:col-span-2"
            label={text('fieldPhone')}
            name="phone"
            type="tel"
            inputMode="numeric"
            prefix={PHONE_DISPLAY_PREFIX}
            defaultValue={phoneFieldDefault(address?.phone)}
            autoComplete="tel-national"
            hint={text('phoneHint')}
            error={errorFor('phone')}
          />
        </fieldset>

        <fieldset className="grid gap-5">
          <legend className="mb-3 text-xs font-bold uppercase tracking-[0.14em] text-rose-700">
            {text('addressSectionPlace')}
          </legend>
          {/* The region hierarchy is Indonesia's: the country is fixed (000 §3 default). */}
          <TextField
            label={text('fieldCountry')}
            name="country"
            value={address?.country.name ?? DEFAULT_COUNTRY}
            readOnly
            error={errorFor('country')}
          />
          <RegionPicker
            start={
              address
                ? {
                    province: address.province,
                    city: address.city,
                    district: address.district,
                    subdistrict: address.subdistrict,
                    zipcode: address.zipcode,
                  }
                : {}
            }
            errorFor={errorFor}
            onProvinceChosen={(province) => {
              if (isPapuaRegion(province.id)) setPapuaAlert(true);
            }}
          />
          <TextAreaField
            label={text('fieldAddress1')}
            name="address1"
            defaultValue={address?.address1}
            autoComplete="street-address"
            hint={text('address1Hint')}
            error={errorFor('address1')}
          />
          <TextField
            label={text('fieldAddress2')}
            name="address2"
            optional
            defaultValue={address?.address2}
            hint={text('address2Hint')}
            error={errorFor('address2')}
          />
        </fieldset>

        {address?.is_default ? null : (
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-plum-900">
            <input
              type="checkbox"
              name="default"
              className="size-5 rounded border-blush-300 accent-plum-900"
            />
            {text('fieldDefault')}
          </label>
        )}

        <div className="sticky -bottom-6 -mx-6 -mb-6 flex gap-3 border-t border-blush-200 bg-cream-50 px-6 py-4">
          <button type="button" onClick={onCancel} className={`${BUTTON_CLASS.secondary} flex-1`}>
            {text('cancel')}
          </button>
          <button type="submit" disabled={busy} className={`${BUTTON_CLASS.primary} flex-[2]`}>
            {busy ? text('saving') : text('addressSave')}
          </button>
        </div>
      </fetcher.Form>
      {/* Outside the form: the alert's buttons are no part of the address. */}
      <PapuaAlert open={papuaAlert} onClose={() => setPapuaAlert(false)} />
    </>
  );
}
