import { describe, expect, it } from 'vitest';
import type { BillOfLading } from '@/contract/shipment';
import { formatWeight } from '@/lib/format/weight';
import { bolSheets, partyPlace } from './bol-view';
import { bolParty } from './fixtures';

const bol = (stops: number): BillOfLading => ({
  Code: 'HB-1',
  CustomerRefNumber: null,
  PuAppointmentDate: '2026-01-05T08:00:00Z',
  PuAppointmentToDate: null,
  DelAppointmentDate: null,
  DelAppointmentToDate: null,
  ShippingTimeZone: 'America/Chicago',
  ReceivingTimeZone: 'America/Chicago',
  ShippingDepartureDate: '2026-01-05T09:10:00Z',
  ReceivingArrivalDate: null,
  ShipFrom: bolParty('Origin'),
  ShipTo: bolParty('Receiver'),
  BillTo: null,
  Trucker: null,
  FreightChargesterms: 'Prepaid',
  WeightType: 'LBS',
  Items: [],
  TotalPieces: 4,
  TotalWeight: 12000,
  CodAmount: null,
  IsHeavy: true,
  Stops: Array.from({ length: stops }, (_, i) => ({
    Type: i % 2 ? 'Drop' : 'Pick-up',
    FromAddress: bolParty(`From ${i + 1}`),
    ToAddress: bolParty(`To ${i + 1}`),
    Items: [],
    TotalPieces: i,
    TotalWeight: 100 * i,
    PuAppointmentDate: null,
    PuAppointmentToDate: null,
    DelAppointmentDate: null,
    DelAppointmentToDate: null,
    TimeZone: 'America/Chicago',
    EventDate: `2026-01-05T1${i}:00:00Z`,
  })),
});

describe('bill of lading sheets (spec 2 §2.9)', () => {
  it('has one main sheet for the load and one per stop, in order', () => {
    const sheets = bolSheets(bol(2));
    expect(sheets.map((s) => [s.stopNumber, s.stopType, s.shipFrom.Company, s.shipTo.Company])).toEqual([
      [0, null, 'Origin', 'Receiver'],
      [1, 'Pick-up', 'From 1', 'To 1'],
      [2, 'Drop', 'From 2', 'To 2'],
    ]);
    expect(sheets[0]!.totalWeight).toBe(12000);
  });

  it("carries the trip's times: the load's departure and arrival, a pick-up stop's departure, a drop's arrival", () => {
    expect(bolSheets(bol(2)).map((s) => [s.departed, s.arrived])).toEqual([
      ['2026-01-05T09:10:00Z', null],
      ['2026-01-05T10:00:00Z', null],
      [null, '2026-01-05T11:00:00Z'],
    ]);
  });

  it('has only the main sheet when the load has no stops', () => {
    expect(bolSheets(bol(0))).toHaveLength(1);
  });

  it('formats places and weights', () => {
    expect(partyPlace(bolParty('X'))).toBe('Dallas, TX 75201');
    expect(partyPlace({ ...bolParty('X'), City: '', ZipCode: '' })).toBe('TX');
    expect(formatWeight(12345.6789, null)).toBe('12,345.679');
  });
});
