import { describe, expect, it } from 'vitest';
import { sandboxCarrier, sandboxTimeline, sandboxTrackingNumber, type Shipment } from './index';

const JAKARTA_TIMUR = {
  name: 'Kilau Warehouse Cakung',
  phone: null,
  street: 'Jl. Raya Bekasi Km 21',
  city: 'Jakarta Timur',
  district: 'Cakung',
  province: 'DKI Jakarta',
  regency_code: '31.75',
  zipcode: '13910',
};
const BANDUNG = {
  name: 'Kirana Putri',
  phone: '081234567890',
  street: 'Jl. Ir. H. Juanda No. 101',
  city: 'Bandung',
  district: 'Coblong',
  province: 'Jawa Barat',
  regency_code: '32.73',
  zipcode: '40135',
};
// Tuesday 10:00 WIB.
const SHIPPED = new Date('2026-11-17T03:00:00Z');
const HOUR = 3_600_000;

const parcel = (overrides: Partial<Shipment> = {}): Shipment => ({
  carrierCode: 'jne',
  carrierName: 'JNE',
  service: 'REG',
  trackingNumber: 'JNE12345678901',
  origin: JAKARTA_TIMUR,
  destination: BANDUNG,
  shippedAt: SHIPPED,
  milestones: [{ kind: 'shipped', at: SHIPPED.toISOString() }],
  ...overrides,
});
const codes = (events: Array<{ code: string }>) => events.map((event) => event.code);
const at = (hours: number) => new Date(SHIPPED.getTime() + hours * HOUR);

describe('the sandbox carrier', () => {
  it.each([
    ['jne', /^JNE[0-9]{11}$/],
    ['sicepat', /^0024[0-9]{10}$/],
    ['jnt', /^JP[0-9]{10}$/],
    ['anteraja', /^1000[0-9]{10}$/],
    ['gosend', /^GK-11-[0-9]{9}$/],
  ])('books %s with a waybill in its style, the same for the same order', (carrier, style) => {
    const first = sandboxTrackingNumber(carrier, 'KLU-261121-7Q4M2X');
    expect(first).toMatch(style);
    expect(sandboxTrackingNumber(carrier, 'KLU-261121-7Q4M2X')).toBe(first);
    expect(sandboxTrackingNumber(carrier, 'KLU-261121-7Q4M2Y')).not.toBe(first);
  });

  it('shows the scans as they happen: none before shipping, more as the clock moves', async () => {
    const carrier = sandboxCarrier();
    const seen = await Promise.all(
      [-1, 0, 2, 12, 40, 24 * 5].map((hours) => carrier.track(parcel(), at(hours))),
    );
    expect(seen.map((events) => events.length)).toEqual([0, 1, 2, 4, 5, 6]);
    expect(codes(seen[5]!)).toEqual([
      'manifested',
      'picked_up',
      'origin_hub',
      'departed',
      'destination_hub',
      'out_for_delivery',
    ]);
    expect(seen[5]![3]).toMatchObject({
      location: 'Jakarta Timur',
      params: { city: 'Jakarta Timur', destination: 'Bandung' },
    });
    expect(seen[5]![4]).toMatchObject({ location: 'Bandung', params: { city: 'Bandung' } });
    // The courier goes out in the daytime (WIB).
    const wibHour = new Date(seen[5]![5]!.at.getTime() + 7 * HOUR).getUTCHours();
    expect(wibHour).toBeGreaterThanOrEqual(8);
    expect(wibHour).toBeLessThan(18);
  });

  it('skips the line haul inside one city and runs same day in hours', () => {
    const local = sandboxTimeline(parcel({ destination: { ...JAKARTA_TIMUR, name: 'Sari' } }));
    expect(codes(local)).toEqual(['manifested', 'picked_up', 'origin_hub', 'out_for_delivery']);
    const sameDay = sandboxTimeline(parcel({ carrierCode: 'gosend', service: 'Same Day' }));
    expect(codes(sameDay)).toEqual(['manifested', 'picked_up', 'out_for_delivery']);
    expect(sameDay.at(-1)!.at.getTime() - SHIPPED.getTime()).toBeLessThan(2 * HOUR);
  });

  it('ends with the delivery the shop recorded, every scan before it, the receiver named', () => {
    const delivered = at(30);
    const events = sandboxTimeline(
      parcel({
        milestones: [
          { kind: 'shipped', at: SHIPPED.toISOString() },
          { kind: 'delivered', at: delivered.toISOString() },
        ],
      }),
    );
    expect(events.at(-1)).toMatchObject({
      code: 'delivered',
      at: delivered,
      location: 'Bandung',
      params: { receiver: 'Kirana Putri' },
    });
    const times = events.map((event) => event.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(events.at(-2)!.code).toBe('out_for_delivery');
  });

  it('squeezes the legs when the parcel arrived sooner than usual', () => {
    const delivered = at(5);
    const events = sandboxTimeline(
      parcel({
        milestones: [
          { kind: 'shipped', at: SHIPPED.toISOString() },
          { kind: 'delivered', at: delivered.toISOString() },
        ],
      }),
    );
    expect(codes(events)).toContain('destination_hub');
    for (const event of events.slice(0, -1)) expect(event.at < delivered).toBe(true);
  });

  it('tells a failed attempt, the second round and the return in order', () => {
    const milestones = [
      { kind: 'shipped' as const, at: SHIPPED.toISOString() },
      { kind: 'undelivered' as const, at: at(30).toISOString() },
      { kind: 'reshipped' as const, at: at(48).toISOString() },
      { kind: 'undelivered' as const, at: at(54).toISOString() },
      { kind: 'returned' as const, at: at(96).toISOString() },
    ];
    const events = sandboxTimeline(parcel({ milestones }));
    expect(codes(events).slice(-6)).toEqual([
      'out_for_delivery',
      'delivery_failed',
      'redelivery',
      'out_for_delivery',
      'delivery_failed',
      'returned',
    ]);
    expect(events.at(-1)).toMatchObject({ location: 'Jakarta Timur', at: at(96) });
  });
});
