import type { WebCallRequest } from './webCall.ts';

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
  const request: WebCallRequest = {};
  if (typeof assistant === 'string') request.assistantId = assistant;
  else if (assistant) request.assistant = assistant;
  if (assistantOverrides) request.assistantOverrides = assistantOverrides;
  if (typeof squad === 'string') request.squadId = squad;
  else if (squad) request.squad = squad;
  if (typeof workflow === 'string') request.workflowId = workflow;
  else if (workflow) request.workflow = workflow;
  if (workflowOverrides) request.workflowOverrides = workflowOverrides;
  if (options?.roomDeleteOnUserLeaveEnabled !== undefined) {
    request.roomDeleteOnUserLeaveEnabled = options.roomDeleteOnUserLeaveEnabled;
  }
  return request;
}
