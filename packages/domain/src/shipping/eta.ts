import type { Message } from '../messages';
import { DAY_MS } from '../shared/constants';
import { WIB_OFFSET_MS } from '../shared/date';

/** When a parcel arrives, counted in days from today (WIB). */
export type Eta = {
  minDays: number;
  maxDays: number;
  /** Calendar days in WIB (YYYY-MM-DD). */
  arrivesFrom: string;
  arrivesTo: string;
  /** The shopper's words ('Tiba hari ini', 'Estimasi tiba 2-3 hari'). */
  text: Message;
};

export type EtaRule = {
  etaMinDays: number;
  etaMaxDays: number;
  /** From this hour (WIB) on, the parcel leaves the next day; null: no cut-off. */
  cutoffHour: number | null;
};

const isoDay = (wibMs: number) => new Date(wibMs).toISOString().slice(0, 10);

function etaText(minDays: number, maxDays: number): Message {
  if (maxDays === 0) return { code: 'shipping_eta_today' };
  if (minDays === 1 && maxDays === 1) return { code: 'shipping_eta_tomorrow' };
  if (minDays === maxDays) return { code: 'shipping_eta_days', params: { days: minDays } };
  return { code: 'shipping_eta_range', params: { min: minDays, max: maxDays } };
}

/**
 * The delivery days of a rate as of `now`: a parcel paid at or after the service's cut-off hour
 * (WIB) leaves a day later, so both ends move by one.
 */
export function estimateEta(now: Date, rule: EtaRule): Eta {
  const wib = now.getTime() + WIB_OFFSET_MS;
  const hour = new Date(wib).getUTCHours();
  const late = rule.cutoffHour !== null && hour >= rule.cutoffHour ? 1 : 0;
  const minDays = Math.max(0, Math.floor(rule.etaMinDays)) + late;
  const maxDays = Math.max(minDays, Math.floor(rule.etaMaxDays) + late);
  return {
    minDays,
    maxDays,
    arrivesFrom: isoDay(wib + minDays * DAY_MS),
    arrivesTo: isoDay(wib + maxDays * DAY_MS),
    text: etaText(minDays, maxDays),
  };
}
