// A minimal Chrome DevTools Protocol client for what Playwright would distort:
// - measurements: Playwright enables the Network domain on every page, and then Chromium copies
//   every WebSocket frame (base64) to DevTools on the page's main thread (100 audio frames a
//   second during a call);
// - user activation: Playwright's evaluations run as user gestures (also its own, shortly after
//   a page loads), so Chromium's autoplay policy never blocks audio in a Playwright page.
// It enables only what is asked for (Page, Runtime, Performance, Input); its evaluations are not
// gestures, its clicks and taps are (real input events). Commands and events of targets attached
// to the page (e.g. its workers, `Target.setAutoAttach` with `flatten`) carry their `sessionId`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, FAKE_MEDIA_FLAGS, OFFLINE_FLAGS } from './chromium.ts';

export interface CdpPage {
  /** A command to the page, or with `sessionId` to a target attached to it (flat sessions). */
  send<T = Record<string, unknown>>(
    method: string,
    params?: Record<string, unknown>,
    sessionId?: string,
  ): Promise<T>;
  /** Evaluates an expression in the page; returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Polls `expression` until truthy. */
  waitFor(expression: string, timeoutMs?: number): Promise<void>;
  /**
   * A real mouse click (a user gesture) at the centre of the first element matching `selector`;
   * with `restMs` the pointer rests on the element that long first (hover).
   */
  click(selector: string, restMs?: number): Promise<void>;
  /**
   * A tap (touch start and end, no pointer resting on anything first) at the centre of the first
   * element matching `selector`; the page needs touch emulation (Emulation.setTouchEmulationEnabled).
   */
  tap(selector: string): Promise<void>;
  /**
   * Calls `listener` with the params of every `method` event (e.g. Tracing.dataCollected), and
   * the session it came from (undefined: the page itself).
   */
  on(
    method: string,
    listener: (params: Record<string, unknown>, sessionId: string | undefined) => void,
  ): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Chromium writes the port it chose (`--remote-debugging-port=0`) into the profile. */
async function pageSocketUrl(profile: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  const portFile = join(profile, 'DevToolsActivePort');
  while (Date.now() < deadline) {
    try {
      if (!existsSync(portFile)) throw new Error('not yet');
      const port = readFileSync(portFile, 'utf8').split('\n')[0];
      const list = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
        type: string;
        webSocketDebuggerUrl: string;
      }[];
      const page = list.find((t) => t.type === 'page');
      if (page) return page.webSocketDebuggerUrl;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error('Chromium did not expose a page target');
}

/** Launches headless Chromium with `args` on about:blank and attaches to its page. */
async function launchCdpPage(args: string[]): Promise<CdpPage> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-cdp-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...args,
      'about:blank',
    ],
    // its own process group, so close() stops the renderer and GPU processes with it: they would
    // otherwise go on writing into the profile while it is removed
    { stdio: 'ignore', detached: true },
  );
  const socket = new WebSocket(await pageSocketUrl(profile));
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 0;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const listeners = new Map<
    string,
    ((params: Record<string, unknown>, sessionId: string | undefined) => void)[]
  >();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: unknown;
      error?: { message: string };
      sessionId?: string;
    };
    if (message.method) {
      for (const listener of listeners.get(message.method) ?? [])
        listener(message.params ?? {}, message.sessionId);
    }
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id as number);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve: resolve as (v: unknown) => void, reject });
      socket.send(JSON.stringify({ id: nextId, method, params, sessionId }));
    });
  const evaluate = async <T>(expression: string) => {
    const { result, exceptionDetails } = await send<{
      result: { value: T };
      exceptionDetails?: { text: string };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
    return result.value;
  };
  const centreOf = (selector: string) =>
    evaluate<{ x: number; y: number }>(
      `(() => { const el = document.querySelector(${JSON.stringify(selector)});` +
        " el.scrollIntoView({ block: 'center' }); const r = el.getBoundingClientRect();" +
        ' return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()',
    );
  return {
    send,
    evaluate,
    async waitFor(expression, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!(await evaluate<boolean>(`Boolean(${expression})`))) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
        await sleep(50);
      }
    },
    async click(selector, restMs = 0) {
      const box = await centreOf(selector);
      await send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...box });
      if (restMs > 0) await sleep(restMs);
      for (const type of ['mousePressed', 'mouseReleased']) {
        await send('Input.dispatchMouseEvent', { type, ...box, button: 'left', clickCount: 1 });
      }
    },
    async tap(selector) {
      const point = await centreOf(selector);
      await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
    on(method, listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener]);
    },
    async close() {
      socket.close();
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      if (chrome.pid !== undefined) process.kill(-chrome.pid, 'SIGKILL');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface LandingPageOptions {
  /** Runs on about:blank before the navigation: emulation, throttling, listeners. */
  beforeNavigate?: (page: CdpPage) => Promise<void>;
}

/**
 * A fresh offline Chromium on `url` (the landing page) with `microphoneWav` as its fake
 * microphone and `initScript` run before the page's own scripts; resolves once the orb is there.
 */
export async function openLandingPage(
  url: string,
  microphoneWav: string,
  initScript: string,
  options: LandingPageOptions = {},
): Promise<CdpPage> {
  const page = await launchCdpPage([
    '--window-size=1280,720',
    ...OFFLINE_FLAGS,
    ...FAKE_MEDIA_FLAGS,
    `--use-file-for-fake-audio-capture=${microphoneWav}`,
  ]);
  try {
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: initScript });
    await options.beforeNavigate?.(page);
    await page.send('Page.navigate', { url });
    await page.waitFor(
      "document.readyState === 'complete' && document.querySelector('button.orb')",
    );
    return page;
  } catch (error) {
    await page.close();
    throw error;
  }
}
