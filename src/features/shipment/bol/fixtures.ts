import type { BolParty } from '@/contract/shipment';

/** Test data: a party of a bill of lading in downtown Dallas, without phone or reference number. */
export const bolParty = (Company: string): BolParty => ({
  Company,
  Address1: '1 Main St',
  City: 'Dallas',
  State: 'TX',
  ZipCode: '75201',
  ContactPhone: null,
  Number: null,
});
