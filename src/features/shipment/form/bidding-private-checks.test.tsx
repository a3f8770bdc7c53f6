import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/lib/testing/providers';
import { BiddingPrivateChecks } from './basic-info-section';
import { createFormStore, FormStoreContext } from './form-store';
import { emptyShipmentForm } from './form-values';

function renderChecks() {
  render(
    <TestProviders>
      <FormStoreContext.Provider value={createFormStore(emptyShipmentForm())}>
        <BiddingPrivateChecks />
      </FormStoreContext.Provider>
    </TestProviders>,
  );
}

describe('Bidding and Private (issue 38 §6)', () => {
  it('says why Private went when Bidding is ticked, and why Bidding went when Private is ticked', () => {
    renderChecks();
    expect(screen.getByRole('checkbox', { name: 'Private' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bidding' }));
    expect(screen.queryByRole('checkbox', { name: 'Private' })).toBeNull();
    expect(screen.getByText('A load open to bids cannot be private: untick Bidding to offer it to chosen carriers.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /^Bidding/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Private' }));
    expect(screen.queryByRole('checkbox', { name: /^Bidding/ })).toBeNull();
    expect(screen.getByText('A private load is booked at its price, not bid on: untick Private to open it to bids.')).toBeTruthy();
  });
});
