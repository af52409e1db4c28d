/**
 * Folds the RMS of equal-length frames into the RMS of a longer window (e.g. five 20 ms
 * microphone frames into the 100 ms samples of `local-volume-level`).
 */
export function createLevelWindow(frames: number, onLevel: (rms: number) => void) {
  let energy = 0;
  let count = 0;
  return {
    add(rms: number): void {
      energy += Number.isFinite(rms) ? rms * rms : 0;
      count += 1;
      if (count < frames) return;
      onLevel(Math.sqrt(energy / count));
      energy = 0;
      count = 0;
    },
  };
}
