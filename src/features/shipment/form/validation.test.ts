import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '@/contract/shipment';
import { emptyShipmentForm, type ShipmentFormValues } from './form-values';
import { validateShipment } from './validation';

const valid = (patch: Partial<ShipmentFormValues> = {}): ShipmentFormValues => ({
  ...emptyShipmentForm(new Date('2026-03-18T12:00:00Z')),
  ModeId: 1,
  PickupId: 10,
  DestinationId: 11,
  BasicPrice: 1000,
  ...patch,
});

describe('validateShipment', () => {
  it('accepts a complete load', () => {
    expect(validateShipment(valid())).toEqual([]);
  });

  it('lists mode, shipping, receiving and price in the spec order', () => {
    const keys = validateShipment(valid({ ModeId: null, PickupId: null, DestinationId: null, BasicPrice: 0 })).map((issue) => issue.key);
    expect(keys).toEqual([
      'Please_Select_a_Mode',
      'Please_Select_a_Shipping',
      'Please_Select_a_Receiving',
      'The_price_must_be_upper_than_0',
    ]);
  });

  it('counts accessorials in the total price', () => {
    const withFee = valid({ BasicPrice: 0, Accessorials: [{ key: 'a', Name: 'Lumper', Price: 40, Quantity: 1, IsPercentage: false }] });
    expect(validateShipment(withFee)).toEqual([]);
    const onlyPercent = valid({ BasicPrice: 0, Accessorials: [{ key: 'a', Name: 'Fuel', Price: 10, Quantity: null, IsPercentage: true }] });
    expect(validateShipment(onlyPercent).map((issue) => issue.key)).toEqual(['The_price_must_be_upper_than_0']);
  });

  it('checks the field limits after the required choices', () => {
    const issues = validateShipment(
      valid({
        ModeId: null,
        ShipmentDate: '',
        ShippingNote: 'x'.repeat(401),
        PuAppointmentDate: '2026-03-18T10:00',
        PuAppointmentToDate: '2026-03-18T09:00',
        ReqShipDate: '2026-03-18',
        Mabd: '2026-03-17',
        DelAppointmentDate: '2026-03-18T08:00',
      }),
    );
    expect(issues.map((issue) => `${issue.field}:${issue.key}`)).toEqual([
      'ModeId:Please_Select_a_Mode',
      'ShipmentDate:Shipment_date_is_required',
      'ShippingNote:Note_too_long',
      'PuAppointmentToDate:Appointment_to_before_from',
      'Mabd:Mabd_before_ship_date',
      'DelAppointmentDate:Delivery_before_pickup',
    ]);
  });

  it('requires the required custom fields', () => {
    const definitions: CustomFieldDefinition[] = [
      { Id: 1, Label: 'PO', Type: 'text', Size: 'Small', Required: true, Position: 0, Options: [] },
      { Id: 2, Label: 'Dock', Type: 'text', Size: 'Small', Required: false, Position: 1, Options: [] },
    ];
    expect(validateShipment(valid(), definitions)).toEqual([{ field: 'CustomFields', key: 'Custom_field_required', customFieldId: 1 }]);
    expect(validateShipment(valid({ CustomFields: [{ Id: 1, Value: ['A-1'], Required: true }] }), definitions)).toEqual([]);
  });
});
