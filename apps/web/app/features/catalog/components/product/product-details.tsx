import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '~/components/ui/icons';
import { tagLabel } from '@kilau/domain/catalog';
import { useLocale } from '~/lib/i18n';
import type { ProductDetail } from '../../types';
import { useCatalogText } from '~/features/catalog/text';

function Section({
  title,
  children,
  open,
}: {
  title: string;
  children: ReactNode;
  open?: boolean;
}) {
  return (
    <details open={open} className="group border-b border-blush-200 py-1 last:border-b-0">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between font-semibold text-plum-900 [&::-webkit-details-marker]:hidden">
        <h2 className="text-lg">{title}</h2>
        <ChevronDownIcon className="size-5 text-plum-700 transition group-open:rotate-180" />
      </summary>
      <div className="pb-4 text-[0.95rem] leading-relaxed whitespace-pre-line text-plum-800">
        {children}
      </div>
    </details>
  );
}

/**
 * What the product is: description, how to use and ingredients (folding sections, the
 * description open), with the concerns it suits beside them. The ratings are the reviews'
 * section below (features/reviews).
 */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const text = useCatalogText();
  const locale = useLocale();
  return (
    <div className="mt-10 grid gap-6 dt:grid-cols-[1fr_20rem]">
      <div className="rounded-3xl bg-white px-5 py-2 ring-1 ring-blush-200/70 md:px-6">
        {product.description ? (
          <Section title={text('tabDescription')} open>
            {product.description}
          </Section>
        ) : null}
        {product.how_to_use ? (
          <Section title={text('tabHowToUse')}>{product.how_to_use}</Section>
        ) : null}
        {product.ingredients ? (
          <Section title={text('tabIngredients')}>{product.ingredients}</Section>
        ) : null}
        {product.pack_detail.length > 0 ? (
          <Section title={text('packContents')} open>
            <ul className="list-disc space-y-1 pl-5 whitespace-normal">
              {product.pack_detail.map((item) => (
                <li key={`${item.product_id}-${item.combination_id}`}>
                  {text('packQuantity', { quantity: item.quantity })} {item.brand.name} {item.name}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
      <aside className="space-y-6" aria-label={text('productInfo')}>
        {product.tags.length > 0 ? (
          <section className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70">
            <h2 className="text-lg font-semibold text-plum-900">{text('concernsTitle')}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={`/tag/${tag.slug}`}
                    className="inline-flex min-h-10 items-center rounded-full bg-blush-50 px-4 text-sm font-medium text-plum-900 ring-1 ring-blush-200 hover:bg-blush-100"
                  >
                    {tagLabel(tag, locale)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </aside>
    </div>
  );
}
