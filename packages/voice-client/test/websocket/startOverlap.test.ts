// Issue 40: the setup of a WebSocket call overlaps. The worklet modules load from the tap on; the
// session starts with the microphone when the browser says it is allowed already, otherwise
// after the grant (a refused microphone creates no call). preload() warms the worklet files.
import { describe, expect, test, vi } from 'vitest';
import { createFakeMicrophone } from '../../src/testing/index.ts';
import type { MicrophonePermission } from '../../src/transports/microphonePermission.ts';
import { createWebSocketHarness, SESSION } from './harness.ts';

/** A microphone whose answer the test gives: `grant()` or `refuse()`. */
function heldMicrophone() {
  const mic = createFakeMicrophone();
  let answer: (granted: boolean) => void = () => {};
  const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
  return {
    getUserMedia: vi.fn(
      (constraints: MediaStreamConstraints) =>
        new Promise<MediaStream>((resolve, reject) => {
          answer = (granted) => (granted ? resolve(mic.getUserMedia(constraints)) : reject(denied));
        }),
    ),
    grant: () => answer(true),
    refuse: () => answer(false),
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function harness(permission: MicrophonePermission) {
  const mic = heldMicrophone();
  const h = createWebSocketHarness({
    transport: {
      getUserMedia: mic.getUserMedia,
      queryMicrophonePermission: async () => ({ state: permission }),
    },
  });
  return { ...h, held: mic };
}

describe('a start overlaps its stages', () => {
  test('microphone allowed before: the session starts with the microphone, not after it', async () => {
    const h = harness('granted');
    const started = h.client.start('assistant-1');
    await flush();
    expect(h.held.getUserMedia).toHaveBeenCalledOnce();
    expect(h.createSession).toHaveBeenCalledOnce(); // the microphone has not answered yet
    // nor does the socket wait for it
    await vi.waitFor(() => expect(h.sockets.sockets).toHaveLength(1));
    expect(h.held.getUserMedia).toHaveBeenCalledOnce();
    expect(h.audio.last().modules).toEqual(['/capture.js', '/playback.js']);
    h.held.grant();
    await expect(started).resolves.toEqual(SESSION);
    expect(h.client.getSnapshot().status).toBe('active');
  });

  test('permission not known (prompt): the session waits for the microphone', async () => {
    const h = harness('prompt');
    const started = h.client.start('assistant-1');
    await flush();
    expect(h.createSession).not.toHaveBeenCalled();
    // the worklet modules do not wait
    expect(h.audio.last().modules).toEqual(['/capture.js', '/playback.js']);
    h.held.grant();
    await expect(started).resolves.toEqual(SESSION);
    expect(h.createSession).toHaveBeenCalledOnce();
  });

  test('a refused prompt creates no call', async () => {
    const h = harness('prompt');
    const started = h.client.start('assistant-1');
    await flush();
    h.held.refuse();
    await expect(started).resolves.toBeNull();
    await flush();
    expect(h.createSession).not.toHaveBeenCalled();
    expect(h.named('error')).toEqual([
      expect.objectContaining({ stage: 'microphone-permission', mediaError: 'permissions' }),
    ]);
  });

  test('allowed before but refused now: the session request is aborted, the error is the microphone', async () => {
    const signals: AbortSignal[] = [];
    const mic = heldMicrophone();
    const h = createWebSocketHarness({
      createSession: (_request, { signal }) => {
        signals.push(signal);
        return new Promise(() => {});
      },
      transport: {
        getUserMedia: mic.getUserMedia,
        queryMicrophonePermission: async () => ({ state: 'granted' }),
      },
    });
    const started = h.client.start('assistant-1');
    await flush();
    expect(signals).toHaveLength(1);
    mic.refuse();
    await expect(started).resolves.toBeNull();
    expect(signals[0]?.aborted).toBe(true);
    expect(h.named('error')).toEqual([expect.objectContaining({ stage: 'microphone-permission' })]);
    expect(h.sockets.sockets).toHaveLength(0);
  });

  test('a Permissions API that fails counts as unknown: the session waits for the microphone', async () => {
    const mic = heldMicrophone();
    const h = createWebSocketHarness({
      transport: {
        getUserMedia: mic.getUserMedia,
        queryMicrophonePermission: () => Promise.reject(new TypeError('microphone')),
      },
    });
    const started = h.client.start('assistant-1');
    await flush();
    expect(h.createSession).not.toHaveBeenCalled();
    mic.grant();
    await expect(started).resolves.toEqual(SESSION);
  });
});

describe('the socket does not wait for the microphone', () => {
  test('allowed before: the socket opens while the microphone is pending; early audio waits for the graph', async () => {
    const h = harness('granted');
    await h.client.preload();
    const started = h.client.start('assistant-1');
    // open, the microphone not answered yet (once the in-process hub's chunk has loaded)
    await vi.waitFor(() => expect(h.sockets.sockets).toHaveLength(1));
    expect(h.client.getSnapshot().status).toBe('connecting');
    // the greeting's first frame comes before the graph: the hub keeps it
    h.socket().receive(new ArrayBuffer(640));
    expect(h.audio.contexts[0]?.nodes).toHaveLength(0);
    h.held.grant();
    await expect(started).resolves.toEqual(SESSION);
    const pcm = h.audio
      .last()
      .worklet('voice-playback')
      .port.posted.filter((m) => (m as { type: string }).type === 'pcm');
    expect(pcm).toHaveLength(1); // handed to playback once it was wired
    expect(h.client.getSnapshot().status).toBe('active');
    expect(h.names()).toEqual(['call-start', 'call-start-success']);
  });

  test('allowed before but refused now, with the socket open: the start fails at microphone-permission and hangs up', async () => {
    const h = harness('granted');
    await h.client.preload();
    const failed = vi.fn();
    h.client.on('call-start-failed', failed);
    const started = h.client.start('assistant-1');
    await vi.waitFor(() => expect(h.sockets.sockets).toHaveLength(1));
    h.held.refuse();
    await expect(started).resolves.toBeNull();
    expect(failed).toHaveBeenCalledWith(
      expect.objectContaining({ stage: 'microphone-permission' }),
    );
    expect(h.sockets.openCount()).toBe(0);
    expect(h.audio.openContexts()).toBe(0);
  });
});

describe('preload()', () => {
  test('read the permission (allowed before): the tap sends the session request at once, inside it', async () => {
    const h = harness('granted');
    await h.client.preload();
    const started = h.client.start('assistant-1');
    // no microtask has run: the request left before the page's own work of the tap
    expect(h.createSession).toHaveBeenCalledOnce();
    h.held.grant();
    await expect(started).resolves.toEqual(SESSION);
  });

  test('a permission that changes is read live: granted during a call, the next tap asks before the microphone answers', async () => {
    const status = { state: 'prompt' as MicrophonePermission };
    const mic = heldMicrophone();
    const h = createWebSocketHarness({
      transport: { getUserMedia: mic.getUserMedia, queryMicrophonePermission: async () => status },
    });
    await h.client.preload();
    void h.client.start('assistant-1');
    expect(h.createSession).not.toHaveBeenCalled();
    status.state = 'granted'; // the browser updates its PermissionStatus when the visitor allows
    mic.grant();
    await vi.waitFor(() => expect(h.client.getSnapshot().status).toBe('active'));
    await h.client.stop();
    void h.client.start('assistant-1');
    await flush();
    expect(h.createSession).toHaveBeenCalledTimes(2);
    mic.grant();
    await vi.waitFor(() => expect(h.client.getSnapshot().status).toBe('active'));
  });

  test('fetches both worklet files once, into the cache the call reads', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => new Response('// worklet'));
    const h = createWebSocketHarness({ transport: { fetch } });
    await h.client.preload();
    await h.client.preload();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/capture.js', '/playback.js']);
    await expect(h.client.start('assistant-1')).resolves.toEqual(SESSION);
  });

  test('a failed prefetch is no failure: the call loads the files itself', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    const h = createWebSocketHarness({ transport: { fetch } });
    await expect(h.client.preload()).resolves.toBeUndefined();
    await expect(h.client.start('assistant-1')).resolves.toEqual(SESSION);
  });
});
