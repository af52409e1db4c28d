// AudioWorklet processor "voice-playback": the assistant's 16-bit PCM (at the call's rate) in,
// audio out, through a small jitter buffer.
//
// It runs in AudioWorkletGlobalScope (globals: sampleRate, registerProcessor,
// AudioWorkletProcessor), is plain JavaScript without imports, and is served as a file from the
// site's own origin, so a strict CSP (script-src 'self', no blob:, no eval) allows it.
//
// Jitter buffer: playback starts once `targetMs` of audio is queued (or when no more audio came
// for `targetMs`, so a short tail still plays); an underrun outputs silence and buffers again.
// Queued audio above `maxMs` drops the oldest samples. `flush` empties the queue at once
// (barge-in). Upsampling to the device rate by linear interpolation, on arrival.
// Messages in: { type: 'pcm', pcm: ArrayBuffer (Int16) }, { type: 'flush' }, { type: 'close' }.
// Messages out: { type: 'level', rms, playing, queuedMs } per `levelMs` of output (RMS of what
// was played, silence included; `playing`: any assistant audio in the window; `queuedMs`: audio
// waiting in the buffer, i.e. the latency this buffer adds right now), { type: 'started' } when
// the assistant's audio starts after at least `idleMs` of silence.

class VoicePlaybackProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    const settings = options?.processorOptions ?? {};
    const samples = (ms, fallback) => Math.round(((ms > 0 ? ms : fallback) / 1000) * sampleRate);
    const sourceRate = settings.sourceRate > 0 ? settings.sourceRate : 16000;
    this.step = sourceRate / sampleRate;
    this.target = samples(settings.targetMs, 60);
    this.max = samples(settings.maxMs, 20000);
    this.levelWindow = samples(settings.levelMs, 100);
    this.idleLimit = samples(settings.idleMs, 250);
    this.chunks = [];
    this.head = 0;
    this.buffered = 0;
    this.playing = false;
    this.sinceAudio = Number.POSITIVE_INFINITY;
    this.sincePush = 0;
    this.previous = 0;
    this.position = 0;
    this.energy = 0;
    this.windowFilled = 0;
    this.windowPlayed = false;
    this.open = true;
    this.port.onmessage = (event) => this.receive(event.data);
  }

  receive(message) {
    if (message?.type === 'pcm') this.enqueue(new Int16Array(message.pcm));
    else if (message?.type === 'flush') this.flush();
    else if (message?.type === 'close') this.open = false;
  }

  enqueue(pcm) {
    const n = pcm.length;
    if (n === 0) return;
    const out = new Float32Array(Math.ceil((n - this.position) / this.step) + 1);
    // Virtual input: index 0 is the previous chunk's last sample, index j is pcm[j - 1].
    let t = this.position;
    let written = 0;
    while (t < n) {
      const i = Math.floor(t);
      const a = i === 0 ? this.previous : pcm[i - 1] / 32768;
      out[written] = a + (pcm[i] / 32768 - a) * (t - i);
      written += 1;
      t += this.step;
    }
    this.position = t - n;
    this.previous = pcm[n - 1] / 32768;
    this.chunks.push(out.subarray(0, written));
    this.buffered += written;
    this.sincePush = 0;
    while (this.buffered > this.max) this.skip(this.buffered - this.max);
  }

  flush() {
    this.chunks = [];
    this.head = 0;
    this.buffered = 0;
    this.playing = false;
    this.previous = 0;
    this.position = 0;
  }

  skip(count) {
    const chunk = this.chunks[0];
    const take = Math.min(count, chunk.length - this.head);
    this.head += take;
    this.buffered -= take;
    if (this.head === chunk.length) {
      this.chunks.shift();
      this.head = 0;
    }
  }

  read(target) {
    let written = 0;
    while (written < target.length && this.chunks.length > 0) {
      const chunk = this.chunks[0];
      const take = Math.min(target.length - written, chunk.length - this.head);
      target.set(chunk.subarray(this.head, this.head + take), written);
      written += take;
      this.skip(take);
    }
    return written;
  }

  process(_inputs, outputs) {
    if (!this.open) return false;
    const channels = outputs[0];
    const out = channels?.[0];
    if (!out) return true;
    const n = out.length;
    const ready = this.buffered >= this.target || this.sincePush >= this.target;
    if (!this.playing && this.buffered > 0 && ready) {
      this.playing = true;
      if (this.sinceAudio >= this.idleLimit) this.port.postMessage({ type: 'started' });
    }
    const written = this.playing ? this.read(out) : 0;
    if (written < n) {
      out.fill(0, written);
      this.playing = false;
    }
    for (let c = 1; c < channels.length; c += 1) channels[c].set(out);
    for (let k = 0; k < written; k += 1) this.energy += out[k] * out[k];
    this.sinceAudio = written > 0 ? 0 : this.sinceAudio + n;
    this.sincePush += n;
    this.windowPlayed = this.windowPlayed || written > 0;
    this.windowFilled += n;
    if (this.windowFilled >= this.levelWindow) {
      const rms = Math.sqrt(this.energy / this.windowFilled);
      const queuedMs = (this.buffered / sampleRate) * 1000;
      this.port.postMessage({ type: 'level', rms, playing: this.windowPlayed, queuedMs });
      this.energy = 0;
      this.windowFilled = 0;
      this.windowPlayed = false;
    }
    return true;
  }
}

registerProcessor('voice-playback', VoicePlaybackProcessor);
