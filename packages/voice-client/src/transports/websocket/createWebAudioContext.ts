import type { AudioContextPort, WorkletNodePort } from './audioPort.ts';
import { listen } from './listen.ts';

/**
 * The default audio context: a real `AudioContext` at the device's own rate (the worklets
 * resample to and from the call's rate, which also works where a context cannot be fed a
 * microphone of another rate). Created synchronously so it stays inside the user gesture.
 */
export function createWebAudioContext(): AudioContextPort {
  const context = new AudioContext({ latencyHint: 'interactive' });
  return {
    get sampleRate() {
      return context.sampleRate;
    },
    get state() {
      return context.state;
    },
    get outputLatency() {
      return (context.outputLatency || 0) + (context.baseLatency || 0);
    },
    onStateChange: (listener) => listen(context, { statechange: listener }),
    resume: () => context.resume(),
    close: () => (context.state === 'closed' ? Promise.resolve() : context.close()),
    addModule: (url) => context.audioWorklet.addModule(url),
    createMicrophoneSource: (track) => context.createMediaStreamSource(new MediaStream([track])),
    createWorklet: (name, options) =>
      new AudioWorkletNode(context, name, options) as unknown as WorkletNodePort,
    createGain: () => context.createGain(),
    destination: context.destination,
  };
}
