import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { TestProviders } from '@/lib/testing/providers';
import type { Address } from '@/contract/shipment';
import type * as Client from '@/lib/http/client';
import { shipmentKeys } from '../api';
import { testViewModel } from '../items/test-data';
import { CompanyPicker } from './company-picker';

// the address of a picked company is still being read (a slow or lost network) while the user goes on
vi.mock('@/lib/http/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiGet: vi.fn(() => new Promise(() => {})),
}));

const BAILEY: Address = {
  Id: 2,
  Name: 'Bailey Inc Distribution',
  Address1: '12 Dock Rd',
  Address2: '',
  City: 'Dallas',
  State: 'Texas',
  Country: 'United States',
  Zipcode: '75201',
  ContactName: null,
  ContactEmail: null,
  ContactPhone: null,
  ContactPhone2: null,
  ContactFax: null,
  TimeZone: 'America/Chicago',
};

function pickBailey({ addressKept }: { addressKept: boolean }) {
  const onChange = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(shipmentKeys.viewModel(), {
    ...testViewModel,
    Addresses: [
      { Id: 1, Name: 'Adams - Windler Yard', ValueId: 1 },
      { Id: 2, Name: 'Bailey Inc Distribution', ValueId: 2 },
    ],
  });
  if (addressKept) queryClient.setQueryData(shipmentKeys.address(BAILEY.Id), BAILEY);
  render(
    <TestProviders queryClient={queryClient}>
      <CompanyPicker label="Company" value={null} onChange={onChange} isShipper={false} />
    </TestProviders>,
  );
  fireEvent.input(screen.getByRole('textbox', { name: 'Company' }), { target: { value: 'Bail' } });
  return onChange;
}

it('a company picked is the form’s at once, so a Save right after the pick has it while its address is still read', async () => {
  const onChange = pickBailey({ addressKept: false });
  fireEvent.click(await screen.findByRole('option', { name: 'Bailey Inc Distribution' }));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith(BAILEY.Id, null, BAILEY.Name);
});

it('a company whose address this device keeps comes with its address lines in the same change', async () => {
  const onChange = pickBailey({ addressKept: true });
  fireEvent.click(await screen.findByRole('option', { name: 'Bailey Inc Distribution' }));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith(BAILEY.Id, BAILEY, BAILEY.Name);
});
