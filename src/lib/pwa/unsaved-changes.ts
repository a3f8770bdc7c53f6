import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Which open forms hold changes not yet saved, so that the "update available" prompt never reloads the app under
 * them. A form reports a boolean (re-rendered when it changes) or a getter asked when it matters (a form that keeps
 * its values outside React state).
 */
type Dirty = boolean | (() => boolean);

/**
 * Where a form lives when it is not the page itself: a modal. Its forms count while it is open (a modal closing
 * after a save still holds its form for a moment), and its close button asks only about its own forms.
 */
export type UnsavedScope = { isOpen: () => boolean };

/** Set by a form modal (`FormModal`) around its form; `useUnsavedChanges` registers in it. */
export const UnsavedScopeContext = createContext<UnsavedScope | null>(null);

type Entry = { dirty: Dirty; scope: UnsavedScope | null };
const forms = new Map<symbol, Entry>();
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

type Registration = { update: (next: Dirty) => void; remove: () => void };

const isDirty = (dirty: Dirty) => (typeof dirty === 'function' ? dirty() : dirty);

/** Reports a form's state while it is mounted; unmounting (the user left the form) removes it. */
export function registerUnsavedChanges(dirty: Dirty, scope: UnsavedScope | null = null): Registration {
  const id = Symbol('form');
  forms.set(id, { dirty, scope });
  emit();
  return {
    update(next) {
      forms.set(id, { dirty: next, scope });
      emit();
    },
    remove() {
      forms.delete(id);
      emit();
    },
  };
}

/**
 * Whether a form holds changes not yet saved: any form of the app (forms in closed modals do not count), or only
 * the forms of `scope`. The update prompt, leaving a page (the router's blocker, `beforeunload`) and closing a form
 * modal all ask this one registry.
 */
export function hasUnsavedChanges(scope?: UnsavedScope): boolean {
  return [...forms.values()].some((entry) => {
    if (scope ? entry.scope !== scope : entry.scope !== null && !entry.scope.isOpen()) return false;
    return isDirty(entry.dirty);
  });
}

/** Called when a form reports a change (getters are not watched: poll them). */
export function subscribeUnsavedChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `useUnsavedChanges(isDirty)` in a form (a chosen file counts too): while it returns true the app does not reload for
 * an update, and leaving the page or closing the form's modal asks first. The form stays
 * registered from mount to unmount (a new value or a new getter each render updates it, never leaving a moment in
 * which the form looks gone and a waiting reload would run).
 */
export function useUnsavedChanges(dirty: Dirty): void {
  const scope = useContext(UnsavedScopeContext);
  const latest = useRef(dirty);
  const registration = useRef<Registration | null>(null);
  useEffect(() => {
    const registered = registerUnsavedChanges(() => isDirty(latest.current), scope);
    registration.current = registered;
    return () => {
      registration.current = null;
      registered.remove();
    };
  }, [scope]);
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
