// Run by test/deno.test.ts under Deno: imports the package source as the Edge Function does.
import { createVapiClient } from '../../src/index.ts';

const seen: string[] = [];
const api = createVapiClient({
  token: 'deno-token',
  fetch: (input, init) => {
    const auth = new Headers(init?.headers).get('authorization');
    const file = init?.body instanceof FormData ? (init.body.get('file') as File).size : '-';
    seen.push(`${init?.method} ${String(input)} ${auth} ${file}`);
    return Promise.resolve(Response.json({ id: 'call-1' }, { status: 201 }));
  },
});
const call = await api.calls.create({ assistantId: 'a', customer: { number: '+421900000000' } });
await api.files.create({ file: new Uint8Array([1, 2, 3]) });
// biome-ignore lint/suspicious/noConsole: the test reads this script's stdout.
console.log(JSON.stringify({ call, seen }));
