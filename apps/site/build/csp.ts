// The Content-Security-Policy of the site, derived from the build's public config so that
// connect-src names exactly the Supabase project in use.

export interface CspInput {
  supabaseUrl: string;
  /** The ad pixel is configured: allow its script and beacon hosts. */
  adPixel: boolean;
  /** Served over https: upgrade stray http subresources. */
  https: boolean;
  /** Hashes (`'sha256-…'`) of the <style> blocks the prerendered pages inline. */
  styleHashes?: readonly string[];
  /** Hashes of the inline <script> blocks (the loader that runs the page's code after its first paint). */
  scriptHashes?: readonly string[];
  /** Cloudflare Turnstile is configured: allow its script and its challenge frame. */
  turnstile?: boolean;
}

const VAPI_API_ORIGIN = 'https://api.vapi.ai';
/**
 * Vapi's WebSocket transport (`vapi-config` transport `websocket`): the call's socket,
 * `wss://api.vapi.ai/<callId>/transport`. Locally the socket is on the Supabase gateway's origin
 * (its ws:// variant below). The transport's two AudioWorklet files are served from 'self'.
 */
const VAPI_SOCKET_ORIGIN = 'wss://api.vapi.ai';
/** Daily: REST + call-machine bundle (loaded as a script, avoidEval) and signalling websockets. */
const DAILY_SOURCES = ['https://*.daily.co', 'wss://*.daily.co', 'wss://*.wss.daily.co'];
const PIXEL_SCRIPT_ORIGIN = 'https://connect.facebook.net';
const PIXEL_BEACON_ORIGIN = 'https://www.facebook.com';
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

function origin(url: string): string {
  return new URL(url).origin;
}

export function buildCsp({
  supabaseUrl,
  adPixel,
  https,
  styleHashes = [],
  scriptHashes = [],
  turnstile = false,
}: CspInput): string {
  const supabase = origin(supabaseUrl);
  const supabaseWs = supabase.replace(/^http/, 'ws');
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...scriptHashes,
      "'wasm-unsafe-eval'",
      'https://*.daily.co',
      ...(adPixel ? [PIXEL_SCRIPT_ORIGIN] : []),
      ...(turnstile ? [TURNSTILE_ORIGIN] : []),
    ],
    ['style-src', "'self'", ...styleHashes],
    ['img-src', "'self'", 'data:', ...(adPixel ? [PIXEL_BEACON_ORIGIN] : [])],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      supabase,
      supabaseWs,
      VAPI_API_ORIGIN,
      VAPI_SOCKET_ORIGIN,
      ...DAILY_SOURCES,
      ...(adPixel ? [PIXEL_BEACON_ORIGIN, PIXEL_SCRIPT_ORIGIN] : []),
    ],
    ['media-src', "'self'", 'blob:'],
    ['worker-src', "'self'", 'blob:'],
    turnstile ? ['frame-src', TURNSTILE_ORIGIN] : ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}
