import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toModelState } from './fields';
import {
  addShipperSchema,
  billingLimitsSchema,
  parseIsoDate,
  quickPayUpdateSchema,
  shippersQuerySchema,
  truckersQuerySchema,
} from './partners';

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : toModelState(result.issues);
};

describe('list query (decision 003)', () => {
  it('has the documented defaults', () => {
    expect(v.parse(truckersQuerySchema, {})).toEqual({
      approved: undefined,
      subscribed: undefined,
      search: undefined,
      pageNumber: 1,
      pageSize: 10,
      sortField: 'Created',
      sortOrder: 'desc',
    });
  });
  it('reads tri-state filters, canonical sort ids in any case, and trims the search', () => {
    expect(
      v.parse(truckersQuerySchema, { approved: 'TRUE', subscribed: 'false', sortField: 'mcnumber', sortOrder: 'ASC', search: '  acme ' }),
    ).toMatchObject({
      approved: true,
      subscribed: false,
      sortField: 'McNumber',
      sortOrder: 'asc',
      search: 'acme',
    });
    expect(v.parse(shippersQuerySchema, { approved: '', subscribed: 'all', pageSize: '1000000' })).toMatchObject({
      approved: undefined,
      subscribed: undefined,
      pageSize: 1_000_000,
    });
  });
  it('rejects out-of-range pages and columns of the other list', () => {
    expect(Object.keys(errors(truckersQuerySchema, { pageSize: '0', pageNumber: '1.5', sortField: 'QuickPaySuspended' })!)).toEqual([
      'pageNumber',
      'pageSize',
      'sortField',
    ]);
    expect(errors(shippersQuerySchema, { sortField: 'McNumber' })).toEqual({
      sortField: [expect.stringContaining('sortField must be one of')],
    });
    expect(errors(truckersQuerySchema, { pageSize: '1000001' })).toEqual({
      pageSize: ['pageSize must be a whole number from 1 to 1,000,000.'],
    });
  });
});

describe('quick pay and billing limits', () => {
  it('reads ISO dates (zone-less as UTC), null unapproves, rejects impossible days', () => {
    expect(parseIsoDate('2025-03-18T14:05')?.toISOString()).toBe('2025-03-18T14:05:00.000Z');
    expect(parseIsoDate('2025-03-18T14:05:00+02:00')?.toISOString()).toBe('2025-03-18T12:05:00.000Z');
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(v.parse(quickPayUpdateSchema, { SignAgreementDate: null })).toEqual({ SignAgreementDate: null });
    expect(errors(quickPayUpdateSchema, {})).toEqual({ SignAgreementDate: ['Please fill in the sign agreement date.'] });
  });
  it('limits are required and above zero; counts are whole', () => {
    expect(
      v.parse(billingLimitsSchema, { Id: '7', CapitalAllowance: '1000.456', QuickPayAllowedShipments: 3, QuickPayMaxShipmentValue: '250' }),
    ).toEqual({
      Id: 7,
      CapitalAllowance: 1000.46,
      QuickPayAllowedShipments: 3,
      QuickPayMaxShipmentValue: 250,
      ApproveShipper: false,
    });
    expect(errors(billingLimitsSchema, { Id: 1, CapitalAllowance: -5, QuickPayAllowedShipments: 2.5 })).toEqual({
      CapitalAllowance: ['Capital Allowance must be above zero.'],
      QuickPayAllowedShipments: ['Quick Pay Allowed Shipments must be a whole number.'],
      QuickPayMaxShipmentValue: ['Quick Pay Max Shipment Value is required.'],
    });
  });
});

describe('add shipper', () => {
  const valid = {
    FirstName: 'Nora',
    LastName: 'Quill',
    Email: 'nora@acme.test',
    PhoneNumber: '+1 (214) 555-0100',
    Password: 'n@0Xk7$q',
    ConfirmPassword: 'n@0Xk7$q',
    SendEmail: true,
    CompanyName: 'Acme',
    Address1: '1 Main',
    Address2: '',
    City: 'Dallas',
    State: 'Texas',
    Zipcode: '75201',
    Country: 'United States',
    BillingAddress1: '1 Main',
    BillingAddress2: '',
    BillingCity: 'Dallas',
    BillingState: 'Texas',
    BillingZipcode: '75201',
    BillingCountry: 'United States',
  };
  it('accepts the modal payload and keeps phone digits', () => {
    expect(v.parse(addShipperSchema, valid)).toMatchObject({ Email: 'nora@acme.test', PhoneNumber: '12145550100', SendEmail: true });
  });
  it('reports the password rules of the reset form', () => {
    expect(errors(addShipperSchema, { ...valid, ConfirmPassword: 'other' })).toEqual({
      ConfirmPassword: ['The password and confirmation password do not match.'],
    });
    expect(errors(addShipperSchema, { ...valid, Password: 'weakpass', ConfirmPassword: 'weakpass' })).toEqual({
      Password: ['Please check your Password'],
    });
  });
});
