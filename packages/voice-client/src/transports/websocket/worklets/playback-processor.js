// AudioWorklet processor "voice-playback": the assistant's 16-bit PCM (at the call's rate) in,
// audio out, through a jitter buffer that never drops queued speech.
//
// It runs in AudioWorkletGlobalScope (globals: sampleRate, registerProcessor,
// AudioWorkletProcessor), is plain JavaScript without imports, and is served as a file from the
// site's own origin, so a strict CSP (script-src 'self', no blob:, no eval) allows it.
//
// - Queue: PCM is kept as it came (16-bit at the call's rate, 32 kB a second at 16 kHz) and
//   resampled to the device rate (linear interpolation) as it plays. Nothing is dropped below
//   `maxMs` (default 3 minutes). Above it the oldest whole turn after the one playing goes;
//   with only the playing turn queued the newest audio is refused: the audio about to play is
//   never cut. A turn starts when audio comes after `idleMs` without any, or after a flush.
// - Start: playback starts once `targetMs` of audio is queued (or when no more audio came for
//   `targetMs`, so a short tail still plays).
// - Catching up: when the server paces its audio in real time (each of the last three 100 ms
//   brought 0.4-1.6x its length) and more than `targetMs` + 40 ms is queued (a stall's backlog,
//   or clock drift), 30 ms segments are shortened until the queue is back within 15 ms of the
//   target: silence is cut, voiced audio loses one or more whole pitch periods (found by
//   normalized autocorrelation, cross-faded), so the pitch stays and nothing clicks (at most
//   2x for a moment; about one second for a one-second stall). A server that sends faster than
//   real time (a burst) is never compressed: its audio simply waits, none is lost.
// - Fades: 4 ms in at every (re)start, 4 ms out before every underrun and at a flush, so the
//   output never jumps to or from zero mid-wave.
// - `flush` (barge-in) fades the current audio out and empties the queue.
// Messages in: { type: 'pcm', pcm: ArrayBuffer (Int16) }, { type: 'flush' }, { type: 'close' },
// and { type: 'connect', port: MessagePort } (a MessageChannel to the Worker that owns the
// socket: PCM, flushes and the messages out go over it from then on, not the main thread).
// Messages out: { type: 'level', rms, playing, queuedMs, droppedMs } per `levelMs` of output
// (RMS of what was played, silence included; `playing`: any assistant audio in the window;
// `queuedMs`: audio waiting, i.e. the latency this buffer adds; `droppedMs`: audio refused or
// dropped by the memory bound so far), { type: 'started' } when the assistant's audio starts
// after at least `idleMs` of silence.

const FADE_MS = 4;
const SEGMENT_MS = 30;
const MIN_PERIOD_MS = 2.5;
const MAX_PERIOD_MS = 15;
const CATCH_UP_ABOVE_MS = 40;
const CATCH_UP_UNTIL_MS = 15;
const PACING_SLOT_MS = 100;
const PACING_SLOTS = 3;
const SILENCE_RMS = 0.003;
const MATCH = 0.8;

class VoicePlaybackProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    const settings = options?.processorOptions ?? {};
    const sourceRate = settings.sourceRate > 0 ? settings.sourceRate : 16000;
    const ms = (value, fallback) => (value > 0 ? value : fallback);
    const src = (milliseconds) => Math.round((milliseconds / 1000) * sourceRate);
    const out = (milliseconds) => Math.round((milliseconds / 1000) * sampleRate);
    this.sourceRate = sourceRate;
    this.step = sourceRate / sampleRate;
    this.targetMs = ms(settings.targetMs, 60);
    this.target = src(this.targetMs);
    this.targetOut = out(this.targetMs);
    this.max = src(ms(settings.maxMs, 180000));
    this.levelWindow = out(ms(settings.levelMs, 100));
    this.idleLimit = out(ms(settings.idleMs, 250));
    this.fadeLength = Math.max(1, out(FADE_MS));
    this.segment = Math.max(8, src(SEGMENT_MS));
    this.minPeriod = Math.max(1, src(MIN_PERIOD_MS));
    this.maxPeriod = Math.max(this.minPeriod, src(MAX_PERIOD_MS));
    this.pacingSlot = out(PACING_SLOT_MS);
    this.work = new Float32Array(this.segment);
    this.stage = new Float32Array(this.segment * 2 + Math.ceil(256 * this.step) + 8);
    this.tail = new Float32Array(this.fadeLength);
    this.tailLength = 0;
    this.tailRead = 0;
    this.droppedMs = 0;
    this.clock = 0;
    this.sinceAudio = Number.POSITIVE_INFINITY;
    this.sincePush = 0;
    this.energy = 0;
    this.windowFilled = 0;
    this.windowPlayed = false;
    this.open = true;
    this.turnCount = 0;
    this.reset();
    this.out = null;
    this.port.onmessage = (event) => this.receive(event.data);
  }

  /** Empties the queue; the next audio starts a new turn. */
  reset() {
    this.turns = [];
    this.head = 0;
    this.queued = 0;
    this.stageStart = 0;
    this.stageEnd = 0;
    this.position = 0;
    this.playing = false;
    this.gain = 0;
    this.catchingUp = false;
    this.arrivals = [];
    this.receiving = 0;
  }

  receive(message) {
    if (message?.type === 'connect' && message.port) {
      this.out = message.port;
      this.out.onmessage = (event) => this.receive(event.data);
    } else if (message?.type === 'pcm') this.enqueue(new Int16Array(message.pcm));
    else if (message?.type === 'flush') this.flush();
    else if (message?.type === 'close') {
      this.open = false;
      this.out?.close();
    }
  }

  enqueue(pcm) {
    const n = pcm.length;
    if (n === 0) return;
    const newTurn = this.turns.length === 0 || this.sincePush >= this.idleLimit;
    this.sincePush = 0;
    if (!newTurn && this.turns.at(-1)?.id !== this.receiving) {
      this.droppedMs += (n / this.sourceRate) * 1000; // the rest of a turn that was dropped
      return;
    }
    let over = this.queued + Math.max(0, this.stageEnd - this.position) + n - this.max;
    // Over the memory bound: whole turns after the playing one go, oldest first; with only the
    // playing turn left, the newest audio is refused.
    while (over > 0 && this.turns.length > 1) {
      const dropped = this.turns.splice(1, 1)[0];
      this.queued -= dropped.samples;
      this.droppedMs += (dropped.samples / this.sourceRate) * 1000;
      over -= dropped.samples;
    }
    if (over > 0 || (!newTurn && this.turns.at(-1)?.id !== this.receiving)) {
      this.droppedMs += (n / this.sourceRate) * 1000;
      return;
    }
    if (newTurn) {
      this.turnCount += 1;
      this.receiving = this.turnCount;
      this.turns.push({ id: this.turnCount, chunks: [], samples: 0 });
    }
    const turn = this.turns[this.turns.length - 1];
    turn.chunks.push(pcm);
    turn.samples += n;
    this.queued += n;
    this.arrivals.push({ at: this.clock, samples: n });
  }

  /** Fades out what is playing (into `tail`) and empties the queue. */
  flush() {
    if (this.playing) {
      const length = this.render(this.tail, 0, this.fadeLength);
      for (let k = 0; k < length; k += 1) this.tail[k] *= this.gain * (1 - (k + 1) / length);
      this.tailLength = length;
      this.tailRead = 0;
    }
    this.reset();
  }

  /** Moves up to `count` queued samples (as floats) to `into` at `offset`; returns how many. */
  take(into, offset, count) {
    let taken = 0;
    while (taken < count && this.turns.length > 0) {
      const turn = this.turns[0];
      const chunk = turn.chunks[0];
      if (!chunk) {
        this.turns.shift();
        this.head = 0;
        continue;
      }
      const take = Math.min(count - taken, chunk.length - this.head);
      for (let k = 0; k < take; k += 1) into[offset + taken + k] = chunk[this.head + k] / 32768;
      taken += take;
      this.head += take;
      turn.samples -= take;
      this.queued -= take;
      if (this.head === chunk.length) {
        turn.chunks.shift();
        this.head = 0;
        if (turn.chunks.length === 0 && this.turns.length > 1) this.turns.shift();
      }
    }
    return taken;
  }

  /** Audio waiting to be played, in ms. */
  queuedMs() {
    return (
      ((this.queued + Math.max(0, this.stageEnd - 1 - this.position)) / this.sourceRate) * 1000
    );
  }

  /**
   * Whether the server sends in real time (so a backlog is latency, not audio sent ahead): each
   * of the last three 100 ms of output time brought 0.4-1.6x its length in audio.
   */
  paced() {
    const from = this.clock - PACING_SLOTS * this.pacingSlot;
    while (this.arrivals.length > 0 && this.arrivals[0].at < from) this.arrivals.shift();
    const slots = new Array(PACING_SLOTS).fill(0);
    for (const arrival of this.arrivals) {
      const slot = Math.min(PACING_SLOTS - 1, Math.floor((arrival.at - from) / this.pacingSlot));
      slots[slot] += arrival.samples;
    }
    const expected = (this.pacingSlot / sampleRate) * this.sourceRate;
    return slots.every((samples) => samples >= 0.4 * expected && samples <= 1.6 * expected);
  }

  /** One more segment into the stage, shortened when catching up. */
  refill() {
    if (this.stageStart > 0) {
      this.stage.copyWithin(0, this.stageStart, this.stageEnd);
      this.position -= this.stageStart;
      this.stageEnd -= this.stageStart;
      this.stageStart = 0;
    }
    const length = this.take(this.work, 0, this.segment);
    if (length === 0) return false;
    const excess = this.queuedMs() + (length / this.sourceRate) * 1000 - this.targetMs;
    if (!this.catchingUp && excess > CATCH_UP_ABOVE_MS && this.paced()) this.catchingUp = true;
    if (this.catchingUp && (excess < CATCH_UP_UNTIL_MS || !this.paced())) this.catchingUp = false;
    const kept = this.catchingUp ? this.shorten(this.work, length) : length;
    this.stage.set(this.work.subarray(0, kept), this.stageEnd);
    this.stageEnd += kept;
    return true;
  }

  /**
   * Removes one stretch from a segment: its longest repeat of a pitch period (or any stretch of
   * silence), cross-faded so the waveform stays continuous. Returns the new length.
   */
  shorten(x, length) {
    const maxPeriod = Math.min(this.maxPeriod, Math.floor(length / 2));
    if (maxPeriod < this.minPeriod) return length;
    let energy = 0;
    for (let k = 0; k < length; k += 1) energy += x[k] * x[k];
    let period = maxPeriod;
    if (Math.sqrt(energy / length) >= SILENCE_RMS) {
      const scores = new Float32Array(maxPeriod + 1);
      let best = -1;
      for (let p = this.minPeriod; p <= maxPeriod; p += 1) {
        let xy = 0;
        let xx = 0;
        let yy = 0;
        for (let k = 0; k < p; k += 1) {
          const a = x[k];
          const b = x[p + k];
          xy += a * b;
          xx += a * a;
          yy += b * b;
        }
        scores[p] = xy / Math.sqrt(xx * yy + 1e-12);
        if (scores[p] > best) best = scores[p];
      }
      if (best < MATCH) return length;
      period = this.minPeriod;
      for (let p = maxPeriod; p >= this.minPeriod; p -= 1) {
        if (scores[p] >= best - 0.02) {
          period = p;
          break;
        }
      }
    }
    for (let k = 0; k < period; k += 1) {
      const w = (k + 1) / (period + 1);
      x[k] = x[k] * (1 - w) + x[period + k] * w;
    }
    x.copyWithin(period, 2 * period, length);
    return length - period;
  }

  /** Interpolated output samples into `target` from `offset`; returns how many were made. */
  render(target, offset, count) {
    let made = 0;
    while (made < count) {
      if (this.position + 1 >= this.stageEnd && !this.refill()) break;
      if (this.position + 1 >= this.stageEnd) continue;
      const i = Math.floor(this.position);
      const a = this.stage[i];
      target[offset + made] = a + (this.stage[i + 1] - a) * (this.position - i);
      made += 1;
      this.position += this.step;
      this.stageStart = Math.floor(this.position);
    }
    return made;
  }

  /** Output samples the queue can still give (without catching up). */
  available() {
    const source = this.queued + Math.max(0, this.stageEnd - 1 - this.position);
    return Math.max(0, Math.floor(source / this.step));
  }

  process(_inputs, outputs) {
    if (!this.open) return false;
    const channels = outputs[0];
    const out = channels?.[0];
    if (!out) return true;
    const n = out.length;
    out.fill(0);
    let written = 0;
    let audible = 0;
    if (this.tailRead < this.tailLength) {
      const take = Math.min(n, this.tailLength - this.tailRead);
      out.set(this.tail.subarray(this.tailRead, this.tailRead + take));
      this.tailRead += take;
      written = take;
      audible = take;
    }
    const queued = this.queued + Math.max(0, this.stageEnd - this.position);
    const ready = queued >= this.target || this.sincePush >= this.targetOut;
    if (!this.playing && this.available() > 0 && ready) {
      this.playing = true;
      this.gain = 0;
      if (this.sinceAudio >= this.idleLimit)
        (this.out ?? this.port).postMessage({ type: 'started' });
    }
    if (this.playing) {
      // The envelope follows what is left: it reaches zero with the last queued sample (an
      // underrun fades out) and rises by at most 1 / fadeLength a sample (every start fades in).
      const room = n - written;
      const left = this.available();
      const made = this.render(out, written, room);
      for (let k = 0; k < made; k += 1) {
        const ceiling = Math.min(1, (left - k) / (this.fadeLength + 1));
        this.gain = Math.max(0, Math.min(ceiling, this.gain + 1 / this.fadeLength));
        out[written + k] *= this.gain;
      }
      written += made;
      audible += made;
      if (made < room || made >= left) this.playing = false;
    }
    for (let c = 1; c < channels.length; c += 1) channels[c].set(out);
    for (let k = 0; k < n; k += 1) this.energy += out[k] * out[k];
    this.sinceAudio = audible > 0 ? 0 : this.sinceAudio + n;
    this.sincePush += n;
    this.clock += n;
    this.windowPlayed = this.windowPlayed || audible > 0;
    this.windowFilled += n;
    if (this.windowFilled >= this.levelWindow) {
      const rms = Math.sqrt(this.energy / this.windowFilled);
      (this.out ?? this.port).postMessage({
        type: 'level',
        rms,
        playing: this.windowPlayed,
        queuedMs: this.queuedMs(),
        droppedMs: this.droppedMs,
      });
      this.energy = 0;
      this.windowFilled = 0;
      this.windowPlayed = false;
    }
    return true;
  }
}

registerProcessor('voice-playback', VoicePlaybackProcessor);
