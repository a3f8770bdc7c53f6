import fc from 'fast-check';

/**
 * The bad input the fuzz suite sends (issue 14): wrong types, NUL, lone surrogates, huge and negative numbers,
 * NaN, prototype keys, unknown ids, deep nesting, 100 KB strings, null list items and times out of any clock's range.
 */

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Times a Date can hold but no clock shows (issue 36): their arithmetic leaves the Date range. */
export const EXTREME_TIMES = ['+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '9999-12-31T00:00:00Z'];

export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  ...PROTO_KEYS,
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'NaN',
  'Infinity',
  '-1',
  '0',
  '999999',
  '2147483648',
  '9223372036854775808',
  '1e309',
  '2025-02-30',
  ...EXTREME_TIMES,
  '0000-00-00T25:61:00Z',
  'true',
  'null',
  '😀',
  '\u202eevil',
  '%00',
  '../../etc/passwd',
  'a@b.co',
  '=cmd|x!A1',
];

export const NASTY_NUMBERS = [
  -1, 0, 1, 999999, 2147483648, -2147483649, 9007199254740991, 1e308, -1e308, 10_000_000, 1e15, 0.1, 1e-300, 3.5,
];

export const BIG_STRING = 'x'.repeat(100_000);

/** [[[…]]] nested `depth` deep. */
export const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : [deep(depth - 1)]);

export const nastyScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 10, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.constant(BIG_STRING) },
  { weight: 1, arbitrary: fc.constant(deep(200)) },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom({ __proto__: 'x' }, { constructor: 1 }, {}) },
);

/** Query string values: text only. */
export const nastyQueryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS.map(String)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.constant('9'.repeat(2000)) },
);

/** Path segment values for a parameter (encoded by the caller). */
export const NASTY_IDS = [
  '0',
  '-1',
  '999999',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '1e309',
  'NaN',
  'abc',
  '\u0000',
  '\ud800',
  'constructor',
  '__proto__',
  '%',
  '9'.repeat(400),
];

/** Raw bodies that are not what any route expects. */
export const RAW_BODIES = [
  '',
  'NaN',
  '{',
  '[]',
  'null',
  '"text"',
  '{"a":1}{',
  `{"x":"${'y'.repeat(100_000)}"}`,
  '['.repeat(5000) + ']'.repeat(5000),
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '[null]',
  '[null,{"Latitude":32.8,"Longitude":-96.8,"RecordedAt":"+275760-09-13T00:00:00.000Z"}]',
  '\u0000',
];
