import { Image } from '~/components/ui/image';
import type { Brand } from '../types';
import { useCatalogText } from '~/features/catalog/text';

/** A brand page's introduction: logo, description and origin. */
export function BrandHeader({ brand }: { brand: Brand }) {
  const text = useCatalogText();
  if (!brand.logo_url && !brand.description && !brand.origin) return null;
  return (
    <div className="mt-5 flex items-start gap-4 rounded-3xl bg-white p-4 ring-1 ring-blush-200/70 md:p-5">
      {brand.logo_url ? (
        <Image
          src={brand.logo_url}
          alt={brand.name}
          width={160}
          height={80}
          loading="eager"
          className="h-16 w-32 shrink-0 rounded-2xl object-contain md:h-20 md:w-40"
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
