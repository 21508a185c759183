import { useId } from 'react';
import { Link } from 'react-router';
import { isCombinationAvailable, variantOptions } from '@kilau/domain/catalog';
import { Image } from '~/components/ui/image';
import { useMessage } from '~/lib/i18n';
import type { ProductCombination } from '../types';
import { useCatalogText } from '~/features/catalog/text';

const validHex = (value: string | undefined) =>
  value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined;

type Choose =
  | { kind: 'button'; onSelect: (combination: ProductCombination) => void }
  | { kind: 'link'; hrefFor: (combination: ProductCombination) => string };

/**
 * Shades as swatches (the shade's own picture when it has one) and sizes or variants as chips
 * (000 §9: Shade, Variant, Size). Sold-out options stay choosable, for notify me. On the product
 * page options are links (`?variant=`), so choosing works without JavaScript; in modals they
 * are buttons.
 */
export function VariantPicker({
  combinations,
  selected,
  choose,
}: {
  combinations: ProductCombination[];
  selected: ProductCombination | null;
  choose: Choose;
}) {
  const text = useCatalogText();
  const message = useMessage();
  const labelId = useId();
  const options = variantOptions(combinations);
  const first = options[0];
  if (!first) return null;
  const current = options.find((option) => option.combination.id === selected?.id) ?? first;

  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm text-plum-700">
        <span className="font-semibold text-plum-900">{message(first.code)}:</span> {current.name}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {options.map(({ combination, key, name }) => {
          const active = combination.id === current.combination.id;
          const available = isCombinationAvailable(combination);
          const swatch = key === 'shade' ? combination.images[0]?.url : undefined;
          const hex = key === 'shade' ? validHex(combination.attributes.shade?.hex) : undefined;
          const look = `relative inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm transition ${
            active
              ? 'border-plum-900 bg-plum-900 text-cream-50'
              : 'border-blush-300 bg-white text-plum-900 hover:border-plum-700'
          } ${available ? '' : 'opacity-70'}`;
          const content = (
            <>
              {hex && !swatch ? (
                <span
                  aria-hidden="true"
                  className="size-6 rounded-full ring-1 ring-plum-900/15"
                  style={{ backgroundColor: hex }}
                />
              ) : null}
              {swatch ? (
                <Image
                  src={swatch}
                  alt=""
                  width={28}
                  height={28}
                  loading="lazy"
                  className="size-7 rounded-full object-cover ring-1 ring-blush-200"
                />
              ) : null}
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
