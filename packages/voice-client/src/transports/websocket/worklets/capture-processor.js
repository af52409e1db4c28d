// AudioWorklet processor "voice-capture": microphone samples in, 20 ms frames of 16-bit PCM at
// the call's rate out (to the main thread, which sends them on the socket).
//
// It runs in AudioWorkletGlobalScope (globals: sampleRate, registerProcessor,
// AudioWorkletProcessor), is plain JavaScript without imports, and is served as a file from the
// site's own origin, so a strict CSP (script-src 'self', no blob:, no eval) allows it.
//
// Resampling: two cascaded biquad low-passes (a 4th-order Butterworth at 0.45 x the call's rate)
// against aliasing, then linear interpolation to the call's rate.
// Messages out: { type: 'frame', pcm: ArrayBuffer (Int16, little-endian), rms: number }.
// Messages in: { type: 'close' } ends the processor.

const BUTTERWORTH_Q = [0.5412, 1.3066];

function lowPass(rate, cutoff, q) {
  const w = (2 * Math.PI * cutoff) / rate;
  const cos = Math.cos(w);
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  return {
    b0: (1 - cos) / 2 / a0,
    b1: (1 - cos) / a0,
    b2: (1 - cos) / 2 / a0,
    a1: (-2 * cos) / a0,
    a2: (1 - alpha) / a0,
    x1: 0,
    x2: 0,
    y1: 0,
    y2: 0,
  };
}

function filter(f, x) {
  const y = f.b0 * x + f.b1 * f.x1 + f.b2 * f.x2 - f.a1 * f.y1 - f.a2 * f.y2;
  f.x2 = f.x1;
  f.x1 = x;
  f.y2 = f.y1;
  f.y1 = y;
  return y;
}

class VoiceCaptureProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    const settings = options?.processorOptions ?? {};
    const targetRate = settings.targetRate > 0 ? settings.targetRate : 16000;
    this.step = sampleRate / targetRate;
    this.filters =
      sampleRate > targetRate
        ? BUTTERWORTH_Q.map((q) => lowPass(sampleRate, targetRate * 0.45, q))
        : [];
    this.frameSamples = settings.frameSamples > 0 ? settings.frameSamples : targetRate / 50;
    this.frame = new Int16Array(this.frameSamples);
    this.filled = 0;
    this.energy = 0;
    this.previous = 0;
    this.position = 0;
    this.block = new Float32Array(128);
    this.open = true;
    this.port.onmessage = (event) => {
      if (event.data?.type === 'close') this.open = false;
    };
  }

  process(inputs) {
    if (!this.open) return false;
    const channel = inputs[0]?.[0];
    if (!channel || channel.length === 0) return true;
    const n = channel.length;
    if (this.block.length < n) this.block = new Float32Array(n);
    const block = this.block;
    for (let k = 0; k < n; k += 1) {
      let x = channel[k];
      for (const f of this.filters) x = filter(f, x);
      block[k] = x;
    }
    // Virtual input: index 0 is the previous block's last sample, index j is block[j - 1].
    let t = this.position;
    while (t < n) {
      const i = Math.floor(t);
      const a = i === 0 ? this.previous : block[i - 1];
      this.push(a + (block[i] - a) * (t - i));
      t += this.step;
    }
    this.position = t - n;
    this.previous = block[n - 1];
    return true;
  }

  push(value) {
    const s = Math.min(1, Math.max(-1, value));
    this.energy += s * s;
    this.frame[this.filled] = Math.round(s < 0 ? s * 0x8000 : s * 0x7fff);
    this.filled += 1;
    if (this.filled < this.frameSamples) return;
    const pcm = this.frame.buffer;
    this.port.postMessage({ type: 'frame', pcm, rms: Math.sqrt(this.energy / this.frameSamples) }, [
      pcm,
    ]);
    this.frame = new Int16Array(this.frameSamples);
    this.filled = 0;
    this.energy = 0;
  }
}

registerProcessor('voice-capture', VoiceCaptureProcessor);
