import type { Locale, MessageCode } from '@kilau/domain';
import { checkAddressLimit, checkRegionChain, type AddressInput } from '@kilau/domain/accounts';
import { AppError, fieldsRefused } from '../../lib/app-error';
import { toAddress } from './address-shape';
import type { AddressesRepository, AddressValues } from './addresses.repository';

export type AddressBody = AddressInput & { lat?: number | undefined; lng?: number | undefined };

/** Countries the form may send for Indonesia; the region hierarchy is Indonesia's only. */
const INDONESIA = new Set(['id', 'idn', 'indonesia']);

const notFound = () => new AppError(404, 'address_not_found', 'address_not_found');

/** Ids are positive integers; anything else cannot be one of the member's addresses. */
function addressId(raw: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

export function createAddressesService(deps: {
  addresses: AddressesRepository;
  clock: () => Date;
}) {
  const { addresses, clock } = deps;

  /** The body as stored values: the country and the chained region codes checked. */
  async function valuesOf(body: AddressBody, locale: Locale): Promise<AddressValues> {
    const chosen = {
      province: String(body.province).trim(),
      city: String(body.city).trim(),
      district: String(body.district).trim(),
      subdistrict: String(body.subdistrict).trim(),
    };
    const errors: Record<string, MessageCode> = {
      ...checkRegionChain(chosen, await addresses.regionParents(chosen)),
    };
    if (!INDONESIA.has(body.country.trim().toLowerCase())) errors.country = 'option_invalid';
    if (Object.keys(errors).length > 0) throw fieldsRefused(errors, locale);
    return {
      title: body.title,
      contact: body.contact,
      firstname: body.firstname ?? '',
      lastname: body.lastname ?? '',
      address1: body.address1,
      address2: body.address2 ?? '',
      country_code: 'ID',
      province_code: chosen.province,
      regency_code: chosen.city,
      district_code: chosen.district,
      village_code: chosen.subdistrict,
      zipcode: body.zipcode,
      phone: body.phone,
      lat: body.lat ?? null,
      lng: body.lng ?? null,
    };
  }

  return {
    /** The member's addresses, the default first, then the newest. */
    async list(userId: number) {
      return (await addresses.of(userId).list()).map(toAddress);
    },

    /**
     * A new address. The first one is the default; `default: true` makes it the default.
     * A member keeps at most MAX_ADDRESSES (counted under the member lock).
     */
    async create(userId: number, body: AddressBody, locale: Locale) {
      const values = await valuesOf(body, locale);
      const now = clock();
      const row = await addresses.withMemberLock(userId, async (mine) => {
        const saved = await mine.count();
        const allowed = checkAddressLimit(saved);
        if (!allowed.ok) {
          throw new AppError(422, allowed.code, allowed.code, allowed.params, allowed.params);
        }
        const id = await mine.insert(values, now);
        if (saved === 0 || body.default) await mine.makeDefault(id, now);
        return mine.find(id);
      });
      if (!row) throw notFound();
      return toAddress(row);
    },

    /** Replaces the member's address; `default: true` makes it the default (false keeps it). */
    async update(userId: number, rawId: string, body: AddressBody, locale: Locale) {
      const id = addressId(rawId);
      const values = await valuesOf(body, locale);
      const now = clock();
      const row = await addresses.withMemberLock(userId, async (mine) => {
        if (!(await mine.update(id, values, now))) return undefined;
        if (body.default) await mine.makeDefault(id, now);
        return mine.find(id);
      });
      if (!row) throw notFound();
      return toAddress(row);
    },

    /** Makes the member's address the default, unsetting the previous one in one transaction. */
    async setDefault(userId: number, rawId: string) {
      const id = addressId(rawId);
      const now = clock();
      const row = await addresses.withMemberLock(userId, async (mine) => {
        if (!(await mine.find(id))) return undefined;
        await mine.makeDefault(id, now);
        return mine.find(id);
      });
      if (!row) throw notFound();
      return toAddress(row);
    },

    /** Deletes the member's address; when it was the default, the newest remaining one is. */
    async remove(userId: number, rawId: string) {
      const id = addressId(rawId);
      const now = clock();
      const removed = await addresses.withMemberLock(userId, async (mine) => {
        const wasDefault = await mine.remove(id);
        if (wasDefault === null) return false;
        if (wasDefault) {
          const next = await mine.newest();
          if (next !== undefined) await mine.makeDefault(next, now);
        }
        return true;
      });
      if (!removed) throw notFound();
      return { _id: String(id) };
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
