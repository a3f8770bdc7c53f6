import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/**
 * `useMutation` for a form's submit: `submit(variables)` sends one request at a time. A second submit while one is
 * on its way (a double click, Enter pressed twice) is ignored, even before React has re-rendered the button as
 * busy; `isPending` is true from the first click, so the submit button (`loading`) is disabled at once.
 */
export function useSubmitMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const { mutate } = mutation;
  const submit = useCallback(
    (variables: TVariables) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(variables, {
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    [mutate],
  );
  return { ...mutation, submit, isPending: mutation.isPending || inFlight.current };
}

/**
 * The same for a submit written as an async function: `begin()` answers false while a submit is on its way (checked
 * against a ref, so a double click is refused before React re-renders), `end()` when it is over, `pending` for the
 * button.
 */
export function useSubmitting() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const begin = useCallback(() => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    return true;
  }, []);
  const end = useCallback(() => {
    busy.current = false;
    setPending(false);
  }, []);
  return { pending, begin, end };
}
