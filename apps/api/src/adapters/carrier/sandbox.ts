import { createHash } from 'node:crypto';
import type {
  CarrierPort,
  Shipment,
  ShipmentMilestone,
  ShipmentPlace,
  TrackingEvent,
  TrackingEventCode,
} from './port';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WIB = 7 * HOUR;

/** A stream of decimal digits from a seed: the same seed, the same digits. */
function digits(seed: string, count: number): string {
  let out = '';
  for (let round = 0; out.length < count; round += 1) {
    for (const byte of createHash('sha256').update(`${seed}#${round}`).digest()) {
      if (byte >= 250) continue; // keeps the digits uniform
      out += String(byte % 10);
      if (out.length === count) break;
    }
  }
  return out;
}

/** Waybill numbers in each carrier's own style. */
const WAYBILLS: Record<string, (d: (count: number) => string) => string> = {
  jne: (d) => `JNE${d(11)}`,
  sicepat: (d) => `0024${d(10)}`,
  jnt: (d) => `JP${d(10)}`,
  anteraja: (d) => `1000${d(10)}`,
  gosend: (d) => `GK-11-${d(9)}`,
};

/**
 * The sandbox's waybill for an order: derived from the carrier and the order's reference, so a
 * second booking of the same order answers the same number (as a carrier dedupes on its order id).
 */
export function sandboxTrackingNumber(carrierCode: string, reference: string): string {
  const d = (count: number) => digits(`${carrierCode}:${reference}`, count);
  const format =
    WAYBILLS[carrierCode] ??
    ((next: (count: number) => string) =>
      `${carrierCode.toUpperCase().replace(/[^A-Z0-9]/g, '')}${next(10)}`);
  return format(d);
}

/** Minutes in [0, max) drawn from the waybill: every parcel keeps its own rhythm. */
const jitter = (shipment: Shipment, leg: string, max: number) =>
  (createHash('sha256').update(`${shipment.trackingNumber}:${leg}`).digest().readUInt32BE(0) %
    max) *
  MINUTE;

const GREATER_JAKARTA = [
  '31',
  '32.01',
  '32.71',
  '32.76',
  '32.16',
  '32.75',
  '36.03',
  '36.71',
  '36.74',
];
const JAVA = new Set(['31', '32', '33', '34', '35', '36']);

const inGreaterJakarta = (place: ShipmentPlace) =>
  GREATER_JAKARTA.some((code) => (place.regency_code ?? '').startsWith(code));

/** Hours between the origin's hub and the destination's (0: one city, one hub). */
function transitHours(origin: ShipmentPlace, destination: ShipmentPlace): number {
  if (origin.regency_code && origin.regency_code === destination.regency_code) return 0;
  const from = origin.regency_code?.slice(0, 2) ?? '';
  const to = destination.regency_code?.slice(0, 2) ?? '';
  if (inGreaterJakarta(origin) && inGreaterJakarta(destination)) return 6;
  if (from === to) return 10;
  if (JAVA.has(from) && JAVA.has(to)) return 20;
  if (to.startsWith('8') || to.startsWith('9')) return 72; // Maluku and Papua
  return 44;
}

/** Couriers go out between 08:00 and 16:00 WIB: a parcel ready later waits for the next round. */
function courierRound(ready: number, shipment: Shipment): number {
  const wibHour = new Date(ready + WIB).getUTCHours();
  if (wibHour >= 8 && wibHour < 16) return ready;
  const wibMidnight = Math.floor((ready + WIB) / DAY) * DAY - WIB;
  const morning = wibMidnight + (wibHour >= 16 ? DAY : 0) + 8 * HOUR;
  return morning + jitter(shipment, 'round', 90);
}

type Scan = {
  code: TrackingEventCode;
  at: number;
  location: string;
  params?: Record<string, string>;
};

/** The legs before the first delivery attempt, as the carrier would run them unhurried. */
function outboundLegs(shipment: Shipment): Scan[] {
  const { origin, destination } = shipment;
  const t0 = shipment.shippedAt.getTime();
  const manifested: Scan = {
    code: 'manifested',
    at: t0,
    location: origin.city,
    params: { carrier: shipment.carrierName },
  };
  if (shipment.carrierCode === 'gosend' || /same.?day|instant/i.test(shipment.service)) {
    const picked = t0 + 30 * MINUTE + jitter(shipment, 'pick', 20);
    return [
      manifested,
      { code: 'picked_up', at: picked, location: origin.city },
      {
        code: 'out_for_delivery',
        at: picked + 20 * MINUTE + jitter(shipment, 'out', 20),
        location: origin.city,
      },
    ];
  }
  const picked = t0 + 90 * MINUTE + jitter(shipment, 'pick', 40);
  const atOrigin = picked + 150 * MINUTE + jitter(shipment, 'sort', 60);
  const legs: Scan[] = [
    manifested,
    { code: 'picked_up', at: picked, location: origin.city },
    { code: 'origin_hub', at: atOrigin, location: origin.city, params: { city: origin.city } },
  ];
  const transit = transitHours(origin, destination);
  let ready = atOrigin + 60 * MINUTE;
  if (transit > 0) {
    const departed = atOrigin + 3 * HOUR + jitter(shipment, 'depart', 60);
    const arrived = departed + transit * HOUR + jitter(shipment, 'arrive', 120);
    legs.push(
      {
        code: 'departed',
        at: departed,
        location: origin.city,
        params: { city: origin.city, destination: destination.city },
      },
      {
        code: 'destination_hub',
        at: arrived,
        location: destination.city,
        params: { city: destination.city },
      },
    );
    ready = arrived + 60 * MINUTE;
  }
  legs.push({
    code: 'out_for_delivery',
    at: courierRound(ready + jitter(shipment, 'out', 45), shipment),
    location: destination.city,
  });
  return legs;
}

/**
 * Fits the outbound legs before the first outcome the shop recorded: squeezed in proportion when
 * the outcome came sooner than the carrier's usual pace, the courier's round moved to the same
 * day when it came later.
 */
function fitBefore(legs: Scan[], end: number, shipment: Shipment): Scan[] {
  const start = legs[0]!.at;
  const last = legs.at(-1)!;
  const span = end - start;
  if (span <= 0) return legs.map((leg) => ({ ...leg, at: start }));
  if (last.at >= end - 30 * MINUTE) {
    const margin = Math.min(HOUR, span * 0.1);
    const scale = (span - margin) / Math.max(1, last.at - start);
    return legs.map((leg) => ({ ...leg, at: Math.round(start + (leg.at - start) * scale) }));
  }
  const lead = 2 * HOUR + jitter(shipment, 'lead', 60);
  const beforeLast = legs.at(-2)?.at ?? start;
  return [...legs.slice(0, -1), { ...last, at: Math.max(last.at, beforeLast, end - lead) }];
}

/** Every scan of a parcel, future ones included, oldest first. */
export function sandboxTimeline(shipment: Shipment): TrackingEvent[] {
  const { origin, destination } = shipment;
  const milestones: ShipmentMilestone[] = [...shipment.milestones]
    .filter((milestone) => milestone.kind !== 'shipped')
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const firstEnd = milestones[0];
  let scans = outboundLegs(shipment);
  if (firstEnd) scans = fitBefore(scans, Date.parse(firstEnd.at), shipment);
  for (const [index, milestone] of milestones.entries()) {
    const at = Date.parse(milestone.at);
    switch (milestone.kind) {
      case 'undelivered':
        scans.push({ code: 'delivery_failed', at, location: destination.city });
        break;
      case 'reshipped': {
        scans.push({ code: 'redelivery', at, location: destination.city });
        const next = milestones[index + 1];
        const out = at + HOUR + jitter(shipment, `again${index}`, 60);
        const nextAt = next ? Date.parse(next.at) : Infinity;
        scans.push({
          code: 'out_for_delivery',
          at: out < nextAt ? out : Math.round((at + nextAt) / 2),
          location: destination.city,
        });
        break;
      }
      case 'delivered':
        scans.push({
          code: 'delivered',
          at,
          location: destination.city,
          params: { receiver: destination.name },
        });
        break;
      case 'returned':
        scans.push({ code: 'returned', at, location: origin.city });
        break;
    }
  }
  return scans
    .sort((a, b) => a.at - b.at)
    .map((scan) => ({
      at: new Date(scan.at),
      code: scan.code,
      location: scan.location,
      params: scan.params ?? {},
    }));
}

/**
 * The built-in carrier (ARCHITECTURE §4): books any of the shop's carriers with a waybill in the
 * carrier's style and answers a realistic timeline — pick-up at the Jakarta warehouse, the hubs,
 * the courier's round, and the outcomes the shop recorded — showing only what happened by `now`.
 */
export function sandboxCarrier(): CarrierPort {
  return {
    kind: 'sandbox',
    async createShipment(booking) {
      return { tracking_number: sandboxTrackingNumber(booking.carrierCode, booking.reference) };
    },
    async track(shipment, now) {
      return sandboxTimeline(shipment).filter((event) => event.at.getTime() <= now.getTime());
    },
  };
}
