import { describe, expect, it } from 'vitest';
import type { TrackingPoint } from '@/contract/load-detail';
import { arrivalHint } from './arrival-hint';

const place = (Latitude: number, Longitude: number): TrackingPoint => ({
  Latitude,
  Longitude,
  City: null,
  State: null,
  EventName: null,
  EventDate: null,
});
const route = [place(32.7767, -96.797), place(35, -97), place(41.8781, -87.6298)];
/** `metres` north of a place. */
const near = (p: TrackingPoint, metres: number) => ({ Latitude: p.Latitude + metres / 111_195, Longitude: p.Longitude });

describe('arrival hints', () => {
  it('offers At pickup within 500 m of the pickup on the way there, and At delivery near the receiver in transit', () => {
    expect(arrivalHint('OFP', near(route[0], 450), route)).toEqual({ step: 'AT', place: 'pickup' });
    expect(arrivalHint('OFP', near(route[0], 600), route)).toBeNull();
    expect(arrivalHint('IT', near(route[2], 100), route)).toEqual({ step: 'AR', place: 'delivery' });
    expect(arrivalHint('IT', near(route[0], 0), route)).toBeNull();
  });

  it('offers nothing in other statuses, without a position or without a route', () => {
    expect(arrivalHint('AT', near(route[0], 0), route)).toBeNull();
    expect(arrivalHint('AR', near(route[2], 0), route)).toBeNull();
    expect(arrivalHint('OFP', null, route)).toBeNull();
    expect(arrivalHint('OFP', near(route[0], 0), [])).toBeNull();
  });
});
