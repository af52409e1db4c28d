// POST /call with the Daily transport on the contract server (the latest document's
// VapiWebCallTransport): validated like every call and answered with a web call whose room is
// in `transport.callUrl`; `webCallUrl` is not in the latest document.
import { describe, expect, test } from 'vitest';
import { isVapiError } from '../src/index.ts';
import { contractServerPerTest, twoCallsCreated } from './helpers/contractServers.ts';

const ASSISTANT = '00000000-0000-4000-8000-0000000000a1';
const DAILY_BODY = {
  assistantId: ASSISTANT,
  assistantOverrides: { maxDurationSeconds: 300, silenceTimeoutSeconds: 30 },
  transport: { provider: 'daily' },
} as const;

const start = contractServerPerTest();

interface WebCall {
  id: string;
  type: string;
  status: string;
  assistantId?: string;
  webCallUrl?: unknown;
  transport: { provider: string; callUrl: string };
}

describe('POST /call with transport daily', () => {
  test('answers a queued webCall with its own room in transport.callUrl, valid for the schema', async () => {
    const { first, second } = await twoCallsCreated<WebCall>(start, DAILY_BODY);
    expect(first).toMatchObject({
      type: 'webCall',
      status: 'queued',
      assistantId: ASSISTANT,
      transport: { provider: 'daily' },
    });
    expect(first.transport.callUrl).toBe(`https://vapi.daily.co/${first.id}`);
    expect(second.transport.callUrl).not.toBe(first.transport.callUrl);
    expect(first.webCallUrl).toBeUndefined();
  });

  test('the rooms are on dailyRoomOrigin when given', async () => {
    const { api } = await start({ dailyRoomOrigin: 'https://rooms.example.test/' });
    const call = (await api.calls.create(DAILY_BODY)) as unknown as WebCall;
    expect(call.transport.callUrl).toBe(`https://rooms.example.test/${call.id}`);
  });

  test('a transport provider the document does not know is a 400', async () => {
    const { api } = await start();
    const error = await api.calls
      .create({ assistantId: ASSISTANT, transport: { provider: 'zoom' } } as never)
      .catch((e: unknown) => e);
    expect(isVapiError(error) && error.status).toBe(400);
  });
});
