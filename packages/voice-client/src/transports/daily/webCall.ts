import { VoiceClientError } from '../../core/errors.ts';
import type { WebCallRequest } from '../../core/toCallRequest.ts';

/** The fields of the `/call/web` response this client reads. */
export interface WebCallResponse {
  id?: string;
  webCallUrl: string;
  artifactPlan?: { videoRecordingEnabled?: boolean; [key: string]: unknown };
  assistant?: { voice?: { provider?: string; [key: string]: unknown }; [key: string]: unknown };
  transport?: { callToken?: string; callUrl?: string; [key: string]: unknown };
  [key: string]: unknown;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface CreateWebCallInput {
  fetch: FetchLike;
  baseUrl: string;
  publicKey: string;
  request: WebCallRequest;
  signal: AbortSignal;
}

/** `POST {baseUrl}/call/web` with the public key; returns the parsed web call. */
export async function createWebCall(input: CreateWebCallInput): Promise<WebCallResponse> {
  const response = await input.fetch(`${input.baseUrl.replace(/\/+$/, '')}/call/web`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${input.publicKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(input.request),
    signal: input.signal,
  });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new VoiceClientError(
      'start-method-error',
      `POST /call/web failed with HTTP ${response.status}`,
      {
        stage: 'web-call-creation',
        status: response.status,
        cause: body.slice(0, 500),
      },
    );
  }
  const data = (await response.json()) as Partial<WebCallResponse> | null;
  const url = data?.webCallUrl ?? data?.transport?.callUrl;
  if (!data || typeof url !== 'string' || url.length === 0) {
    throw new Error('The /call/web response has no webCallUrl');
  }
  return { ...data, webCallUrl: url };
}

export function isVideoRecordingEnabled(call: WebCallResponse): boolean {
  return call.artifactPlan?.videoRecordingEnabled === true;
}

/** The voice provider `tavus` streams the assistant's video. */
export function isVideoVoiceProvider(call: WebCallResponse): boolean {
  return call.assistant?.voice?.provider === 'tavus';
}
