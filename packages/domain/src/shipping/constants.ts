import { FREE_SHIPPING_LIMIT } from '../shared/constants';

/** Shipping constants (000 §9 freeShippingLimit; issue 7; design/checkout-and-payment.md "Shipping — as built"). */
export { FREE_SHIPPING_LIMIT };

/**
 * How fast a service delivers, and the meaning of the shipping calls' `shipping_type`:
 * `regular` (economy, days), `express` (next day where the carrier serves it), `same_day`
 * (a courier inside Greater Jakarta, delivered the day it is paid before the cut-off).
 */
export const SHIPPING_TYPES = ['regular', 'express', 'same_day'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];

/** `shipping_type` as a filter: one type, or `all` (the default). */
export const SHIPPING_TYPE_FILTERS = ['all', ...SHIPPING_TYPES] as const;
export type ShippingTypeFilter = (typeof SHIPPING_TYPE_FILTERS)[number];

export const GRAMS_PER_KG = 1_000;

/**
 * Indonesian carriers bill every started kilogram but forgive a little over a whole one: up to
 * 300 g over (1.3 kg → 1 kg, 1.31 kg → 2 kg), as JNE, SiCepat and J&T publish.
 */
export const WEIGHT_TOLERANCE_GRAMS = 300;

/** Every parcel is billed at least one kilogram, even an empty or feather-light one. */
export const MIN_BILLED_KG = 1;

/** Service codes are lower-case words joined by underscores ('jne_reg', 'same_day'). */
export const SERVICE_CODE_PATTERN = /^[a-z][a-z0-9_]{1,31}$/;
