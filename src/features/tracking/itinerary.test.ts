import { describe, expect, it } from 'vitest';
import { trackingFixture, point, stop } from './fixtures';
import { buildItinerary, itineraryDate, joinAddress } from './itinerary';

describe('buildItinerary (spec 2 §2.2)', () => {
  it('lists the origin, the tracking events oldest first, the undelivered stops, then the receiver', () => {
    const entries = buildItinerary(trackingFixture());
    expect(entries.map((e) => `${e.kind}:${e.name}`)).toEqual([
      'origin:Lone Star Foods',
      'event:Departed pickup',
      'event:Arrived at stop',
      'event:In transit',
      'stop:KC Warehouse',
      'receiver:Lakeside Market',
    ]);
  });

  it('drops delivered stops and keeps the others in Position order', () => {
    const entries = buildItinerary(
      trackingFixture({
        Tracking: [],
        Stops: [stop({ Name: 'A', Delivered: false }), stop({ Name: 'B', Delivered: true }), stop({ Name: 'C', Delivered: false })],
      }),
    );
    expect(entries.map((e) => e.name)).toEqual(['Lone Star Foods', 'A', 'C', 'Lakeside Market']);
  });

  it('keeps undated events in their place after the dated ones', () => {
    const entries = buildItinerary(
      trackingFixture({
        Stops: [],
        Tracking: [
          point(1, 1, 'X', 'TX', 'undated'),
          point(1, 1, 'Y', 'TX', 'late', '2026-11-12T00:00:00Z'),
          point(1, 1, 'Z', 'TX', 'early', '2026-11-11T00:00:00Z'),
        ],
      }),
    );
    expect(entries.map((e) => e.name)).toEqual(['Lone Star Foods', 'early', 'late', 'undated', 'Lakeside Market']);
  });

  it('shows the origin and receiver addresses and their best dates', () => {
    const [origin, ...rest] = buildItinerary(trackingFixture());
    const receiver = rest.at(-1)!;
    expect(origin).toMatchObject({ address: '100 Elm St, Dallas, TX 75201', date: '2026-11-10T15:30:00Z' });
    expect(receiver).toMatchObject({ address: '200 Lake Shore Dr, Chicago, IL 60601', date: '2026-11-13T16:00:00Z' });
  });
});

describe('itinerary dates on their own clocks (decision 160)', () => {
  it('reads an appointment on the facility clock, named, and a requested ship date as the same day everywhere', () => {
    const fixture = trackingFixture();
    const before = { ...fixture, Shipment: { ...fixture.Shipment, ShippingDepartureDate: null, ReceivingTimeZone: 'America/Los_Angeles' } };
    const entries = buildItinerary(before);
    const [origin, receiver] = [entries[0], entries.at(-1)!];
    expect(itineraryDate(origin)).toBe('11/10/2026 08:00 AM CST');
    expect(itineraryDate(receiver)).toBe('11/13/2026 08:00 AM PST');
    const undated = { ...before, Shipment: { ...before.Shipment, PuAppointmentDate: null, DelAppointmentDate: null } };
    const days = buildItinerary(undated);
    expect(itineraryDate(days[0])).toBe('11/10/2026');
    expect(itineraryDate(days.at(-1)!)).toBe('11/14/2026');
  });
});

describe('joinAddress', () => {
  it('skips missing parts', () => {
    expect(joinAddress(null, 'Tulsa', 'OK')).toBe('Tulsa, OK');
    expect(joinAddress('1 Main', null, null, '75201')).toBe('1 Main, 75201');
    expect(joinAddress(null, null, null)).toBe('');
  });
});
