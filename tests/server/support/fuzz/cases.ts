import fc from 'fast-check';
import type { FuzzContext, FuzzEntry } from './table';
import { EXTREME_TIMES, NASTY_IDS, PROTO_KEYS, RAW_BODIES, nastyQueryValue, nastyValue } from './values';

/** One request of the fuzz suite, before the role's token is added. */
export type FuzzCase = {
  method: string;
  path: string;
  query: [string, string][];
  body?: { type: string | null; data: BodyInit };
  note: string;
  /** One field of the valid body spoiled: sent only for roles the valid body gets past the guard. */
  sweep?: boolean;
  headers?: Record<string, string>;
};

export type FuzzRoute = { method: string; path: string; key: string };

const PARAM = /:([A-Za-z_]\w*)(\{([^}]*)\})?/g;
const OTHER_METHODS = ['GET', 'PUT', 'DELETE', 'PATCH'];

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes instead of a throw. */
export function encodeSegment(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** The path params of a Hono pattern: name and, for `{a|b}` patterns, the allowed words. */
export function paramsOf(path: string): { name: string; words: string[] | null }[] {
  return [...path.matchAll(PARAM)].map((m) => ({ name: m[1], words: m[3] && /^[\w|]+$/.test(m[3]) ? m[3].split('|') : null }));
}

const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(PARAM, (_all, name: string) => encodeSegment(values[name] ?? '1'));

function validParams(route: FuzzRoute, entry: FuzzEntry, ctx: FuzzContext): Record<string, string[]> {
  const given = entry.params?.(ctx) ?? {};
  return Object.fromEntries(paramsOf(route.path).map((p) => [p.name, given[p.name] ?? p.words ?? ['1', '2', '3']]));
}

function jsonBody(value: unknown) {
  return { type: 'application/json', data: JSON.stringify(value) };
}

function formBody(fields: [string, unknown][], encoding: 'form' | 'multipart') {
  const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  if (encoding === 'form')
    return { type: 'application/x-www-form-urlencoded', data: new URLSearchParams(fields.map(([k, v]) => [k, text(v)])).toString() };
  const data = new FormData();
  for (const [k, v] of fields) data.append(k, text(v));
  data.append('file', new Blob([new Uint8Array([0, 0xff, 0xfe, 0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' }), 'a\u0000b.pdf');
  return { type: null, data };
}

/** Random cases: bad ids, bad query values, bad bodies (dictionary objects, one field of a valid body spoiled, raw text). */
export function randomCases(route: FuzzRoute, entry: FuzzEntry, ctx: FuzzContext, names: string[]): fc.Arbitrary<FuzzCase> {
  const params = paramsOf(route.path);
  const valid = validParams(route, entry, ctx);
  const paramArb = fc.record(
    Object.fromEntries(params.map((p) => [p.name, fc.oneof(fc.constantFrom(...valid[p.name]), fc.constantFrom(...NASTY_IDS))])),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryArb = fc.array(
    fc.tuple(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) }),
      nastyQueryValue,
    ),
    { maxLength: 5 },
  );
  const fieldArb = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) });
  const dictArb = fc.array(fc.tuple(fieldArb, nastyValue), { maxLength: 8 });
  const base = entry.body?.(ctx);
  const encoding = entry.encoding ?? 'json';
  const bodyArb: fc.Arbitrary<FuzzCase['body'] & { note: string }> = fc.oneof(
    dictArb.map((fields) => ({
      ...(encoding === 'json' ? jsonBody(Object.fromEntries(fields)) : formBody(fields, encoding)),
      note: 'fields',
    })),
    base
      ? fc.tuple(fc.constantFrom(...Object.keys(base)), nastyValue).map(([field, value]) => {
          const spoiled = { ...base, [field]: value };
          return {
            ...(encoding === 'json' ? jsonBody(spoiled) : formBody(Object.entries(spoiled), encoding)),
            note: `valid body, ${field} spoiled`,
          };
        })
      : dictArb.map((fields) => ({ ...formBody(fields, 'multipart'), note: 'multipart' })),
    fc.constantFrom(...RAW_BODIES).map((raw) => ({ type: 'application/json', data: raw, note: 'raw' })),
  );
  const methodArb = route.method === 'ALL' ? fc.constantFrom(...OTHER_METHODS) : fc.constant(route.method);
  return fc.record({ method: methodArb, values: paramArb, query: queryArb, body: bodyArb }).map(({ method, values, query, body }) => ({
    method,
    path: fillPath(route.path, values),
    query,
    body: method === 'GET' ? undefined : { type: body.type, data: body.data },
    note: method === 'GET' ? 'query' : body.note,
  }));
}

/**
 * Cases every route gets: every known query name set to NUL, a lone surrogate and the prototype keys; the valid
 * body (when the table has one) with each field in turn spoiled by NUL, a lone surrogate or an overflowing number.
 */
export function fixedCases(route: FuzzRoute, entry: FuzzEntry, ctx: FuzzContext, names: string[]): FuzzCase[] {
  const valid = validParams(route, entry, ctx);
  const path = fillPath(route.path, Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, v[0]])));
  const method = route.method === 'ALL' ? 'PUT' : route.method;
  const cases: FuzzCase[] = [];
  const encoding = entry.encoding ?? 'json';
  const bodyOf = (fields: [string, unknown][]) => (encoding === 'json' ? jsonBody(Object.fromEntries(fields)) : formBody(fields, encoding));
  for (const value of ['a\u0000b', '\ud800', 'constructor', '__proto__', '999999']) {
    cases.push({
      method,
      path,
      query: names.map((n) => [n, value]),
      body: method === 'GET' ? undefined : bodyOf(names.map((n) => [n, value])),
      note: `every field ${JSON.stringify(value)}`,
    });
  }
  const base = entry.body?.(ctx);
  for (const [i, body] of (entry.bodies?.(ctx) ?? []).entries())
    cases.push({ method, path, query: [], body: jsonBody(body), note: `body ${i + 1}` });
  if (method !== 'GET') {
    // The headers writes read: the device's clock (issue 36) and the Idempotency-Key, out of range.
    const sample = base ? bodyOf(Object.entries(base)) : undefined;
    for (const clock of [...EXTREME_TIMES, 'soon', '-1']) {
      cases.push({ method, path, query: [], body: sample, note: `X-Device-Time ${clock}`, headers: { 'X-Device-Time': clock } });
    }
    for (const key of ['', ' ', 'k'.repeat(201), 'clé']) {
      cases.push({
        method,
        path,
        query: [],
        body: sample,
        note: `Idempotency-Key ${key.slice(0, 12)}`,
        headers: { 'Idempotency-Key': key },
      });
    }
  }
  if (base && method !== 'GET') {
    cases.push({ method, path, query: [], body: bodyOf(Object.entries(base)), note: 'valid body' });
    for (const [field, original] of Object.entries(base)) {
      const spoilers = typeof original === 'number' ? [999999, 1e15] : ['a\u0000b', '\ud800'];
      for (const spoiler of spoilers) {
        cases.push({
          method,
          path,
          query: [],
          body: bodyOf(Object.entries({ ...base, [field]: spoiler })),
          note: `${field}=${JSON.stringify(spoiler)}`,
          sweep: true,
        });
      }
    }
  }
  return cases;
}

export function toRequest(c: FuzzCase, token: string | null): [string, RequestInit] {
  const search = c.query.length ? `?${c.query.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&')}` : '';
  const headers: Record<string, string> = { ...c.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (c.body?.type) headers['Content-Type'] = c.body.type;
  return [`${c.path}${search}`, { method: c.method, headers, body: c.body?.data }];
}
