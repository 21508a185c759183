import { useId } from 'react';
import { Form, useLocation, useSubmit } from 'react-router';
import { ChevronDownIcon } from '~/components/ui/icons';
import type { ProductSort } from '../../types';
import { useCatalogText, type CatalogTextKey } from '~/features/catalog/text';

/**
 * Sorting as a GET form: the current filters ride along as hidden fields and paging starts
 * again. With JavaScript a change submits at once; without it, the Apply button does.
 */
export function SortSelect({ sorts, sort }: { sorts: readonly ProductSort[]; sort: ProductSort }) {
  const text = useCatalogText();
  const id = useId();
  const submit = useSubmit();
  const { search } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(([key]) => key !== 'sort' && key !== 'page');
  return (
    <Form key={search} method="get" className="flex items-center gap-2" preventScrollReset>
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id} className="text-sm font-medium text-plum-700">
        {text('sortLabel')}
      </label>
      <span className="relative">
        <select
          id={id}
          name="sort"
          defaultValue={sort}
          onChange={(event) => {
            void submit(event.currentTarget.form, { preventScrollReset: true });
          }}
          className="h-11 appearance-none rounded-full border border-blush-300 bg-white pl-4 pr-10 text-sm font-semibold text-plum-900 focus:border-rose-500 focus:outline-none"
        >
          {sorts.map((option) => (
            <option key={option} value={option}>
              {text(`sort_${option}` as CatalogTextKey)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-plum-700" />
      </span>
      {/* Without JavaScript a change cannot submit itself: an Apply button does. */}
      <noscript>
        <button
          type="submit"
          className="h-11 rounded-full bg-plum-900 px-4 text-sm font-semibold text-cream-50"
        >
          {text('filterApply')}
        </button>
      </noscript>
    </Form>
  );
}
