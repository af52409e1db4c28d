import type { TransportLink } from '../Transport.ts';
import type { HubChannel } from './hubChannel.ts';

/**
 * Routes what the audio hub reports to the main thread: the microphone's level
 * (`local-volume-level`) and the played audio's level (the speech rules) once per 100 ms each,
 * the start of the assistant's audio, stalls of the uplink and warnings. No PCM comes here.
 * Returns the unwiring.
 */
export function wireAudio(hub: HubChannel, link: TransportLink, frameMs: number): () => void {
  return hub.listen((message) => {
    switch (message.type) {
      case 'local-level':
        link.localLevel(message.rms);
        break;
      case 'remote-level':
        link.remoteLevel(message.rms);
        break;
      case 'started':
        link.assistantAudio();
        break;
      case 'uplink-drop':
        link.uplinkDropped({
          frames: message.frames,
          frameMs,
          bufferedBytes: message.bufferedBytes,
        });
        break;
      case 'warn':
        link.logger.warn(message.message, ...(message.detail ? [message.detail] : []));
        break;
    }
  });
}
