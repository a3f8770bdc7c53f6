import { describe, expect, it, vi } from 'vitest';
import { createFormStore } from './form-store';
import { emptyShipmentForm } from './form-values';

describe('the form store', () => {
  it('tells its subscribers about every change and marks the form dirty until reset', () => {
    const store = createFormStore(emptyShipmentForm());
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.isDirty()).toBe(false);
    store.set({ PickupNumber: 'PU-1' });
    expect(store.get().PickupNumber).toBe('PU-1');
    expect(store.isDirty()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    store.reset(emptyShipmentForm());
    expect(store.isDirty()).toBe(false);
  });

  it('keeps unchanged values identical, so an input reading one value is not re-rendered by another', () => {
    const store = createFormStore(emptyShipmentForm());
    const before = store.get().Accessorials;
    store.set({ ShippingNote: 'x' });
    expect(store.get().Accessorials).toBe(before);
  });

  it('drops the message of an edited field, and the price message when any part of the total changes', () => {
    const store = createFormStore(emptyShipmentForm());
    store.setErrors({ ModeId: 'mode', TotalPrice: 'price', PickupId: 'pickup', custom: { 3: 'required' } });
    store.set({ ModeId: 2 });
    expect(store.errors()).toEqual({ TotalPrice: 'price', PickupId: 'pickup', custom: { 3: 'required' } });
    store.set({ Accessorials: [] });
    expect(store.errors()).toEqual({ PickupId: 'pickup', custom: { 3: 'required' } });
    store.set({ CustomFields: [] });
    expect(store.errors()).toEqual({ PickupId: 'pickup' });
  });
});
