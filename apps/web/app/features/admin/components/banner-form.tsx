import { useMemo, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  BANNER_PLACEMENT_RULES,
  BANNER_PLACEMENTS,
  HOME_BANNER_TYPES,
  POPUP_SETTINGS,
  type AdminBanner,
  type BannerPlacement,
} from '@kilau/domain/admin';
import {
  BUTTON_CLASS,
  FormMessage,
  SelectField,
  SubmitButton,
  TextField,
} from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  BANNER_INTENTS,
  bannerBody,
  bannerFormValues,
  parseBannerForm,
  type BannerActionData,
  type BannerFormValues,
} from '../banner-forms';
import { useAdminText, type AdminTextKey } from '../text';
import { StatusBadge } from './banner-status-badge';

export const placementLabel = (location: string) => `placement_${location}` as AdminTextKey;

const CHECK_CLASS = 'size-5 rounded border-blush-300 text-plum-900 focus:ring-rose-500';

/** The picture: a file and its upload, for a saved banner in a placement that shows one. */
function ImageUpload({ banner, answer }: { banner: AdminBanner; answer?: BannerActionData }) {
  const text = useAdminText();
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === BANNER_INTENTS.image;
  const mine = answer?.intent === BANNER_INTENTS.image ? answer : undefined;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-3 rounded-2xl border border-blush-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value={BANNER_INTENTS.image} />
      {mine?.message ? (
        <FormMessage tone={mine.ok ? 'success' : 'error'}>{mine.message}</FormMessage>
      ) : null}
      <TextField
        name="image"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        label={text('bannerFieldImage')}
        hint={text('bannerImageHint')}
        error={mine?.fields?.image}
      />
      <button type="submit" className={BUTTON_CLASS.secondary} disabled={busy}>
        {text('bannerUpload')}
      </button>
      {banner.image_url ? (
        <img
          src={banner.image_url}
          alt={text('bannerFieldImage')}
          className="max-h-40 w-fit rounded-xl object-contain"
        />
      ) : null}
    </Form>
  );
}

/**
 * The preview of a banner in its placement: the storefront's own component for it, with the
 * form's values (given by the route, which composes the shop's banners with the back office).
 * Its links do not navigate.
 */
function BannerPreview({ values, children }: { values: BannerFormValues; children: ReactNode }) {
  const text = useAdminText();
  return (
    <section
      aria-labelledby="banner-preview-title"
      className="flex flex-col gap-3 rounded-2xl border border-blush-200 bg-white p-4"
    >
      <div>
        <h2 id="banner-preview-title" className="font-display text-lg font-semibold text-plum-900">
          {text('bannerPreview')} · {text(placementLabel(values.location))}
        </h2>
        <p className="text-sm text-plum-700">{text('bannerPreviewHint')}</p>
        {values.voucher_code ? (
          <p className="text-sm text-plum-700">{text('bannerPreviewOffer')}</p>
        ) : null}
      </div>
      <div
        data-testid="banner-preview"
        onClickCapture={(event) => event.preventDefault()}
        style={values.background ? { backgroundColor: values.background } : undefined}
        className="overflow-hidden rounded-xl bg-cream-100 py-4"
      >
        {children}
      </div>
    </section>
  );
}

/**
 * A banner's form (new or saved) with the preview of its placement beside it: the preview
 * follows the form as it is typed, drawn by the storefront's own component.
 */
export function BannerForm({
  banner,
  answer,
  preview,
}: {
  banner: AdminBanner | null;
  answer: BannerActionData | undefined;
  /** The placement's storefront component with these values and the saved picture. */
  preview: (values: BannerFormValues, imageUrl: string | null) => ReactNode;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo(() => parseBannerForm(locale), [locale]);
  const saveAnswer = answer?.intent === BANNER_INTENTS.save ? answer : undefined;
  const { formProps, field } = useFormValidation({ parse, serverErrors: saveAnswer?.fields });
  const initial = bannerFormValues(banner);
  const [values, setValues] = useState(initial);
  const rules = BANNER_PLACEMENT_RULES[values.location as BannerPlacement];
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === BANNER_INTENTS.save;
  const when = (key: 'start_date' | 'end_date', label: AdminTextKey) => (
    <TextField
      {...field(key)}
      type="datetime-local"
      label={text(label)}
      hint={text('bannerFieldScheduleHint')}
      defaultValue={initial[key]}
      optional
    />
  );

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <section
        aria-label={text(banner ? 'bannerEditTitle' : 'bannerNewTitle')}
        className="flex flex-col gap-6"
      >
        {banner ? (
          <p className="flex items-center gap-2 text-sm text-plum-700">
            {text('bannerStatusNow')}: <StatusBadge status={banner.status} />
          </p>
        ) : null}
        <Form
          method="post"
          {...formProps}
          onChange={(event) => {
            formProps.onChange(event);
            setValues(bannerBody(new FormData(event.currentTarget)));
          }}
          // Keyed by version: a reload after someone else's change shows their values.
          key={banner?.version ?? 'new'}
          className="flex flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-4"
        >
          <input type="hidden" name="intent" value={BANNER_INTENTS.save} />
          {banner ? <input type="hidden" name="version" value={banner.version} /> : null}
          {saveAnswer?.message ? (
            <FormMessage tone={saveAnswer.ok ? 'success' : 'error'}>
              {saveAnswer.message}
            </FormMessage>
          ) : null}
          <SelectField
            {...field('location')}
            label={text('bannerFieldPlacement')}
            defaultValue={initial.location}
          >
            {BANNER_PLACEMENTS.map((location) => (
              <option key={location} value={location}>
                {text(placementLabel(location))}
              </option>
            ))}
          </SelectField>
          <TextField
            {...field('title')}
            label={text('bannerFieldTitle')}
            defaultValue={initial.title}
          />
          <TextField
            {...field('subtitle')}
            label={text('bannerFieldSubtitle')}
            defaultValue={initial.subtitle}
            optional
          />
          <TextField
            {...field('link_url')}
            label={text('bannerFieldLink')}
            hint={text('bannerFieldLinkHint')}
            defaultValue={initial.link_url ?? ''}
            optional
          />
          {values.location === 'home' ? (
            <SelectField
              {...field('type')}
              label={text('bannerFieldType')}
              hint={text('bannerFieldTypeHint')}
              defaultValue={initial.type ?? 'hero'}
            >
              {HOME_BANNER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {text(`bannerType_${type}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
          {rules?.popup ? (
            <>
              <SelectField
                {...field('popup_setting')}
                label={text('bannerFieldPopupSetting')}
                defaultValue={initial.popup_setting ?? 'everyday'}
              >
                {POPUP_SETTINGS.map((setting) => (
                  <option key={setting} value={setting}>
                    {text(`popup_${setting}`)}
                  </option>
                ))}
              </SelectField>
              <TextField
                {...field('page_path')}
                label={text('bannerFieldPagePath')}
                hint={text('bannerFieldPagePathHint')}
                placeholder="/campaign/glow-up-week"
                defaultValue={initial.page_path}
                optional
              />
            </>
          ) : null}
          {when('start_date', 'bannerFieldStart')}
          {when('end_date', 'bannerFieldEnd')}
          <TextField
            {...field('background')}
            label={text('bannerFieldBackground')}
            placeholder="#F7D6E0"
            defaultValue={initial.background ?? ''}
            optional
          />
          <TextField
            {...field('voucher_code')}
            label={text('bannerFieldVoucher')}
            hint={text('bannerFieldVoucherHint')}
            defaultValue={initial.voucher_code ?? ''}
            optional
          />
          <label className="flex items-center gap-3 text-sm font-semibold text-plum-900">
            <input
              type="checkbox"
              name="offer"
              value="free_shipping"
              defaultChecked={initial.offer === 'free_shipping'}
              className={CHECK_CLASS}
            />
            {text('bannerFieldFreeShipping')}
          </label>
          {field('offer').error ? (
            <p className="text-sm font-medium text-berry-700">{field('offer').error}</p>
          ) : null}
          <TextField
            {...field('position')}
            type="number"
            min={0}
            max={999}
            label={text('bannerFieldPosition')}
            defaultValue={String(initial.position)}
          />
          <label className="flex items-center gap-3 text-sm font-semibold text-plum-900">
            <input
              type="checkbox"
              name="is_active"
              defaultChecked={initial.is_active}
              className={CHECK_CLASS}
            />
            {text('bannerFieldActive')}
          </label>
          <SubmitButton busy={busy}>{text('bannerSave')}</SubmitButton>
        </Form>
        {!rules?.image ? (
          <p className="text-sm text-plum-700">{text('bannerImageNone')}</p>
        ) : banner ? (
          <ImageUpload banner={banner} answer={answer} />
        ) : (
          <p className="text-sm text-plum-700">{text('bannerImageAfterSave')}</p>
        )}
      </section>
      <BannerPreview values={values}>
        {preview(values, rules?.image ? (banner?.image_url ?? null) : null)}
      </BannerPreview>
    </div>
  );
}
