import type { CreateSession, WebSocketSession } from '@hlasovy-asistent/voice-client';

/**
 * Asks this app's backend to create the call. The backend holds the Vapi private key, creates a
 * call with `transport: { provider: 'vapi.websocket' }` and answers `{ callId, websocketCallUrl }`.
 */
export const createSession: CreateSession = async (request, { signal }) => {
  const response = await fetch('/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) throw new Error(`POST /session answered ${response.status}`);
  return (await response.json()) as WebSocketSession;
};
