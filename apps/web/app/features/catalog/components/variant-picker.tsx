import { useId } from 'react';
import { Link } from 'react-router';
import { isCombinationAvailable, variantOptions } from '@kilau/domain/catalog';
import { useMessage } from '~/lib/i18n';
import type { ProductCombination } from '../types';
import { useCatalogText } from '~/features/catalog/text';
import { hasSwatch, ShadeSwatches, type ChooseOption } from './shade-swatches';

/**
 * The options of a product (000 §9: Shade, Variant, Size): shades with a colour as round
 * swatches (`ShadeSwatches`), sizes and variants — and shades without one — as chips. Sold-out
 * options stay choosable, for notify me. On the product page options are links (`?variant=`),
 * so choosing works without JavaScript; in modals they are buttons.
 */
export function VariantPicker({
  combinations,
  selected,
  choose,
}: {
  combinations: ProductCombination[];
  selected: ProductCombination | null;
  choose: ChooseOption;
}) {
  const text = useCatalogText();
  const message = useMessage();
  const labelId = useId();
  const options = variantOptions(combinations);
  const first = options[0];
  if (!first) return null;
  const current = options.find((option) => option.combination.id === selected?.id) ?? first;
  if (
    first.key === 'shade' &&
    options.every((option) => option.key === 'shade' && hasSwatch(option.combination))
  ) {
    return <ShadeSwatches options={options} selected={current.combination} choose={choose} />;
  }

  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm text-plum-700">
        <span className="font-semibold text-plum-900">{message(first.code)}:</span> {current.name}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {options.map(({ combination, name }) => {
          const active = combination.id === current.combination.id;
          const available = isCombinationAvailable(combination);
          const look = `relative inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm transition ${
            active
              ? 'border-plum-900 bg-plum-900 text-cream-50'
              : 'border-blush-300 bg-white text-plum-900 hover:border-plum-700'
          } ${available ? '' : 'opacity-70'}`;
          const content = (
            <>
              <span className={available ? '' : 'line-through'}>{name}</span>
              {available ? null : <span className="sr-only">({text('variantSoldOut')})</span>}
            </>
          );
          return (
            <li key={combination.id}>
              {choose.kind === 'link' ? (
                <Link
                  to={choose.hrefFor(combination)}
                  replace
                  preventScrollReset
                  aria-current={active ? 'true' : undefined}
                  className={look}
                >
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => choose.onSelect(combination)}
                  className={look}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
