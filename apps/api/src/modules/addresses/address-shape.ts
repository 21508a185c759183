import { isPapuaRegion, type SavedAddress as Address } from '@kilau/domain/accounts';
import type { AddressRow } from './addresses.repository';

export type { SavedAddress as Address, Place } from '@kilau/domain/accounts';

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
