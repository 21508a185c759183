import type { Database } from '@kilau/db';
import type { OrderDeliveryAddress } from '@kilau/domain/orders';
import type { Selectable } from 'kysely';

type AddressRow = Pick<
  Selectable<Database['addresses']>,
  | 'id'
  | 'title'
  | 'contact'
  | 'phone'
  | 'address1'
  | 'address2'
  | 'province_code'
  | 'regency_code'
  | 'district_code'
  | 'village_code'
  | 'zipcode'
> & {
  province_name?: string | null;
  city_name?: string | null;
  district_name?: string | null;
  subdistrict_name?: string | null;
};

/** The member's address as the order keeps it: a snapshot taken when the order is placed. */
export function deliveryAddressOf(address: AddressRow): OrderDeliveryAddress {
  return {
    id: String(address.id),
    title: address.title,
    contact: address.contact,
    phone: address.phone,
    street1: address.address1,
    street2: address.address2 || null,
    province_code: address.province_code,
    regency_code: address.regency_code,
    district_code: address.district_code,
    village_code: address.village_code,
    zipcode: address.zipcode,
    province_name: address.province_name ?? null,
    city_name: address.city_name ?? null,
    district_name: address.district_name ?? null,
    subdistrict_name: address.subdistrict_name ?? null,
  };
}
