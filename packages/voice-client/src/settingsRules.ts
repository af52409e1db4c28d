import {
  backgroundBlurSchema,
  backgroundImageSchema,
  cameraSendPresetSchema,
  checkRule,
  maxQualitySchema,
  screenSendPresetSchema,
  simulcastEncodingsSchema,
} from '@repo/validation';
import type { z } from 'zod';

type Check = string | null;
const rule = (schema: z.ZodType<unknown>, value: unknown): Check => {
  const result = checkRule(schema, value);
  return result.ok ? null : result.message;
};
const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function checkVideoSend(value: unknown, presets: z.ZodType<unknown>): Check {
  if (value === undefined) return null;
  if (typeof value === 'string') return rule(presets, value);
  if (!isObject(value)) return 'Send settings must be a preset name or an object';
  if (value.maxQuality !== undefined) {
    const failed = rule(maxQualitySchema, value.maxQuality);
    if (failed) return failed;
  }
  if (value.encodings !== undefined) {
    if (!isObject(value.encodings)) return 'Simulcast encodings must be an object of layers';
    return rule(simulcastEncodingsSchema, Object.values(value.encodings));
  }
  return null;
}

/** Daily send settings: presets, maxQuality and 1-3 simulcast layers (SPEC 5). */
export function checkSendSettings(settings: unknown): Check {
  if (!isObject(settings)) return 'Send settings must be an object';
  return (
    checkVideoSend(settings.video, cameraSendPresetSchema) ??
    checkVideoSend(settings.screenVideo, screenSendPresetSchema)
  );
}

/** Daily receive settings: an object keyed by participant id (or `base`). */
export function checkReceiveSettings(settings: unknown): Check {
  if (!isObject(settings)) return 'Receive settings must be an object';
  for (const value of Object.values(settings)) {
    if (!isObject(value)) return 'Receive settings must map participants to objects';
  }
  return null;
}

/** Daily input settings: processor types and blur/background-image rules (SPEC 5). */
export function checkInputSettings(settings: unknown): Check {
  if (!isObject(settings)) return 'Input settings must be an object';
  const audio = isObject(settings.audio) ? settings.audio.processor : undefined;
  if (isObject(audio) && !['none', 'noise-cancellation'].includes(String(audio.type))) {
    return 'Audio processor type must be none or noise-cancellation';
  }
  const video = isObject(settings.video) ? settings.video.processor : undefined;
  if (!isObject(video)) return null;
  const config = isObject(video.config) ? video.config : {};
  if (video.type === 'background-blur') return rule(backgroundBlurSchema, config.strength);
  if (video.type === 'background-image' && typeof config.source === 'number') {
    return rule(backgroundImageSchema, config.source);
  }
  return null;
}
