import { describe, expect, it } from 'vitest';
import { copyCompanyAddress, EMPTY_ADD_SHIPPER, toAddShipperPayload } from './add-shipper-form';
import { signDateToIso } from './sign-date';

describe('add shipper payload', () => {
  it('starts with SendEmail on and every field empty', () => {
    expect(EMPTY_ADD_SHIPPER.SendEmail).toBe(true);
    expect(Object.values(EMPTY_ADD_SHIPPER).filter((value) => value !== '' && value !== true)).toEqual([]);
  });

  it('sends the phone as digits, trims texts and keeps passwords as typed', () => {
    const payload = toAddShipperPayload({
      ...EMPTY_ADD_SHIPPER,
      PhoneNumber: '+1 (555) 123-4567',
      FirstName: ' Zed ',
      Password: ' n@0Xab1 ',
    });
    expect(payload.PhoneNumber).toBe('15551234567');
    expect(payload.FirstName).toBe('Zed');
    expect(payload.Password).toBe(' n@0Xab1 ');
  });

  it('copies the company address into the billing set', () => {
    const values = {
      ...EMPTY_ADD_SHIPPER,
      Address1: '1 Dock Rd',
      Country: 'United States',
      State: 'Texas',
      City: 'Austin',
      Zipcode: '73301',
    };
    expect(copyCompanyAddress(values)).toMatchObject({
      BillingAddress1: '1 Dock Rd',
      BillingCountry: 'United States',
      BillingState: 'Texas',
      BillingCity: 'Austin',
      BillingZipcode: '73301',
    });
  });
});

describe('sign agreement date', () => {
  it('reads the datetime-local value as UTC', () => {
    expect(signDateToIso('2025-03-18T14:05')).toBe('2025-03-18T14:05:00.000Z');
    expect(signDateToIso('2025-03-18T14:05:30')).toBe('2025-03-18T14:05:30.000Z');
  });
  it('gives null for an empty or partial value (Please_Fill_Date)', () => {
    expect(signDateToIso('')).toBeNull();
    expect(signDateToIso('2025-03-18')).toBeNull();
    expect(signDateToIso('2025-13-40T99:99')).toBeNull();
  });
});
