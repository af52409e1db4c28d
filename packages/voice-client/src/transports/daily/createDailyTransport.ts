import type { Transport } from '../Transport.ts';
import { connectDaily } from './connectDaily.ts';
import { type DailyTransportOptions, resolveDailyOptions } from './options.ts';
import type { WebCallResponse } from './webCall.ts';

/**
 * The Daily transport (the default, SPEC 4): `POST /call/web` with the public key, then a Daily
 * call object joins the returned room. daily-js is loaded on the first start (or `preload()`).
 */
export function createDailyTransport(options: DailyTransportOptions): Transport<WebCallResponse> {
  const resolved = resolveDailyOptions(options);
  return {
    name: 'daily',
    errorType: 'daily-error',
    connect: (source, link) => connectDaily(source, link, resolved),
    checkResume: (webCall) =>
      webCall && typeof webCall.webCallUrl === 'string' && webCall.webCallUrl !== ''
        ? null
        : 'reconnect() needs a web call with webCallUrl',
    preload: resolved.preload,
  };
}
