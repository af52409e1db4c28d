// The local counterpart of pg_net's background worker (hosted Supabase's HTTP client in the
// database): sends each request `net.http_post` queued (sql/bootstrap.sql provides the same SQL
// surface) and writes its answer to net._http_response, as pg_net does. Woken by the
// `net_http_request` notification the local net.http_post sends, and once at start for
// requests queued before it listened. Requests go to 127.0.0.1 only here (the stack's gateway,
// a test's receiver): anything else is answered as an error without leaving the machine.
import pg from 'pg';

export interface NetWorker {
  /** Resolves when every request queued so far has its answer (tests wait on it). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | null;
  timeout_milliseconds: number;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/i;

async function send(request: QueuedRequest): Promise<{
  status: number | null;
  contentType: string | null;
  content: string | null;
  timedOut: boolean;
  error: string | null;
}> {
  const url = new URL(request.url);
  if (!LOOPBACK.test(url.hostname)) {
    return {
      status: null,
      contentType: null,
      content: null,
      timedOut: false,
      error: `the local net worker sends to this machine only, not ${url.hostname}`,
    };
  }
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      content: await response.text(),
      timedOut: false,
      error: null,
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      status: null,
      contentType: null,
      content: null,
      timedOut,
      error: timedOut ? 'Timeout was reached' : (error as Error).message,
    };
  }
}

export async function startNetWorker(
  dbUrl: string,
  log?: (line: string) => void,
): Promise<NetWorker> {
  const listener = new pg.Client({ connectionString: dbUrl });
  await listener.connect();
  let draining: Promise<void> = Promise.resolve();
  let stopped = false;

  const takeOne = async (): Promise<QueuedRequest | undefined> => {
    const { rows } = await listener.query<QueuedRequest>(
      `delete from net.http_request_queue
       where id = (select id from net.http_request_queue order by id limit 1 for update skip locked)
       returning id::text, method, url, headers, body, timeout_milliseconds`,
    );
    return rows[0];
  };
  const drain = async () => {
    for (let request = await takeOne(); request && !stopped; request = await takeOne()) {
      const answer = await send(request);
      if (answer.error) log?.(`[net] request ${request.id} to ${request.url}: ${answer.error}`);
      await listener.query(
        `insert into net._http_response
           (id, status_code, content_type, content, timed_out, error_msg)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          request.id,
          answer.status,
          answer.contentType,
          answer.content,
          answer.timedOut,
          answer.error,
        ],
      );
    }
  };
  const wake = () => {
    draining = draining.then(drain).catch((error: unknown) => {
      if (!stopped) log?.(`[net] worker failed: ${(error as Error).message}`);
    });
  };
  listener.on('notification', wake);
  listener.on('error', (error) => {
    if (!stopped) log?.(`[net] connection lost: ${error.message}`);
  });
  await listener.query('listen net_http_request');
  wake();
  return {
    settled: async () => {
      // a notification sent before this call may still be on its way to the listener
      await listener.query('select 1');
      await draining;
    },
    stop: async () => {
      stopped = true;
      await draining;
      await listener.end().catch(() => {});
    },
  };
}
