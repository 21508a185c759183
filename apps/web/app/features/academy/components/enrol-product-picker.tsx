import type { ProductTile } from '@kilau/domain/catalog';
import { Image } from '~/components/ui/image';
import { useAcademyText } from '../text';

/**
 * The partner products a member says they use (000 §2: on the academy enrolment page a tile's
 * link is blank and a click stores the product). Each tile is a checkbox posting `product_ids`;
 * the server checks the products are the partner brand's.
 */
export function EnrolProductPicker({
  products,
  chosen,
  error,
}: {
  products: Pick<ProductTile, 'id' | 'name' | 'image'>[];
  chosen: ReadonlySet<number>;
  error?: string | undefined;
}) {
  const text = useAcademyText();
  return (
    <fieldset aria-describedby={error ? 'enrol-products-error' : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-plum-900">
        {text('academyEnrolProducts')}
      </legend>
      <p className="mb-3 text-xs text-plum-600">{text('academyEnrolProductsHint')}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {products.map((product) => (
          <label
            key={product.id}
            className="relative flex cursor-pointer flex-col items-center gap-2 rounded-2xl border border-plum-900/10 bg-white p-3 text-center has-[:checked]:border-[var(--academy-primary)] has-[:checked]:ring-2 has-[:checked]:ring-[var(--academy-primary)]"
          >
            <input
              type="checkbox"
              name="product_ids"
              value={product.id}
              defaultChecked={chosen.has(product.id)}
              className="absolute left-3 top-3 size-5 accent-[var(--academy-primary)]"
            />
            <Image
              src={product.image?.url}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              className="aspect-square w-24 rounded-xl object-contain"
            />
            <span className="text-sm text-plum-900">{product.name}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="enrol-products-error" className="mt-1.5 text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
