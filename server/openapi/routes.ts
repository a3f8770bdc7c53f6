import { Hono } from 'hono';
import { publicRoute } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { route } from '../http/paths';
import { buildOpenApiDocument, type OpenApiDocument, type RegisteredRoute } from './document';

/** GET /api/openapi.json and GET /api/docs (decision 097): public, built on first use from the app's routes. */
export function openApiRoutes(registered: () => readonly RegisteredRoute[], version: string) {
  const routes = new Hono<AppEnv>();
  let document: OpenApiDocument | undefined;
  const documentOf = (serverUrl: string) => (document ??= buildOpenApiDocument(registered(), { version, serverUrl }));

  routes.get(route('/api/openapi.json'), publicRoute, (c) =>
    c.json(documentOf(c.var.deps.config.publicUrl), 200, { 'Cache-Control': 'no-cache' }),
  );
  routes.get(route('/api/docs'), publicRoute, (c) =>
    c.html(docsPage(documentOf(c.var.deps.config.publicUrl)), 200, { 'Cache-Control': 'no-cache' }),
  );
  return routes;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A self-contained reference page: no script, no CDN (the CSP and offline installations forbid both). */
export function docsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const tag = (op.tags as string[])[0];
      // a JSON body's schema; an upload (multipart, the proof of delivery) shows none
      const body = (op.requestBody as { content: Record<string, { schema?: unknown } | undefined> } | undefined)?.content[
        'application/json'
      ]?.schema;
      const params = (op.parameters as { name: string; schema: { type: string } }[] | undefined) ?? [];
      const detail = [
        params.length ? `<p>Path: ${params.map((p) => `<code>${escape(p.name)}</code> (${p.schema.type})`).join(', ')}</p>` : '',
        body ? `<details><summary>Request body (JSON Schema)</summary><pre>${escape(JSON.stringify(body, null, 2))}</pre></details>` : '',
      ].join('');
      const entry = `<li><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code>${detail}</li>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, entries]) => `<section><h2 id="${escape(tag)}">${escape(tag)}</h2><ul>${entries.join('')}</ul></section>`)
    .join('');
  const toc = [...byTag.keys()]
    .sort()
    .map((tag) => `<a href="#${escape(tag)}">${escape(tag)}</a>`)
    .join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} ${escape(doc.info.version)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f5f7;padding:.75rem;overflow:auto}li{margin:.4rem 0;list-style:none}
ul{padding:0}.m{display:inline-block;min-width:4.2rem;font-weight:700;font-size:12px;padding:2px 6px;border-radius:4px;color:#fff;background:#495057}
.get{background:#1c7ed6}.post{background:#2f9e44}.put{background:#e8590c}.delete{background:#c92a2a}.patch{background:#7048e8}</style></head>
<body><h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1><p>${escape(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(doc.openapi)}).</p><nav>${toc}</nav>${sections}</body></html>`;
}
