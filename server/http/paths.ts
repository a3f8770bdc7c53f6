/**
 * The API is matched case-insensitively, as the older server did (/api/Attachments = /api/attachments):
 * the app lowercases /api and /token paths before routing, and routes are registered through `route()`,
 * which lowercases the canonical spelling written in the code. Path parameters therefore arrive lowercased:
 * never put a case-sensitive value in an /api path segment (use the query string or the body).
 */
export const route = (path: string) => path.toLowerCase();

/** /api/…, /token and the spec's one call outside /api, /FreightClass/… (spec 2 §7). */
export const isApiPath = (path: string) => /^\/api(\/|$)/i.test(path) || /^\/token\/?$/i.test(path) || /^\/freightclass(\/|$)/i.test(path);

/** Probes for load balancers and orchestrators (decision 090). */
export const HEALTH_PATHS = ['/healthz', '/readyz'] as const;

/** /healthz, /readyz and /metrics (and anything under them) are never the web app's page. */
export const isOpsPath = (path: string) => [...HEALTH_PATHS, '/metrics'].some((ops) => path === ops || path.startsWith(`${ops}/`));

/** Hono `getPath`: the request path, lowercased for the API and left as is for static files. */
export function getPath(request: Request): string {
  const url = request.url;
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const end = url.indexOf('?', start);
  let path = start === -1 ? '/' : url.slice(start, end === -1 ? undefined : end);
  const hash = path.indexOf('#');
  if (hash !== -1) path = path.slice(0, hash);
  return isApiPath(path) ? path.toLowerCase() : path;
}
