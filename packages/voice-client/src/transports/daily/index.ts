// The Daily transport, as exported by `<package>/daily`. Needs the optional peer
// `@daily-co/daily-js` (loaded by dynamic import on the first start, or injected).
export { VoiceClient, type VoiceClientOptions } from '../../VoiceClient.ts';
export {
  type AudioElementLike,
  type CreateAudioElement,
  createHiddenAudioElement,
} from './audioOutput.ts';
export type {
  CallObject,
  CallObjectEventName,
  CallObjectHandler,
  CallObjectOptions,
  CallParticipant,
  CallTrackState,
  CreateCallObject,
  DailyConfig,
  JoinOptions,
} from './callObject.ts';
export { RECORDING_SETTINGS } from './connectDaily.ts';
export { createDailyTransport } from './createDailyTransport.ts';
export { DailyCallControls } from './DailyCallControls.ts';
export {
  createDailyFactory,
  type DailyFactory,
  type DailyImporter,
} from './dailyFactory.ts';
export {
  ASSISTANT_SPEAKER_NAME,
  type DailyTransportOptions,
  MOBILE_WAIT_MS,
} from './options.ts';
export type { FetchLike, WebCallResponse } from './webCall.ts';
export type { CreateWebCallSession, WebCallSession } from './webCallSession.ts';
