import type { OverrideResponse, ResponseOverride } from './server.ts';

/**
 * An override that answers `failure` to the first `times` valid requests and lets every later
 * one through to the normal example answer: "Vapi fails twice, then places the call".
 */
export function failTimes(times: number, failure: OverrideResponse): ResponseOverride {
  let failed = 0;
  return () => {
    if (failed >= times) return undefined;
    failed += 1;
    return failure;
  };
}
