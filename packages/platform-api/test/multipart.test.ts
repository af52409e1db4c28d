import { describe, expect, test } from 'vitest';
import type { BinaryInput } from '../src/encodeBody.ts';
import { createVapiClient } from '../src/index.ts';
import { contractServersForFile } from './helpers/contractServers.ts';

const servers = contractServersForFile();

/** `files.create` with the file `make()` gives arrives as one multipart file `name` holding `text`. */
async function sendsOneFile(_title: string, make: () => BinaryInput, name: string, text: string) {
  const api = createVapiClient({ token: 'tok', baseUrl: servers.latest.url });
  await api.files.create({ file: make() });
  const recorded = servers.latest.requests.at(-1);
  expect(recorded).toMatchObject({ route: '/file', status: 201, errors: [] });
  expect(recorded?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(recorded?.files).toEqual([expect.objectContaining({ field: 'file', name, text })]);
}

describe('multipart bodies parsed back by the server', () => {
  test.each([
    [
      'a File',
      () => new File(['hello file'], 'notes.txt', { type: 'text/plain' }),
      'notes.txt',
      'hello file',
    ],
    ['a Blob', () => new Blob(['hello blob'], { type: 'text/plain' }), 'file', 'hello blob'],
    [
      'a Uint8Array (Node Buffer)',
      () => new TextEncoder().encode('hello bytes'),
      'file',
      'hello bytes',
    ],
    [
      'an ArrayBuffer',
      () => new TextEncoder().encode('hello buffer').buffer,
      'file',
      'hello buffer',
    ],
  ])('files.create with %s', sendsOneFile);

  test('files.upload (deprecated) sends multipart too', async () => {
    const api = createVapiClient({ token: 'tok', baseUrl: servers.extended.url });
    await api.files.upload({ file: new Blob(['old way']) });
    expect(servers.extended.requests.at(-1)).toMatchObject({ route: '/file/upload', status: 201 });
    expect(servers.extended.requests.at(-1)?.files[0]?.text).toBe('old way');
  });

  test('clonedVoices.create sends text fields and several files', async () => {
    const api = createVapiClient({ token: 'tok', baseUrl: servers.extended.url });
    await api.clonedVoices.create({
      name: 'Moja hlas',
      description: 'test',
      files: [new Blob(['sample-1']), new TextEncoder().encode('sample-2')],
    });
    const recorded = servers.extended.requests.at(-1);
    expect(recorded).toMatchObject({ route: '/11labs/voice/clone', status: 201, errors: [] });
    expect(recorded?.body).toMatchObject({ name: 'Moja hlas', description: 'test' });
    expect(recorded?.files.map((f) => f.text)).toEqual(['sample-1', 'sample-2']);
  });

  test('a multipart body missing its required file is rejected', async () => {
    const api = createVapiClient({ token: 'tok', baseUrl: servers.latest.url });
    await expect(api.files.create({ purpose: undefined } as never)).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('streamed files (Node streams, web ReadableStream)', () => {
  test.each([
    [
      'a web ReadableStream',
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('hello '));
            controller.enqueue(new TextEncoder().encode('stream'));
            controller.close();
          },
        }),
      'file',
      'hello stream',
    ],
    [
      'an async iterable of chunks (a Node fs read stream)',
      () =>
        Object.assign(
          (async function* () {
            yield new TextEncoder().encode('chunk one, ');
            yield new TextEncoder().encode('chunk two');
          })(),
          { path: '/tmp/recordings/greeting.wav' },
        ),
      'greeting.wav',
      'chunk one, chunk two',
    ],
  ])('files.create with %s', sendsOneFile);

  test('a streamed file is read once and resent whole on an opted-in retry', async () => {
    let attempts = 0;
    const seen: string[] = [];
    const api = createVapiClient({
      token: 'tok',
      baseUrl: 'http://127.0.0.1:9',
      retryDelayMs: 1,
      fetch: async (_url, init) => {
        attempts++;
        const form = init?.body as FormData;
        seen.push(await (form.get('file') as Blob).text());
        return new Response('busy', { status: attempts === 1 ? 503 : 201 });
      },
    });
    const stream = (async function* () {
      yield new TextEncoder().encode('once');
    })();
    await api.files.create({ file: stream }, { idempotent: true });
    expect(seen).toEqual(['once', 'once']);
  });
});
