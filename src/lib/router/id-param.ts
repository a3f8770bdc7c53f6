import { notFound } from '@tanstack/react-router';

/** A database id in a path: digits only, at most 15 of them (stays a safe integer). */
const ID = /^\d{1,15}$/;

/**
 * The `params` option of a route whose path holds one numeric id (`/Shippers/$shipperId/details`). A malformed id
 * ("abc", "1.5", "-2") is a page that does not exist: it throws the router's notFound(), so the user gets the 404 page
 * instead of the crash screen (issue 15 item 10).
 */
export function idParam<Name extends string>(name: Name) {
  return {
    parse: (raw: Record<string, string>): Record<Name, number> => {
      const value = raw[name];
      if (value === undefined || !ID.test(value)) throw notFound();
      return { [name]: Number(value) } as Record<Name, number>;
    },
    stringify: (params: Record<Name, number>): Record<Name, string> => ({ [name]: String(params[name]) }) as Record<Name, string>,
  };
}
