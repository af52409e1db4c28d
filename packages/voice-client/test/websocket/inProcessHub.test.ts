// An injected socket factory (`createWebSocket`) runs the audio hub on the main thread; its code
// is a chunk of its own, loaded with import() on first use (loadInProcessHub). Nothing listened
// for or posted before it runs is lost, and a hub closed before it runs never opens a socket.
import { describe, expect, test, vi } from 'vitest';
import { createFakeWebSockets } from '../../src/testing/index.ts';
import type { FromHub } from '../../src/transports/websocket/audioHub.ts';
import type { MessagePortLike, WorkletNodePort } from '../../src/transports/websocket/audioPort.ts';
import { loadInProcessHub } from '../../src/transports/websocket/hubChannel.ts';

const URL = 'wss://voice.test/call-1/transport';
const SETTINGS = {
  maxBufferedBytes: 6400,
  turnGapMs: 400,
  frameMs: 20,
  framesPerLevel: 5,
  bargeIn: false as const,
};

function workletNode(): WorkletNodePort & { port: MessagePortLike & { posted: unknown[] } } {
  const posted: unknown[] = [];
  return {
    port: { posted, onmessage: null, postMessage: (message) => posted.push(message), close() {} },
    connect: () => undefined,
    disconnect() {},
  };
}

/** A hub on manual fake sockets, what it reports recorded, its worklets handed over. */
function started() {
  const sockets = createFakeWebSockets({ connect: 'manual' });
  const hub = loadInProcessHub(sockets.create, () => 0);
  const heard: FromHub[] = [];
  hub.listen((message) => heard.push(message));
  const capture = workletNode();
  const playback = workletNode();
  hub.init(SETTINGS, capture, playback);
  return { sockets, hub, heard, capture, playback };
}

describe('the in-process hub, loaded on first use', () => {
  test('listeners and messages from before it loaded (the worklets, a connect, a mute): all of it applies, in order', async () => {
    const { sockets, hub, heard, capture, playback } = started();
    hub.post({ type: 'connect', url: URL });
    hub.post({ type: 'mute', muted: true });
    // import() never resolves synchronously: none of it has run yet
    expect(sockets.sockets).toHaveLength(0);
    expect(capture.port.onmessage).toBeNull();

    await hub.ready;
    expect(sockets.last().url).toBe(URL);
    expect(capture.port.onmessage).toBeTypeOf('function');
    sockets.last().open();
    sockets.last().receive({ type: 'speech-update', status: 'started' });
    sockets.last().receive(new ArrayBuffer(640));
    // muted before it loaded: the microphone frame is not sent
    capture.port.onmessage?.({ data: { type: 'frame', pcm: new ArrayBuffer(640), rms: 0.5 } });
    hub.post({ type: 'send', data: '{"type":"hangup"}' });
    expect(heard).toEqual([
      { type: 'open' },
      { type: 'message', data: '{"type":"speech-update","status":"started"}' },
    ]);
    expect(playback.port.posted).toEqual([{ type: 'pcm', pcm: expect.any(ArrayBuffer) }]);
    expect(sockets.last().texts()).toEqual([{ type: 'hangup' }]);
    expect(sockets.last().binaries()).toEqual([]);
  });

  test('a connect and a close posted before it loaded: the socket opens, then closes', async () => {
    const sockets = createFakeWebSockets({ connect: 'manual' });
    const hub = loadInProcessHub(sockets.create, () => 0);
    hub.post({ type: 'connect', url: URL });
    hub.post({ type: 'close', code: 1000, reason: 'client ended the call' });
    await hub.ready;
    expect(sockets.last().clientClose).toEqual({ code: 1000, reason: 'client ended the call' });
  });

  test('closed before it loaded (the call stopped): no socket is ever created', async () => {
    const create = vi.fn(createFakeWebSockets().create);
    const hub = loadInProcessHub(create, () => 0);
    hub.post({ type: 'connect', url: URL });
    hub.close();
    await hub.ready;
    hub.post({ type: 'connect', url: URL });
    expect(create).not.toHaveBeenCalled();
  });

  test('closed after it ran: the socket and the worklets are no longer listened to', async () => {
    const { sockets, hub, heard, capture } = started();
    hub.post({ type: 'connect', url: URL });
    await hub.ready;
    hub.close();
    expect(sockets.last().listenerCount()).toBe(0);
    expect(capture.port.onmessage).toBeNull();
    sockets.last().open();
    expect(heard).toEqual([]);
  });
});

describe('the in-process hub chunk cannot be loaded (offline, a failed deploy)', () => {
  test('the start fails at the socket stage and releases everything', async () => {
    vi.resetModules();
    vi.doMock('../../src/transports/websocket/inProcessHub.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const { createWebSocketHarness } = await import('./harness.ts');
      const h = createWebSocketHarness();
      await expect(h.client.start('assistant-1')).resolves.toBeNull();
      // as a Worker whose script cannot be loaded: the socket's stage fails
      expect(h.named('call-start-failed')).toEqual([
        expect.objectContaining({
          stage: 'websocket-connect',
          errorType: 'websocket-connect-error',
        }),
      ]);
      expect(h.sockets.sockets).toHaveLength(0);
      expect(h.audio.openContexts()).toBe(0);
      expect(h.mic.liveTracks()).toBe(0);
    } finally {
      vi.doUnmock('../../src/transports/websocket/inProcessHub.ts');
    }
  });
});
