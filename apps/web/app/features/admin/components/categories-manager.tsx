import { useMemo } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  CATEGORY_POSITION_MAX,
  TAXONOMY_DESCRIPTION_MAX,
  TAXONOMY_NAME_MAX,
  TAXONOMY_SLUG_MAX,
} from '@kilau/domain/admin';
import {
  BUTTON_CLASS,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import { useFormValidation, type FormParse } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { branchOf, categoryTree, flatten, type CategoryNode } from '../lib/category-tree';
import {
  parseCategoryCreate,
  parseCategoryUpdate,
  TAXONOMY_INTENTS,
  type StockActionData,
} from '../stock-forms';
import { useAdminText } from '../text';
import type { Category } from '../types';
import { AnswerDialog } from './answer-dialog';

const BOX = 'size-4 rounded border-plum-900/30 text-plum-900 focus:ring-rose-500';

/** A category's fields: a new one (under `parentId`) or an edit at its version (rename, move…). */
function CategoryForm({
  node,
  parentId,
  all,
  dialogKey,
  refusal,
}: {
  node: CategoryNode | null;
  parentId: number | null;
  all: CategoryNode[];
  dialogKey: string;
  refusal: StockActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo<FormParse<unknown>>(
    () => (node ? parseCategoryUpdate(locale) : parseCategoryCreate(locale)),
    [node, locale],
  );
  const { formProps, field } = useFormValidation({ parse, serverErrors: refusal?.fields });
  const busy = navigation.state !== 'idle' && navigation.formData?.get('key') === dialogKey;
  // Where it may go: anywhere but under itself or its own branch.
  const barred = node ? branchOf(node) : new Set<number>();
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-4">
      <input
        type="hidden"
        name="intent"
        value={node ? TAXONOMY_INTENTS.updateCategory : TAXONOMY_INTENTS.createCategory}
      />
      <input type="hidden" name="key" value={dialogKey} />
      {node ? (
        <>
          <input type="hidden" name="id" value={node.id} />
          <input type="hidden" name="version" value={node.version} />
        </>
      ) : null}
      {refusal?.message ? <FormMessage tone="error">{refusal.message}</FormMessage> : null}
      <TextField
        {...field('name')}
        label={text('categoryName')}
        maxLength={TAXONOMY_NAME_MAX}
        defaultValue={node?.name}
        autoComplete="off"
      />
      <TextField
        {...field('slug')}
        label={text('categorySlug')}
        hint={text('brandSlugHint')}
        maxLength={TAXONOMY_SLUG_MAX}
        defaultValue={node?.slug}
        autoComplete="off"
      />
      <SelectField
        {...field('parent_id')}
        label={text('categoryParent')}
        defaultValue={String((node ? node.parent_id : parentId) ?? '')}
      >
        <option value="">{text('categoryTopLevel')}</option>
        {all
          .filter((option) => !barred.has(option.id))
          .map((option) => (
            <option key={option.id} value={String(option.id)}>
              {`${'— '.repeat(option.depth)}${option.name}`}
            </option>
          ))}
      </SelectField>
      <TextField
        {...field('position')}
        label={text('categoryPosition')}
        inputMode="numeric"
        max={CATEGORY_POSITION_MAX}
        defaultValue={String(node?.position ?? 0)}
      />
      <TextAreaField
        {...field('description')}
        label={text('categoryDescription')}
        maxLength={TAXONOMY_DESCRIPTION_MAX}
        rows={3}
        defaultValue={node?.description ?? ''}
      />
      <label className="flex items-center gap-2 text-sm text-plum-900">
        <input
          type="checkbox"
          name="is_active"
          defaultChecked={node ? node.is_active : true}
          className={BOX}
        />
        {text('categoryActive')}
      </label>
      <SubmitButton busy={busy}>{text('categorySave')}</SubmitButton>
    </Form>
  );
}

function Branch({
  nodes,
  all,
  answer,
  level,
}: {
  nodes: CategoryNode[];
  all: CategoryNode[];
  answer: StockActionData | undefined;
  level: number;
}) {
  const text = useAdminText();
  return (
    <ul
      className={
        level === 0
          ? 'flex flex-col gap-1'
          : 'ml-6 mt-1 flex flex-col gap-1 border-l border-blush-200 pl-4'
      }
    >
      {nodes.map((node) => (
        <li key={node.id}>
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl px-3 py-2 hover:bg-cream-50">
            <div className="flex flex-wrap items-baseline gap-2">
              <span
                className={`font-semibold ${node.is_active ? 'text-plum-900' : 'text-plum-600 line-through'}`}
              >
                {node.name}
              </span>
              <code className="font-mono text-xs text-plum-700">{node.slug}</code>
              {node.is_active ? null : (
                <span className="rounded-full bg-cream-200 px-2 py-0.5 text-xs font-semibold text-plum-800">
                  {text('categoryInactive')}
                </span>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <AnswerDialog
                dialogKey={`category-child-${node.id}`}
                label={text('categoryAddChild')}
                accessibleLabel={text('categoryAddChildTo', { name: node.name })}
                title={text('categoryAddChildTo', { name: node.name })}
                answer={answer}
              >
                {(refusal) => (
                  <CategoryForm
                    node={null}
                    parentId={node.id}
                    all={all}
                    dialogKey={`category-child-${node.id}`}
                    refusal={refusal}
                  />
                )}
              </AnswerDialog>
              <AnswerDialog
                dialogKey={`category-${node.id}`}
                label={text('categoryEdit')}
                accessibleLabel={text('categoryEditFor', { name: node.name })}
                title={text('categoryEditFor', { name: node.name })}
                answer={answer}
              >
                {(refusal) => (
                  <CategoryForm
                    node={node}
                    parentId={node.parent_id}
                    all={all}
                    dialogKey={`category-${node.id}`}
                    refusal={refusal}
                  />
                )}
              </AnswerDialog>
            </div>
          </div>
          {node.children.length > 0 ? (
            <Branch nodes={node.children} all={all} answer={answer} level={level + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** /admin/categories: the tree with indentation; add a child, rename, move, deactivate. */
export function CategoriesManager({
  categories,
  answer,
}: {
  categories: Category[];
  answer: StockActionData | undefined;
}) {
  const text = useAdminText();
  const tree = useMemo(() => categoryTree(categories), [categories]);
  const all = useMemo(() => flatten(tree), [tree]);
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-display text-3xl font-semibold text-plum-900">
            {text('categoriesTitle')}
          </h1>
          <p className="mt-1 text-plum-700">{text('categoriesIntro')}</p>
        </div>
        <AnswerDialog
          dialogKey="category-create"
          label={text('categoryCreateTop')}
          title={text('categoryCreateTitle')}
          answer={answer}
          buttonClass={BUTTON_CLASS.primary}
        >
          {(refusal) => (
            <CategoryForm
              node={null}
              parentId={null}
              all={all}
              dialogKey="category-create"
              refusal={refusal}
            />
          )}
        </AnswerDialog>
      </header>
      {answer?.ok && answer.message ? (
        <FormMessage tone="success">{answer.message}</FormMessage>
      ) : null}
      <nav
        aria-label={text('categoriesTree')}
        className="rounded-2xl border border-blush-200 bg-white p-3"
      >
        {tree.length === 0 ? (
          <p className="p-3 text-plum-700">{text('categoriesEmpty')}</p>
        ) : (
          <Branch nodes={tree} all={all} answer={answer} level={0} />
        )}
      </nav>
    </div>
  );
}
