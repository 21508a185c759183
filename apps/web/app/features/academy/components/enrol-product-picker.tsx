import type { ProductTile } from '@kilau/domain/catalog';
import { Image } from '~/components/ui/image';
import { useMessage } from '~/lib/i18n';
import { useAcademyText } from '../text';

/** A picker's product: what its tile shows, and whether it is sold out (000 §4). */
export type PickerProduct = Pick<ProductTile, 'id' | 'name' | 'image'> & { sold_out: boolean };

/**
 * The partner products a member says they use (000 §2: on the academy enrolment page a tile's
 * link is blank and a click stores the product). Each tile is a checkbox posting `product_ids`;
 * the server checks the products are the partner brand's. A sold-out product shows SOLD OUT like
 * every tile, and may still be picked: picking is not buying.
 */
export function EnrolProductPicker({
  products,
  chosen,
  error,
}: {
  products: PickerProduct[];
  chosen: ReadonlySet<number>;
  error?: string | undefined;
}) {
  const text = useAcademyText();
  const message = useMessage();
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
            <span className="relative">
              <Image
                src={product.image?.url}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="aspect-square w-24 rounded-xl object-contain"
              />
              {product.sold_out ? (
                <span className="absolute inset-0 flex items-center justify-center">
                  <span className="rounded-full bg-plum-900/85 px-3 py-1 text-xs font-bold tracking-wide text-cream-50">
                    {message('label_sold_out')}
                  </span>
                </span>
              ) : null}
            </span>
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
