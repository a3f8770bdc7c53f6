import { notFound } from '@tanstack/react-router';
import { parseId } from '@/contract/ids';

/**
 * The `params` option of a route whose path holds one numeric id (`/Shippers/$shipperId/details`). A malformed id
 * ("abc", "1.5", "-2") is a page that does not exist: it throws the router's notFound(), so the user gets the 404 page
 * instead of the crash screen (issue 15 item 10).
 */
export function idParam<Name extends string>(name: Name) {
  return {
    parse: (raw: Record<string, string>): Record<Name, number> => {
      // The server's own rule (contract/ids.ts): an id it could never find is a page that does not exist.
      const id = parseId(raw[name]);
      if (id === null) throw notFound();
      return { [name]: id } as Record<Name, number>;
    },
    stringify: (params: Record<Name, number>): Record<Name, string> => ({ [name]: String(params[name]) }) as Record<Name, string>,
  };
}
