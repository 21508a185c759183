/**
 * A product's cover picture at 40 px in the back office's lists (decorative: the product's name
 * stands beside it); an empty square keeps the rows aligned when the product has no picture.
 */
export function ProductThumb({ src }: { src: string | null }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className="size-10 shrink-0 rounded-lg border border-blush-200 object-cover"
    />
  ) : (
    <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-cream-100" />
  );
}
