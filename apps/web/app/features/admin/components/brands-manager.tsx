import { useMemo, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
} from '@tanstack/react-table';
import {
  BRAND_ORIGIN_MAX,
  TAXONOMY_DESCRIPTION_MAX,
  TAXONOMY_NAME_MAX,
  TAXONOMY_SLUG_MAX,
} from '@kilau/domain/admin';
import {
  BUTTON_CLASS,
  FormMessage,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import { useFormValidation, type FormParse } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { useAdminTable } from '../hooks/use-admin-table';
import {
  parseBrandCreate,
  parseBrandUpdate,
  TAXONOMY_INTENTS,
  type StockActionData,
} from '../stock-forms';
import { useAdminText } from '../text';
import type { Brand } from '../types';
import { AnswerDialog } from './answer-dialog';
import { DataTable } from './data-table';

const column = createColumnHelper<Brand>();
const BOX = 'size-4 rounded border-plum-900/30 text-plum-900 focus:ring-rose-500';

/** A brand's fields: added (no brand) or edited at its version. */
function BrandForm({
  brand,
  dialogKey,
  refusal,
}: {
  brand: Brand | null;
  dialogKey: string;
  refusal: StockActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo<FormParse<unknown>>(
    () => (brand ? parseBrandUpdate(locale) : parseBrandCreate(locale)),
    [brand, locale],
  );
  const { formProps, field } = useFormValidation({ parse, serverErrors: refusal?.fields });
  const busy = navigation.state !== 'idle' && navigation.formData?.get('key') === dialogKey;
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-4">
      <input
        type="hidden"
        name="intent"
        value={brand ? TAXONOMY_INTENTS.updateBrand : TAXONOMY_INTENTS.createBrand}
      />
      <input type="hidden" name="key" value={dialogKey} />
      {brand ? (
        <>
          <input type="hidden" name="id" value={brand.id} />
          <input type="hidden" name="version" value={brand.version} />
        </>
      ) : null}
      {refusal?.message ? <FormMessage tone="error">{refusal.message}</FormMessage> : null}
      <TextField
        {...field('name')}
        label={text('brandName')}
        maxLength={TAXONOMY_NAME_MAX}
        defaultValue={brand?.name}
        autoComplete="off"
      />
      <TextField
        {...field('slug')}
        label={text('brandSlug')}
        hint={text('brandSlugHint')}
        maxLength={TAXONOMY_SLUG_MAX}
        defaultValue={brand?.slug}
        autoComplete="off"
      />
      <TextField
        {...field('origin')}
        label={text('brandOrigin')}
        maxLength={BRAND_ORIGIN_MAX}
        defaultValue={brand?.origin ?? ''}
        autoComplete="off"
      />
      <TextAreaField
        {...field('description')}
        label={text('brandStory')}
        maxLength={TAXONOMY_DESCRIPTION_MAX}
        rows={4}
        defaultValue={brand?.description ?? ''}
      />
      <label className="flex items-center gap-2 text-sm text-plum-900">
        <input
          type="checkbox"
          name="is_active"
          defaultChecked={brand ? brand.is_active : true}
          className={BOX}
        />
        {text('brandActive')}
      </label>
      <SubmitButton busy={busy}>{text('brandSave')}</SubmitButton>
    </Form>
  );
}

/** The logo: what it is now, and a file to replace it (through the shop's image pipeline). */
function LogoForm({
  brand,
  dialogKey,
  refusal,
}: {
  brand: Brand;
  dialogKey: string;
  refusal: StockActionData | undefined;
}) {
  const text = useAdminText();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('key') === dialogKey;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 flex flex-col gap-3 border-t border-blush-200 pt-4"
    >
      <input type="hidden" name="intent" value={TAXONOMY_INTENTS.uploadLogo} />
      <input type="hidden" name="key" value={dialogKey} />
      <input type="hidden" name="id" value={brand.id} />
      <h3 className="font-semibold text-plum-900">{text('brandLogo')}</h3>
      {brand.logo_url ? (
        <img
          src={brand.logo_url}
          alt={text('brandLogoOf', { name: brand.name })}
          className="h-16 w-auto self-start rounded border border-blush-200 bg-white p-1"
        />
      ) : (
        <p className="text-sm text-plum-700">{text('brandNoLogo')}</p>
      )}
      {refusal?.message ? <FormMessage tone="error">{refusal.message}</FormMessage> : null}
      <TextField
        name="logo"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        label={text('brandLogoFile')}
        error={refusal?.fields?.logo}
      />
      <button type="submit" disabled={busy} className={BUTTON_CLASS.secondary}>
        {text('brandLogoUpload')}
      </button>
    </Form>
  );
}

/** /admin/brands: the list, adding a brand, and each brand's edit with its logo. */
export function BrandsManager({
  brands,
  answer,
}: {
  brands: Brand[];
  answer: StockActionData | undefined;
}) {
  const text = useAdminText();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: text('brandName'),
        cell: (info) => <span className="font-semibold text-plum-900">{info.getValue()}</span>,
      }),
      column.accessor('letter', { header: text('brandLetter') }),
      column.accessor('slug', {
        header: text('brandSlug'),
        cell: (info) => <code className="font-mono text-xs">{info.getValue()}</code>,
      }),
      column.accessor((row) => row.origin ?? '', {
        id: 'origin',
        header: text('brandOrigin'),
        cell: (info) => info.getValue() || '—',
      }),
      column.display({
        id: 'logo',
        header: text('brandLogo'),
        cell: ({ row }) =>
          row.original.logo_url ? (
            <img
              src={row.original.logo_url}
              alt={text('brandLogoOf', { name: row.original.name })}
              className="h-8 w-auto"
            />
          ) : (
            '—'
          ),
      }),
      column.accessor('is_active', {
        header: text('brandStatus'),
        cell: (info) => (info.getValue() ? text('brandOn') : text('brandOff')),
      }),
      column.display({
        id: 'actions',
        header: text('stockActions'),
        cell: ({ row }) => {
          const brand = row.original;
          const key = `brand-${brand.id}`;
          const logoKey = `brand-logo-${brand.id}`;
          return (
            <AnswerDialog
              dialogKey={key}
              label={text('brandEdit')}
              accessibleLabel={text('brandEditFor', { name: brand.name })}
              title={text('brandEditFor', { name: brand.name })}
              answer={answer?.key === logoKey ? { ...answer, key } : answer}
            >
              {(refusal) => (
                <>
                  <BrandForm
                    brand={brand}
                    dialogKey={key}
                    refusal={refusal?.intent === TAXONOMY_INTENTS.uploadLogo ? undefined : refusal}
                  />
                  <LogoForm
                    brand={brand}
                    dialogKey={logoKey}
                    refusal={refusal?.intent === TAXONOMY_INTENTS.uploadLogo ? refusal : undefined}
                  />
                </>
              )}
            </AnswerDialog>
          );
        },
      }),
    ],
    [text, answer],
  );
  const table = useAdminTable({
    data: brands,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => `brand-${row.id}`,
  });
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-display text-3xl font-semibold text-plum-900">
            {text('brandsTitle')}
          </h1>
          <p className="mt-1 text-plum-700">{text('brandsIntro')}</p>
        </div>
        <AnswerDialog
          dialogKey="brand-create"
          label={text('brandCreate')}
          title={text('brandCreateTitle')}
          answer={answer}
          buttonClass={BUTTON_CLASS.primary}
        >
          {(refusal) => <BrandForm brand={null} dialogKey="brand-create" refusal={refusal} />}
        </AnswerDialog>
      </header>
      {answer?.ok && answer.message ? (
        <FormMessage tone="success">{answer.message}</FormMessage>
      ) : null}
      <DataTable
        table={table}
        caption={text('brandsTableLabel')}
        empty={text('brandsEmpty')}
        rowHeader
      />
    </div>
  );
}
