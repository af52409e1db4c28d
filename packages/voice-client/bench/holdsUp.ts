// Figures of the WebSocket transport under bad conditions, in Node: the real playback worklet
// file under a burst, a stall and underruns (test/websocket/playbackScenarios.ts), and the
// client on a stalled uplink (fake socket holding 4 MB unsent, about 2 minutes of audio).
import { createWebSocketTransport, VoiceClientCore } from '../src/index.ts';
import {
  createFakeAudio,
  createFakeMicrophone,
  createFakeWebSockets,
} from '../src/testing/index.ts';
import {
  burstScenario,
  stallScenario,
  underrunScenario,
} from '../test/websocket/playbackScenarios.ts';

/** 250 microphone frames (5 s) while the socket holds 4 MB unsent. */
async function stalledUplink() {
  const sockets = createFakeWebSockets();
  const audio = createFakeAudio();
  const mic = createFakeMicrophone();
  const client = new VoiceClientCore({
    transport: createWebSocketTransport({
      createSession: async () => ({ callId: 'bench', websocketCallUrl: 'wss://bench.test/t' }),
      createWebSocket: sockets.create,
      createAudioContext: audio.createAudioContext,
      getUserMedia: mic.getUserMedia,
      workletUrls: { capture: '/capture.js', playback: '/playback.js' },
    }),
  });
  let reported = 0;
  client.on('metrics', (event) => {
    if (event.type === 'uplink-dropped') reported += event.droppedFrames;
  });
  await client.start('assistant');
  const socket = sockets.last();
  socket.bufferedAmount = 4 * 1024 * 1024;
  const frames = 250;
  for (let i = 0; i < frames; i += 1) audio.microphoneFrame(0.1);
  const sent = socket.binaries().length;
  socket.bufferedAmount = 0;
  audio.microphoneFrame(0.1); // drained: the stall's remainder is reported
  await client.stop();
  return { frames, sent, dropped: frames - sent, reported };
}

export async function measureHoldsUp() {
  return {
    burst: burstScenario(),
    stall: stallScenario(),
    underrun: underrunScenario(),
    uplink: await stalledUplink(),
  };
}
