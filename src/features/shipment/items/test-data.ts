import type { Shipment, ShipmentItem, ShipmentItems, ShipmentViewModel } from '@/contract/shipment';
import { newItem } from './item-rules';

/** Cached answers for rendering the commodities panel in component tests. */
export const TEST_SHIPMENT_ID = 41;

export function testItems(count: number): ShipmentItems {
  const Items: ShipmentItem[] = Array.from({ length: count }, (_, i) => ({
    ...newItem(TEST_SHIPMENT_ID),
    Id: 100 + i,
    Commodity: `Commodity ${i + 1}`,
    Weight: 100,
    PackagingId: 4,
  }));
  return { Items, TotalWeight: 100 * count, WeightType: 'LBS' };
}

export const testViewModel: ShipmentViewModel = {
  Modes: [{ Id: 1, Name: 'LTL' }],
  EquipmentTypes: [],
  WeightTypes: [
    { Id: 1, Name: 'LBS' },
    { Id: 2, Name: 'KGS' },
  ],
  Packaging: [
    { Id: 1, Name: 'Box' },
    { Id: 4, Name: 'Pallet' },
  ],
  MeasureModes: [
    { Id: 1, Name: 'each' },
    { Id: 2, Name: 'total' },
  ],
  Addresses: [],
  SpecialReq: [],
  Accessorials: [],
  CustomFields: [],
  Statuses: [],
};

export const testShipment = {
  id: TEST_SHIPMENT_ID,
  ShipperId: 2,
  PickupName: 'Origin Co',
  DestinationName: 'Receiver Co',
  TotalWeight: 300,
  WeightType: 'LBS',
} as Shipment;
