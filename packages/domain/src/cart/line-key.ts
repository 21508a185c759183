/** The parts of a line that make it a separate bag entry from another of the same combination. */
export type LineIdentity = {
  is_pack?: boolean;
  pack?: readonly { product_id: string | number; combination_id: string | number }[] | null;
  egift_info?: { recipient_email?: string; delivery_date?: string } | null;
  is_special_price?: boolean;
  is_applied_free_product?: boolean;
};

/**
 * A line's identity within its combination (design/the-bag.md), canonical so that the same choice always
 * gives the same key: '' for a plain line; `pack:` and the chosen components sorted; `egift:` and
 * the recipient's e-mail (lower case) with the delivery day, so that one card for two recipients
 * stays two lines; `special` or `free` for a line priced by a promotion, kept apart from the
 * same combination at its own price.
 */
export function cartLineKey(line: LineIdentity): string {
  const parts: string[] = [];
  if (line.pack && line.pack.length > 0) {
    const components = line.pack
      .map((item) => `${String(item.product_id).trim()}:${String(item.combination_id).trim()}`)
      .sort();
    parts.push(`pack:${components.join(',')}`);
  }
  const email = line.egift_info?.recipient_email?.trim().toLowerCase();
  if (email) parts.push(`egift:${email}/${line.egift_info?.delivery_date?.trim() ?? ''}`);
  if (line.is_special_price) parts.push('special');
  if (line.is_applied_free_product) parts.push('free');
  return parts.join('|');
}
