import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ShipmentFormValues } from './form-values';

/** The form fields a message can sit under (ModelState keys of decision 047); custom fields by their id. */
export const ISSUE_FIELDS = [
  'ModeId',
  'PickupId',
  'DestinationId',
  'TotalPrice',
  'ShipmentDate',
  'ShippingNote',
  'ReceivingNote',
  'PuAppointmentToDate',
  'DelAppointmentDate',
  'DelAppointmentToDate',
  'Mabd',
] as const;
export type IssueField = (typeof ISSUE_FIELDS)[number];

export type FieldErrors = Partial<Record<IssueField, string>> & { custom?: Record<number, string> };

/**
 * The form's values outside React state: each input subscribes to the one value it shows, so a keystroke re-renders
 * that input and whatever reads the same value (the totals), not every section and panel of the page.
 */
export function createFormStore(initial: ShipmentFormValues) {
  let values = initial;
  let errors: FieldErrors = {};
  let dirty = false;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => values,
    errors: () => errors,
    isDirty: () => dirty,
    set(patch: Partial<ShipmentFormValues>) {
      values = { ...values, ...patch };
      dirty = true;
      // a field the user edits loses its message (the price message belongs to every part of the total)
      const touched = new Set<string>(Object.keys(patch));
      if ('BasicPrice' in patch || 'Accessorials' in patch) touched.add('TotalPrice');
      if ('CustomFields' in patch) touched.add('custom');
      if (Object.keys(errors).some((key) => touched.has(key)))
        errors = Object.fromEntries(Object.entries(errors).filter(([key]) => !touched.has(key)));
      emit();
    },
    reset(next: ShipmentFormValues) {
      values = next;
      errors = {};
      dirty = false;
      emit();
    },
    setErrors(next: FieldErrors) {
      errors = next;
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type FormStore = ReturnType<typeof createFormStore>;

export const FormStoreContext = createContext<FormStore | null>(null);

export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('useFormStore outside a ShipmentForm');
  return store;
}

/** One value of the form (re-renders only when it changes). */
export function useFormValue<K extends keyof ShipmentFormValues>(key: K): ShipmentFormValues[K] {
  const store = useFormStore();
  return useSyncExternalStore(store.subscribe, () => store.get()[key]);
}

/** A value derived from the form; the selector must answer a primitive or a value kept in the store. */
export function useFormSelect<R>(select: (values: ShipmentFormValues) => R): R {
  const store = useFormStore();
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

export function useFieldError(field: IssueField): string | undefined {
  const store = useFormStore();
  return useSyncExternalStore(store.subscribe, () => store.errors()[field]);
}

export function useCustomFieldErrors(): Record<number, string> | undefined {
  const store = useFormStore();
  return useSyncExternalStore(store.subscribe, () => store.errors().custom);
}
