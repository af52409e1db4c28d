// "mobi" covers Mobile, IEMobile and Opera Mobi.
const MOBILE_AGENT = /android|iphone|ipad|ipod|mobi/i;

/** Default mobile detection: the user agent, read lazily (never at import time). */
export function detectMobile(): boolean {
  const agent = globalThis.navigator?.userAgent;
  return typeof agent === 'string' && MOBILE_AGENT.test(agent);
}
