import { Link } from 'react-router';
import { Image } from '~/components/ui/image';
import type { Brand } from '../types';
import { ShelfSection } from './shelf-section';
import { useCatalogText } from '~/features/catalog/text';

/** Featured brands as logo cards, with a link to every brand. */
export function BrandStrip({ title, brands }: { title: string; brands: Brand[] }) {
  const text = useCatalogText();
  if (brands.length === 0) return null;
  return (
    <ShelfSection title={title} link={{ to: '/brand', label: text('allBrands') }}>
      <ul className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-4 dt:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link
              to={`/brand/${brand.slug}`}
              className="flex h-full flex-col items-center justify-center gap-1 rounded-2xl bg-white p-3 text-center ring-1 ring-blush-200/70 transition hover:-translate-y-0.5 hover:shadow-md hover:shadow-plum-900/10"
            >
              <Image
                src={brand.logo_url}
                alt=""
                width={120}
                height={60}
                loading="lazy"
                className="aspect-[2/1] w-full max-w-28 object-contain"
              />
              <span className="text-xs font-semibold text-plum-900">{brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ShelfSection>
  );
}
