import { useMemo } from 'react';
import { Form } from 'react-router';
import { ACADEMY_ENROLMENT_MODES, type AdminAcademySettings } from '@kilau/domain/academy';
import { SelectField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  ACADEMY_AUTHORING_INTENTS,
  parseSettingsForm,
  type AcademyActionData,
} from '../academy-authoring-forms';
import { BilingualFields } from './bilingual-fields';
import { useAdminText, type AdminTextKey } from '../text';
import { answerFor, CARD, CHECK_CLASS, Said, useBusy } from './quiz-editor-parts';

const INTENT = ACADEMY_AUTHORING_INTENTS.saveSettings;
/** A new academy's colours until staff choose their own (the demo's plum and rose). */
const DEFAULT_COLOURS = { primary: '#4a1942', accent: '#e8577d' };

/**
 * The academy's settings (docs/design/academy.md): its name and path segment, partner brand,
 * texts in both languages, logo, colours, how enrolments are decided and the graduation
 * voucher. Before the first save (`settings` null) the same form creates them.
 */
export function AcademySettingsForm({
  settings,
  answer,
}: {
  settings: AdminAcademySettings | null;
  answer: AcademyActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseSettingsForm(locale), [locale]);
  const mine = answerFor(answer, INTENT);
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  const busy = useBusy(INTENT);
  return (
    <Form
      method="post"
      {...formProps}
      key={settings?.version ?? 'new'}
      aria-label={text('academySettingsForm')}
      className={CARD}
    >
      <input type="hidden" name="intent" value={INTENT} />
      <input type="hidden" name="version" value={settings?.version ?? 1} />
      <Said answer={mine?.stale ? { ...mine, message: text('academyStale') } : mine} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          {...field('name')}
          label={text('academyFieldName')}
          defaultValue={settings?.name ?? ''}
        />
        <TextField
          {...field('path_segment')}
          label={text('academyFieldSegment')}
          hint={text('academyFieldSegmentHint')}
          defaultValue={settings?.path_segment ?? ''}
        />
        <TextField
          {...field('brand_id')}
          type="number"
          min={1}
          label={text('academyFieldBrand')}
          hint={
            settings ? text('academyFieldBrandHint', { brand: settings.brand_name }) : undefined
          }
          defaultValue={settings ? String(settings.brand_id) : ''}
        />
        <SelectField
          {...field('enrolment_mode')}
          label={text('academyFieldMode')}
          defaultValue={settings?.enrolment_mode ?? 'manual'}
        >
          {ACADEMY_ENROLMENT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {text(`academyMode_${mode}` as AdminTextKey)}
            </option>
          ))}
        </SelectField>
        <BilingualFields
          field={field}
          name="tagline"
          labels={['academyFieldTaglineId', 'academyFieldTaglineEn']}
          values={settings ? { id: settings.tagline_id, en: settings.tagline_en } : undefined}
          optional
        />
        <BilingualFields
          field={field}
          name="description"
          labels={['academyFieldDescriptionId', 'academyFieldDescriptionEn']}
          values={
            settings ? { id: settings.description_id, en: settings.description_en } : undefined
          }
          rows={4}
          optional
        />
        <TextField
          {...field('logo_url')}
          label={text('academyFieldLogo')}
          hint={text('academyFieldImageHint')}
          defaultValue={settings?.logo_url ?? ''}
          optional
        />
        <TextField
          {...field('graduation_voucher_id')}
          type="number"
          min={1}
          label={text('academyFieldVoucher')}
          hint={text('academyFieldVoucherHint')}
          defaultValue={
            settings?.graduation_voucher_id ? String(settings.graduation_voucher_id) : ''
          }
          optional
        />
        <TextField
          {...field('primary_colour')}
          type="color"
          label={text('academyFieldPrimary')}
          defaultValue={settings?.primary_colour ?? DEFAULT_COLOURS.primary}
        />
        <TextField
          {...field('accent_colour')}
          type="color"
          label={text('academyFieldAccent')}
          defaultValue={settings?.accent_colour ?? DEFAULT_COLOURS.accent}
        />
      </div>
      {settings?.logo_url ? (
        <img src={settings.logo_url} alt={settings.name} className="h-16 w-auto object-contain" />
      ) : null}
      <label className="flex items-center gap-3 text-sm font-semibold text-plum-900">
        <input
          type="checkbox"
          name="is_active"
          defaultChecked={settings?.is_active ?? false}
          className={CHECK_CLASS}
        />
        {text('academyFieldActive')}
      </label>
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>
          {text(settings ? 'academySettingsSave' : 'academySettingsCreate')}
        </SubmitButton>
      </div>
    </Form>
  );
}
