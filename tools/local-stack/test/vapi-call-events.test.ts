// The local Vapi's server messages are Vapi's: every one validates against the OpenAPI
// document's ServerMessage (the `{ message }` envelope Vapi POSTs), and they go out the way the
// synced assistant makes Vapi send them (JSON, the `x-vapi-secret` header).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createSchemaValidator,
  loadDocument,
} from '@hlasovy-asistent/platform-api/contract-server';
import { VAPI_EVENTS_SECRET_HEADER } from '@hlasovy-asistent/validation';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import {
  createCallEventSender,
  endOfCallReportMessage,
  newEventCall,
  type ServerMessageBody,
  STANDIN_COST_PER_MINUTE,
  standinCost,
  statusUpdateMessage,
} from '../src/vapi-call-events.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let validate: ReturnType<typeof createSchemaValidator>;

beforeAll(() => {
  validate = createSchemaValidator(loadDocument('latest'));
  validate('ServerMessage', {});
});

const phone = newEventCall('outboundPhoneCall');
const socket = newEventCall('vapi.websocketCall');
const at = Date.parse('2026-11-25T10:00:00Z');
const end = { endedReason: 'customer-ended-call', startedAt: at, endedAt: at + 90_000 };

const messages: [string, ServerMessageBody][] = [
  ['status-update scheduled', statusUpdateMessage(phone, 'scheduled', at)],
  ['status-update queued', statusUpdateMessage(phone, 'queued', at)],
  ['status-update ringing', statusUpdateMessage(phone, 'ringing', at)],
  ['status-update in-progress', statusUpdateMessage(phone, 'in-progress', at)],
  ['status-update ended', statusUpdateMessage(socket, 'ended', at, 'silence-timed-out')],
  ['end-of-call-report (phone)', endOfCallReportMessage(phone, end)],
  ['end-of-call-report (socket)', endOfCallReportMessage(socket, end)],
];

describe('the stand-in server messages', () => {
  test.each(messages)('%s validates against ServerMessage', (_title, body) => {
    expect(validate('ServerMessage', body)).toEqual([]);
  });

  test('a report costs the minutes at the stand-in tariff', () => {
    expect(endOfCallReportMessage(phone, end).message.cost).toBe(1.5 * STANDIN_COST_PER_MINUTE);
    expect(standinCost(at, at)).toBe(0);
  });

  test('the sender POSTs JSON with the secret header, in order, and settles', async () => {
    const received: { secret: unknown; type: string; body: unknown }[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as ServerMessageBody;
        received.push({
          secret: req.headers[VAPI_EVENTS_SECRET_HEADER],
          type: String(req.headers['content-type']),
          body: body.message.type,
        });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const sender = createCallEventSender({ url: `http://127.0.0.1:${port}/`, secret: 's3cret' });
      void sender.send([
        messages[4]?.[1] as ServerMessageBody,
        messages[6]?.[1] as ServerMessageBody,
      ]);
      await sender.settled();
      expect(received).toEqual([
        { secret: 's3cret', type: 'application/json', body: 'status-update' },
        { secret: 's3cret', type: 'application/json', body: 'end-of-call-report' },
      ]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('an unreachable server URL is logged, not thrown', async () => {
    const lines: string[] = [];
    const sender = createCallEventSender({
      url: 'http://127.0.0.1:9/',
      secret: 's',
      log: (line) => lines.push(line),
    });
    await sender.send([messages[0]?.[1] as ServerMessageBody]);
    expect(lines.join('\n')).toMatch(/server URL not reached/);
  });
});
