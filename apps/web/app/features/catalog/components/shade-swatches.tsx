import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isCombinationAvailable, isHexColour, type VariantOption } from '@kilau/domain/catalog';
import { Image } from '~/components/ui/image';
import { useHydrated } from '~/hooks/use-hydrated';
import { useMessage } from '~/lib/i18n';
import type { ProductCombination } from '../types';
import { useCatalogText } from '~/features/catalog/text';

export type ChooseOption =
  | { kind: 'button'; onSelect: (combination: ProductCombination) => void }
  | { kind: 'link'; hrefFor: (combination: ProductCombination) => string };

/** A shade can be drawn as a round swatch: it has a colour or a picture. */
export const hasSwatch = (combination: ProductCombination) =>
  isHexColour(combination.hex) || !!combination.swatch_image;

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Shades as round swatches (ADR 0032), a radio group: each swatch is named by its shade, the
 * chosen one is ringed, arrows move and choose (Home/End the ends), and the line above names the
 * chosen shade — or the one under the pointer or focus. Sold-out shades are crossed out and stay
 * choosable (to see them, or to be notified). On the product page the swatches are links
 * (`?variant=`), so choosing works without JavaScript; in modals they are buttons.
 */
export function ShadeSwatches({
  options,
  selected,
  choose,
}: {
  options: VariantOption<ProductCombination>[];
  selected: ProductCombination;
  choose: ChooseOption;
}) {
  const text = useCatalogText();
  const message = useMessage();
  const labelId = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<VariantOption<ProductCombination> | null>(null);
  const refs = useRef(new Map<number, HTMLElement>());
  const first = options[0];
  if (!first) return null;
  const current = options.find((option) => option.combination.id === selected.id) ?? first;
  const named = preview ?? current;
  const soldOut = (combination: ProductCombination) => !isCombinationAvailable(combination);

  const select = (combination: ProductCombination) => {
    if (choose.kind === 'button') choose.onSelect(combination);
    else void navigate(choose.hrefFor(combination), { replace: true, preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = NEXT[event.key];
    let target: number | null = null;
    if (step !== undefined) target = (index + step + options.length) % options.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = options.length - 1;
    else if (event.key === ' ' && choose.kind === 'link') target = index;
    if (target === null) return;
    event.preventDefault();
    const option = options[target];
    if (!option) return;
    refs.current.get(option.combination.id)?.focus();
    if (option.combination.id !== current.combination.id) select(option.combination);
  };

  return (
    <div>
      <p className="text-sm text-plum-700" aria-hidden="true">
        <span className="font-semibold text-plum-900">{message(first.code)}:</span>{' '}
        <span data-testid="shade-name">{named.name}</span>
        {soldOut(named.combination) ? (
          <span className="text-plum-600"> · {text('variantSoldOut')}</span>
        ) : null}
      </p>
      <span id={labelId} className="sr-only">
        {message(first.code)}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="mt-2 flex flex-wrap gap-1"
        onMouseLeave={() => setPreview(null)}
      >
        {options.map((option, index) => {
          const { combination, name } = option;
          const active = combination.id === current.combination.id;
          const out = soldOut(combination);
          const label = out ? `${name} (${text('variantSoldOut')})` : name;
          const props = {
            role: 'radio',
            'aria-checked': active,
            'aria-label': label,
            // One tab stop for the group once arrows work; every swatch before that.
            tabIndex: hydrated && !active ? -1 : 0,
            className: 'swatch',
            'data-selected': active ? '' : undefined,
            'data-sold-out': out ? '' : undefined,
            onKeyDown: (event: KeyboardEvent) => onKeyDown(event, index),
            onMouseEnter: () => setPreview(option),
            onFocus: () => setPreview(option),
            onBlur: () => setPreview(null),
          } as const;
          const remember = (node: HTMLElement | null) => {
            if (node) refs.current.set(combination.id, node);
          };
          const face = (
            <span className="swatch-face" style={{ backgroundColor: combination.hex ?? undefined }}>
              {combination.swatch_image ? (
                <Image
                  src={combination.swatch_image}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  className="size-full rounded-full object-cover"
                />
              ) : null}
            </span>
          );
          return choose.kind === 'link' ? (
            <Link
              key={combination.id}
              ref={remember}
              to={choose.hrefFor(combination)}
              replace
              preventScrollReset
              {...props}
            >
              {face}
            </Link>
          ) : (
            <button
              key={combination.id}
              ref={remember}
              type="button"
              onClick={() => choose.onSelect(combination)}
              {...props}
            >
              {face}
            </button>
          );
        })}
      </div>
    </div>
  );
}
