import { Image } from '~/components/ui/image';
import type { Brand } from '../types';
import { useCatalogText } from '~/features/catalog/text';

/** A brand page's introduction: logo, description and origin. */
export function BrandHeader({ brand }: { brand: Brand }) {
  const text = useCatalogText();
  if (!brand.logo_url && !brand.description && !brand.origin) return null;
  return (
    // On a phone the mark sits above the words (beside them it squeezes the text to a column).
    <div className="mt-5 flex flex-col items-start gap-4 rounded-3xl bg-white p-4 ring-1 ring-blush-200/70 sm:flex-row md:p-5">
      {brand.logo_url ? (
        <Image
          src={brand.logo_url}
          alt={brand.name}
          width={192}
          height={96}
          loading="eager"
          className="h-20 w-40 shrink-0 object-contain md:h-24 md:w-48"
        />
      ) : null}
      <div className="min-w-0 text-sm text-plum-800">
        {brand.description ? <p className="leading-relaxed">{brand.description}</p> : null}
        {brand.origin ? (
          <p className="mt-1 font-medium text-plum-700">
            {text('brandOrigin', { origin: brand.origin })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
