// The two examples, built and run outside the repository from the packed tarballs (npm
// installs them; public dependencies come from the registry, never from workspace links).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHROMIUM_PATH,
  FAKE_MEDIA_FLAGS,
  OFFLINE_FLAGS,
} from '@hlasovy-asistent/browser-testing/chromium';
import {
  exampleFromSchema,
  startContractServer,
} from '@hlasovy-asistent/platform-api/contract-server';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { installExample } from './support/installExample.ts';
import { runOk, systemNode } from './support/run.ts';
import { type ExampleServer, serveExample } from './support/serveExample.ts';

const tarballs = inject('tarballs').pnpm;

describe('Vite + React example (WebSocket transport)', () => {
  let dir = '';
  let server: ExampleServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    dir = await installExample('vite-react', tarballs);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('installs without daily-js or libphonenumber-js', () => {
    expect(existsSync(join(dir, 'node_modules/@hlasovy-asistent/voice-client/dist/index.js'))).toBe(
      true,
    );
    expect(existsSync(join(dir, 'node_modules/@daily-co'))).toBe(false);
    expect(existsSync(join(dir, 'node_modules/libphonenumber-js'))).toBe(false);
  });

  test('type-checks (strict, skipLibCheck off) and builds with Vite', async () => {
    await runOk('npm', ['run', 'build'], { cwd: dir });
    const assets = readdirSync(join(dir, 'dist/assets'));
    expect(assets.some((f) => /^capture-processor.*\.js$/.test(f))).toBe(true);
    expect(assets.some((f) => /^playback-processor.*\.js$/.test(f))).toBe(true);
    // the socket Worker (it owns the call's socket and the PCM) is a file of the app too
    expect(assets.some((f) => /^socketWorker.*\.js$/.test(f))).toBe(true);
    const js = assets.filter((f) => f.endsWith('.js'));
    const bundled = js.map((f) => readFileSync(join(dir, 'dist/assets', f), 'utf8')).join('\n');
    expect(bundled).not.toContain('daily-js');
  });

  test('runs a call in Chromium against the fake session and socket', async () => {
    server = await serveExample(join(dir, 'dist'));
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...OFFLINE_FLAGS, ...FAKE_MEDIA_FLAGS, '--autoplay-policy=no-user-gesture-required'],
    });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);
    const status = page.getByTestId('status');
    expect(await status.textContent()).toBe('idle');

    await page.getByRole('button', { name: 'Start call' }).click();
    const call = await server.nextCall();
    expect(call.path).toBe('/call-1/transport');
    expect(server.sessions[0]).toMatchObject({ assistantId: 'example-assistant' });
    await expect.poll(() => status.textContent()).toBe('active');

    call.sendJson({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hello from the fake assistant',
    });
    await expect
      .poll(() => page.getByTestId('transcript').textContent())
      .toBe('assistant: Hello from the fake assistant');
    call.sendTone();
    // The fake microphone reaches the socket as PCM frames.
    await expect.poll(() => call.audio.length, { timeout: 10_000 }).toBeGreaterThan(5);

    await page.getByRole('button', { name: 'End call' }).click();
    await expect.poll(() => call.messages.some((m) => m.type === 'hangup')).toBe(true);
    await expect.poll(() => status.textContent()).toBe('ended');
    expect(errors).toEqual([]);
  });
});

describe('Node example (platform-api against a local fake of the Vapi API)', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await installExample('node-script', tarballs);
  });

  const nodes = [
    { name: 'the machine’s Node', path: () => systemNode() },
    { name: 'the workspace’s pinned Node', path: () => process.execPath },
  ];
  const scripts = ['list-assistants.js', 'list-assistants.cjs'];

  test.each(nodes.flatMap((node) => scripts.map((script) => ({ ...node, script }))))(
    '$script on $name lists the assistants',
    async ({ path, script }) => {
      const server = await startContractServer({ document: 'latest' });
      try {
        const schemas = server.document.components?.schemas ?? {};
        const example = exampleFromSchema(server.document, schemas.Assistant) as object;
        server.override('GET /assistant', (request) => {
          expect(request.headers.authorization).toBe('Bearer example-key');
          return {
            body: [
              { ...example, id: 'assistant-1', name: 'Recepcia' },
              { ...example, id: 'assistant-2', name: 'Podpora' },
            ],
          };
        });
        const node = path();
        const version = (await runOk(node, ['--version'], { cwd: dir })).stdout.trim();
        const { stdout } = await runOk(node, [script], {
          cwd: dir,
          env: { VAPI_API_KEY: 'example-key', VAPI_BASE_URL: server.url },
        });
        expect(stdout).toContain(`2 assistant(s) on Node ${version.slice(1)}`);
        expect(stdout).toContain('assistant-1\tRecepcia');
        expect(stdout).toContain('assistant-2\tPodpora');
        expect(server.requests.at(-1)?.query).toEqual({ limit: 10 });
      } finally {
        await server.close();
      }
    },
  );

  test('the two Node versions are 20 and 22 or newer', async () => {
    const majors = await Promise.all(
      nodes.map(async (n) =>
        Number((await runOk(n.path(), ['--version'], { cwd: dir })).stdout.slice(1).split('.')[0]),
      ),
    );
    expect(majors[0]).toBe(20);
    expect(majors[1]).toBeGreaterThanOrEqual(22);
  });
});
