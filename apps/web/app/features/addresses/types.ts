/** A place of an address as the API answers it: the official region code and its name. */
export type Place = { id: string; name: string };

/** A region the pickers offer (`/api/provinces`, `/cities`, `/districts`, `/subdistricts`). */
export type Region = Place & { postal_code?: string | null };

/** A saved address (000 §3, 001 §3), as `GET /api/users/me/addresses` answers it. */
export type Address = {
  _id: string;
  title: string;
  contact: string;
  firstname: string;
  lastname: string;
  address1: string;
  address2: string;
  country: Place;
  province: Place;
  city: Place;
  district: Place;
  subdistrict: Place | null;
  zipcode: string;
  phone: string;
  default: boolean;
  is_default: boolean;
  is_selected: boolean;
  date: string;
  lat: number | null;
  lng: number | null;
  /** Delivery to the Papua provinces takes longer (001 §2 Papua alert). */
  papua_notice: boolean;
};

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
