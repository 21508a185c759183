import { Link } from 'react-router';
import { Image } from '~/components/ui/image';
import type { BrandLetter } from '../types';
import { useCatalogText } from '~/features/catalog/text';

const letterId = (letter: string) => `brand-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/** Brands A–Z (`/v3/brands/letters`): a letter bar, then each letter's brands with logos. */
export function BrandIndex({ letters }: { letters: BrandLetter[] }) {
  const text = useCatalogText();
  return (
    <>
      <nav
        aria-label={text('brandLetters')}
        className="sticky top-28 z-10 -mx-4 bg-cream-50/95 px-4 py-2 backdrop-blur dt:top-32"
      >
        <ul className="flex gap-1 overflow-x-auto [scrollbar-width:none]">
          {letters.map(({ letter }) => (
            <li key={letter}>
              <a
                href={`#${letterId(letter)}`}
                className="inline-flex size-10 items-center justify-center rounded-full text-sm font-bold text-plum-900 ring-1 ring-blush-200 hover:bg-blush-100"
              >
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 space-y-8">
        {letters.map(({ letter, brands }) => (
          <section key={letter} id={letterId(letter)} aria-labelledby={`${letterId(letter)}-title`}>
            <h2
              id={`${letterId(letter)}-title`}
              className="font-display text-2xl font-semibold text-plum-900"
            >
              {letter}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 dt:grid-cols-5">
              {brands.map((brand) => (
                <li key={brand.id}>
                  <Link
                    to={`/brand/${brand.slug}`}
                    className="flex h-full flex-col gap-2 rounded-2xl bg-white p-2.5 ring-1 ring-blush-200/70 hover:shadow-md hover:shadow-plum-900/10"
                  >
                    <Image
                      src={brand.logo_url}
                      alt=""
                      width={160}
                      height={80}
                      loading="lazy"
                      className="aspect-[2/1] h-auto w-full rounded-xl object-contain"
                    />
                    <span className="min-w-0 px-1">
                      <span className="block font-semibold leading-snug text-plum-900">
                        {brand.name}
                      </span>
                      {brand.origin ? (
                        <span className="block text-xs text-plum-700">{brand.origin}</span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
