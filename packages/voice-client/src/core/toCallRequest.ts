/**
 * What a call is started with: the body of Vapi's `POST /call/web`. The Daily transport posts
 * it; the WebSocket transport hands it to the app's `createSession`. Objects stay open.
 */
export interface WebCallRequest {
  assistant?: Record<string, unknown>;
  assistantId?: string;
  assistantOverrides?: Record<string, unknown>;
  squad?: Record<string, unknown>;
  squadId?: string;
  workflow?: Record<string, unknown>;
  workflowId?: string;
  workflowOverrides?: Record<string, unknown>;
  roomDeleteOnUserLeaveEnabled?: boolean;
}

export interface StartOptions {
  /** false keeps the room after the user leaves, so `reconnect()` can rejoin. Default true. */
  roomDeleteOnUserLeaveEnabled?: boolean;
}

type Target = Record<string, unknown> | string | undefined;

/** Maps the official client's positional start() arguments to the `/call/web` body. */
export function toWebCallRequest(
  assistant: Target,
  assistantOverrides: Record<string, unknown> | undefined,
  squad: Target,
  workflow: Target,
  workflowOverrides: Record<string, unknown> | undefined,
  options: StartOptions | undefined,
): WebCallRequest {
  const request: Record<string, unknown> = { assistantOverrides, workflowOverrides, ...options };
  for (const [key, target] of Object.entries({ assistant, squad, workflow })) {
    request[typeof target === 'string' ? `${key}Id` : key] = target;
  }
  for (const key of Object.keys(request))
    if (request[key] === undefined || request[key] === '') delete request[key];
  return request as WebCallRequest;
}
