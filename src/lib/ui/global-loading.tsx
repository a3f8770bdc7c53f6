import { LoadingOverlay } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** The global loading flag (spec 1 §2.3): a counter, so overlapping tasks keep the overlay until the last ends. */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function setGlobalLoading(on: boolean): void {
  pending = Math.max(0, pending + (on ? 1 : -1));
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}

/** The overlay follows the flag 200 ms after each change (spec 1 §9), so quick tasks never flash it. */
export const LOADING_OVERLAY_DELAY_MS = 200;

export function GlobalLoadingOverlay() {
  const loading = useGlobalLoading();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(loading), LOADING_OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return <LoadingOverlay visible={visible} pos="fixed" zIndex={1000} overlayProps={{ blur: 1 }} aria-live="polite" />;
}
