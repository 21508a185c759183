import type { SavedAddress as Address } from '@kilau/domain/accounts';

/** The API's address and region shapes live in the domain (ADR 0020). */
export type { SavedAddress as Address, Place, Region } from '@kilau/domain/accounts';

/** The one line an address reads as: street, details, village, district, city, province, zip. */
export const addressLine = (address: Address): string =>
  [
    address.address1,
    address.address2,
    address.subdistrict?.name,
    address.district.name,
    address.city.name,
    address.province.name,
    address.zipcode,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
