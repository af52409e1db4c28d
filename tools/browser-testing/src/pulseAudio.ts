// A private PulseAudio server per test worker, so that Firefox and WebKit (and Chromium, for what
// it plays) have real audio devices offline and no two browsers hear each other:
// - the speakers are a null sink `speakers`, whose monitor the test records (`recordSpeakers`);
// - the microphone is a WAV file played into a second null sink `vmic`, whose monitor is remapped
//   into the source `wavmic` (the default source: WebKit ignores sources of class "monitor").
// The sinks run at `sampleRate`, and Firefox and Chromium open their AudioContexts at it (WebKitGTK
// always at 44.1 kHz). Debian packages `pulseaudio` and `pulseaudio-utils` (scripts/system-packages.sh).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnTethered, type Tethered } from './tethered.ts';

export interface Recording {
  /** What was recorded so far (the recording goes on). */
  samples(): Int16Array;
  /** Stops recording; the mono 16-bit samples at the recording's rate. */
  stop(): Promise<Int16Array>;
}

function toSamples(chunks: readonly Buffer[]): Int16Array {
  const bytes = Buffer.concat(chunks);
  const samples = new Int16Array(Math.floor(bytes.length / 2));
  for (let i = 0; i < samples.length; i += 1) samples[i] = bytes.readInt16LE(i * 2);
  return samples;
}

interface Player {
  stop(): Promise<void>;
}

export interface PulseAudio {
  /** The `PULSE_SERVER` value for the browser's environment. */
  readonly server: string;
  /** The sinks' rate: the AudioContext rate of Firefox and Chromium on this server. */
  readonly sampleRate: number;
  /** The environment a browser started on this server needs (`process.env` plus PULSE_SERVER). */
  env(): NodeJS.ProcessEnv;
  /** Plays `wav` as the microphone, again and again until stopped (`loop: false`: once). */
  playMicrophone(wav: string, options?: { loop?: boolean }): Player;
  /**
   * Records what the browser plays (the speakers), mono, 16-bit, at `rate`; resolves once the
   * recorder is connected (its first samples came).
   */
  recordSpeakers(rate?: number): Promise<Recording>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 15_000;

function pactl(server: string, ...args: string[]) {
  return spawnSync('pactl', [`--server=${server}`, ...args], { encoding: 'utf8', timeout: 5_000 });
}

export interface PulseAudioOptions {
  /** The sinks' rate (default 48 kHz). */
  sampleRate?: number;
  /** A WAV file played as the microphone, looped, from the start until `stop()`. */
  microphone?: string;
}

export async function startPulseAudio(options: PulseAudioOptions = {}): Promise<PulseAudio> {
  const sampleRate = options.sampleRate ?? 48_000;
  const dir = mkdtempSync(join(tmpdir(), 'pulse-'));
  const server = `unix:${join(dir, 'native')}`;
  const rate = `rate=${sampleRate}`;
  // Its own home and runtime directory: nothing of a user's PulseAudio is read or written. The
  // server's default rate is what Chromium opens its AudioContext at (Firefox takes the sink's).
  const env = { ...process.env, HOME: dir, XDG_RUNTIME_DIR: dir, PULSE_RUNTIME_PATH: dir };
  mkdirSync(join(dir, '.config', 'pulse'), { recursive: true });
  writeFileSync(
    join(dir, '.config', 'pulse', 'daemon.conf'),
    `default-sample-rate = ${sampleRate}\nalternate-sample-rate = ${sampleRate}\n`,
  );
  const daemon: Tethered = spawnTethered(
    'pulseaudio',
    [
      '--daemonize=no',
      '--system=no',
      '-n', // no default script: only the modules below
      '--exit-idle-time=-1',
      '--use-pid-file=no',
      '--disable-shm=yes',
      '--log-target=stderr',
      '--log-level=error',
      '-L',
      `module-native-protocol-unix socket=${join(dir, 'native')} auth-anonymous=1`,
      '-L',
      `module-null-sink sink_name=speakers ${rate}`,
      '-L',
      `module-null-sink sink_name=vmic ${rate} channels=1`,
      '-L',
      `module-remap-source master=vmic.monitor source_name=wavmic ${rate} channels=1`,
    ],
    { env },
  );
  const cleanup = async () => {
    await daemon.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (pactl(server, 'info').status !== 0) {
    if (Date.now() > deadline) {
      const tail = daemon.tail();
      await cleanup();
      throw new Error(`PulseAudio did not start within ${READY_TIMEOUT_MS} ms:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const args of [
    ['set-default-sink', 'speakers'],
    ['set-default-source', 'wavmic'],
  ]) {
    const set = pactl(server, ...args);
    if (set.status !== 0) {
      await cleanup();
      throw new Error(`pactl ${args.join(' ')} failed: ${set.stderr}`);
    }
  }

  const helpers = new Set<Tethered>();
  const players = new Set<Player>();
  const helper = (command: string, args: string[], onStdout?: (chunk: Buffer) => void) => {
    const started = spawnTethered(command, [`--server=${server}`, ...args], { onStdout });
    helpers.add(started);
    void started.exited.then(() => helpers.delete(started));
    return started;
  };

  const pulse: PulseAudio = {
    server,
    sampleRate,
    env: () => ({ ...process.env, PULSE_SERVER: server }),
    playMicrophone(wav, { loop = true } = {}) {
      let stopped = false;
      let current: Tethered | undefined;
      const play = () => {
        if (stopped) return;
        current = helper('paplay', ['--device=vmic', wav]);
        if (loop) void current.exited.then(play);
      };
      play();
      const player = {
        async stop() {
          stopped = true;
          players.delete(player);
          await current?.stop();
        },
      };
      players.add(player);
      return player;
    },
    async recordSpeakers(recordRate = 16_000) {
      const chunks: Buffer[] = [];
      let connected: () => void = () => {};
      const first = new Promise<void>((resolve) => {
        connected = resolve;
      });
      const recorder = helper(
        'parec',
        [
          '--device=speakers.monitor',
          '--raw',
          '--format=s16le',
          `--rate=${recordRate}`,
          '--channels=1',
          '--latency-msec=20',
        ],
        (chunk) => {
          chunks.push(chunk);
          connected();
        },
      );
      await Promise.race([
        first,
        recorder.exited.then(() => {
          throw new Error(`parec ended before recording:\n${recorder.tail()}`);
        }),
      ]);
      return {
        samples: () => toSamples(chunks),
        async stop() {
          await recorder.stop();
          return toSamples(chunks);
        },
      };
    },
    async stop() {
      await Promise.all([...players].map((player) => player.stop()));
      await Promise.all([...helpers].map((h) => h.stop()));
      await cleanup();
    },
  };
  if (options.microphone) pulse.playMicrophone(options.microphone);
  return pulse;
}
