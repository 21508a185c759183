import { ok, refuse, type Result } from '../shared/result';
import { MAX_ADDRESSES, PAPUA_PROVINCE_CODES } from './constants';

const PAPUA = new Set<string>(PAPUA_PROVINCE_CODES);

/**
 * Whether an address in this region gets the Papua alert (001 §2). Takes any official region
 * code (province '91', city '91.01', district, village): its first two digits name the province.
 */
export function isPapuaRegion(regionCode: string): boolean {
  return PAPUA.has(regionCode.trim().slice(0, 2));
}

/** A member with `saved` addresses may add one more while below the maximum (001 §2). */
export function checkAddressLimit(
  saved: number,
  max: number = MAX_ADDRESSES,
): Result<true, 'address_limit_reached'> {
  return saved < max ? ok(true) : refuse('address_limit_reached', { max });
}

/** The address form's region fields, outermost first (001 §3 Address). */
export const ADDRESS_REGION_FIELDS = ['province', 'city', 'district', 'subdistrict'] as const;
export type AddressRegionField = (typeof ADDRESS_REGION_FIELDS)[number];

/**
 * What the region tables say about the chosen codes: for each field, the parent code of the
 * chosen region (`''` for a province, which has none), or null when no such region exists.
 */
export type RegionParents = Record<AddressRegionField, string | null>;

export type RegionChainErrors = Partial<
  Record<AddressRegionField, 'option_invalid' | 'address_region_mismatch'>
>;

/**
 * Province → city → district → subdistrict must chain: each chosen region exists and lies in
 * the one chosen above it. Answers a message code per broken field (empty when all is well).
 */
export function checkRegionChain(
  chosen: Record<AddressRegionField, string>,
  parents: RegionParents,
): RegionChainErrors {
  const errors: RegionChainErrors = {};
  ADDRESS_REGION_FIELDS.forEach((field, level) => {
    const parent = parents[field];
    const above = level === 0 ? '' : chosen[ADDRESS_REGION_FIELDS[level - 1]!];
    if (parent === null) errors[field] = 'option_invalid';
    else if (parent !== above) errors[field] = 'address_region_mismatch';
  });
  return errors;
}
