// A call in WebKit: its id (the probe records the voice-call answers) and its socket as the local
// agent recorded it (WebKitWebDriver sees no socket at all).
import { CAPTIONS } from '../../playwright/support/orb.ts';
import { CALL_TIMEOUT } from '../../playwright/support/voiceCall.ts';
import {
  agentHeard,
  agentSocket,
  type Frame,
  firstMessage,
  type VoiceSocket,
} from '../../playwright/support/voiceSockets.ts';
import type { ProbeReport } from './probe.ts';
import type { SitePage } from './sitePage.ts';

export { CALL_TIMEOUT, CAPTIONS };

export const ORB = {
  idle: 'Začať hlasový rozhovor s asistentom',
  active: 'Ukončiť hlasový rozhovor s asistentom',
} as const;

export interface Call {
  id: string;
  /** The call's socket now, as the agent recorded it. */
  socket(): Promise<VoiceSocket>;
  /** Waits for a message from the agent matching `match` (at or after `from`). */
  received(match: (m: NonNullable<Frame['json']>) => boolean, from?: number): Promise<Frame>;
  /** The visitor's audio the agent received (its first 30 s), as a WAV file. */
  heard(): Promise<Uint8Array>;
}

/** The page's `index`-th call (waits for it to be created). */
export async function callOf(site: SitePage, voiceAgentUrl: string, index = 0): Promise<Call> {
  const id = await site.page.waitFor(
    (i) => (window as unknown as { __probe: ProbeReport }).__probe.callIds[i],
    index,
    { timeout: CALL_TIMEOUT, message: 'no call was created' },
  );
  const socket = () => agentSocket(voiceAgentUrl, id);
  return {
    id,
    socket,
    async received(match, from = 0) {
      let found: Frame | undefined;
      await site.until(
        'a message from the agent',
        async () => {
          found = firstMessage(await socket(), match, from);
          return found !== undefined;
        },
        2 * CALL_TIMEOUT,
      );
      return found as Frame;
    },
    heard: () => agentHeard(voiceAgentUrl, id),
  };
}
