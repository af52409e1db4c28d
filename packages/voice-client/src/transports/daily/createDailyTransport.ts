import type { Transport } from '../Transport.ts';
import { connectDaily } from './connectDaily.ts';
import { type DailyTransportOptions, resolveDailyOptions } from './options.ts';
import type { WebCallResponse } from './webCall.ts';

/**
 * The Daily transport (the default): the app's server creates the web call (`createSession`,
 * answering `{ callId, webCallUrl }`), or, with a `publicKey`, the browser does (`POST
 * /call/web`); then a Daily call object joins the room. daily-js is loaded on the first start
 * (or `preload()`).
 */
export function createDailyTransport(options: DailyTransportOptions): Transport<WebCallResponse> {
  const resolved = resolveDailyOptions(options);
  return {
    name: 'daily',
    errorType: 'daily-error',
    serverChoosesAssistant: resolved.creation.kind === 'session',
    connect: (source, link) => connectDaily(source, link, resolved),
    checkResume: (webCall) =>
      webCall && typeof webCall.webCallUrl === 'string' && webCall.webCallUrl !== ''
        ? null
        : 'reconnect() needs a web call with webCallUrl',
    preload: resolved.preload,
  };
}
