import type {
  AudioContextPort,
  AudioNodePort,
  GainNodePort,
  WorkletNodePort,
} from './audioPort.ts';
import type { WorkletUrls } from './workletUrls.ts';

/** Microphone -> capture worklet; playback worklet -> gain (volume) -> speakers. */
export interface AudioGraph {
  source: AudioNodePort;
  capture: WorkletNodePort;
  playback: WorkletNodePort;
  gain: GainNodePort;
}

export interface AudioGraphSettings {
  /** The call's sample rate (PCM on the socket). */
  sampleRate: number;
  /** Samples per outgoing frame (20 ms at the call's rate). */
  frameSamples: number;
  /** Jitter-buffer target of the playback worklet. */
  jitterBufferMs: number;
}

/**
 * Loads both worklet modules into the context. Needs no microphone, so it starts with the call
 * (the context exists from the tap on), while the microphone and the session are still pending.
 */
export async function loadWorklets(context: AudioContextPort, urls: WorkletUrls): Promise<void> {
  await Promise.all([context.addModule(urls.capture), context.addModule(urls.playback)]);
}

/**
 * Wires the graph (the worklet modules loaded: `loadWorklets`); returns it with the function
 * that undoes it.
 */
export function buildAudioGraph(
  context: AudioContextPort,
  track: MediaStreamTrack,
  settings: AudioGraphSettings,
): { graph: AudioGraph; dispose: () => void } {
  const source = context.createMicrophoneSource(track);
  const capture = context.createWorklet('voice-capture', {
    numberOfInputs: 1,
    numberOfOutputs: 0,
    processorOptions: { targetRate: settings.sampleRate, frameSamples: settings.frameSamples },
  });
  const playback = context.createWorklet('voice-playback', {
    numberOfInputs: 0,
    numberOfOutputs: 1,
    outputChannelCount: [1],
    processorOptions: { sourceRate: settings.sampleRate, targetMs: settings.jitterBufferMs },
  });
  const gain = context.createGain();
  source.connect(capture);
  playback.connect(gain);
  gain.connect(context.destination);
  const graph = { source, capture, playback, gain };
  return { graph, dispose: () => disposeAudioGraph(graph) };
}

function disposeAudioGraph(graph: AudioGraph): void {
  for (const node of [graph.capture, graph.playback]) {
    node.port.onmessage = null;
    node.port.postMessage({ type: 'close' });
    node.port.close();
  }
  for (const node of [graph.source, graph.capture, graph.playback, graph.gain]) node.disconnect();
}
