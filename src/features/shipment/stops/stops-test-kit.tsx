import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Stop } from '@/contract/shipment';
import { shipmentKeys } from '../api';
import { testViewModel } from '../items/test-data';
import { stopKeys } from './api';
import { emptyStopForm } from './stop-rules';
import { AddStopButton, StopsProvider } from './stops-context';
import { StopsEditor } from './stops-editor';

/** Tests only: the load whose stops the editor tests render. */
export const TEST_SHIPMENT = 12;

export const testStop = (Id: number, Position: number, Name: string): Stop => ({
  ...emptyStopForm(),
  Id,
  Position,
  Name,
  City: 'Austin',
  ShipmentId: TEST_SHIPMENT,
  Type: 'Drop',
  AddressId: 3,
  Delivered: false,
  Version: 4,
});

/** Tests only: the stops editor of a load with two saved stops (First Co, Second Co), with an Add pick-up button. */
export function renderStops({ readOnly = false, loadCode }: { readOnly?: boolean; loadCode?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(stopKeys.list(TEST_SHIPMENT), { Stops: [testStop(1, 0, 'First Co'), testStop(2, 1, 'Second Co')] });
  queryClient.setQueryData(shipmentKeys.viewModel(), testViewModel);
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <ModalsProvider>
          <QueryClientProvider client={queryClient}>
            <StopsProvider shipmentId={TEST_SHIPMENT} loadCode={loadCode} readOnly={readOnly}>
              <AddStopButton type="Pick-up" />
              <StopsEditor />
            </StopsProvider>
          </QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}
