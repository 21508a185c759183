import { useMemo, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { CAMPAIGN_KINDS, toWibLocal, type AdminCampaign } from '@kilau/domain/admin';
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
  campaignSectionValues,
  parseCampaignForm,
  type BannerActionData,
  type CampaignSectionValues,
} from '../banner-forms';
import { useAdminText } from '../text';
import { ROW_BUTTON_CLASS } from './confirm-button';

const CHECK_CLASS = 'size-5 rounded border-blush-300 text-plum-900 focus:ring-rose-500';
let nextKey = 0;
const blankSection = (): CampaignSectionValues => ({
  key: `new${(nextKey += 1)}`,
  title: '',
  type: 'product',
  image_url: '',
  link_url: '',
  product_ids: '',
});

/**
 * A campaign's form: its fields and its sections in order (banner or products), moved up and
 * down, added and removed; the save sends the whole campaign.
 */
export function CampaignForm({
  campaign,
  answer,
}: {
  campaign: AdminCampaign | null;
  answer: BannerActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo(() => parseCampaignForm(locale), [locale]);
  const { formProps, field } = useFormValidation({ parse, serverErrors: answer?.fields });
  const [sections, setSections] = useState(() => campaignSectionValues(campaign));
  const busy = navigation.state !== 'idle';
  const move = (index: number, by: number) =>
    setSections((current) => {
      const next = [...current];
      const [taken] = next.splice(index, 1);
      if (taken) next.splice(index + by, 0, taken);
      return next;
    });
  const update = (index: number, change: Partial<CampaignSectionValues>) =>
    setSections((current) =>
      current.map((section, at) => (at === index ? { ...section, ...change } : section)),
    );

  return (
    <Form
      method="post"
      {...formProps}
      aria-label={text(campaign ? 'campaignEditTitle' : 'campaignNewTitle')}
      key={campaign?.version ?? 'new'}
      className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-4"
    >
      {campaign ? <input type="hidden" name="version" value={campaign.version} /> : null}
      <input type="hidden" name="section_count" value={sections.length} />
      {answer?.message ? (
        <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
      ) : null}
      <TextField
        {...field('name')}
        label={text('campaignFieldName')}
        defaultValue={campaign?.name}
      />
      <TextField
        {...field('slug')}
        label={text('campaignFieldSlug')}
        defaultValue={campaign?.slug}
      />
      <SelectField
        {...field('kind')}
        label={text('campaignFieldKind')}
        defaultValue={campaign?.kind ?? 'campaign'}
      >
        {CAMPAIGN_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {text(`kind_${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        {...field('description')}
        label={text('campaignFieldDescription')}
        defaultValue={campaign?.description}
        optional
      />
      <TextField
        {...field('starts_at')}
        type="datetime-local"
        label={text('bannerFieldStart')}
        defaultValue={toWibLocal(campaign?.starts_at ?? null)}
        optional
      />
      <TextField
        {...field('ends_at')}
        type="datetime-local"
        label={text('bannerFieldEnd')}
        defaultValue={toWibLocal(campaign?.ends_at ?? null)}
        optional
      />
      <label className="flex items-center gap-3 text-sm font-semibold text-plum-900">
        <input
          type="checkbox"
          name="is_active"
          defaultChecked={campaign?.is_active ?? true}
          className={CHECK_CLASS}
        />
        {text('bannerFieldActive')}
      </label>
      {/* The campaign's picture is kept as it is (the form does not edit it). */}
      <input type="hidden" name="image_url" value={campaign?.image_url ?? ''} />
      <div className="flex flex-col gap-1">
        <label className="flex items-center gap-3 text-sm font-semibold text-plum-900">
          <input
            type="checkbox"
            name="is_display_icon_web"
            defaultChecked={campaign?.is_display_icon_web ?? false}
            aria-describedby="campaign-icon-hint"
            className={CHECK_CLASS}
          />
          {text('campaignFieldIcon')}
        </label>
        <p id="campaign-icon-hint" className="text-sm text-plum-700">
          {text('campaignFieldIconHint')}
        </p>
      </div>
      <TextField
        {...field('icon_url')}
        label={text('campaignFieldIconUrl')}
        hint={text('bannerFieldLinkHint')}
        placeholder="/media/campaigns/glow-up-week-icon.webp"
        defaultValue={campaign?.icon_url ?? ''}
        optional
      />

      <fieldset className="flex flex-col gap-4">
        <legend className="font-display text-lg font-semibold text-plum-900">
          {text('campaignSections')}
        </legend>
        <ol className="flex flex-col gap-4">
          {sections.map((section, index) => {
            const n = index + 1;
            const name = (key: string) => `sections.${index}.${key}`;
            return (
              <li key={section.key} className="rounded-xl border border-blush-200 p-3">
                <p className="mb-2 text-sm font-semibold text-plum-800">
                  {text('campaignSection', { index: n })}
                </p>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    {...field(name('title'))}
                    label={text('campaignSectionTitle', { index: n })}
                    value={section.title}
                    onChange={(event) => update(index, { title: event.target.value })}
                  />
                  <SelectField
                    {...field(name('type'))}
                    label={text('campaignSectionType', { index: n })}
                    value={section.type}
                    onChange={(event) =>
                      update(index, {
                        type: event.target.value === 'banner' ? 'banner' : 'product',
                      })
                    }
                  >
                    <option value="product">{text('sectionType_product')}</option>
                    <option value="banner">{text('sectionType_banner')}</option>
                  </SelectField>
                  {section.type === 'banner' ? (
                    <>
                      <TextField
                        {...field(name('banner.image_url'))}
                        name={name('image_url')}
                        label={text('campaignSectionImage', { index: n })}
                        value={section.image_url}
                        onChange={(event) => update(index, { image_url: event.target.value })}
                      />
                      <TextField
                        {...field(name('banner.link_url'))}
                        name={name('link_url')}
                        label={text('campaignSectionLink', { index: n })}
                        value={section.link_url}
                        onChange={(event) => update(index, { link_url: event.target.value })}
                      />
                    </>
                  ) : (
                    <TextField
                      {...field(name('product_ids'))}
                      label={text('campaignSectionProducts', { index: n })}
                      value={section.product_ids}
                      onChange={(event) => update(index, { product_ids: event.target.value })}
                      className="sm:col-span-2"
                    />
                  )}
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={ROW_BUTTON_CLASS}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {text('campaignSectionUp', { index: n })}
                  </button>
                  <button
                    type="button"
                    className={ROW_BUTTON_CLASS}
                    disabled={index === sections.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {text('campaignSectionDown', { index: n })}
                  </button>
                  <button
                    type="button"
                    className={ROW_BUTTON_CLASS}
                    onClick={() =>
                      setSections((current) => current.filter((_, at) => at !== index))
                    }
                  >
                    {text('campaignSectionRemove', { index: n })}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className={BUTTON_CLASS.secondary}
          onClick={() => setSections((current) => [...current, blankSection()])}
        >
          {text('campaignSectionAdd')}
        </button>
      </fieldset>
      <SubmitButton busy={busy}>{text('campaignSave')}</SubmitButton>
    </Form>
  );
}
