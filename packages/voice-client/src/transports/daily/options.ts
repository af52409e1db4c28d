import { browserGetUserMedia } from '../acquireMicrophone.ts';
import { type CreateAudioElement, createHiddenAudioElement } from './audioOutput.ts';
import type { CreateCallObject, DailyConfig } from './callObject.ts';
import { createDailyFactory, type DailyImporter } from './dailyFactory.ts';
import { RECONNECT_TIMEOUT_MS } from './watchConnection.ts';
import type { FetchLike } from './webCall.ts';
import type { CreateWebCallSession } from './webCallSession.ts';

// "mobi" covers Mobile, IEMobile and Opera Mobi.
const MOBILE_AGENT = /android|iphone|ipad|ipod|mobi/i;

/** Default mobile detection: the user agent, read lazily (never at import time). */
function detectMobile(): boolean {
  const agent = globalThis.navigator?.userAgent;
  return typeof agent === 'string' && MOBILE_AGENT.test(agent);
}

const DEFAULT_BASE_URL = 'https://api.vapi.ai';
export const MOBILE_WAIT_MS = 1000;
export const ASSISTANT_SPEAKER_NAME = 'Vapi Speaker';

/**
 * Options of the Daily transport (the default). One of `createSession` (the call is created by
 * your server: recommended) and `publicKey` (the browser creates it) is required.
 */
export interface DailyTransportOptions {
  /**
   * Creates the web call on your server and answers `{ callId, webCallUrl }`. Nothing that can
   * create calls is in the browser, so the server's limits hold.
   */
  createSession?: CreateWebCallSession;
  /**
   * Public key sent as `Authorization: Bearer` to `POST /call/web` from the browser. Anyone who
   * reads it can create calls outside your server's limits; restrict it in Vapi (allowed
   * origins, assistants) or use `createSession`.
   */
  publicKey?: string;
  /** API base URL. Default `https://api.vapi.ai`. */
  baseUrl?: string;
  /** Call-object factory; default: daily-js loaded by dynamic import on first start. */
  createCallObject?: CreateCallObject;
  /** Replaces the dynamic `import('@daily-co/daily-js')` (e.g. a CDN or self-hosted build). */
  importDaily?: DailyImporter;
  /** Daily's `dailyConfig`; `avoidEval` defaults to true. */
  dailyConfig?: DailyConfig;
  /** Extra Daily factory options (e.g. `allowMultipleCallInstances`). */
  callObjectOptions?: Record<string, unknown>;
  fetch?: FetchLike;
  createAudioElement?: CreateAudioElement;
  isMobile?: () => boolean;
  /** Wait before joining on mobile devices. Default 1000 ms. */
  mobileWaitMs?: number;
  /** Daily noise cancellation (falls back to none on audio-processor-error). Default true. */
  noiseCancellation?: boolean;
  /** Ask for the microphone inside start()'s user gesture and hand the track to Daily. Default false. */
  acquireMicrophone?: boolean;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** How long a dropped connection may take to come back before the call ends. Default 20000. */
  reconnectTimeoutMs?: number;
}

/** How a new call is created: by the app's server, or in the browser with the public key. */
type WebCallCreation =
  | { kind: 'session'; createSession: CreateWebCallSession }
  | { kind: 'public-key'; publicKey: string };

export interface ResolvedDailyOptions {
  creation: WebCallCreation;
  baseUrl: string;
  createCallObject: CreateCallObject;
  preload: () => Promise<void>;
  dailyConfig: DailyConfig;
  callObjectOptions: Record<string, unknown>;
  fetch: FetchLike;
  createAudioElement: CreateAudioElement;
  isMobile: () => boolean;
  mobileWaitMs: number;
  noiseCancellation: boolean;
  acquireMicrophone: boolean;
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  reconnectTimeoutMs: number;
}

function creationOf(options: DailyTransportOptions): WebCallCreation {
  const { createSession, publicKey } = options ?? {};
  if (createSession !== undefined && publicKey !== undefined) {
    throw new TypeError('The Daily transport takes createSession or publicKey, not both');
  }
  if (typeof createSession === 'function') return { kind: 'session', createSession };
  if (typeof publicKey === 'string' && publicKey !== '') return { kind: 'public-key', publicKey };
  throw new TypeError('The Daily transport needs a createSession function (or a publicKey)');
}

export function resolveDailyOptions(options: DailyTransportOptions): ResolvedDailyOptions {
  const creation = creationOf(options);
  const daily = createDailyFactory(options.importDaily);
  return {
    creation,
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    createCallObject: options.createCallObject ?? daily.createCallObject,
    preload: options.createCallObject ? async () => {} : daily.preload,
    dailyConfig: { avoidEval: true, ...options.dailyConfig },
    callObjectOptions: options.callObjectOptions ?? {},
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    createAudioElement:
      options.createAudioElement ??
      ((track, participantId) => createHiddenAudioElement(track, participantId)),
    isMobile: options.isMobile ?? detectMobile,
    mobileWaitMs: options.mobileWaitMs ?? MOBILE_WAIT_MS,
    noiseCancellation: options.noiseCancellation ?? true,
    acquireMicrophone: options.acquireMicrophone ?? false,
    getUserMedia: options.getUserMedia ?? browserGetUserMedia,
    reconnectTimeoutMs: options.reconnectTimeoutMs ?? RECONNECT_TIMEOUT_MS,
  };
}
