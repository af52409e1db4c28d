// AudioWorklet processor "voice-capture": microphone samples in, 20 ms frames of 16-bit PCM at
// the call's rate out (to the main thread, which sends them on the socket).
//
// It runs in AudioWorkletGlobalScope (globals: sampleRate, registerProcessor,
// AudioWorkletProcessor), is plain JavaScript without imports, and is served as a file from the
// site's own origin, so a strict CSP (script-src 'self', no blob:, no eval) allows it.
//
// Resampling: a linear-phase FIR low-pass (windowed sinc, Kaiser window: flat to 0.875 x the
// call's Nyquist frequency, at least 60 dB down from its Nyquist frequency on, designed here
// for the device's rate), then linear interpolation to the call's rate. Everything that would
// fold back into the call's band is removed first: a tone above 8 kHz comes out at least 40 dB
// down at 16 kHz from 48 or 44.1 kHz. The browser's own resampler is not safe everywhere:
// Firefox refuses a microphone in an AudioContext of another rate (NotSupportedError, "different
// sample-rate is currently not supported"), so the context runs at the device's rate in every
// browser and this file resamples. About 170 taps at 48 kHz: under 1 % of one core.
// Messages out: { type: 'frame', pcm: ArrayBuffer (Int16, little-endian), rms: number }, on the
// port handed over by { type: 'connect', port } (a MessageChannel to the Worker that owns the
// socket, so no PCM crosses the main thread), on the node's own port until then.
// Messages in: { type: 'connect', port: MessagePort }; { type: 'close' } ends the processor.

const PASS = 0.875;
const ATTENUATION_DB = 60;

function besselI0(x) {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 60; k += 1) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
    if (term < 1e-12 * sum) break;
  }
  return sum;
}

/** Kaiser-windowed sinc low-pass taps (odd length, unity gain at DC). */
function lowPassTaps(rate, passHz, stopHz) {
  const transition = (2 * Math.PI * (stopHz - passHz)) / rate;
  let length = Math.ceil((ATTENUATION_DB - 8) / (2.285 * transition)) + 1;
  if (length % 2 === 0) length += 1;
  const beta = 0.1102 * (ATTENUATION_DB - 8.7);
  const cutoff = (passHz + stopHz) / 2 / rate;
  const middle = (length - 1) / 2;
  const taps = new Float32Array(length);
  let sum = 0;
  for (let k = 0; k < length; k += 1) {
    const x = k - middle;
    const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
    const window = besselI0(beta * Math.sqrt(1 - (x / middle) ** 2)) / besselI0(beta);
    taps[k] = sinc * window;
    sum += taps[k];
  }
  for (let k = 0; k < length; k += 1) taps[k] /= sum;
  return taps;
}

class VoiceCaptureProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    const settings = options?.processorOptions ?? {};
    const targetRate = settings.targetRate > 0 ? settings.targetRate : 16000;
    this.step = sampleRate / targetRate;
    const nyquist = targetRate / 2;
    this.taps = sampleRate > targetRate ? lowPassTaps(sampleRate, PASS * nyquist, nyquist) : null;
    this.history = new Float32Array(this.taps ? 2 * this.taps.length : 0);
    this.at = 0;
    this.frameSamples = settings.frameSamples > 0 ? settings.frameSamples : targetRate / 50;
    this.frame = new Int16Array(this.frameSamples);
    this.filled = 0;
    this.energy = 0;
    this.previous = 0;
    this.position = 0;
    this.block = new Float32Array(128);
    this.open = true;
    this.out = null;
    this.port.onmessage = (event) => {
      if (event.data?.type === 'connect' && event.data.port) this.out = event.data.port;
      else if (event.data?.type === 'close') {
        this.open = false;
        this.out?.close();
      }
    };
  }

  process(inputs) {
    if (!this.open) return false;
    const channel = inputs[0]?.[0];
    if (!channel || channel.length === 0) return true;
    const n = channel.length;
    if (this.block.length < n) this.block = new Float32Array(n);
    const block = this.block;
    for (let k = 0; k < n; k += 1) block[k] = this.taps ? this.filter(channel[k]) : channel[k];
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

  /** One input sample through the low-pass (a doubled ring buffer: no wrap-around in the sum). */
  filter(x) {
    const taps = this.taps;
    const length = taps.length;
    this.history[this.at] = x;
    this.history[this.at + length] = x;
    this.at = (this.at + 1) % length;
    let y = 0;
    for (let k = 0, j = this.at; k < length; k += 1, j += 1) y += taps[k] * this.history[j];
    return y;
  }

  push(value) {
    const s = Math.min(1, Math.max(-1, value));
    this.energy += s * s;
    this.frame[this.filled] = Math.round(s < 0 ? s * 0x8000 : s * 0x7fff);
    this.filled += 1;
    if (this.filled < this.frameSamples) return;
    const pcm = this.frame.buffer;
    const rms = Math.sqrt(this.energy / this.frameSamples);
    (this.out ?? this.port).postMessage({ type: 'frame', pcm, rms }, [pcm]);
    this.frame = new Int16Array(this.frameSamples);
    this.filled = 0;
    this.energy = 0;
  }
}

registerProcessor('voice-capture', VoiceCaptureProcessor);
