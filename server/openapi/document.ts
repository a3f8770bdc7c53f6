import { toJsonSchema } from '@valibot/to-json-schema';
import { plainPattern } from '../http/access-log';
import type { GenericSchema } from 'valibot';
import { FORM_BODIES, MULTIPART_BODIES, PDF_ANSWERS, QUERY_SCHEMAS, REQUEST_SCHEMAS, WRITES_WITHOUT_BODY } from './request-schemas';

/**
 * The OpenAPI 3.1 document (decision 097), built from the routes the app has registered (so routes added anywhere
 * appear without editing this file) and the contract's valibot schemas (request bodies, REQUEST_SCHEMAS).
 */
export type RegisteredRoute = { method: string; path: string };
type Operation = Record<string, unknown>;

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api/notes/:id{[0-9]+}` → `/api/notes/{id}` and its parameters (integer when the pattern is digits). */
export function openApiPath(path: string): { path: string; params: { name: string; integer: boolean }[] } {
  const params: { name: string; integer: boolean }[] = [];
  for (const match of path.matchAll(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g))
    params.push({ name: match[1], integer: match[2] === '{[0-9]+}' });
  return { path: plainPattern(path).replace(/:(\w+)/g, '{$1}'), params };
}

/** The operations a route list holds: middleware (ALL) and the catch-all are left out; repeated handlers merged. */
export function operationsOf(
  routes: readonly RegisteredRoute[],
): { method: string; path: string; params: { name: string; integer: boolean }[] }[] {
  const seen = new Map<string, { method: string; path: string; params: { name: string; integer: boolean }[] }>();
  for (const route of routes) {
    if (!METHODS.has(route.method) || route.path.includes('*')) continue;
    const { path, params } = openApiPath(route.path);
    seen.set(`${route.method} ${path}`, { method: route.method, path, params });
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

const tagOf = (path: string) => (path.startsWith('/api/') ? path.split('/')[2] : path === '/token' ? 'token' : 'operations');

/** A contract schema as JSON Schema; what JSON Schema cannot say (transforms, checks across fields) is left out. */
const jsonSchema = (schema: GenericSchema) => toJsonSchema(schema, { errorMode: 'ignore', target: 'draft-2020-12' });

const jsonSchemaOf = (key: string) => {
  const schema = REQUEST_SCHEMAS[key];
  return schema ? jsonSchema(schema) : undefined;
};

/** The query parameters of a route that reads its query through a contract schema (QUERY_SCHEMAS). */
function queryParametersOf(key: string) {
  const query = QUERY_SCHEMAS[key];
  if (!query) return [];
  const object = jsonSchema(query.schema) as { properties?: Record<string, object>; required?: string[] };
  return query.keys.map((name) => ({
    name,
    in: 'query',
    required: object.required?.includes(name) ?? false,
    schema: object.properties?.[name] ?? { type: 'string' },
    ...(query.lists?.includes(name) ? { style: 'form', explode: true } : {}),
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

export function buildOpenApiDocument(routes: readonly RegisteredRoute[], info: { version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { method, path, params } of operationsOf(routes)) {
    const key = `${method} ${path}`;
    const body = jsonSchemaOf(key);
    const operation: Operation = {
      operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: `${method} ${path}`,
      tags: [tagOf(path)],
      responses: {
        '200': { description: 'Success' },
        '400': errorResponse('Invalid input: Message, and ModelState with one list of messages per field'),
        '401': errorResponse('No valid access token (where the route needs one)'),
        '403': errorResponse('The role or ownership does not allow it'),
        '404': errorResponse('Not found'),
      },
    };
    const parameters = [
      ...params.map((p) => ({ name: p.name, in: 'path', required: true, schema: { type: p.integer ? 'integer' : 'string' } })),
      ...queryParametersOf(key),
    ];
    if (parameters.length) operation.parameters = parameters;
    if (body) operation.requestBody = { required: true, content: { 'application/json': { schema: body } } };
    const multipart = MULTIPART_BODIES[key];
    if (multipart) operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: multipart } } };
    const form = FORM_BODIES[key];
    if (form) operation.requestBody = { required: true, content: { 'application/x-www-form-urlencoded': { schema: form } } };
    if (PDF_ANSWERS.has(key))
      operation.responses = { ...(operation.responses as object), '200': { description: 'The PDF', content: { 'application/pdf': {} } } };
    if (WRITES_WITHOUT_BODY.has(key)) operation.description = 'No request body.';
    (paths[path] ??= {})[method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Haulbase API',
      version: info.version,
      description:
        'Paths are matched case-insensitively. Sign in with POST /token (form, grant_type=password) or POST /api/auth/login (JSON), ' +
        'then send Authorization: Bearer <access_token>. Writes accept an Idempotency-Key header.',
    },
    servers: [{ url: info.serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ErrorBody: {
          type: 'object',
          properties: {
            Message: { type: 'string' },
            MessageId: { $ref: '#/components/schemas/MessageRef' },
            ModelState: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
            ModelStateIds: {
              description: 'The catalogue ids of ModelState, in its order (decision 120); null for a text without an id.',
              type: 'object',
              additionalProperties: { type: 'array', items: { oneOf: [{ $ref: '#/components/schemas/MessageRef' }, { type: 'null' }] } },
            },
          },
          required: ['Message'],
        },
        MessageRef: {
          type: 'object',
          properties: {
            Id: { type: 'string' },
            Values: {
              type: 'object',
              additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { $ref: '#/components/schemas/MessageRef' }] },
            },
          },
          required: ['Id'],
        },
      },
    },
    security: [{ bearer: [] }, {}],
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
