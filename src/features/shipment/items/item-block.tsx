import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useRef, useState } from 'react';
import type { DimensionsType, ShipmentItem, ShipmentItemInput, WeightTypeName } from '@/contract/shipment';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { openDeleteConfirm } from '@/lib/ui/confirm-delete';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { showNotice } from '@/lib/ui/notify';
import { applyItemTotals, calculateFreightClass, createItem, deleteItem, updateItem } from './api';
import type { FieldContext, ItemErrors, ItemLookups } from './item-fields';
import { freightFields, genericFields } from './item-layouts';
import { canCalculateClass, convertDraft, isItemChanged, missingItemFields, toItemInput, withUnits, type ItemUnits } from './item-rules';
import { ItemCard, ItemTableRow } from './item-views';
import { registerPendingItem } from './pending-items';

/** What the panel does for its items; one stable object, so an item's re-render never reaches its siblings. */
export type ItemActions = {
  setUnits: (units: ItemUnits) => void;
  reportWeightType: (rowKey: string, type: WeightTypeName) => void;
  /** After the first item is saved: PUT every other saved item whose units differ from the load's. */
  propagateUnits: (units: ItemUnits) => Promise<void>;
  /** An unsaved item was saved or removed: it leaves the list of new items. */
  dropNew: (rowKey: string) => void;
};

export type ItemBlockProps = {
  rowKey: string;
  number: number;
  shipmentId: number;
  saved: ShipmentItem | null;
  /** What an unsaved item starts from. */
  base: ShipmentItemInput;
  freight: boolean;
  readOnly: boolean;
  isFirst: boolean;
  unitOfMeasureId: number;
  dimensionsType: DimensionsType;
  /** Generic layout: the weight types the §5 rule disables, comma-separated (a string keeps the memo cheap). */
  disabledWeightTypes: string;
  view: 'card' | 'table';
  lookups: ItemLookups;
  actions: ItemActions;
};

const UNIT_KEYS = ['UnitOfMeasureId', 'DimensionsType'] as const;

/** One line item with its own draft (spec 2 §2.7): typing in it re-renders this item only. */
export const ItemBlock = memo(function ItemBlock(props: ItemBlockProps) {
  const {
    rowKey,
    number,
    shipmentId,
    saved,
    base,
    freight,
    readOnly,
    isFirst,
    unitOfMeasureId,
    dimensionsType,
    disabledWeightTypes,
    view,
    lookups,
    actions,
  } = props;
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [patch, setPatch] = useState<Partial<ShipmentItemInput>>({});
  const [edited, setEdited] = useState(false);
  const [busy, setBusy] = useState(false);
  const [calculating, setCalculating] = useState(false);
  const [errors, setErrors] = useState<ItemErrors>({});
  const classRequest = useRef<AbortController | null>(null);

  // The load's dimension unit changed (the first item sets it): what was typed here is converted at once, so the
  // values shown, and saved, are the same amounts in the new unit.
  const [typedIn, setTypedIn] = useState(dimensionsType);
  if (typedIn !== dimensionsType) {
    setTypedIn(dimensionsType);
    setPatch((current) => convertDraft(current, typedIn, dimensionsType, freight));
  }

  const units: ItemUnits = { UnitOfMeasureId: unitOfMeasureId, DimensionsType: dimensionsType };
  const item = { ...withUnits(saved ?? base, units, freight), ...patch };
  const changed = isItemChanged(saved, edited, units, freight);
  // what was typed here is unsaved work: leaving the page or reloading for an update asks first
  useUnsavedChanges(!readOnly && edited);

  const layout = { lookups, isFirst, disabledWeightTypes: disabledWeightTypes ? disabledWeightTypes.split(',') : [] };
  const fields = freight ? freightFields(i18n, layout) : genericFields(i18n, layout);

  function change(next: Partial<ShipmentItemInput>) {
    const { UnitOfMeasureId, DimensionsType, ...rest } = next;
    if (isFirst && UNIT_KEYS.some((key) => key in next)) {
      actions.setUnits({ UnitOfMeasureId: UnitOfMeasureId ?? unitOfMeasureId, DimensionsType: DimensionsType ?? dimensionsType });
    }
    if (!freight && rest.WeightType) actions.reportWeightType(rowKey, rest.WeightType);
    setPatch((current) => ({ ...current, ...rest }));
    setEdited(true);
    // a field the user edits loses its message
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in next))));
  }

  async function calculate(auto: boolean) {
    if (!canCalculateClass(item)) {
      if (!auto) showNotice('warning', t`Oops!`, t`Enter the length, width, height and weight first.`);
      return;
    }
    classRequest.current?.abort();
    const request = new AbortController();
    classRequest.current = request;
    setCalculating(true);
    try {
      const answer = await calculateFreightClass(
        { length: item.Length!, width: item.Width!, height: item.Height!, weight: item.Weight!, isMeter: item.DimensionsType === 'cm' },
        request.signal,
      );
      setPatch((current) => ({ ...current, FreightClass: answer.Result }));
      setEdited(true);
    } catch (failure) {
      notifyHttpError(failure);
    } finally {
      if (classRequest.current === request) setCalculating(false);
    }
  }

  // the class follows the measures: once length, width, height and weight are all set, it is calculated
  const measureKey = `${item.Length}|${item.Width}|${item.Height}|${item.Weight}`;
  const lastMeasureKey = useRef(measureKey);
  useEffect(() => {
    if (!freight || readOnly || measureKey === lastMeasureKey.current) return;
    lastMeasureKey.current = measureKey;
    const timer = setTimeout(() => void calculate(true), 400);
    return () => clearTimeout(timer);
    // calculate reads the current item; the measures are what should trigger it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [measureKey, freight, readOnly]);

  async function save(): Promise<boolean> {
    if (busy) return false;
    const missing = missingItemFields(item, freight);
    if (missing.length > 0) {
      const labels = new Map(fields.map((field) => [field.key, field.label]));
      setErrors(Object.fromEntries(missing.map((key) => [key, t`${labels.get(key) ?? key} is required`])));
      showNotice('warning', t`Oops!`, t`Fill in the required fields of item ${number} first.`);
      return false;
    }
    setBusy(true);
    try {
      const input = toItemInput({ ...item, ShipmentId: shipmentId });
      const totals = saved ? await updateItem(saved.Id, input) : await createItem(input);
      if (isFirst) await actions.propagateUnits(units);
      await applyItemTotals(queryClient, shipmentId, totals);
      setPatch({});
      setEdited(false);
      showNotice('success', t`Great`, t`Your Commodity has been saved.`);
      if (!saved) actions.dropNew(rowKey);
      return true;
    } catch (failure) {
      notifyHttpError(failure);
      return false;
    } finally {
      setBusy(false);
    }
  }

  // Typed but not saved: the load's Save and Save and post save this card first (issue 38 §7).
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (readOnly || !edited) return;
    return registerPendingItem(shipmentId, rowKey, () => saveRef.current());
  }, [readOnly, edited, shipmentId, rowKey]);

  function remove() {
    if (!saved) {
      actions.dropNew(rowKey);
      return;
    }
    openDeleteConfirm(() => {
      void (async () => {
        setBusy(true);
        try {
          const totals = await deleteItem(saved.Id);
          showNotice('success', t`Deleted`, t({ id: 'Your_Commodity_has_been_deleted', message: 'Your Commodity has been deleted' }));
          await applyItemTotals(queryClient, shipmentId, totals);
        } catch (failure) {
          notifyHttpError(failure, { title: t`Oops!` });
        } finally {
          setBusy(false);
        }
      })();
    });
  }

  const ctx: FieldContext = {
    item,
    readOnly,
    compact: view === 'table',
    onChange: change,
    onCalculate: () => void calculate(false),
    calculating,
    errors,
  };
  const viewProps = { rowKey, number, fields, ctx, isNew: !saved, isChanged: changed, busy, onSave: () => void save(), onDelete: remove };
  return view === 'table' ? <ItemTableRow {...viewProps} /> : <ItemCard {...viewProps} />;
});
