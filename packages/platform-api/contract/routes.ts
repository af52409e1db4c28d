import type { OpenApiDocument } from './loadDocument.ts';

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface OperationObject {
  operationId?: string;
  deprecated?: boolean;
  security?: Record<string, unknown>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
}

export interface Route {
  template: string;
  segments: string[];
  operations: Partial<Record<string, OperationObject>>;
}

export type RouteMatch =
  | { kind: 'found'; route: Route; operation: OperationObject; params: Record<string, string> }
  | { kind: 'method_not_allowed'; route: Route; allowed: string[] }
  | { kind: 'not_found' };

/** Routes ordered so literal segments win over parameters (`/eval/run` before `/eval/{id}`). */
export function buildRoutes(doc: OpenApiDocument): Route[] {
  const routes = Object.entries(doc.paths).map(([template, item]) => {
    const operations: Route['operations'] = {};
    for (const m of HTTP_METHODS) if (item[m]) operations[m] = item[m] as OperationObject;
    return { template, segments: template.split('/').slice(1), operations };
  });
  const rank = (s: string) => (s.startsWith('{') ? '1' : '0');
  return routes.sort((a, b) =>
    a.segments.map(rank).join('').localeCompare(b.segments.map(rank).join('')),
  );
}

function matchSegments(route: Route, parts: string[]): Record<string, string> | undefined {
  if (route.segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const seg = route.segments[i] as string;
    const part = parts[i] as string;
    if (seg.startsWith('{')) {
      if (part === '') return undefined;
      params[seg.slice(1, -1)] = decodeURIComponent(part);
    } else if (seg !== part) return undefined;
  }
  return params;
}

export function matchRoute(routes: Route[], method: string, pathname: string): RouteMatch {
  const parts = pathname.split('/').slice(1);
  let fallback: RouteMatch = { kind: 'not_found' };
  for (const route of routes) {
    const params = matchSegments(route, parts);
    if (!params) continue;
    const operation = route.operations[method.toLowerCase()];
    if (operation) return { kind: 'found', route, operation, params };
    if (fallback.kind === 'not_found') {
      const allowed = Object.keys(route.operations).map((m) => m.toUpperCase());
      fallback = { kind: 'method_not_allowed', route, allowed };
    }
  }
  return fallback;
}
