import type { ShipperRow, TruckerRow } from './types';

/** Rows for unit tests. */
export function truckerRow(overrides: Partial<TruckerRow> = {}): TruckerRow {
  return {
    Id: 11,
    TruckerId: 21,
    Name: 'Blue Line Freight',
    FirstName: 'Ana',
    LastName: 'Lopez',
    Created: '2025-01-02T10:00:00Z',
    Email: 'ana@blueline.test',
    EmailConfirmed: true,
    PhoneNumber: '5551234567',
    PhoneNumberConfirmed: false,
    ShipmentsCount: 3,
    FPRequestDate: null,
    FPSignAgreementDate: null,
    McNumber: 'MC1',
    DotNumber: 'DOT1',
    PaymentStatus: 'active',
    QuickPayAllowed: false,
    Islocked: false,
    Approved: false,
    ...overrides,
  };
}

export function shipperRow(overrides: Partial<ShipperRow> = {}): ShipperRow {
  return {
    Id: 12,
    ShipperId: 22,
    Name: 'Acme Goods',
    FirstName: 'Bo',
    LastName: 'Chen',
    Created: '2025-01-03T10:00:00Z',
    Email: 'bo@acme.test',
    EmailConfirmed: false,
    PhoneNumber: null,
    PhoneNumberConfirmed: false,
    ShipmentsCount: 0,
    PaymentStatus: null,
    Islocked: false,
    QuickPaySuspended: true,
    Approved: false,
    CapitalAllowance: 1000,
    QuickPayAllowedShipments: 2,
    QuickPayMaxShipmentValue: 500,
    ...overrides,
  };
}
