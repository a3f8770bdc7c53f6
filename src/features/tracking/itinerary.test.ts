import { describe, expect, it } from 'vitest';
import { trackingFixture, point, stop } from './fixtures';
import { buildItinerary, joinAddress } from './itinerary';

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

describe('joinAddress', () => {
  it('skips missing parts', () => {
    expect(joinAddress(null, 'Tulsa', 'OK')).toBe('Tulsa, OK');
    expect(joinAddress('1 Main', null, null, '75201')).toBe('1 Main, 75201');
    expect(joinAddress(null, null, null)).toBe('');
  });
});
