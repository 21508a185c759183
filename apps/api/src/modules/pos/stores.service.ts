import { DEFAULT_STORE_ID } from '@kilau/domain';
import {
  hoursOn,
  isStoreOpen,
  STORE_WEEKDAYS,
  type Store,
  type WeekHours,
} from '@kilau/domain/stores';
import type { StoresRepository } from './stores.repository';

/** A stored week as the domain reads it: every weekday present, a missing one closed. */
const weekOf = (stored: Record<string, { open: string; close: string } | null>): WeekHours =>
  Object.fromEntries(STORE_WEEKDAYS.map((day) => [day, stored[day] ?? null])) as WeekHours;

/** The offline stores with today's hours and whether each is open now (WIB). */
export function createStoresService(deps: { stores: StoresRepository; clock: () => Date }) {
  return {
    async list(query: { id: number | undefined; limit: number }): Promise<Store[]> {
      const now = deps.clock();
      const rows = await deps.stores.list(query);
      return rows.map((row) => {
        const hours = weekOf(row.opening_hours);
        const id = Number(row.id);
        return {
          _id: String(id),
          id,
          value: row.value,
          name: row.name,
          address: row.address,
          city: row.city,
          phone: row.phone,
          hours,
          today: hoursOn(hours, now),
          open_now: isStoreOpen(hours, now),
          lat: Number(row.lat),
          lng: Number(row.lng),
          is_default: id === DEFAULT_STORE_ID,
        };
      });
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
