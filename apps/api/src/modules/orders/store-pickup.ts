import {
  STORE_PICKUP_CARRIER,
  type OrderDeliveryAddress,
  type OrderShippingRecord,
} from '@kilau/domain/orders';

/** The store an in-store (self-checkout) order is collected in, as placement reads it. */
export type PickupStore = {
  id: number;
  name: string;
  address: string;
  city: string;
  phone: string;
};

export { STORE_PICKUP_CARRIER };

/**
 * Where a self-checkout order goes: nowhere — the shopper carries it out of the store. The
 * order's address snapshot names the store and the member who collects it (no region codes: a
 * store is not a shipping destination), so the confirmation, my-orders and the back office say
 * "collected in Kilau …" without another lookup.
 */
export function storePickupAddress(
  store: PickupStore,
  member: { name: string; phone: string | null },
): OrderDeliveryAddress {
  return {
    id: `store-${store.id}`,
    title: store.name,
    contact: member.name,
    phone: member.phone ?? store.phone,
    street1: store.address,
    street2: null,
    province_code: '',
    regency_code: '',
    district_code: '',
    village_code: null,
    zipcode: '',
    province_name: null,
    city_name: store.city,
    district_name: null,
    subdistrict_name: null,
    store_id: String(store.id),
  };
}

/** The shipping of a self-checkout order: collected in the store, no fee, nothing to track. */
export function storePickupShipping(store: PickupStore): OrderShippingRecord {
  return {
    carrier_code: STORE_PICKUP_CARRIER,
    carrier_name: store.name,
    service_code: 'self_checkout',
    service_name: store.name,
    fee: 0,
    discount: 0,
    eta_min_days: 0,
    eta_max_days: 0,
    code: null,
    can_track_order: false,
  };
}
