import type { CoreOptions } from './core/options.ts';
import type { AudioElementLike } from './transports/daily/audioOutput.ts';
import { createDailyTransport } from './transports/daily/createDailyTransport.ts';
import { DailyCallControls } from './transports/daily/DailyCallControls.ts';
import { asDailyConnection } from './transports/daily/DailyConnection.ts';
import type { DailyTransportOptions } from './transports/daily/options.ts';
import type { WebCallResponse } from './transports/daily/webCall.ts';
import type { Transport } from './transports/Transport.ts';

export interface VoiceClientOptions<TCall = WebCallResponse>
  extends CoreOptions,
    DailyTransportOptions {
  /**
   * How the call reaches the assistant. Default: Daily (Vapi's web call), built from the options
   * above. With `createWebSocketTransport(...)` the Daily options are unused and daily-js is never
   * loaded.
   */
  transport?: Transport<TCall>;
}

/**
 * Headless voice web-call client with the official client's API. One instance per call button;
 * instances never interfere. Daily is the default transport.
 */
export class VoiceClient<TCall = WebCallResponse> extends DailyCallControls<TCall> {
  constructor(options: VoiceClientOptions<TCall>) {
    super({
      ...options,
      transport:
        options.transport ?? (createDailyTransport(options) as unknown as Transport<TCall>),
    });
  }

  /** The `<audio>` element playing the assistant on Daily, or null. */
  getAudioElement(): AudioElementLike | null {
    return asDailyConnection(this.connection())?.audio ?? null;
  }
}
