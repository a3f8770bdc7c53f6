import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '@/contract/shipment';
import { checkLoad } from './check-load';
import { filledForm } from './fixtures';
import { formToInput, type ShipmentFormValues } from './form-values';

const valid = (patch: Partial<ShipmentFormValues> = {}) => filledForm({ ModeId: 1, ...patch });

const check = (values: ShipmentFormValues, customFields: CustomFieldDefinition[] = []) =>
  checkLoad(values, formToInput(values, true, false), customFields)?.ModelState ?? null;

describe('checkLoad (the contract schema, as the server checks)', () => {
  it('accepts a complete load', () => {
    expect(check(valid())).toBeNull();
  });

  it('lists mode, shipping, receiving and price in the spec order', () => {
    expect(check(valid({ ModeId: null, PickupId: null, DestinationId: null, BasicPrice: 0 }))).toEqual({
      ModeId: ['Please_Select_a_Mode'],
      PickupId: ['Please_Select_a_Shipping'],
      DestinationId: ['Please_Select_a_Receiving'],
      TotalPrice: ['The_price_must_be_upper_than_0'],
    });
  });

  it('counts accessorials in the total price', () => {
    const withFee = valid({ BasicPrice: 0, Accessorials: [{ key: 'a', Name: 'Lumper', Price: 40, Quantity: 1, IsPercentage: false }] });
    expect(check(withFee)).toBeNull();
    const onlyPercent = valid({ BasicPrice: 0, Accessorials: [{ key: 'a', Name: 'Fuel', Price: 10, Quantity: null, IsPercentage: true }] });
    expect(check(onlyPercent)).toEqual({ TotalPrice: ['The_price_must_be_upper_than_0'] });
  });

  it('checks the field limits after the required choices', () => {
    const state = check(valid({ ModeId: null, ShipmentDate: '', ShippingNote: 'x'.repeat(401) }));
    expect(state).toEqual({
      ModeId: ['Please_Select_a_Mode'],
      ShipmentDate: ['Shipment_date_is_required'],
      ShippingNote: ['The note must be at most 400 characters.'],
    });
  });

  it('checks the rules between fields once every field is valid', () => {
    const state = check(
      valid({
        PuAppointmentDate: '2026-03-18T10:00',
        PuAppointmentToDate: '2026-03-18T09:00',
        ReqShipDate: '2026-03-18',
        Mabd: '2026-03-17',
        DelAppointmentDate: '2026-03-18T08:00',
      }),
    );
    expect(state).toEqual({
      PuAppointmentToDate: ['The appointment end must not be before its start.'],
      Mabd: ['MABD must not be before the requested ship date.'],
      DelAppointmentDate: ['The delivery appointment must not be before the pickup appointment.'],
    });
  });

  it('requires the required custom fields', () => {
    const definitions: CustomFieldDefinition[] = [
      { Id: 1, Label: 'PO', Type: 'text', Size: 'Small', Required: true, Position: 0, Options: [] },
      { Id: 2, Label: 'Dock', Type: 'text', Size: 'Small', Required: false, Position: 1, Options: [] },
    ];
    expect(check(valid(), definitions)).toEqual({ CustomFields: ['PO is required'] });
    expect(check(valid({ CustomFields: [{ Id: 1, Value: ['A-1'], Required: true }] }), definitions)).toBeNull();
  });
});
