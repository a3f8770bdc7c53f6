import type { TrackingPoint, TrackingResponse, TrackingStop } from '@/contract/load-detail';

/** Test data: a load in transit from Dallas to Chicago through Oklahoma City and Kansas City. */
export const point = (
  Latitude: number,
  Longitude: number,
  City: string | null,
  State: string | null,
  EventName: string | null = null,
  EventDate: string | null = null,
): TrackingPoint => ({
  Latitude,
  Longitude,
  City,
  State,
  EventName,
  EventDate,
});

export const stop = (overrides: Partial<TrackingStop> = {}): TrackingStop => ({
  Type: 'Drop',
  Name: 'Stop',
  Address1: '1 Main St',
  City: 'Oklahoma City',
  State: 'OK',
  Zipcode: '73102',
  Delivered: false,
  EventName: null,
  EventDate: null,
  TimeZone: 'America/Chicago',
  ...overrides,
});

export function trackingFixture(overrides: Partial<TrackingResponse> = {}): TrackingResponse {
  return {
    Shipment: {
      Id: 7,
      Code: 'HB-240007',
      ShippingCompany: 'Lone Star Foods',
      ShippingAddress1: '100 Elm St',
      ShippingCity: 'Dallas',
      ShippingState: 'TX',
      ShippingZipCode: '75201',
      ReceivingCompany: 'Lakeside Market',
      ReceivingAddress1: '200 Lake Shore Dr',
      ReceivingCity: 'Chicago',
      ReceivingState: 'IL',
      ReceivingZipCode: '60601',
      ShippingTimeZone: 'America/Chicago',
      ReceivingTimeZone: 'America/Chicago',
      ReqShipDate: '2026-11-10T00:00:00Z',
      PuAppointmentDate: '2026-11-10T14:00:00Z',
      ShippingDepartureDate: '2026-11-10T15:30:00Z',
      Mabd: '2026-11-14T00:00:00Z',
      DelAppointmentDate: '2026-11-13T16:00:00Z',
      ReceivingArrivalDate: null,
      EquipmentType: 'Dry Van',
      TotalWeight: 42000,
      WeightType: 'LBS',
      TotalPrice: 3250.5,
      TotalMiles: 925,
      SealNumber: 'SL-1',
      TruckNumber: 'TR-9',
      TrailerNumber: 'TL-4',
      Bids: 2,
    },
    Stops: [
      stop({
        Name: 'OKC Depot',
        City: 'Oklahoma City',
        State: 'OK',
        Delivered: true,
        EventName: 'Delivered',
        EventDate: '2026-11-11T10:00:00Z',
      }),
      stop({ Name: 'KC Warehouse', Type: 'Pick-up', City: 'Kansas City', State: 'MO', Zipcode: '64105' }),
    ],
    Tracking: [
      point(35.47, -97.52, 'Oklahoma City', 'OK', 'Arrived at stop', '2026-11-11T09:40:00Z'),
      point(32.78, -96.8, 'Dallas', 'TX', 'Departed pickup', '2026-11-10T15:30:00Z'),
      point(36.15, -95.99, 'Tulsa', 'OK', 'In transit', '2026-11-11T15:00:00Z'),
    ],
    StatusesHistoy: [
      { Name: 'Open', Code: 'OP', Created: '2026-11-08T10:00:00Z', ReceivedAt: '2026-11-08T10:00:00Z' },
      { Name: 'Booked', Code: 'BK', Created: '2026-11-09T10:00:00Z', ReceivedAt: '2026-11-09T10:00:00Z' },
      // recorded offline at 15:30, synced at 17:45
      { Name: 'In transit', Code: 'IT', Created: '2026-11-10T15:30:00Z', ReceivedAt: '2026-11-10T17:45:00Z' },
    ],
    Trucker: {
      Name: 'Road Runner LLC',
      Driver: 'Sam Driver',
      ContactEmail: 'dispatch@roadrunner.test',
      Phone: '+12145550100',
      LicenceNumber: 'D1234567',
    },
    Polyline: [point(32.78, -96.8, 'Dallas', 'TX'), point(35.47, -97.52, 'Oklahoma City', 'OK'), point(36.15, -95.99, 'Tulsa', 'OK')],
    PlannedPolyline: [
      point(32.78, -96.8, 'Dallas', 'TX'),
      point(35.47, -97.52, 'Oklahoma City', 'OK'),
      point(39.1, -94.58, 'Kansas City', 'MO'),
      point(41.88, -87.63, 'Chicago', 'IL'),
    ],
    StatusCode: 'IT',
    Status: 'In transit',
    ModeId: 2,
    Mode: 'FTL',
    ShipperId: 3,
    IsOwner: true,
    ...overrides,
  };
}
