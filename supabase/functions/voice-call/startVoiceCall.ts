import type { FunctionConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import type { Logger } from '../_shared/logger.ts';
import { enforceRateLimits } from '../_shared/rate-limit.ts';
import type { DemoRequestRepository } from '../_shared/repository.ts';
import type { SpendCap } from '../_shared/spend-cap.ts';
import {
  createWebsocketCallStarter,
  type WebsocketCallSession,
} from '../_shared/vapi-websocket-call.ts';
import type { VoiceConfig } from '../_shared/voice-config.ts';
import { refuseOverSpend } from './refuseOverSpend.ts';

export interface VoiceCallDeps {
  config: FunctionConfig;
  voice: VoiceConfig;
  /** Only the rate-limit counter is used. */
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>;
  /** Used for Vapi. */
  fetch: typeof fetch;
  logger: Logger;
  /** VAPI_MAX_SPEND_PER_DAY over the recorded costs; absent = no money cap. */
  spendCap?: SpendCap;
}

/** Configuration -> per-IP limit -> global hourly cap -> `POST /call` on the WebSocket transport. */
export async function startVoiceCall(
  deps: VoiceCallDeps,
  clientIp: string,
): Promise<WebsocketCallSession> {
  const { privateKey, assistantId, baseUrl } = deps.config.vapi;
  if (!privateKey || !assistantId) {
    // The names of missing secrets go to the log, never to the visitor.
    const missing = [!privateKey && 'VAPI_PRIVATE_KEY', !assistantId && 'VAPI_ASSISTANT_ID'];
    deps.logger.error(
      `voice-call is not configured: ${missing.filter(Boolean).join(', ')} missing`,
    );
    throw new HttpError('config_missing', 'Voice calls are not available on this server');
  }
  await refuseOverSpend(deps.spendCap);
  const { ip, globalHour } = deps.voice.rateLimits;
  await enforceRateLimits(deps.repository, [
    {
      bucket: 'voice_ip',
      key: clientIp,
      rule: ip,
      subject: 'address',
      message: 'Too many voice calls from this address',
    },
    {
      bucket: 'voice_global_hour',
      key: 'all',
      rule: globalHour,
      subject: 'site',
      message: 'Too many voice calls on this site right now',
    },
  ]);
  const starter = createWebsocketCallStarter({
    privateKey,
    baseUrl,
    fetch: deps.fetch,
    logger: deps.logger,
  });
  return await starter.start(assistantId);
}
