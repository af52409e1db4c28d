// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import {
  createWebSocketTransport,
  type VoiceClientCore,
  type WebSocketSession,
  type WebSocketTransportOptions,
} from '../src/index.ts';
import { useVoiceClient, useVoiceSnapshot } from '../src/react/index.ts';
import {
  createFakeAudio,
  createFakeMicrophone,
  createFakeWebSockets,
  createScriptedCall,
} from '../src/testing/index.ts';
import { VoiceClient, type VoiceClientOptions } from '../src/transports/daily/index.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

fakeTimersForEachTest();

function Status({ client }: { client: VoiceClient }) {
  const snapshot = useVoiceSnapshot(client);
  return createElement(
    'p',
    null,
    `${snapshot.status}:${snapshot.isSpeaking ? 'speaking' : 'quiet'}`,
  );
}

function StatusOnly({ client, onRender }: { client: VoiceClient; onRender: () => void }) {
  const status = useVoiceSnapshot(client, (snapshot) => snapshot.status);
  onRender();
  return createElement('p', null, status);
}

function Caption({ client, onRender }: { client: VoiceClient; onRender: () => void }) {
  const view = useVoiceSnapshot(
    client,
    (s) => ({ status: s.status, speaking: s.isSpeaking }),
    (a, b) => a.status === b.status && a.speaking === b.speaking,
  );
  onRender();
  return createElement('p', null, `${view.status}:${view.speaking}`);
}

function Widget({ options, seen }: { options: VoiceClientOptions; seen: VoiceClient[] }) {
  const { client, snapshot } = useVoiceClient(() => new VoiceClient(options));
  seen.push(client);
  return createElement('span', null, snapshot.status);
}

function WebSocketWidget({
  transport,
  seen,
}: {
  transport: WebSocketTransportOptions;
  seen: VoiceClientCore<WebSocketSession>[];
}) {
  // The hook is generic over the transport: the client's start() resolves the WebSocket session.
  const { client, snapshot } = useVoiceClient({ transport: createWebSocketTransport(transport) });
  seen.push(client);
  return createElement('span', null, snapshot.status);
}

/**
 * `Component` rendered over a scripted Daily client, its renders counted; `startFor(ms)` starts
 * the call and lets `ms` of it pass.
 */
async function renderCounting(
  Component: (props: { client: VoiceClient; onRender: () => void }) => ReactNode,
) {
  const scripted = createScriptedCall({ listeningDelayMs: 100 });
  const client = new VoiceClient({ publicKey: 'pk', ...scripted, isMobile: () => false });
  let renders = 0;
  const onRender = () => {
    renders += 1;
  };
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(createElement(Component, { client, onRender })));
  const startFor = (ms: number) =>
    act(async () => {
      await client.start('a-1');
      await vi.advanceTimersByTimeAsync(ms);
    });
  return { client, container, root, renders: () => renders, startFor };
}

describe('React binding', () => {
  test('server rendering uses the idle snapshot', () => {
    const client = new VoiceClient({ publicKey: 'pk' });
    expect(renderToString(createElement(Status, { client }))).toBe('<p>idle:quiet</p>');
  });

  test('useVoiceSnapshot re-renders on status and speaking changes', async () => {
    const scripted = createScriptedCall({ listeningDelayMs: 100 });
    const client = new VoiceClient({ publicKey: 'pk', ...scripted, isMobile: () => false });
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(Status, { client })));
    expect(container.textContent).toBe('idle:quiet');
    await act(async () => {
      await client.start('a-1');
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(container.textContent).toBe('active:speaking');
    await act(async () => client.stop());
    expect(container.textContent).toBe('ended:quiet');
    act(() => root.unmount());
  });

  test('useVoiceClient keeps one client per component and stops the call on unmount', async () => {
    const scripted = createScriptedCall({ listeningDelayMs: 100 });
    const seen: VoiceClient[] = [];
    const options = { publicKey: 'pk', ...scripted, isMobile: () => false };
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(Widget, { options, seen })));
    await act(async () => {
      await seen[0]?.start('a-1');
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(container.textContent).toBe('active');
    expect(new Set(seen).size).toBe(1);
    expect(seen.length).toBeGreaterThan(1);
    await act(async () => root.unmount());
    await vi.runAllTimersAsync();
    expect(scripted.callObjects[0]?.destroyed).toBe(true);
  });

  test('useVoiceClient with the WebSocket transport: one client, typed session, stopped on unmount', async () => {
    const sockets = createFakeWebSockets();
    const audio = createFakeAudio();
    const session: WebSocketSession = { callId: 'ws-1', websocketCallUrl: 'wss://vapi.test/ws-1' };
    const transport: WebSocketTransportOptions = {
      createSession: async () => session,
      createWebSocket: sockets.create,
      createAudioContext: audio.createAudioContext,
      getUserMedia: createFakeMicrophone().getUserMedia,
      workletUrls: { capture: '/capture.js', playback: '/playback.js' },
    };
    const seen: VoiceClientCore<WebSocketSession>[] = [];
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(WebSocketWidget, { transport, seen })));
    let started: WebSocketSession | null = null;
    await act(async () => {
      started = await (seen[0] as VoiceClientCore<WebSocketSession>).start('a-1');
    });
    expect(started).toEqual(session);
    expect(container.textContent).toBe('active');
    expect(new Set(seen).size).toBe(1);
    await act(async () => root.unmount());
    await vi.runAllTimersAsync();
    expect(sockets.last().readyState).toBe(3);
  });

  test('useVoiceSnapshot(client, selector): a status-only component re-renders only when status changes', async () => {
    const { client, container, root, renders, startFor } = await renderCounting(StatusOnly);
    const volumes: number[] = [];
    client.on('volume-level', (v) => volumes.push(v));
    await startFor(3000);
    expect(container.textContent).toBe('active');
    expect(new Set(volumes.map((v) => v.toFixed(2))).size).toBeGreaterThan(10);
    // idle, starting, connecting, active: one render each at most
    expect(renders()).toBeLessThanOrEqual(4);
    await act(async () => client.stop());
    expect(container.textContent).toBe('ended');
    act(() => root.unmount());
  });

  test('a selector returning a new object each time renders once per change with isEqual', async () => {
    const { client, container, root, renders, startFor } = await renderCounting(Caption);
    await startFor(1000);
    expect(container.textContent).toBe('active:true');
    expect(renders()).toBeLessThanOrEqual(5);
    await act(async () => client.stop());
    act(() => root.unmount());
  });
});
