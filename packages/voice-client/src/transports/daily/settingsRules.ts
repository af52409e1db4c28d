import { checkRule } from '../../core/rules.ts';
import {
  backgroundBlurSchema,
  backgroundImageSchema,
  cameraSendPresetSchema,
  maxQualitySchema,
  screenSendPresetSchema,
  simulcastEncodingsSchema,
} from './schemas/media.ts';

type Check = string | null;
/** Whatever schema type `checkRule` takes. */
type Schema = Parameters<typeof checkRule>[0];
type Settings = Record<string, unknown> | undefined;

export const rule = (schema: Schema, value: unknown): Check => {
  const result = checkRule(schema, value);
  return result.ok ? null : result.message;
};
const asObject = (value: unknown): Settings =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Settings) : undefined;
const NOT_OBJECT = 'Settings must be an object';

function checkVideoSend(value: unknown, presets: Schema): Check {
  if (value === undefined) return null;
  if (typeof value === 'string') return rule(presets, value);
  const video = asObject(value);
  if (!video) return NOT_OBJECT;
  return (
    (video.maxQuality === undefined ? null : rule(maxQualitySchema, video.maxQuality)) ??
    (video.encodings === undefined
      ? null
      : rule(simulcastEncodingsSchema, Object.values(asObject(video.encodings) ?? [0])))
  );
}

/** Daily send settings: presets, maxQuality and 1-3 simulcast layers. */
export function checkSendSettings(settings: unknown): Check {
  const value = asObject(settings);
  if (!value) return NOT_OBJECT;
  return (
    checkVideoSend(value.video, cameraSendPresetSchema) ??
    checkVideoSend(value.screenVideo, screenSendPresetSchema)
  );
}

/** Daily receive settings: an object of objects keyed by participant id (or `base`). */
export function checkReceiveSettings(settings: unknown): Check {
  const value = asObject(settings);
  return value && Object.values(value).every(asObject) ? null : NOT_OBJECT;
}

/** Daily input settings: audio processor type and blur/background-image rules. */
export function checkInputSettings(settings: unknown): Check {
  const value = asObject(settings);
  if (!value) return NOT_OBJECT;
  const audio = asObject(asObject(value.audio)?.processor);
  if (audio && audio.type !== 'none' && audio.type !== 'noise-cancellation') {
    return 'Audio processor type must be none or noise-cancellation';
  }
  const video = asObject(asObject(value.video)?.processor);
  const config = asObject(video?.config);
  if (video?.type === 'background-blur') return rule(backgroundBlurSchema, config?.strength);
  if (video?.type === 'background-image' && typeof config?.source === 'number') {
    return rule(backgroundImageSchema, config.source);
  }
  return null;
}
