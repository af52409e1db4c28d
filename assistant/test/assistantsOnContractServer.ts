// Vapi's assistants as a tiny store behind the contract server: every request is first validated
// against the vendored OpenAPI document (method, path, bearer, body schema), then answered from
// the store, like Vapi (POST creates with id/orgId/times, PATCH sets the given fields).
import { randomUUID } from 'node:crypto';
import {
  type ContractServer,
  type RecordedRequest,
  startContractServer,
} from '@hlasovy-asistent/platform-api/contract-server';

type StoredAssistant = Record<string, unknown> & { id: string };

export interface AssistantsOnContract {
  server: ContractServer;
  store: Map<string, StoredAssistant>;
  /** An edit made in Vapi's dashboard. */
  dashboardEdit(id: string, fields: Record<string, unknown>): void;
  /** Requests of one method and route, e.g. `PATCH /assistant/{id}`. */
  requests(key: string): RecordedRequest[];
}

export async function startAssistantsOnContract(): Promise<AssistantsOnContract> {
  const store = new Map<string, StoredAssistant>();
  const now = () => new Date().toISOString();
  const server = await startContractServer({
    document: 'latest',
    overrides: {
      'GET /assistant': () => ({ body: [...store.values()] }),
      'POST /assistant': (request) => {
        const id = randomUUID();
        const created = {
          ...(request.body as Record<string, unknown>),
          id,
          orgId: 'org-1',
          createdAt: now(),
          updatedAt: now(),
        };
        store.set(id, created);
        return { status: 201, body: created };
      },
      'GET /assistant/{id}': (request) => {
        const found = store.get(request.params.id ?? '');
        return found ? { body: found } : { status: 404, body: { message: 'not found' } };
      },
      'PATCH /assistant/{id}': (request) => {
        const found = store.get(request.params.id ?? '');
        if (!found) return { status: 404, body: { message: 'not found' } };
        const updated = {
          ...found,
          ...(request.body as Record<string, unknown>),
          updatedAt: now(),
        };
        store.set(found.id, updated);
        return { body: updated };
      },
    },
  });
  return {
    server,
    store,
    dashboardEdit(id, fields) {
      const found = store.get(id);
      if (!found) throw new Error(`no assistant ${id}`);
      store.set(id, { ...found, ...fields, updatedAt: now() });
    },
    requests: (key) => server.requests.filter((r) => `${r.method} ${r.route ?? r.path}` === key),
  };
}
