import { isPapuaRegion } from '@kilau/domain/accounts';
import type { AddressRow } from './addresses.repository';

/** A place of an address as the form's pickers know it: the official code and its name. */
export interface Place {
  id: string;
  name: string;
}

/** The Address entity of 000 §3 / 001 §3, plus the map pin and the Papua alert flag. */
export interface Address {
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
  /** The checkout's choice; addresses are not selected until the cart links one. */
  is_selected: boolean;
  /** When the address was added (ISO 8601, UTC). */
  date: string;
  lat: number | null;
  lng: number | null;
  /** Delivery to the Papua provinces takes longer: the web shows the Papua alert. */
  papua_notice: boolean;
}

export function toAddress(row: AddressRow): Address {
  return {
    _id: String(row.id),
    title: row.title,
    contact: row.contact,
    firstname: row.firstname,
    lastname: row.lastname,
    address1: row.address1,
    address2: row.address2,
    country: { id: row.country_code, name: row.country_name },
    province: { id: row.province_code, name: row.province_name },
    city: { id: row.regency_code, name: row.regency_name },
    district: { id: row.district_code, name: row.district_name },
    subdistrict:
      row.village_code && row.village_name
        ? { id: row.village_code, name: row.village_name }
        : null,
    zipcode: row.zipcode,
    phone: row.phone,
    default: row.is_default,
    is_default: row.is_default,
    is_selected: false,
    date: row.created_at.toISOString(),
    lat: row.lat,
    lng: row.lng,
    papua_notice: isPapuaRegion(row.province_code),
  };
}
