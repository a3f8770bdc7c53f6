import { describe, expect, it } from 'vitest';
import type { Address, Stop } from '@/contract/shipment';
import { applyStopOrder, emptyStopForm, moveStopOrder, needsSave, stopFormFromStop, stopInputFromForm, withCompany } from './stop-rules';

const stop = (Id: number, Position: number): Stop => ({
  ...emptyStopForm(),
  Id,
  Position,
  ShipmentId: 9,
  Type: 'Pick-up',
  Delivered: false,
  Version: 1,
  Name: `Stop ${Id}`,
});

describe('stop rules (spec 2 §4)', () => {
  it('moves a stop by swapping it with its neighbour and lists every stop with its new position', () => {
    const stops = [stop(10, 0), stop(11, 1), stop(12, 2)];
    expect(moveStopOrder(stops, 1, -1)).toEqual([
      { StopId: 11, Position: 0 },
      { StopId: 10, Position: 1 },
      { StopId: 12, Position: 2 },
    ]);
    expect(moveStopOrder(stops, 1, 1)).toEqual([
      { StopId: 10, Position: 0 },
      { StopId: 12, Position: 1 },
      { StopId: 11, Position: 2 },
    ]);
    expect(moveStopOrder(stops, 0, -1)).toBeNull();
    expect(moveStopOrder(stops, 2, 1)).toBeNull();
    expect(applyStopOrder(stops, moveStopOrder(stops, 2, -1)!).map((s) => s.Id)).toEqual([10, 12, 11]);
  });

  it('shows Save for a stop never saved or edited since (isChanged)', () => {
    expect(needsSave(null, false)).toBe(true);
    expect(needsSave(stop(1, 0), false)).toBe(false);
    expect(needsSave(stop(1, 0), true)).toBe(true);
  });

  it('fills the read-only address and contact from the chosen company, and clears them with it', () => {
    const address: Address = {
      Id: 5,
      Name: 'Acme',
      Address1: '1 Main St',
      Address2: '',
      City: 'Austin',
      State: 'Texas',
      Country: 'United States',
      Zipcode: '73301',
      ContactName: 'Ann Lee',
      ContactEmail: 'ann@acme.test',
      ContactPhone: '+15125550100',
      ContactPhone2: null,
      ContactFax: null,
      TimeZone: 'America/Chicago',
    };
    const form = withCompany(emptyStopForm(), 5, address);
    expect(form).toMatchObject({ AddressId: 5, Name: 'Acme', City: 'Austin', ContactName: 'Ann Lee' });
    expect(withCompany(form, null, null)).toMatchObject({ AddressId: null, Name: '', City: '' });
  });

  it('names a company chosen without its address (offline, never opened here) and drops the previous company’s lines', () => {
    const acme = { ...emptyStopForm(), AddressId: 5, Name: 'Acme', City: 'Austin' };
    expect(withCompany(acme, 8, null, 'Tulsa Mills')).toMatchObject({ AddressId: 8, Name: 'Tulsa Mills', City: '' });
  });

  it('sends only the fields of the stop type, blanks as null', () => {
    const form = { ...stopFormFromStop(stop(1, 0)), AddressId: 5, PickupNumber: ' PU-1 ', Mabd: '2026-01-02T00:00:00.000Z', Note: '  ' };
    const pickup = stopInputFromForm(form, 9, 'Pick-up');
    expect(pickup).toMatchObject({ ShipmentId: 9, Type: 'Pick-up', AddressId: 5, PickupNumber: 'PU-1', Mabd: null, Note: null });
    expect(stopInputFromForm(form, 9, 'Drop')).toMatchObject({ Type: 'Drop', PickupNumber: null, Mabd: '2026-01-02T00:00:00.000Z' });
  });
});
