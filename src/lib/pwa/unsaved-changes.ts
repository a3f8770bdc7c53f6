import { useEffect, useRef } from 'react';

/**
 * Which open forms hold changes not yet saved, so that the "update available" prompt never reloads the app under
 * them. A form reports a boolean (re-rendered when it changes) or a getter asked when it matters (a form that keeps
 * its values outside React state).
 */
type Dirty = boolean | (() => boolean);

const forms = new Map<symbol, Dirty>();
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

type Registration = { update: (next: Dirty) => void; remove: () => void };

const isDirty = (dirty: Dirty) => (typeof dirty === 'function' ? dirty() : dirty);

/** Reports a form's state while it is mounted; unmounting (the user left the form) removes it. */
export function registerUnsavedChanges(dirty: Dirty): Registration {
  const id = Symbol('form');
  forms.set(id, dirty);
  emit();
  return {
    update(next) {
      forms.set(id, next);
      emit();
    },
    remove() {
      forms.delete(id);
      emit();
    },
  };
}

export function hasUnsavedChanges(): boolean {
  return [...forms.values()].some(isDirty);
}

/** Called when a form reports a change (getters are not watched: poll them). */
export function subscribeUnsavedChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `useUnsavedChanges(isDirty)` in a form: the app does not reload for an update while it returns true. The form stays
 * registered from mount to unmount (a new value or a new getter each render updates it, never leaving a moment in
 * which the form looks gone and a waiting reload would run).
 */
export function useUnsavedChanges(dirty: Dirty): void {
  const latest = useRef(dirty);
  const registration = useRef<Registration | null>(null);
  useEffect(() => {
    const registered = registerUnsavedChanges(() => isDirty(latest.current));
    registration.current = registered;
    return () => {
      registration.current = null;
      registered.remove();
    };
  }, []);
  useEffect(() => {
    latest.current = dirty;
    // tells a reload waiting for the forms to look again
    registration.current?.update(() => isDirty(latest.current));
  }, [dirty]);
}

const GETTER_POLL_MS = 1000;

/**
 * Runs `reload` now if no form holds unsaved changes, otherwise as soon as none does (the user saved or left the
 * form). Answers whether it ran now; `cancel` forgets a reload still waiting.
 */
export function reloadWhenNothingUnsaved(reload: () => void, pollMs = GETTER_POLL_MS): { now: boolean; cancel: () => void } {
  if (!hasUnsavedChanges()) {
    reload();
    return { now: true, cancel: () => {} };
  }
  const check = () => {
    if (hasUnsavedChanges()) return;
    cancel();
    reload();
  };
  const unsubscribe = subscribeUnsavedChanges(check);
  const timer = setInterval(check, pollMs);
  function cancel() {
    unsubscribe();
    clearInterval(timer);
  }
  return { now: false, cancel };
}
