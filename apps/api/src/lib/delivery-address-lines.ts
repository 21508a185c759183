const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The delivery address kept on an order, as printed lines (recipient and phone, street, area and
 * postcode): the packing slip's and the invoice's one way of writing it.
 */
export function addressLines(address: Record<string, unknown>): string[] {
  const area = [
    text(address.subdistrict_name),
    text(address.district_name),
    text(address.city_name),
    text(address.province_name),
  ].filter(Boolean);
  return [
    [text(address.contact), text(address.phone)].filter(Boolean).join(' · '),
    text(address.street1),
    text(address.street2),
    [area.join(', '), text(address.zipcode)].filter(Boolean).join(' '),
  ].filter(Boolean);
}
