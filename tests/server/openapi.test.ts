import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../server/openapi/document';
import { QUERY_SCHEMAS, WRITES_WITHOUT_BODY } from '../../server/openapi/request-schemas';
import { databaseTargets } from './support/databases';
import { useHarness } from './support/harness';

const [pglite] = await databaseTargets();

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        responses: Record<string, unknown>;
        parameters?: { name: string; in: string; required: boolean }[];
        requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
};

/** Every `$ref` in the document, to check each points at something that exists. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref') found.push(String(inner));
      else refsOf(inner, found);
    }
  }
  return found;
}

describe('API document (PGlite)', () => {
  const h = useHarness(pglite);

  it('GET /api/openapi.json: a well-formed OpenAPI 3.1 document with every route the app registers', async () => {
    const res = await h.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Haulbase API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);

    const operationIds = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\//);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(operations)) {
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        expect(operationIds.has(op.operationId), op.operationId).toBe(false);
        operationIds.add(op.operationId);
        const params = (op.parameters ?? []).filter((p) => p.in === 'path');
        expect(params.map((p) => p.name).sort(), `${method} ${path}`).toEqual(templated);
        expect(params.every((p) => p.required)).toBe(true);
      }
    }
    for (const ref of refsOf(doc)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
    }

    // Enumerated from the Hono app: a route added on any branch is checked without editing this test.
    const registered = operationsOf(h.app.routes);
    expect(registered.length).toBeGreaterThan(80);
    const missing = registered.filter((r) => !doc.paths[r.path]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    for (const path of ['/healthz', '/readyz', '/metrics', '/token', '/api/notes/{id}']) expect(doc.paths[path], path).toBeDefined();
  });

  it('request bodies come from the contract schemas', async () => {
    const doc = (await (await h.app.request('/api/openapi.json')).json()) as Doc;
    const forget = doc.paths['/api/account/forgetpassword'].post.requestBody!.content['application/json'].schema;
    expect(forget).toMatchObject({ type: 'object', properties: { Email: expect.objectContaining({ type: 'string' }) } });
    const note = doc.paths['/api/notes'].post.requestBody!.content['application/json'].schema;
    expect(Object.keys(note.properties as object)).toEqual(expect.arrayContaining(['Body', 'ShipmentId', 'IsPublic']));
  });

  it('every write names its body (a contract schema, an upload or a form) or says it has none; lists name their query', async () => {
    const doc = (await (await h.app.request('/api/openapi.json')).json()) as Doc;
    const unnamed: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations))
        if (['post', 'put', 'patch'].includes(method) && !op.requestBody && !WRITES_WITHOUT_BODY.has(`${method.toUpperCase()} ${path}`))
          unnamed.push(`${method.toUpperCase()} ${path}`);
    expect(unnamed).toEqual([]);
    const billing = doc.paths['/api/billing/updatebilling/{id}'].put.requestBody!.content['application/json'].schema;
    expect(Object.keys(billing.properties as object)).toEqual(
      expect.arrayContaining(['IsBill', 'IsInvoice', 'IsPaid', 'Date', 'DueDate', 'PaymentDate', 'PodOverrideReason']),
    );
    const queryOf = (path: string) => (doc.paths[path].get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(queryOf('/freightclass/calculateclass')).toEqual(['length', 'width', 'height', 'weight', 'isMeter']);
    expect(queryOf('/api/search')).toEqual(['q', 'limit']);
    for (const list of [
      '/api/admin/getloads',
      '/api/shipments/partyloads',
      '/api/loadboard',
      '/api/billing/users',
      '/api/truckers',
      '/api/shippers',
    ])
      expect(queryOf(list), list).toEqual(expect.arrayContaining(['pageSize']));
    // Every query schema belongs to a route the app has.
    for (const key of Object.keys(QUERY_SCHEMAS)) {
      const [method, path] = key.split(' ');
      expect(doc.paths[path]?.[method.toLowerCase()], key).toBeDefined();
    }
  });

  it('GET /api/docs: a self-contained reference page (no script, nothing from elsewhere)', async () => {
    const res = await h.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('/api/account/forgetpassword');
    expect(html).not.toMatch(/<script|<link|(src|href)="https?:/);
  });
});
