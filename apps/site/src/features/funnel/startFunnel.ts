// Loaded when the landing page idles (never on the first load's path): the page view, and the
// voice session's steps from now on.
import type { VoiceSession } from '../voice-session/index.ts';
import { siteFunnel } from './siteFunnel.ts';
import { watchVoiceFunnel } from './watchVoiceFunnel.ts';

let watching: VoiceSession | null = null;

export function startFunnel(session: VoiceSession): void {
  siteFunnel.landingSeen();
  if (watching === session) return;
  watching = session;
  watchVoiceFunnel(session, siteFunnel);
}
