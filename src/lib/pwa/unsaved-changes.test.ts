// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLookupPath, lookupCacheKey } from './constants';
import {
  hasUnsavedChanges,
  registerUnsavedChanges,
  reloadWhenNothingUnsaved,
  useUnsavedChanges,
  type UnsavedScope,
} from './unsaved-changes';

describe('the update prompt and unsaved forms', () => {
  afterEach(() => vi.useRealTimers());

  it('reloads at once when no form holds unsaved changes', () => {
    const reload = vi.fn();
    const clean = registerUnsavedChanges(false);
    expect(reloadWhenNothingUnsaved(reload).now).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    clean.remove();
  });

  it('does not reload under a form with unsaved changes, and reloads once the form is saved', () => {
    const reload = vi.fn();
    const form = registerUnsavedChanges(true);
    expect(reloadWhenNothingUnsaved(reload).now).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    form.update(false); // saved
    expect(reload).toHaveBeenCalledTimes(1);
    form.remove();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for every dirty form, and a form the user leaves counts as nothing unsaved', () => {
    const reload = vi.fn();
    const first = registerUnsavedChanges(true);
    const second = registerUnsavedChanges(true);
    reloadWhenNothingUnsaved(reload);
    first.remove();
    expect(reload).not.toHaveBeenCalled();
    second.remove();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks a form that reports through a getter again until it is clean', () => {
    vi.useFakeTimers();
    let dirty = true;
    const reload = vi.fn();
    const { unmount } = renderHook(() => useUnsavedChanges(() => dirty));
    expect(hasUnsavedChanges()).toBe(true);
    reloadWhenNothingUnsaved(reload, 500);
    vi.advanceTimersByTime(2000);
    expect(reload).not.toHaveBeenCalled();
    dirty = false;
    vi.advanceTimersByTime(500);
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('a form that passes a new getter on every render never looks gone to a waiting reload', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsavedChanges(() => dirty), { initialProps: { dirty: true } });
    reloadWhenNothingUnsaved(reload);
    rerender({ dirty: true });
    rerender({ dirty: true });
    vi.advanceTimersByTime(3000);
    expect(reload).not.toHaveBeenCalled();
    rerender({ dirty: false });
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('a cancelled wait never reloads', () => {
    const reload = vi.fn();
    const form = registerUnsavedChanges(true);
    reloadWhenNothingUnsaved(reload).cancel();
    form.update(false);
    expect(reload).not.toHaveBeenCalled();
    form.remove();
  });

  it('the hook follows the boolean a form passes and forgets the form when it unmounts', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsavedChanges(dirty), { initialProps: { dirty: false } });
    expect(hasUnsavedChanges()).toBe(false);
    rerender({ dirty: true });
    expect(hasUnsavedChanges()).toBe(true);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe('forms inside a modal', () => {
  it('count while the modal is open, and the modal asks only about its own forms', () => {
    let open = true;
    const modal: UnsavedScope = { isOpen: () => open };
    const otherModal: UnsavedScope = { isOpen: () => true };
    const inModal = registerUnsavedChanges(true, modal);
    const page = registerUnsavedChanges(false);
    expect(hasUnsavedChanges()).toBe(true);
    expect(hasUnsavedChanges(modal)).toBe(true);
    expect(hasUnsavedChanges(otherModal)).toBe(false);
    // closed after a save: its form, still mounted for the closing animation, no longer holds anything up
    open = false;
    expect(hasUnsavedChanges()).toBe(false);
    const reload = vi.fn();
    expect(reloadWhenNothingUnsaved(reload).now).toBe(true);
    // a dirty page form behind a modal does not make the modal ask
    page.update(true);
    open = true;
    inModal.update(false);
    expect(hasUnsavedChanges(modal)).toBe(false);
    expect(hasUnsavedChanges()).toBe(true);
    inModal.remove();
    page.remove();
  });
});

describe('lookup lists in the service worker cache', () => {
  const token = (sub: string) => `Bearer x.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.sig`;

  it('covers the countries and the view models, not the loads themselves', () => {
    expect(
      ['/api/Countries', '/api/Shipments/GetViewModel', '/api/admin/GetLoadsViewModel', '/api/Billing/Getviewmodel'].every(isLookupPath),
    ).toBe(true);
    expect(isLookupPath('/api/Shipments/12')).toBe(false);
  });

  it('files a view model under its user, so two users of one tablet never share one', () => {
    const url = 'http://127.0.0.1/api/Shipments/GetViewModel?shipperId=4';
    const a = lookupCacheKey(url, token('17'));
    const b = lookupCacheKey(url, token('18'));
    expect(a).not.toBe(b);
    expect(new URL(a).searchParams.get('shipperId')).toBe('4');
    expect(lookupCacheKey('http://127.0.0.1/api/Countries', null)).toBe('http://127.0.0.1/api/Countries');
  });
});
