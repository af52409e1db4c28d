// Size-bench entry: what an app that imports only the client pays.
export { VoiceClient } from '../src/transports/daily/index.ts';
