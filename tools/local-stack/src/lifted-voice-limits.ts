/**
 * The voice-call limits of the functions (per address and per /64, a minute and an hour; the
 * site's hourly total; the concurrency places, each held for a call's maximum duration) and the
 * chat function's turn limits, and the funnel's counted requests, raised for a run whose every call comes from 127.0.0.1 (the
 * site's e2e run, the voice bench): as `functionsEnv` of `startStack`. Their own tests run with
 * the real values.
 */
export const LIFTED_VOICE_LIMITS: Readonly<Record<string, string>> = {
  VOICE_RATE_LIMIT_ADDRESS_PER_MINUTE: '1000',
  VOICE_RATE_LIMIT_ADDRESS_PER_HOUR: '1000',
  VOICE_RATE_LIMIT_NETWORK_PER_MINUTE: '1000',
  VOICE_RATE_LIMIT_NETWORK_PER_HOUR: '1000',
  VOICE_TOKEN_RATE_LIMIT_PER_MINUTE: '1000',
  VOICE_MAX_PER_HOUR: '1000',
  VOICE_MAX_CONCURRENT_PER_NETWORK: '1000',
  VAPI_CONCURRENCY_LIMIT: '1000',
  // text conversations (chat): turns per address, per network and of the site
  CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE: '1000',
  CHAT_RATE_LIMIT_ADDRESS_PER_HOUR: '1000',
  CHAT_RATE_LIMIT_NETWORK_PER_MINUTE: '1000',
  CHAT_RATE_LIMIT_NETWORK_PER_HOUR: '1000',
  CHAT_MAX_PER_HOUR: '1000',
  // the funnel's counted steps (funnel): every page of the run reports from 127.0.0.1
  FUNNEL_RATE_LIMIT_NETWORK_PER_MINUTE: '10000',
  FUNNEL_RATE_LIMIT_NETWORK_PER_HOUR: '10000',
};
