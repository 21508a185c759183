import { useId } from 'react';
import { Link } from 'react-router';
import { Image } from '~/components/ui/image';
import { useText } from '~/lib/i18n';
import type { Brand } from '../types';

/** Featured brands as logo cards, with a link to every brand. */
export function BrandStrip({ title, brands }: { title: string; brands: Brand[] }) {
  const text = useText();
  const titleId = useId();
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl px-4 pt-12">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={titleId} className="font-display text-2xl font-semibold text-plum-900 md:text-3xl">
          {title}
        </h2>
        <Link
          to="/brand"
          className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
        >
          {text('allBrands')}
        </Link>
      </div>
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
    </section>
  );
}
