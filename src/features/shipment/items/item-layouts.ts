import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DIMENSION_TYPES, WEIGHT_TYPES } from './item-rules';
import type { ItemField, ItemLookups } from './item-fields';

type LayoutInput = {
  lookups: ItemLookups;
  /** Only the first item sets the unit of measure and the dimension unit (spec 2 §5). */
  isFirst: boolean;
  /** Generic layout: weight types the §5 rule disables. */
  disabledWeightTypes: readonly string[];
};

const pickupLabel = msg`Pick-up at`;
const dropLabel = msg`Drop at`;

// PackagingId, not PackagingGroupId: the bill of lading prints the item's packaging from PackagingId in both layouts
const packagingField = (i18n: I18n, lookups: ItemLookups): ItemField => ({
  key: 'PackagingId',
  kind: 'select',
  label: i18n._(msg`Packaging`),
  options: lookups.packaging,
  numeric: true,
  emptyLabel: i18n._(msg`Select`),
});

/** Spec 2 §3 line item (freight mode, ModeId 1): dimensions, class and NMFC. */
export function freightFields(i18n: I18n, { lookups, isFirst }: LayoutInput): ItemField[] {
  return [
    { key: 'PurchaseOrder', kind: 'text', label: i18n._(msg`Purchase order`), maxLength: 100 },
    { ...packagingField(i18n, lookups), required: true },
    { key: 'HandlingAmount', kind: 'number', label: i18n._(msg`Quantity`), required: true, integer: true },
    {
      key: 'UnitOfMeasureId',
      kind: 'select',
      label: i18n._(msg`Unit of measure`),
      required: true,
      options: lookups.packaging,
      numeric: true,
      locked: !isFirst,
    },
    {
      key: 'DimensionsType',
      kind: 'select',
      label: i18n._(msg`Dimension unit`),
      options: DIMENSION_TYPES.map((d) => ({ value: d, label: d })),
      locked: !isFirst,
    },
    { key: 'Length', kind: 'number', label: i18n._(msg`Length`), required: true },
    { key: 'Width', kind: 'number', label: i18n._(msg`Width`), required: true },
    { key: 'Height', kind: 'number', label: i18n._(msg`Height`), required: true },
    { key: 'Weight', kind: 'number', label: i18n._(msg`Weight`), required: true },
    // follows the dimension unit: in ↔ LBS, cm ↔ KGS
    {
      key: 'WeightType',
      kind: 'select',
      label: i18n._(msg`Weight type`),
      options: WEIGHT_TYPES.map((w) => ({ value: w, label: w })),
      locked: true,
    },
    { key: 'IsHazardousMaterial', kind: 'checkbox', label: i18n._(msg`Is HazMat`), required: true },
    { key: 'FreightClass', kind: 'class', label: i18n._(msg`Class`), required: true },
    { key: 'Nmfc', kind: 'text', label: i18n._(msg`NMFC`), maxLength: 50 },
    { key: 'Commodity', kind: 'text', label: i18n._(msg`Commodity`), required: true, maxLength: 200 },
    { key: 'PickupStopId', kind: 'select', label: i18n._(pickupLabel), options: lookups.pickupStops, numeric: true },
    { key: 'DropStopId', kind: 'select', label: i18n._(dropLabel), options: lookups.dropStops, numeric: true },
  ];
}

/** Spec 2 §3 line item (every mode but 1): pieces, weight mode, cube, space and SKU. */
export function genericFields(i18n: I18n, { lookups, disabledWeightTypes }: LayoutInput): ItemField[] {
  return [
    { key: 'PurchaseOrder', kind: 'text', label: i18n._(msg`Purchase order`), maxLength: 100 },
    packagingField(i18n, lookups),
    { key: 'Pieces', kind: 'number', label: i18n._(msg`Pieces`), integer: true },
    {
      key: 'WeightType',
      kind: 'select',
      label: i18n._(msg`Weight type`),
      options: WEIGHT_TYPES.map((w) => ({ value: w, label: w, disabled: disabledWeightTypes.includes(w) })),
    },
    { key: 'WeightMode', kind: 'select', label: i18n._(msg`Weight mode`), options: lookups.weightModes },
    { key: 'Weight', kind: 'number', label: i18n._(msg`Weight`) },
    { key: 'Commodity', kind: 'text', label: i18n._(msg`Commodity`), required: true, maxLength: 200 },
    { key: 'Cube', kind: 'number', label: i18n._(msg`Cube`) },
    { key: 'SpaceReq', kind: 'number', label: i18n._(msg`Space req`) },
    { key: 'Sku', kind: 'text', label: i18n._(msg`SKU`), maxLength: 100 },
    { key: 'PickupStopId', kind: 'select', label: i18n._(pickupLabel), options: lookups.pickupStops, numeric: true },
    { key: 'DropStopId', kind: 'select', label: i18n._(dropLabel), options: lookups.dropStops, numeric: true },
  ];
}
