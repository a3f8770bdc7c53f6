import { describe, expect, it } from 'vitest';
import { filledForm } from './fixtures';
import { emptyShipmentForm, formToInput } from './form-values';

describe('a new load', () => {
  it('starts as the spec says: signature required, price 0, no quick pay, today', () => {
    const form = emptyShipmentForm(new Date('2026-03-18T12:00:00Z'));
    expect(form).toMatchObject({ SignatureRequired: true, BasicPrice: 0, IsQuickPay: false, ShipmentDate: '2026-03-18', RestTime: 0 });
  });
});

describe('formToInput', () => {
  it('sends dates as ISO UTC, empty text as null and the draft flag', () => {
    const input = formToInput(
      filledForm({ ReqShipDate: '2026-03-20', PuAppointmentDate: '2026-03-20T08:30', SealNumber: '  ', PickupNumber: ' PU-1 ' }),
      false,
      false,
    );
    expect(input).toMatchObject({
      ShipmentDate: '2026-03-18T00:00:00.000Z',
      ReqShipDate: '2026-03-20T00:00:00.000Z',
      PuAppointmentDate: '2026-03-20T08:30:00.000Z',
      Mabd: null,
      SealNumber: null,
      PickupNumber: 'PU-1',
      AsDraft: false,
    });
  });

  it('sends no quantity for a percentage accessorial and skips lines without a name', () => {
    const input = formToInput(
      filledForm({
        Accessorials: [
          { key: 'a', Name: 'Fuel surcharge', Price: 10, Quantity: 1, IsPercentage: true },
          { key: 'b', Name: 'Lumper', Price: 50, Quantity: 2, IsPercentage: false },
          { key: 'c', Name: '', Price: 5, Quantity: 1, IsPercentage: false },
        ],
      }),
      true,
      false,
    );
    expect(input.Accessorials).toEqual([
      { Name: 'Fuel surcharge', Price: 10, Quantity: null, IsPercentage: true },
      { Name: 'Lumper', Price: 50, Quantity: 2, IsPercentage: false },
    ]);
  });

  it('keeps the container fields in mode 3 only, and the truck and trailer numbers outside it', () => {
    const values = filledForm({
      TruckNumber: 'T1',
      TrailerNumber: 'TR1',
      ContainerNumber: 'MSCU1',
      IsStayWith: true,
      ReportedEmpty: '2026-03-25',
    });
    expect(formToInput(values, true, true)).toMatchObject({
      TruckNumber: null,
      TrailerNumber: null,
      ContainerNumber: 'MSCU1',
      IsStayWith: true,
      ReportedEmpty: '2026-03-25T00:00:00.000Z',
    });
    expect(formToInput(values, true, false)).toMatchObject({
      TruckNumber: 'T1',
      TrailerNumber: 'TR1',
      ContainerNumber: null,
      IsStayWith: false,
      ReportedEmpty: null,
    });
  });

  it('never sends a load both private and open to bids', () => {
    expect(formToInput(filledForm({ BiddingEnabled: true, IsPrivate: true }), true, false)).toMatchObject({
      BiddingEnabled: false,
      IsPrivate: false,
    });
    expect(formToInput(filledForm({ IsPrivate: true }), true, false)).toMatchObject({ BiddingEnabled: false, IsPrivate: true });
  });

  it('sends the carriers of a private load only while it is private (decision 081)', () => {
    const offered = [{ Id: 7, Name: 'Acme Freight' }];
    expect(formToInput(filledForm({ IsPrivate: true, OfferedTruckers: offered }), false, false).OfferedTruckerIds).toEqual([7]);
    expect(formToInput(filledForm({ IsPrivate: false, OfferedTruckers: offered }), false, false).OfferedTruckerIds).toEqual([]);
  });
});
