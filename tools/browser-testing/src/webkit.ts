// Stock WebKitGTK (Safari's engine family; Debian's `webkit2gtk-driver`) driven by classic
// WebDriver: `WebKitWebDriver` starts MiniBrowser sessions on a private X display (Xvfb), with a
// private PulseAudio server (pulseAudio.ts) as microphone and speakers. Playwright's WebKit is a
// patched build that cannot be downloaded here; selenium-webdriver speaks to the stock driver.
//
// What WebKitWebDriver 2.50 lacks (no BiDi): console events, request interception, init scripts.
// Pages collect their own errors instead (apps/site/webdriver/support/probe.ts).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, type WebDriver } from 'selenium-webdriver';
import type { PulseAudio } from './pulseAudio.ts';
import { spawnTethered, type Tethered } from './tethered.ts';

function findMiniBrowser(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  // Debian's multiarch directory: /usr/lib/<triplet>/webkit2gtk-4.1/MiniBrowser
  for (const triplet of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    const path = join('/usr/lib', triplet, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(path)) return path;
  }
  return '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

const MINIBROWSER_PATH = findMiniBrowser();
const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver';

/**
 * MiniBrowser's own toolbar keeps its window at least 447 px wide; this user style sheet for its
 * GTK widgets (not the page: the web view draws its content and form controls itself) shrinks
 * them so the window, and the page's viewport, can be phone-sized.
 */
const GTK_CSS =
  '*:not(webkitwebview) { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.01); }\n';

const READY_TIMEOUT_MS = 15_000;
const PAGE_STEP_TIMEOUT_MS = 45_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * An X display of its own (Xvfb picks a free number and reports it). `-noreset`: by default an X
 * server resets when its last client leaves, and every session's MiniBrowser is the only client,
 * so each new session connected while the display might be resetting. One CI run (a busy 2-core
 * machine) had a MiniBrowser fail with "cannot open display" between two sessions; back-to-back
 * connections under load failed 1 in 1300 without the flag and 0 in 1300 with it here.
 */
async function startXvfb(): Promise<{ display: string; process: Tethered }> {
  let reported = '';
  let onReport: (display: string) => void = () => {};
  const shown = new Promise<string>((resolve) => {
    onReport = resolve;
  });
  const xvfb = spawnTethered(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp', '-noreset'],
    {
      onStdout(chunk) {
        reported += chunk.toString();
        const number = /^(\d+)\n/.exec(reported)?.[1];
        if (number) onReport(`:${number}`);
      },
    },
  );
  const display = await Promise.race([
    shown,
    xvfb.exited.then(() => {
      throw new Error(`Xvfb ended before it reported its display:\n${xvfb.tail()}`);
    }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('Xvfb did not start')), READY_TIMEOUT_MS),
    ),
  ]);
  return { display, process: xvfb };
}

interface WebKitSessionOptions {
  /** The window's inner size in CSS px (the page's viewport). */
  width: number;
  height: number;
}

/**
 * One MiniBrowser session, with what classic WebDriver lacks in Playwright's terms: functions
 * evaluated in the page (serialized as source, like Playwright's: no closures) and waits.
 */
export interface WebKitPage {
  /** selenium-webdriver's session, for elements, keys and pointer actions. */
  readonly session: WebDriver;
  goto(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page; a returned promise is awaited (WebDriver's execute script). */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Polls `fn(arg)` in the page until it returns a truthy value, which it resolves with. */
  waitFor<R, A = undefined>(
    fn: (arg: A) => R | Promise<R>,
    arg?: A,
    options?: { timeout?: number; message?: string },
  ): Promise<NonNullable<R>>;
  click(css: string): Promise<void>;
  close(): Promise<void>;
}

export interface WebKit {
  /** A fresh MiniBrowser (its own ephemeral storage) whose viewport is `width` x `height`. */
  newPage(options: WebKitSessionOptions): Promise<WebKitPage>;
  stop(): Promise<void>;
}

const POLL_MS = 100;

function webKitPage(session: WebDriver): WebKitPage {
  const evaluate = async <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> =>
    (await session.executeScript(`return (${fn.toString()})(arguments[0]);`, arg)) as R;
  async function waitFor<R, A>(
    fn: (arg: A) => R | Promise<R>,
    arg?: A,
    { timeout = 30_000, message }: { timeout?: number; message?: string } = {},
  ): Promise<NonNullable<R>> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const last = await evaluate(fn, arg);
      if (last) return last as NonNullable<R>;
      if (Date.now() > deadline) {
        throw new Error(
          `${message ?? `waiting for ${fn.toString()}`}: not true after ${timeout} ms (last: ${JSON.stringify(last)})`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  return {
    session,
    goto: (url) => session.get(url),
    evaluate,
    waitFor,
    async click(css) {
      await session.findElement({ css }).click();
    },
    close: () => session.quit(),
  };
}

/** Xvfb and WebKitWebDriver for one test worker, on its PulseAudio server. */
export async function startWebKit(pulse: PulseAudio): Promise<WebKit> {
  const home = mkdtempSync(join(tmpdir(), 'webkit-'));
  mkdirSync(join(home, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawnTethered(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: {
      ...pulse.env(),
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: home,
      // no accessibility bus or session bus to find offline
      NO_AT_BRIDGE: '1',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await driver.stop();
    await xvfb.process.stop();
    rmSync(home, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const ready = await fetch(`${url}/status`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      const tail = driver.tail();
      await stop();
      throw new Error(`WebKitWebDriver did not answer within ${READY_TIMEOUT_MS} ms:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A page that is not there within this long names the step it stopped at and what the
  // driver printed, instead of using up the test's whole time without a word.
  let step = '';
  const bounded = async <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `WebKit: ${step} not done in ${PAGE_STEP_TIMEOUT_MS} ms; WebKitWebDriver said:\n${driver.tail()}`,
            ),
          ),
        PAGE_STEP_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async newPage(options) {
      return bounded(openPage(options));
    },
    stop,
  };

  async function openPage({ width, height }: WebKitSessionOptions): Promise<WebKitPage> {
    step = 'a new session (MiniBrowser started)';
    const session = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          // the default PulseAudio source (the WAV file), not WebKit's beeping mock device
          args: ['--automation', '--enable-mock-capture-devices=false'],
        },
      })
      .build();
    // The window's frame is not the viewport: grow the window by what the toolbar takes. GTK
    // applies a resize asynchronously, so the viewport is read until it is the one asked for.
    const viewport = async () =>
      (await session.executeScript('return [innerWidth, innerHeight]')) as [number, number];
    let rect = { width, height };
    step = `the window sized for a ${width}x${height} viewport`;
    for (let attempt = 0; ; attempt += 1) {
      await session
        .manage()
        .window()
        .setRect({ x: 0, y: 0, ...rect });
      let inner = await viewport();
      for (let wait = 0; wait < 10 && (inner[0] !== width || inner[1] !== height); wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        inner = await viewport();
      }
      if (inner[0] === width && inner[1] === height) break;
      if (attempt === 4) {
        await session.quit();
        throw new Error(`MiniBrowser's viewport stays ${inner.join('x')}, not ${width}x${height}`);
      }
      rect = { width: rect.width + width - inner[0], height: rect.height + height - inner[1] };
    }
    return webKitPage(session);
  }
}
