import {
  startTransition,
  useEffect,
  useId,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { tagLabel } from '@kilau/domain/catalog';
import { formatRupiah, isDesktopWidth } from '@kilau/domain/shared';
import type { ConcernOption, FacetOption, ListingChoices } from '../../api/listing-query';
import { useCatalogText } from '~/features/catalog/text';
import { useLocale } from '~/lib/i18n';

export type FilterFacets = {
  brands: FacetOption[];
  categories: FacetOption[];
  concerns: ConcernOption[];
};

const RATINGS = [5, 4, 3, 2, 1] as const;
/**
 * Long lists scroll inside their group. The options' looks are classes of app.css (`filter-*`):
 * /shop/all has a hundred and more, and their utility lists were a third of its markup.
 */
const LIST = 'filter-list';
const OPTION = 'filter-option';

/**
 * How many options of a long list render first: enough to fill the group's scroll box (six
 * show at a time). The rest render in the browser when it is idle after hydration, as a
 * transition (no long task): /shop/all's hundred options were a third of its elements, hidden
 * in scroll boxes (and, on phones, in the closed fold-out). A chosen option always renders, so
 * the form keeps the shopper's choice.
 */
export const SERVER_OPTIONS = 8;

/** False on the server and at first; true once the browser has had an idle moment. */
function useAllOptions(): boolean {
  const [all, setAll] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setAll(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(show, 50);
    return () => clearTimeout(timer);
  }, []);
  return all;
}

function firstOptions<T>(options: T[], hydrated: boolean, chosen: (option: T) => boolean): T[] {
  if (hydrated || options.length <= SERVER_OPTIONS) return options;
  return options.filter((option, index) => index < SERVER_OPTIONS || chosen(option));
}

/** An option's count, after a space so it is read apart from the name ("Acne 4"). */
function Count({ total }: { total: number }) {
  return (
    <>
      {' '}
      <span className="filter-count">{total}</span>
    </>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-blush-200 py-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-bold uppercase tracking-[0.08em] text-plum-900">
        {title}
      </legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

/**
 * The listing's filters as one GET form (000 §5 normalisation happens in the loader): category,
 * brands, concerns (each with its count in the listing), price range, rating and pre-order. On
 * desktop a ticked box applies at once with JavaScript; on phones the shopper picks several and
 * "Terapkan" applies them all; without JavaScript the form submits as it is, on both.
 */
export function FilterPanel({
  choices,
  facets,
  hidden = [],
}: {
  choices: ListingChoices;
  facets: FilterFacets;
  /** Groups a page fixes itself (a brand page has no brand filter). */
  hidden?: ReadonlyArray<'brands' | 'categories' | 'concerns'>;
}) {
  const text = useCatalogText();
  const locale = useLocale();
  const submit = useSubmit();
  const id = useId();
  const { search, pathname } = useLocation();
  const params = new URLSearchParams(search);
  const q = params.get('q');
  const sort = params.get('sort');

  // With JavaScript, empty fields stay out of the URL (`?brand_id=3`, not `&min_price=&rating=`).
  const submitChoices = (form: HTMLFormElement) => {
    const data = new FormData(form);
    for (const [key, value] of [...data.entries()]) if (value === '') data.delete(key);
    void submit(data, { method: 'get', action: pathname, preventScrollReset: true });
  };
  // The desktop sidebar applies a ticked box at once; the phone's sheet waits for "Terapkan".
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (!isDesktopWidth(window.innerWidth)) return;
    if (target.type === 'checkbox' || target.type === 'radio') submitChoices(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitChoices(event.currentTarget);
  };
  const resetTo = pathname + (q ? `?q=${encodeURIComponent(q)}` : '');
  const hydrated = useAllOptions();
  const categories = hidden.includes('categories')
    ? []
    : firstOptions(facets.categories, hydrated, (category) => category.id === choices.categoryId);
  const brands = hidden.includes('brands')
    ? []
    : firstOptions(facets.brands, hydrated, (brand) => choices.brandIds.includes(brand.id));
  const concerns = hidden.includes('concerns')
    ? []
    : firstOptions(facets.concerns, hydrated, (tag) => choices.tags.includes(tag.slug));

  return (
    <Form
      key={search}
      method="get"
      onChange={onChange}
      onSubmit={onSubmit}
      preventScrollReset
      aria-label={text('filterTitle')}
    >
      {q ? <input type="hidden" name="q" value={q} /> : null}
      {sort ? <input type="hidden" name="sort" value={sort} /> : null}

      {categories.length > 0 ? (
        <Group title={text('filterCategory')}>
          <div className={LIST}>
            <label className={OPTION}>
              <input
                type="radio"
                name="category_id"
                value=""
                defaultChecked={choices.categoryId === null}
              />
              {text('filterAllCategories')}
            </label>
            {categories.map((category) => (
              <label key={category.id} className={OPTION}>
                <input
                  type="radio"
                  name="category_id"
                  value={category.id}
                  defaultChecked={choices.categoryId === category.id}
                />
                <span>{category.name}</span>
                <Count total={category.total} />
              </label>
            ))}
          </div>
        </Group>
      ) : null}

      {brands.length > 0 ? (
        <Group title={text('filterBrand')}>
          <div className={LIST}>
            {brands.map((brand) => (
              <label key={brand.id} className={OPTION}>
                <input
                  type="checkbox"
                  name="brand_id"
                  value={brand.id}
                  defaultChecked={choices.brandIds.includes(brand.id)}
                />
                <span>{brand.name}</span>
                <Count total={brand.total} />
              </label>
            ))}
          </div>
        </Group>
      ) : null}

      {concerns.length > 0 ? (
        <Group title={text('filterConcern')}>
          <div className={LIST}>
            {concerns.map((tag) => (
              <label key={tag.id} className={OPTION}>
                <input
                  type="checkbox"
                  name="tag"
                  value={tag.slug}
                  defaultChecked={choices.tags.includes(tag.slug)}
                />
                <span>{tagLabel(tag, locale)}</span>
                <Count total={tag.total} />
              </label>
            ))}
          </div>
        </Group>
      ) : null}

      <Group title={text('filterPrice')}>
        <div className="grid grid-cols-2 gap-2 dt:grid-cols-1">
          {(
            [
              ['min_price', 'filterPriceMin', choices.minPrice, formatRupiah(0)],
              ['max_price', 'filterPriceMax', choices.maxPrice, formatRupiah(1_000_000)],
            ] as const
          ).map(([name, label, value, placeholder]) => (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs text-plum-700">
                {text(label)}
              </label>
              <input
                id={`${id}-${name}`}
                type="number"
                name={name}
                min={0}
                step={1000}
                inputMode="numeric"
                placeholder={placeholder}
                defaultValue={value ?? ''}
                className="h-11 w-full rounded-xl border border-blush-300 bg-white px-3 text-sm text-plum-900 placeholder:text-plum-600 focus:border-rose-500 focus:outline-none"
              />
            </div>
          ))}
        </div>
      </Group>

      <Group title={text('filterRating')}>
        <label className={OPTION}>
          <input type="radio" name="rating" value="" defaultChecked={choices.rating === null} />
          {text('filterRatingAny')}
        </label>
        {RATINGS.map((rating) => (
          <label key={rating} className={OPTION}>
            <input
              type="radio"
              name="rating"
              value={rating}
              defaultChecked={choices.rating === rating}
            />
            <span aria-hidden="true" className="text-amber-500">
              {'★'.repeat(rating)}
              <span className="text-blush-200">{'★'.repeat(5 - rating)}</span>
            </span>
            <span className="sr-only">{text('filterRatingOption', { rating })}</span>
          </label>
        ))}
      </Group>

      <Group title={text('filterAvailability')}>
        <label className={OPTION}>
          <input type="checkbox" name="pre_order" value="true" defaultChecked={choices.preOrder} />
          {text('filterPreOrder')}
        </label>
      </Group>

      <div className="sticky bottom-0 -mx-4 flex items-center gap-2 border-t border-blush-200 bg-white px-4 py-3 dt:static dt:mx-0 dt:px-0 dt:pb-0 dt:pt-4">
        <button
          type="submit"
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-plum-900 px-4 text-sm font-semibold text-cream-50 hover:bg-plum-800"
        >
          {text('filterApply')}
        </button>
        <Link
          to={resetTo}
          preventScrollReset
          className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
        >
          {text('filterClearAll')}
        </Link>
      </div>
    </Form>
  );
}
