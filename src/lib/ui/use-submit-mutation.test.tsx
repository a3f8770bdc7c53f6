import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitMutation, useSubmitting } from './use-submit-mutation';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

describe('one request per submit', () => {
  it('ignores a second submit while the first is on its way, even before a re-render, and allows one after', async () => {
    let finish: (value: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmitMutation({ mutationFn: send }), { wrapper });
    const { submit } = result.current;
    act(() => {
      // a double click: both clicks run before React renders the button as busy
      submit();
      submit();
    });
    await waitFor(() => expect(send).toHaveBeenCalled());
    await act(async () => {});
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(true);
    await act(async () => finish('saved'));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    act(() => result.current.submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('refuses a second begin until end for a submit written as an async function', () => {
    const { result } = renderHook(() => useSubmitting());
    let first = false;
    let second = true;
    act(() => {
      first = result.current.begin();
      second = result.current.begin();
    });
    expect([first, second, result.current.pending]).toEqual([true, false, true]);
    act(() => result.current.end());
    expect(result.current.pending).toBe(false);
    act(() => void expect(result.current.begin()).toBe(true));
  });
});
