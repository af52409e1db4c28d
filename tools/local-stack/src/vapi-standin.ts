// The local Vapi: @repo/platform-api's contract server (validates every request against Vapi's
// latest OpenAPI document, which types the WebSocket transport) plus the local Slovak voice
// agent (@repo/voice-agent, tools/voice-agent/). A `POST /call` with `transport.provider = "vapi.websocket"` is
// registered with the agent, and its `websocketCallUrl` points at the gateway
// (`ws://<gateway>/vapi/<callId>/transport`), which passes the socket to the agent.
// Tolerates the contract server module not existing.
import { type AudioFormat, startVoiceAgent, type VoiceAgent } from '@repo/voice-agent';

export interface VapiStandin {
  url: string;
  /** The voice agent behind `/vapi/*` on the gateway. */
  voiceAgent: VoiceAgent;
  close(): Promise<void>;
}

export interface VapiStandinOptions {
  /** Where the socket URLs point, e.g. `ws://127.0.0.1:54321/vapi`. */
  socketOrigin: string;
  log?: (line: string) => void;
}

interface ContractServerModule {
  startContractServer(options: {
    document: 'latest';
    port: number;
    socketOrigin: string;
    onCallCreated(
      call: Record<string, unknown>,
      request: { body: unknown },
    ): Record<string, unknown> | undefined;
  }): Promise<{ url: string; close(): Promise<void> | void }>;
}

/** Dummy secrets the functions get with the stand-in (they only have to be non-empty). */
export const STANDIN_VAPI_SECRETS = {
  VAPI_PRIVATE_KEY: 'local-standin-private-key',
  VAPI_PUBLIC_KEY: 'local-standin-public-key',
  VAPI_ASSISTANT_ID: '00000000-0000-4000-8000-00000000a551',
  VAPI_PHONE_NUMBER_ID: '00000000-0000-4000-8000-0000000000f1',
} as const;

export async function startVapiStandin(
  options: VapiStandinOptions,
): Promise<VapiStandin | undefined> {
  const { log } = options;
  const specifier = '@repo/platform-api/contract-server';
  let mod: ContractServerModule;
  try {
    mod = (await import(specifier)) as ContractServerModule;
  } catch (error) {
    log?.(`[vapi] stand-in not available (${(error as Error).message}); dialling stays disabled`);
    return undefined;
  }
  const voiceAgent = await startVoiceAgent({ log });
  try {
    const server = await mod.startContractServer({
      document: 'latest',
      port: 0,
      socketOrigin: options.socketOrigin,
      onCallCreated(call, request) {
        if (call.type !== 'vapi.websocketCall') return undefined;
        const transport = (request.body as { transport?: { audioFormat?: AudioFormat } }).transport;
        // Throws for what the agent cannot serve (mu-law): the stand-in answers 400.
        voiceAgent.registerCall({ id: String(call.id), audioFormat: transport?.audioFormat });
        return undefined;
      },
    });
    log?.(`[vapi] local stand-in on ${server.url}, voice agent on ${options.socketOrigin}`);
    return {
      url: server.url,
      voiceAgent,
      close: async () => {
        await server.close();
        await voiceAgent.close();
      },
    };
  } catch (error) {
    await voiceAgent.close();
    throw error;
  }
}
