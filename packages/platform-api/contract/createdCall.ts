/**
 * The Call a `POST /call` answers. For Vapi's WebSocket transport (`transport.provider =
 * "vapi.websocket"`) it is shaped like the real one: a fresh `id`, `type: "vapi.websocketCall"`,
 * `status: "queued"`, and `transport.websocketCallUrl` (`<origin>/<id>/transport`, Vapi's URL
 * shape). For a Daily web call (`transport.provider = "daily"`): `type: "webCall"` and the room
 * in `transport.callUrl`. Any other call keeps the example built from the response schema.
 */
import { randomUUID } from 'node:crypto';

const DEFAULT_AUDIO_FORMAT = { format: 'pcm_s16le', container: 'raw', sampleRate: 16000 };

export type CreatedCall = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where the rooms of Daily web calls are by default (the domain of Vapi's rooms). */
const DEFAULT_DAILY_ROOM_ORIGIN = 'https://vapi.daily.co';

/**
 * `socketOrigin` is where the socket URL points (ws:// or wss://), `dailyRoomOrigin` where the
 * rooms of Daily web calls are (`transport.provider = "daily"`: the latest document's
 * `VapiWebCallTransport`, answered with `type: "webCall"` and the room in `transport.callUrl`).
 */
export function createdCall(
  example: unknown,
  body: unknown,
  socketOrigin: string,
  dailyRoomOrigin: string = DEFAULT_DAILY_ROOM_ORIGIN,
): unknown {
  const transport = isObject(body) && isObject(body.transport) ? body.transport : undefined;
  if (transport?.provider !== 'vapi.websocket' && transport?.provider !== 'daily') return example;
  const id = randomUUID();
  const now = new Date().toISOString();
  const orgId =
    isObject(example) && typeof example.orgId === 'string' ? example.orgId : randomUUID();
  const assistantId = isObject(body) ? body.assistantId : undefined;
  if (transport.provider === 'daily') {
    return {
      id,
      orgId,
      createdAt: now,
      updatedAt: now,
      type: 'webCall',
      status: 'queued',
      ...(typeof assistantId === 'string' ? { assistantId } : {}),
      transport: {
        ...transport,
        provider: 'daily',
        callUrl: `${dailyRoomOrigin.replace(/\/+$/, '')}/${id}`,
      },
    };
  }
  return {
    id,
    orgId,
    createdAt: now,
    updatedAt: now,
    type: 'vapi.websocketCall',
    status: 'queued',
    ...(typeof assistantId === 'string' ? { assistantId } : {}),
    transport: {
      provider: 'vapi.websocket',
      audioFormat: {
        ...DEFAULT_AUDIO_FORMAT,
        ...(isObject(transport.audioFormat) ? transport.audioFormat : {}),
      },
      websocketCallUrl: `${socketOrigin}/${id}/transport`,
    },
  };
}
