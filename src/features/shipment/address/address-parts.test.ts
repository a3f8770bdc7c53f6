import { describe, expect, it } from 'vitest';
import { emptyAddressForm, missingAddressFields, toAddressInput } from './address-form';
import { COMPANY_OPTION_LIMIT, filterCompanies } from './company-options';

describe('the Add Address form', () => {
  it('defaults the country to the United States and lists the missing required fields in order', () => {
    const form = emptyAddressForm('Acme');
    expect(form.Country).toBe('United States');
    expect(missingAddressFields(form)).toEqual(['Address1', 'State', 'City', 'Zipcode']);
    expect(missingAddressFields({ ...form, Name: ' ', Country: '' })).toEqual(['Name', 'Address1', 'Country', 'State', 'City', 'Zipcode']);
  });

  it('sends trimmed text, null for empty optional fields, and the BackOffice shipper id only when given', () => {
    const values = {
      ...emptyAddressForm(' Acme '),
      Address1: '1 Main',
      State: 'Texas',
      City: 'Austin',
      Zipcode: '78701',
      ContactPhone: '+15125550100',
    };
    expect(toAddressInput(values, true)).toMatchObject({
      Name: 'Acme',
      Address2: null,
      ContactPhone: '+15125550100',
      ContactFax: null,
      IsShipper: true,
    });
    expect(toAddressInput(values, false)).not.toHaveProperty('ShipperId');
    expect(toAddressInput(values, false, 7)).toMatchObject({ ShipperId: 7, IsShipper: false });
  });
});

describe('filterCompanies', () => {
  const book = [
    { Id: 1, Name: 'Acme Dock', ValueId: 1 },
    { Id: 2, Name: 'Best Freight', ValueId: 2 },
  ];

  it('matches a part of the name, ignoring case, and tells an exact match', () => {
    expect(filterCompanies(book, 'dock')).toEqual({ options: [book[0]], exact: false });
    expect(filterCompanies(book, ' best freight ')).toEqual({ options: [book[1]], exact: true });
    expect(filterCompanies(book, '')).toEqual({ options: book, exact: false });
  });

  it('lists at most a page of companies', () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ Id: i, Name: `Company ${i}`, ValueId: i }));
    expect(filterCompanies(many, '').options).toHaveLength(COMPANY_OPTION_LIMIT);
  });
});
