import { describe, expect, test, vi } from 'vitest';
import { assistantsResource, callsResource, createVapiClientWith } from '../src/index.ts';
import { json, scriptedFetch } from './helpers/scriptedFetch.ts';

describe('createVapiClientWith', () => {
  test('has only the namespaces passed in, over one fetcher, each built on first access', async () => {
    const scripted = scriptedFetch([json(200, [{ id: 'a-1' }]), json(200, { id: 'c-1' })]);
    const calls = vi.fn(callsResource);
    const api = createVapiClientWith(
      { token: 't', baseUrl: 'https://vapi.test', fetch: scripted.fetch },
      { calls, assistants: assistantsResource },
    );
    expect(Object.keys(api).sort()).toEqual(['assistants', 'calls', 'fetcher']);
    expect('tools' in api).toBe(false);
    expect(calls).not.toHaveBeenCalled();
    await api.assistants.list();
    await api.calls.get('c-1');
    expect(api.calls).toBe(api.calls);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledWith(api.fetcher);
    expect(scripted.calls.map((c) => c.url)).toEqual([
      'https://vapi.test/assistant',
      'https://vapi.test/call/c-1',
    ]);
  });
});
