import {
  createSecurityLogger,
  type Logger,
  type RateLimiter,
  type SecurityLogger,
  silentLogger,
} from '@repo/validation';
import { type CreateAudioElement, createHiddenAudioElement } from './audioOutput.ts';
import type { CreateCallObject, DailyConfig } from './callObject.ts';
import { type Clock, createSystemClock } from './clock.ts';
import { createDailyFactory, type DailyImporter } from './dailyFactory.ts';
import { detectMobile } from './isMobile.ts';
import { MAX_INCOMING_MESSAGE_CHARS } from './parseAppMessage.ts';
import type { FetchLike } from './webCall.ts';

export const DEFAULT_BASE_URL = 'https://api.vapi.ai';
export const MOBILE_WAIT_MS = 1000;
export const AUDIO_LEVEL_INTERVAL_MS = 100;
export const ASSISTANT_SPEAKER_NAME = 'Vapi Speaker';

/** Everything a client depends on, injectable per instance. Only `publicKey` is required. */
export interface VoiceClientOptions {
  /** Public key sent as `Authorization: Bearer` to `POST /call/web`. */
  publicKey: string;
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
  clock?: Clock;
  createAudioElement?: CreateAudioElement;
  logger?: Logger;
  securityLogger?: SecurityLogger;
  /** Optional limiter; start() consumes one attempt of the key `voice_call`. */
  rateLimiter?: RateLimiter;
  isMobile?: () => boolean;
  /** Wait before joining on mobile devices. Default 1000 ms. */
  mobileWaitMs?: number;
  /** Daily noise cancellation (falls back to none on audio-processor-error). Default true. */
  noiseCancellation?: boolean;
  /** Ask for the microphone inside start()'s user gesture and hand the track to Daily. Default false. */
  acquireMicrophone?: boolean;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** Incoming app messages longer than this (chars) are dropped. Default 1 000 000. */
  maxIncomingMessageChars?: number;
}

export interface ResolvedOptions {
  publicKey: string;
  baseUrl: string;
  createCallObject: CreateCallObject;
  preload: () => Promise<void>;
  dailyConfig: DailyConfig;
  callObjectOptions: Record<string, unknown>;
  fetch: FetchLike;
  clock: Clock;
  createAudioElement: CreateAudioElement;
  logger: Logger;
  securityLogger: SecurityLogger;
  rateLimiter: RateLimiter | null;
  isMobile: () => boolean;
  mobileWaitMs: number;
  noiseCancellation: boolean;
  acquireMicrophone: boolean;
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  maxIncomingMessageChars: number;
}

export function resolveOptions(options: VoiceClientOptions): ResolvedOptions {
  const daily = createDailyFactory(options.importDaily);
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  return {
    baseUrl: DEFAULT_BASE_URL,
    createCallObject: daily.createCallObject,
    callObjectOptions: {},
    fetch: (input, init) => globalThis.fetch(input, init),
    clock: createSystemClock(),
    createAudioElement: createHiddenAudioElement,
    logger: silentLogger,
    securityLogger: createSecurityLogger(),
    rateLimiter: null,
    isMobile: detectMobile,
    mobileWaitMs: MOBILE_WAIT_MS,
    noiseCancellation: true,
    acquireMicrophone: false,
    getUserMedia: (constraints) => globalThis.navigator.mediaDevices.getUserMedia(constraints),
    maxIncomingMessageChars: MAX_INCOMING_MESSAGE_CHARS,
    ...(defined as Partial<ResolvedOptions>),
    publicKey: options.publicKey,
    preload: options.createCallObject ? async () => {} : daily.preload,
    dailyConfig: { avoidEval: true, ...options.dailyConfig },
  };
}
