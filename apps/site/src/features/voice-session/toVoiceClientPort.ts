import type { VoiceClientCore } from '@repo/voice-client';
import type { VoiceClientPort } from './voiceClientPort.ts';

/** The session's view of a `@repo/voice-client` client, whatever its transport. */
export function toVoiceClientPort<TCall>(client: VoiceClientCore<TCall>): VoiceClientPort {
  return {
    on: (event, listener) => client.on(event, listener as never),
    start: ({ assistantId }) => client.start(assistantId),
    stop: () => client.stop(),
    getVolume: () => client.getSnapshot().volume,
    preload: () => client.preload(),
    setMuted: (muted) => client.setMuted(muted),
    resumeAudio: () => client.resumeAudio(),
    getFlags: () => {
      const { isMuted, audioBlocked, reconnecting } = client.getSnapshot();
      return { isMuted, audioBlocked, reconnecting };
    },
    subscribe: (listener) => client.subscribe(listener),
  };
}
