/** Clamps a volume to 0..1; non-finite values give null (ignored). */
export function clampVolume(volume: number): number | null {
  if (!Number.isFinite(volume)) return null;
  return Math.min(1, Math.max(0, volume));
}
