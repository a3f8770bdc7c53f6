/** `{ city: … }` under the prefix 'shipping' is `{ shippingCity: … }`. */
export type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] };

/**
 * The fields under a prefix: the shipment row keeps its pickup and its delivery side by side, as `shipping…` and
 * `receiving…` fields of the same shape.
 */
export function prefixed<P extends string, T extends object>(prefix: P, fields: T): Prefixed<P, T> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [`${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}`, value]),
  ) as Prefixed<P, T>;
}
