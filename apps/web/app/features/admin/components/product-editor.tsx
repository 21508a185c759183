import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useRevalidator } from 'react-router';
import {
  PRODUCT_CLASSIFICATIONS,
  PRODUCT_FLAGS,
  type AdminProduct,
  type CatalogueOptions,
  type ProductClassification,
} from '@kilau/domain/admin';
import {
  BUTTON_CLASS,
  FormMessage,
  SelectField,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import { changedFields, FLAG_HINTS, FLAG_LABELS, PRODUCT_INTENTS } from '../lib/product-form';
import { useAdminText, type AdminTextKey } from '../text';
import { BundleItemsEditor } from './bundle-items-editor';
import { CombinationsEditor } from './combinations-editor';
import { ImageDeleteForms, ProductImagesEditor } from './product-images-editor';

export type ProductActionData = {
  intent: string;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
  /** A 409: the product as it is now (the page says what changed since the form was read). */
  current?: AdminProduct;
};

const CLASSIFICATION_LABELS: Record<ProductClassification, AdminTextKey> = {
  egift: 'classificationEgift',
  bundle_virtual: 'classificationBundleVirtual',
  bundle_physical: 'classificationBundlePhysical',
  gwp_non_sellable: 'classificationGwpNonSellable',
};

const CHECK_CLASS = 'flex min-h-10 items-center gap-2 text-sm text-plum-900';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-5"
    >
      <h2 id={id} className="font-display text-xl font-semibold text-plum-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /admin/products/new and /admin/products/:id: the product's form in sections (basics, labels
 * and classification, texts, combinations), its pictures once it exists, the shop's page, and a
 * 409 said with what changed and a reload.
 */
export function ProductEditor({
  product,
  options,
  answer,
  created = false,
}: {
  product: AdminProduct | null;
  options: CatalogueOptions;
  answer: ProductActionData | undefined;
  /** Just created (the form's first save): says so. */
  created?: boolean;
}) {
  const text = useAdminText();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state !== 'idle';
  const saveAnswer =
    answer?.intent === PRODUCT_INTENTS.save
      ? answer
      : !answer && created
        ? { intent: PRODUCT_INTENTS.save, ok: true, message: text('productCreated') }
        : undefined;
  const conflict =
    product && saveAnswer && 'current' in saveAnswer && saveAnswer.current
      ? changedFields(product, saveAnswer.current)
      : null;
  const fields = saveAnswer?.fields;
  const error = (name: string) => fields?.[name];
  const imageAnswer = answer && answer.intent !== PRODUCT_INTENTS.save ? answer : undefined;

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link to="/admin/products" className="text-sm font-semibold text-rose-700 underline">
            {text('productBackToList')}
          </Link>
          <h1 className="mt-1 font-display text-3xl font-semibold text-plum-900">
            {product ? product.name : text('productNewTitle')}
          </h1>
        </div>
        {product ? (
          // The shop shows a staff member an inactive product's page too, marked as a preview.
          <div className="flex flex-col items-end gap-1">
            <a
              href={product.shop_url}
              target="_blank"
              rel="noreferrer"
              // The visible words first (WCAG 2.5.3), then that it opens a new tab.
              aria-label={`${text(product.is_active ? 'productPreview' : 'productPreviewInactive')} ${text('productPreviewNewTab')}`}
              aria-describedby={product.is_active ? undefined : 'product-preview-hint'}
              className={BUTTON_CLASS.secondary}
            >
              {text(product.is_active ? 'productPreview' : 'productPreviewInactive')}
            </a>
            {product.is_active ? null : (
              <p id="product-preview-hint" className="text-sm text-plum-700">
                {text('productPreviewInactiveHint')}
              </p>
            )}
          </div>
        ) : null}
      </header>

      {conflict ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-2xl border border-berry-700/30 bg-blush-50 p-4"
        >
          <h2 className="font-semibold text-berry-700">{text('productConflictTitle')}</h2>
          <p className="text-plum-800">{saveAnswer?.message}</p>
          {conflict.length ? (
            <p className="text-plum-800">
              {text('productConflictChanged', {
                fields: conflict.map((key) => text(key)).join(', '),
              })}
            </p>
          ) : null}
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className={`${BUTTON_CLASS.secondary} self-start`}
          >
            {text('productConflictReload')}
          </button>
        </div>
      ) : saveAnswer?.message ? (
        <FormMessage tone={saveAnswer.ok ? 'success' : 'error'}>{saveAnswer.message}</FormMessage>
      ) : null}

      <Form
        method="post"
        // A new reading of the product (a save, a reload) starts the form from it.
        key={product ? `${product.id}-${product.version}` : 'new'}
        aria-label={product ? text('productEditTitle') : text('productNewTitle')}
        noValidate
        className="flex flex-col gap-5"
      >
        <input type="hidden" name="intent" value={PRODUCT_INTENTS.save} />
        {product ? <input type="hidden" name="version" value={product.version} /> : null}

        <Section title={text('productSectionBasics')}>
          <div className="grid gap-4 dt:grid-cols-2">
            <TextField
              name="name"
              label={text('productName')}
              defaultValue={product?.name}
              required
              error={error('name')}
            />
            <TextField
              name="slug"
              label={text('productSlug')}
              hint={text('productSlugHint')}
              defaultValue={product?.slug}
              optional
              error={error('slug')}
            />
            <SelectField
              name="brand_id"
              label={text('productBrand')}
              defaultValue={product ? String(product.brand.id) : ''}
              error={error('brand_id')}
            >
              <option value="">{text('productChoose')}</option>
              {options.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              name="default_category_id"
              label={text('productDefaultCategory')}
              defaultValue={product ? String(product.default_category_id) : ''}
              error={error('default_category_id')}
            >
              <option value="">{text('productChoose')}</option>
              {options.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {`${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`}
                </option>
              ))}
            </SelectField>
            <MultiSelect
              name="category_ids"
              label={text('productCategories')}
              selected={product?.category_ids ?? []}
              error={error('category_ids')}
              choices={options.categories.map((category) => ({
                id: category.id,
                name: `${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`,
              }))}
            />
            <MultiSelect
              name="tag_ids"
              label={text('productTags')}
              selected={product?.tag_ids ?? []}
              error={error('tag_ids')}
              choices={options.tags.map((tag) => ({
                id: tag.id,
                name: `${tag.name} (${tag.type})`,
              }))}
            />
          </div>
        </Section>

        <Section title={text('productSectionFlags')}>
          <fieldset className="flex flex-wrap gap-x-6 gap-y-1">
            <legend className="sr-only">{text('productSectionFlags')}</legend>
            <label className={CHECK_CLASS}>
              <input
                type="checkbox"
                name="is_active"
                defaultChecked={product?.is_active ?? true}
                className="size-4 accent-rose-600"
              />
              {text('productActive')}
            </label>
            {PRODUCT_FLAGS.map((flag) => (
              <label key={flag} className={CHECK_CLASS}>
                <input
                  type="checkbox"
                  name={flag}
                  defaultChecked={product?.[flag] ?? false}
                  aria-describedby={FLAG_HINTS[flag] ? `product-flag-hint-${flag}` : undefined}
                  className="size-4 accent-rose-600"
                />
                {text(FLAG_LABELS[flag])}
              </label>
            ))}
          </fieldset>
          {PRODUCT_FLAGS.flatMap((flag) => {
            const hint = FLAG_HINTS[flag];
            return hint
              ? [
                  <p key={flag} id={`product-flag-hint-${flag}`} className="text-sm text-plum-700">
                    {text(hint)}
                  </p>,
                ]
              : [];
          })}
          <div className="grid gap-4 dt:grid-cols-3">
            <SelectField
              name="classification"
              label={text('productClassification')}
              defaultValue={product?.classification ?? ''}
              error={error('classification')}
            >
              <option value="">{text('classificationNone')}</option>
              {PRODUCT_CLASSIFICATIONS.map((value) => (
                <option key={value} value={value}>
                  {text(CLASSIFICATION_LABELS[value])}
                </option>
              ))}
            </SelectField>
            <TextField
              name="max_limit_per_order"
              label={text('productMaxPerOrder')}
              inputMode="numeric"
              defaultValue={product?.max_limit_per_order?.toString() ?? ''}
              optional
              error={error('max_limit_per_order')}
            />
            <BundleItemsEditor items={product?.pack_items ?? []} error={error} />
          </div>
        </Section>

        <Section title={text('productSectionTexts')}>
          <TextAreaField
            name="description"
            label={text('productDescription')}
            defaultValue={product?.description}
            rows={5}
            optional
            error={error('description')}
          />
          <TextAreaField
            name="how_to_use"
            label={text('productHowToUse')}
            defaultValue={product?.how_to_use}
            optional
            error={error('how_to_use')}
          />
          <TextAreaField
            name="ingredients"
            label={text('productIngredients')}
            defaultValue={product?.ingredients}
            optional
            error={error('ingredients')}
          />
        </Section>

        <Section title={text('productSectionCombinations')}>
          <CombinationsEditor combinations={product?.combinations ?? []} fields={fields} />
        </Section>

        <button type="submit" disabled={busy} className={`${BUTTON_CLASS.primary} self-start`}>
          {product ? text('productSave') : text('productCreate')}
        </button>
      </Form>

      <Section title={text('productSectionImages')}>
        {imageAnswer?.message ? (
          <FormMessage tone={imageAnswer.ok ? 'success' : 'error'}>
            {imageAnswer.message}
          </FormMessage>
        ) : null}
        {product ? (
          <>
            <ProductImagesEditor
              key={product.images.map((image) => `${image.id}:${image.position}`).join(',')}
              images={product.images}
              combinations={product.combinations}
              fields={imageAnswer?.fields}
              busy={busy}
            />
            <ImageDeleteForms images={product.images} />
          </>
        ) : (
          <p className="text-plum-700">{text('imagesSaveFirst')}</p>
        )}
      </Section>
    </div>
  );
}

/** Several choices from a list, as checkboxes in a scrolling box (named for its label). */
function MultiSelect({
  name,
  label,
  choices,
  selected,
  error,
}: {
  name: string;
  label: string;
  choices: Array<{ id: number; name: string }>;
  selected: number[];
  error: string | undefined;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-plum-900">{label}</legend>
      <div className="max-h-48 overflow-y-auto rounded-xl border border-blush-300 bg-white p-2">
        {choices.map((choice) => (
          <label key={choice.id} className="flex items-center gap-2 py-0.5 text-sm text-plum-900">
            <input
              type="checkbox"
              name={name}
              value={choice.id}
              defaultChecked={selected.includes(choice.id)}
              className="size-4 accent-rose-600"
            />
            {choice.name}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1.5 text-sm font-medium text-berry-700">{error}</p> : null}
    </fieldset>
  );
}
